// Runs the admin remote on its own (port 3003) with its own store and data router,
// mounted at /admin as in the shell. Its guard sends visitors to /auth and non-admins to /:
// here both show a small sign-in form (the real /auth page is in learner-app).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { api } from '@academy/api';
import { createAcademyStore, currentSession, sessionWhenKnown } from '@academy/ui';
import { routes } from './routes';
import { DevSignIn } from './dev/DevSignIn';

const store = createAcademyStore();
// As the shell's auth gate does: ask once who is signed in; the routes read that cached answer
// (a failed answer included: the query's promise always resolves).
void store.dispatch(api.endpoints.currentUser.initiate());

const router = createBrowserRouter([
  ...routes({
    dispatch: store.dispatch,
    session: () => sessionWhenKnown(store),
    currentSession: () => currentSession(store),
    NotFound: () => <h1>404 Page Not Found</h1>,
  }),
  { path: '*', Component: DevSignIn },
]);

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
