import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadRemoteRoutes, registerAcademyRemotes, remoteForPath } from './remotes';
import './shell.css';

registerAcademyRemotes();
preloadRemoteRoutes(remoteForPath(window.location.pathname));

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
