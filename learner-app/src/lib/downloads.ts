/** Download library rules: category labels, file sizes, filtering. */
import type { DownloadDto } from '@academy/api';

export type DownloadCategory = DownloadDto['category'];

/** The six categories of docs/product-rules.md#downloads, in that order, with readable labels. */
export const DOWNLOAD_CATEGORIES: { value: DownloadCategory; label: string }[] = [
  { value: 'recruitment-process', label: 'Recruitment Process' },
  { value: 'interview-techniques', label: 'Interview Techniques' },
  { value: 'candidate-sourcing', label: 'Candidate Sourcing' },
  { value: 'employer-branding', label: 'Employer Branding' },
  { value: 'compliance-legal', label: 'Compliance & Legal' },
  { value: 'analytics-reporting', label: 'Analytics & Reporting' },
];

export const ALL_CATEGORIES = 'all';

export function isDownloadCategory(value: string | null): value is DownloadCategory {
  return DOWNLOAD_CATEGORIES.some((category) => category.value === value);
}

export function categoryLabel(category: string): string {
  return DOWNLOAD_CATEGORIES.find((entry) => entry.value === category)?.label ?? category;
}

const UNITS = ['KB', 'MB', 'GB', 'TB'];

/** Bytes for people: 512 → "512 B", 1536 → "1.5 KB", 1258291 → "1.2 MB", 2097152 → "2 MB"; null → null. */
export function formatFileSize(bytes: number | null | undefined): string | null {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return null;
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // One decimal, without a trailing ".0"; rounding up to 1024 moves to the next unit.
  let rounded = Math.round(value * 10) / 10;
  if (rounded >= 1024 && unit < UNITS.length - 1) {
    rounded = Math.round((rounded / 1024) * 10) / 10;
    unit += 1;
  }
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} ${UNITS[unit]}`;
}

/** Downloads whose title, description or file name contains `search` (case-insensitive), in `category` unless 'all'. */
export function filterDownloads<T extends Pick<DownloadDto, 'title' | 'description' | 'fileName' | 'category'>>(
  downloads: readonly T[],
  search: string,
  category: DownloadCategory | typeof ALL_CATEGORIES,
): T[] {
  const needle = search.trim().toLocaleLowerCase();
  return downloads.filter(
    (download) =>
      (category === ALL_CATEGORIES || download.category === category) &&
      (!needle ||
        download.title.toLocaleLowerCase().includes(needle) ||
        download.description.toLocaleLowerCase().includes(needle) ||
        download.fileName.toLocaleLowerCase().includes(needle)),
  );
}

/** "Showing 3 of 10 downloads". */
export function showingCount(shown: number, total: number): string {
  return `Showing ${shown} of ${total} downloads`;
}
