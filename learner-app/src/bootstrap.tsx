// Runs the learner remote on its own (port 3002) with its own store and data router,
// the way the shell hosts it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { api } from '@academy/api';
import { createAcademyStore, currentSession, sessionWhenKnown, useSession } from '@academy/ui';
import { PageSpinner } from './components/PageSpinner';
import { routes } from './routes';

const store = createAcademyStore();
// As the shell's auth gate does: ask once who is signed in; the routes read that cached answer
// (a failed answer included: the query's promise always resolves).
void store.dispatch(api.endpoints.currentUser.initiate());

function StandaloneLayout() {
  return useSession().status === 'loading' ? <PageSpinner /> : <Outlet />;
}

const router = createBrowserRouter([
  {
    path: '/',
    Component: StandaloneLayout,
    HydrateFallback: PageSpinner,
    children: routes({
      dispatch: store.dispatch,
      session: () => sessionWhenKnown(store),
      currentSession: () => currentSession(store),
      NotFound: () => <h1>404 Page Not Found</h1>,
    }),
  },
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
