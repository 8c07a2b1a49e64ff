import { preloadRemoteRoutes, registerAcademyRemotes, remoteForPath } from './remotes';
import { startWhenVisitorActs } from './startWhenVisitorActs';

function start(): Promise<void> {
  // The remote for this address starts downloading now, beside the shell's shared modules.
  registerAcademyRemotes();
  preloadRemoteRoutes(remoteForPath(window.location.pathname));

  // Async boundary: shared singletons (react, the store, the api client) are
  // negotiated by the federation runtime before bootstrap's imports evaluate.
  return import('./bootstrap').then(
    () => undefined,
    (error: unknown) => {
      console.error('Recruiting Academy failed to start', error);
      const root = document.getElementById('root');
      // A server-rendered page still reads without the app; an empty one says what happened.
      if (root && !root.hasChildNodes()) root.textContent = 'Recruiting Academy could not start. Please reload the page.';
    },
  );
}

if (document.getElementById('academy-state')) startWhenVisitorActs(start);
else void start();
