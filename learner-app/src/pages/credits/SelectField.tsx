import { useId } from 'react';

/** A labelled select with its message under it, styled like the text fields. */
export function SelectField<V extends string>({
  name,
  label,
  value,
  options,
  onChange,
  error,
  hint,
  placeholder,
}: {
  name: string;
  label: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  error?: string;
  hint?: string;
  /** A first, empty choice ("Choose…"), when nothing is chosen to start with. */
  placeholder?: string;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className="au-field">
      <label className="au-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="au-input"
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
      >
        {placeholder ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {message ? (
        <p id={messageId} className={error ? 'au-field-error' : 'au-hint'}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
