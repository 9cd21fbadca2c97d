import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/providers';
import { renderedOnServer } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The first render is a transition: React yields to the browser every few milliseconds while
// it builds (or, over the server's HTML, takes over) the page, instead of blocking input for
// the whole render (Total Blocking Time).
startTransition(() => {
  if (renderedOnServer) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
