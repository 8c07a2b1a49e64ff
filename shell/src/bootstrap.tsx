import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionWhenKnown } from '@academy/ui';
import { App } from './App';
import { preloadRemoteRoutes, remoteForPath } from './remotes';
import { store } from './store';
import './shell.css';

// The remote's routes are on their way (index.ts): once there, the route's page and data start too,
// the data that depends on the session once the auth gate's GET /api/user has answered.
const { pathname } = window.location;
preloadRemoteRoutes(remoteForPath(pathname), { pathname, session: sessionWhenKnown(store), dispatch: store.dispatch });

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
