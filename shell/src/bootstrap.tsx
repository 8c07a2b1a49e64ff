import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { hydrateApiCache } from '@academy/api';
import { currentSession } from '@academy/ui';
import { emailVerificationBanner, signedInNavBar } from './AcademyLayout';
import { FullPageSpinner } from './components/FullPageSpinner';
import { createAcademyRouter } from './router';
import { store } from './store';

// A page from the server carries the API answers it was made from (a visitor's rendered page, or a
// signed-in user's session and the page's first data): the store starts with them, so nothing the
// page needs first is asked for again.
const serverState = document.getElementById('academy-state');
if (serverState?.textContent) store.dispatch(hydrateApiCache(JSON.parse(serverState.textContent)));

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');
const serverRendered = container.hasChildNodes();
const root = serverRendered ? null : createRoot(container);
root?.render(<FullPageSpinner />);

const router = await createAcademyRouter(store, serverRendered);
// A signed-in user's page rendered on the server hydrates with its bar's (and banner's) code at hand.
const session = currentSession(store);
if (serverRendered && session.status === 'signed-in') {
  await Promise.all([signedInNavBar.load(), session.user.emailVerified === false ? emailVerificationBanner.load() : undefined]);
}
const app = (
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>
);
if (root) root.render(app);
else hydrateRoot(container, app);
