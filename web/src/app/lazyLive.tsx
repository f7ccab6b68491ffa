import { lazy, type ComponentType } from 'react';
import { whenIdle } from '../shared/tasks';

interface LazyLiveOptions {
  /**
   * For a part below the first screen, its server-rendered element (CSS selectors: the
   * first present): its code loads and it hydrates only when that element nears the
   * viewport or is touched or focused, so the phone's first seconds go to the first
   * screen. Until then the server's markup stays as it is, and a tap on one of its
   * buttons is held and replayed (shared/earlyTaps.ts).
   */
  hydrateNear?: string;
  /** 'idle': a part nobody waits for (notifications, the ads pixel) loads when the browser is idle. */
  when?: 'idle';
}

/**
 * React.lazy for a part that runs Apollo's hooks or follows links: its code, Apollo
 * Client and React Router load together, after the first screen, and it renders inside
 * their providers. The first screen itself runs without them (shared/liveData.ts,
 * shared/path.ts). `preload()` loads it ahead of its first render, which then does not
 * suspend: a dialog opens in the frame after the tap, not behind a fallback React holds
 * for at least 300 ms; it resolves once loaded.
 */
export function lazyLive<P extends object>(load: () => Promise<ComponentType<P>>, options: LazyLiveOptions = {}) {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= (async () => {
      if (options.hydrateNear) await nearViewport(options.hydrateNear);
      if (options.when === 'idle' && typeof window !== 'undefined') await whenIdle();
      const [{ LiveProviders }, Component] = await Promise.all([
        import('./LiveProviders'),
        load(),
        // In the browser, the part renders once Apollo's cache holds the inlined state.
        typeof window === 'undefined' ? undefined : import('./liveClient').then((module) => module.liveClientReady()),
      ]);
      function Live(props: P) {
        return (
          <LiveProviders>
            <Component {...props} />
          </LiveProviders>
        );
      }
      loaded = { default: Live };
      return loaded;
    })());
  // React reads a thenable that answers at once as already loaded (it suspends on a promise, even a settled one).
  const Lazy = lazy(() =>
    loaded ? ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve(loaded!) } as never) : start(),
  );
  return Object.assign(Lazy, { preload: () => start() });
}

/** How far below the viewport a part starts loading: about a screen's scroll at a flick's speed. */
const NEAR_MARGIN = '0px 0px 300px 0px';

/**
 * Resolves when the element nears the viewport, or the visitor touches or focuses it;
 * at once when there is no such element (the page was not rendered by the server, or
 * the part rendered nothing there).
 */
function nearViewport(selectors: string): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.querySelector(selectors);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      element.removeEventListener('pointerdown', done, true);
      element.removeEventListener('focusin', done, true);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: NEAR_MARGIN,
    });
    observer.observe(element);
    element.addEventListener('pointerdown', done, true);
    element.addEventListener('focusin', done, true);
  });
}
