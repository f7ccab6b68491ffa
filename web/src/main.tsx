import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createApolloClient } from './app/apollo';
import { App } from './app/App';
import { replayEarlyTaps } from './shared/earlyTaps';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App client={createApolloClient()} Router={BrowserRouter} />
  </StrictMode>
);
// The server sends the page already rendered (api/src/web/ssr.ts): React attaches to
// that markup instead of painting it again. Without it (the server could not render),
// the client renders from scratch.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
replayEarlyTaps();
