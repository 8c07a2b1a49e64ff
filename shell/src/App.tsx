import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AcademyLayout } from './AcademyLayout';
import { RemoteRoutesLoader } from './components/RemoteBoundary';
import { loadRemoteRoutes } from './remotes';
import { store } from './store';

export function App() {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <RemoteRoutesLoader value={loadRemoteRoutes}>
          <AcademyLayout />
        </RemoteRoutesLoader>
      </BrowserRouter>
    </Provider>
  );
}
