import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { replayEarlyTaps } from './shared/earlyTaps';

const root = document.getElementById('root')!;
// No Apollo Client and no React Router here: the first screen hydrates from the inlined
// state, and they load right after (shared/liveData.ts, app/lazyLive.tsx).
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The server sends the page already rendered (api/src/web/ssr.ts): React attaches to
// that markup instead of painting it again. Without it (the server could not render),
// the client renders from scratch.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
replayEarlyTaps();
