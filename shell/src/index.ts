import { preloadRemoteRoutes, registerAcademyRemotes, remoteForPath } from './remotes';

// The remote for this address starts downloading now, beside the shell's shared modules.
registerAcademyRemotes();
preloadRemoteRoutes(remoteForPath(window.location.pathname));

// Async boundary: shared singletons (react, the store, the api client) are
// negotiated by the federation runtime before bootstrap's imports evaluate.
import('./bootstrap').catch((error: unknown) => {
  console.error('Recruiting Academy failed to start', error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'Recruiting Academy could not start. Please reload the page.';
});
