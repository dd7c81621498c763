import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './app/global.css';
import { prefetchRouteRemote } from './remotes/remote-registry';
import { remoteForPath } from './remotes/remote-sections';

prefetchRouteRemote(window.location.pathname, remoteForPath);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
