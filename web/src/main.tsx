import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { replayEarlyTaps } from './shared/earlyTaps';

const root = document.getElementById('root')!;
// No Apollo Client here: the first screen hydrates from the inlined state, and Apollo
// loads right after (shared/liveData.ts).
const app = (
  <StrictMode>
    <App Router={BrowserRouter} />
  </StrictMode>
);
// The server sends the page already rendered (api/src/web/ssr.ts): React attaches to
// that markup instead of painting it again. Without it (the server could not render),
// the client renders from scratch.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
replayEarlyTaps();
