// Runs the learner remote on its own (port 3002) with its own store and router,
// the way the shell would host it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { api } from '@academy/api';
import { createAcademyStore } from '@academy/ui';
import LearnerRoutes from './routes';

const store = createAcademyStore();
// As the shell's auth gate does: ask once who is signed in; the routes read that cached answer
// (a failed answer included: the query's promise always resolves).
void store.dispatch(api.endpoints.currentUser.initiate());

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <Routes>
          <Route path="/*" element={<LearnerRoutes notFound={<h1>404 Page Not Found</h1>} />} />
        </Routes>
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
