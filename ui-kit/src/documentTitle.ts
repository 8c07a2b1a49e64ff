import { useEffect } from 'react';

const ACADEMY_NAME = 'Recruiting Academy';

/** A page's document title: 'Courses · Recruiting Academy', or the academy's name alone. */
export function documentTitle(page?: string): string {
  const name = page?.trim();
  return name ? `${name} · ${ACADEMY_NAME}` : ACADEMY_NAME;
}

/**
 * Sets `document.title` for the page that renders it (every route of the shell and both remotes).
 * Pass nothing for the academy's name alone (the landing page); a page still loading its subject
 * passes its generic name until the data arrives.
 */
export function useDocumentTitle(page?: string): void {
  const title = documentTitle(page);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
