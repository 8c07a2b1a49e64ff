// Async boundary: shared singletons (react, the store, the api client) are
// negotiated by the federation runtime before bootstrap's imports evaluate.
import('./bootstrap').catch((error: unknown) => {
  console.error('Recruiting Academy failed to start', error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'Recruiting Academy could not start. Please reload the page.';
});
