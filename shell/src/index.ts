import { preloadRemoteRoutes, registerAcademyRemotes, remoteForPath } from './remotes';
import { startAtOnce, startWhenVisitorActs } from './startOnRenderedPage';

function start(): Promise<void> {
  // The routes for this address start downloading now, beside the shell's shared modules (the learner
  // app's always: see createAcademyRouter).
  registerAcademyRemotes();
  preloadRemoteRoutes('learner');
  if (remoteForPath(window.location.pathname) === 'admin') preloadRemoteRoutes('admin');

  // Async boundary: shared singletons (react, the store, the api client) are
  // negotiated by the federation runtime before bootstrap's imports evaluate.
  return import(/* webpackChunkName: "bootstrap" */ './bootstrap').then(
    () => undefined,
    (error: unknown) => {
      console.error('Recruiting Academy failed to start', error);
      const root = document.getElementById('root');
      // A server-rendered page still reads without the app; an empty one says what happened.
      if (root && !root.hasChildNodes()) root.textContent = 'Recruiting Academy could not start. Please reload the page.';
    },
  );
}

// A visitor's page rendered on the server starts its app once the visitor acts, a signed-in user's
// (marked so) at once, holding what they do meanwhile; a page without markup at once.
const root = document.getElementById('root');
if (!root?.hasChildNodes()) void start();
else if (root.dataset.start === 'at-once') startAtOnce(start);
else startWhenVisitorActs(start);
