// What the shell's server renderer takes from this app: its route table (the same module the browser
// loads as `admin/routes`) and Ant Design's styles for a rendered admin page.
import type { ReactNode } from 'react';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';

export { routes as adminRoutes } from './routes';

// One cache for every page: every admin has the same theme, so each component's styles are worked out
// once per process (a cache per page would work them out again on every request).
const styleCache = createCache();

/** A page with Ant Design's components, rendered with their styles collected. */
export function withAntdStyles(page: ReactNode): ReactNode {
  return <StyleProvider cache={styleCache}>{page}</StyleProvider>;
}

/** The <style> tags of every Ant Design style rendered so far, for an admin page's head. */
export function antdStyleTags(): string {
  return extractStyle(styleCache);
}
