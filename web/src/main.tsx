import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { replayEarlyTaps } from './shared/earlyTaps';
import { browserEmotionCache } from './shared/emotionCache';
import { nextTask } from './shared/tasks';

const root = document.getElementById('root')!;

/**
 * Evaluated in three tasks, not one: MUI's styling core with the theme, the app, then
 * React DOM. All three are fetched at once (the page's starter preloads them:
 * api/src/web/app-start.ts), but each is a module graph the browser runs in one go, and
 * together they were one task of 100 ms on a slow phone (docs/PERFORMANCE.md).
 */
async function start(): Promise<void> {
  await import('./app/theme');
  await nextTask();
  // No Apollo Client and no React Router here: the first screen hydrates from the inlined
  // state, and they load right after (shared/liveData.ts, app/lazyLive.tsx).
  const { App } = await import('./app/App');
  await nextTask();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  const app = (
    <StrictMode>
      <CacheProvider value={browserEmotionCache()}>
        <App />
      </CacheProvider>
    </StrictMode>
  );
  // The server sends the page already rendered (api/src/web/ssr.ts): React attaches to
  // that markup instead of painting it again. Without it (the server could not render),
  // the client renders from scratch.
  // Hydrated as a transition: React then cuts the work into short tasks, as it does for a
  // transition's render, instead of attaching to the whole first screen in one long task.
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  replayEarlyTaps();
}

void start();
