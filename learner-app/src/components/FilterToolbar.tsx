import { useId } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterToolbarProps {
  /** Accessible name of the search landmark, e.g. "Filter courses". */
  label: string;
  search: string;
  onSearchChange: (value: string) => void;
  searchPlaceholder: string;
  /** Label of the drop-down, e.g. "Level". */
  filterLabel: string;
  filter: string;
  onFilterChange: (value: string) => void;
  filterOptions: readonly FilterOption[];
}

/** The catalogue pages' search box and single drop-down filter. Uses the `cc-` classes of course-card.css. */
export function FilterToolbar({
  label,
  search,
  onSearchChange,
  searchPlaceholder,
  filterLabel,
  filter,
  onFilterChange,
  filterOptions,
}: FilterToolbarProps) {
  const searchId = useId();
  const filterId = useId();
  return (
    <div role="search" className="cc-filters" aria-label={label}>
      <div className="cc-field cc-field--grow">
        <label className="cc-field__label" htmlFor={searchId}>
          Search
        </label>
        <input
          id={searchId}
          className="cc-input"
          type="search"
          placeholder={searchPlaceholder}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <div className="cc-field">
        <label className="cc-field__label" htmlFor={filterId}>
          {filterLabel}
        </label>
        <select id={filterId} className="cc-input" value={filter} onChange={(event) => onFilterChange(event.target.value)}>
          {filterOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
