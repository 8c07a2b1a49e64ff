import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrateApiCache } from '@academy/api';
import { sessionWhenKnown } from '@academy/ui';
import { App } from './App';
import { preloadRemoteRoutes, remoteForPath } from './remotes';
import { store } from './store';

// A page rendered on the server carries the API answers it was rendered from: the store starts with
// them, so nothing the HTML already shows is asked for again.
const serverState = document.getElementById('academy-state');
if (serverState?.textContent) store.dispatch(hydrateApiCache(JSON.parse(serverState.textContent)));

// The remote's routes are on their way (index.ts): once there, the route's page and data start too,
// the data that depends on the session once the auth gate's GET /api/user has answered.
const { pathname } = window.location;
preloadRemoteRoutes(remoteForPath(pathname), { pathname, session: sessionWhenKnown(store), dispatch: store.dispatch });

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (serverState && container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
