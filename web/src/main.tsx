import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { App } from './app/App';
import { replayEarlyTaps } from './shared/earlyTaps';
import { browserEmotionCache } from './shared/emotionCache';

const root = document.getElementById('root')!;
// No Apollo Client and no React Router here: the first screen hydrates from the inlined
// state, and they load right after (shared/liveData.ts, app/lazyLive.tsx).
const app = (
  <StrictMode>
    <CacheProvider value={browserEmotionCache()}>
      <App />
    </CacheProvider>
  </StrictMode>
);
// React DOM is a chunk of its own, fetched with this one (the HTML preloads it:
// vite.config.ts) and evaluated in a task of its own: one long task fewer on a slow phone.
void import('react-dom/client').then(({ createRoot, hydrateRoot }) => {
  // The server sends the page already rendered (api/src/web/ssr.ts): React attaches to
  // that markup instead of painting it again. Without it (the server could not render),
  // the client renders from scratch.
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
  replayEarlyTaps();
});
