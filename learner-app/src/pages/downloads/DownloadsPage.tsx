import { useId } from 'react';
import { useListDownloadsQuery, type DownloadDto } from '@academy/api';
import { useDocumentTitle } from '@academy/ui';
import { ErrorState } from '../../components/ErrorState';
import { FilterToolbar } from '../../components/FilterToolbar';
import { PageSpinner } from '../../components/PageSpinner';
import {
  ALL_CATEGORIES,
  categoryLabel,
  DOWNLOAD_CATEGORIES,
  filterDownloads,
  formatFileSize,
  isDownloadCategory,
  showingCount,
  type DownloadCategory,
} from '../../lib/downloads';
import { useSearchParamFilters } from '../../lib/useSearchParamFilters';
import '../../components/course-card.css';
import './downloads.css';

/** Search and category live in the address (?q=…&category=…), so a filtered library can be linked to. */
function useDownloadFilters() {
  const { params, update } = useSearchParamFilters();
  const search = params.get('q') ?? '';
  const categoryParam = params.get('category');
  const category: DownloadCategory | typeof ALL_CATEGORIES = isDownloadCategory(categoryParam) ? categoryParam : ALL_CATEGORIES;
  return {
    search,
    category,
    setSearch: (value: string) => update('q', value, ''),
    setCategory: (value: string) => update('category', value, ALL_CATEGORIES),
  };
}

const CATEGORY_OPTIONS = [{ value: ALL_CATEGORIES, label: 'All categories' }, ...DOWNLOAD_CATEGORIES];

function DownloadCard({ download }: { download: DownloadDto }) {
  const titleId = useId();
  const size = formatFileSize(download.fileSize);
  return (
    <article className="dl-card" aria-labelledby={titleId}>
      <div className="dl-card__top">
        <span className="lr-badge">{download.fileType}</span>
        <span className="dl-card__category">{categoryLabel(download.category)}</span>
      </div>
      <h2 id={titleId} className="dl-card__title">
        {download.title}
      </h2>
      {download.description ? <p className="dl-card__description">{download.description}</p> : null}
      <dl className="dl-card__facts">
        <div>
          <dt>File</dt>
          <dd className="dl-card__file">{download.fileName}</dd>
        </div>
        {size ? (
          <div>
            <dt>Size</dt>
            <dd>{size}</dd>
          </div>
        ) : null}
      </dl>
      <a className="cc-btn cc-btn--primary dl-card__action" href={download.fileUrl} target="_blank" rel="noopener noreferrer">
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
        </svg>
        Download<span className="lr-visually-hidden"> {download.title} (opens in a new tab)</span>
      </a>
    </article>
  );
}

/** /downloads: the download library (signed-in users). */
export default function DownloadsPage() {
  const { data: downloads, isLoading, isError, refetch } = useListDownloadsQuery();
  useDocumentTitle('Download Library');
  const { search, category, setSearch, setCategory } = useDownloadFilters();
  const filtered = downloads ? filterDownloads(downloads, search, category) : [];

  return (
    <main className="cc-page">
      <div className="cc-container">
        <h1 className="cc-page-title">Download Library</h1>
        <p className="cc-page-lead">Templates, checklists and guides to use in your day-to-day recruiting work.</p>

        <FilterToolbar
          label="Filter downloads"
          search={search}
          onSearchChange={setSearch}
          searchPlaceholder="Search downloads..."
          filterLabel="Category"
          filter={category}
          onFilterChange={setCategory}
          filterOptions={CATEGORY_OPTIONS}
        />

        {isLoading ? (
          <PageSpinner />
        ) : isError || !downloads ? (
          <ErrorState
            headingLevel={2}
            title="Error loading downloads"
            text="Failed to load downloads. Please try again later."
            onRetry={() => void refetch()}
          />
        ) : (
          <>
            <p className="cc-summary" aria-live="polite">
              {showingCount(filtered.length, downloads.length)}
            </p>
            {filtered.length === 0 ? (
              <div className="cc-state">
                <h2 className="cc-state__title">No downloads found</h2>
                <p className="cc-state__text">Try another search or category.</p>
              </div>
            ) : (
              <ul className="cc-grid" aria-label="Downloads">
                {filtered.map((download) => (
                  <li key={download.id}>
                    <DownloadCard download={download} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </main>
  );
}
