// What the shell's server renderer takes from this app: its route table (the same module the browser
// loads as `admin/routes`) and Ant Design's styles for a rendered admin page.
import type { ReactNode } from 'react';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';

export { routes as adminRoutes } from './routes';

type StyleCache = ReturnType<typeof createCache>;

// One cache for every page: every admin has the same theme, so each component's styles are worked out
// once per process (a cache per page would work them out again on every request).
const sharedCache = createCache();

/** Ant Design's styles for one rendered page: the shared cache's entries this page's components used. */
export interface PageStyles {
  /** The page inside a style provider that records what it uses. */
  wrap(page: ReactNode): ReactNode;
  /** The <style> tags of the styles the page used, for its head. */
  tags(): string;
}

/**
 * Styles for one admin page. The shared cache holds every component any page has rendered in this
 * process; a page's head carries only its own, so it does not grow with what other pages rendered.
 */
export function antdPageStyles(): PageStyles {
  const used = new Set<string>();
  const recording: StyleCache = createCache();
  recording.opGet = (key) => {
    used.add(key);
    return sharedCache.opGet(key);
  };
  recording.opUpdate = (key, update) => {
    used.add(key);
    sharedCache.opUpdate(key, update);
  };
  return {
    wrap: (page) => <StyleProvider cache={recording}>{page}</StyleProvider>,
    tags() {
      const pageCache = createCache();
      for (const key of used) {
        const entry = sharedCache.cache.get(key);
        if (!entry) continue;
        pageCache.cache.set(key, entry);
        pageCache.updateTimes.set(key, sharedCache.updateTimes.get(key) ?? 0);
      }
      return extractStyle(pageCache);
    },
  };
}
