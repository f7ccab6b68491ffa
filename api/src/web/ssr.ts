import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Deps } from '../deps.js';
import { fromRoot } from '../paths.js';
import type { PageStateData, PrivatePageQuery } from './state.js';

/** Built by `npm run build:web` (`vite build --ssr`) from web/src/entry-server.tsx. */
export const SSR_ENTRY = fromRoot('dist', 'ssr', 'entry-server.js');

/** A page that takes longer than this is sent unrendered: the browser renders it. */
const RENDER_TIMEOUT_MS = 3000;

export interface RenderedPage {
  html: string;
  styles: string;
}

type RenderPage = (path: string, state: PageStateData | null, signal?: AbortSignal) => Promise<RenderedPage>;

/** What web/src/entry-server.tsx exports. */
interface Renderer {
  renderPage: RenderPage;
  privatePageQuery(path: string): PrivatePageQuery | null;
}

let renderer: Promise<Renderer | null> | undefined;

/** The server's renderer, imported once; null when it is not built or does not load. */
function loadRenderer(deps: Deps): Promise<Renderer | null> {
  renderer ??= (async () => {
    if (!existsSync(SSR_ENTRY)) {
      deps.logger.warn('the server renderer is not built (npm run build:web): pages are rendered in the browser only');
      return null;
    }
    try {
      return (await import(pathToFileURL(SSR_ENTRY).href)) as Renderer;
    } catch (error) {
      deps.logger.warn({ err: error }, 'the server renderer does not load: pages are rendered in the browser only');
      return null;
    }
  })();
  return renderer;
}

// One render per page and per snapshot of the inlined state: a crowd of visitors
// within PUBLIC_CACHE_TTL_MS costs one render, and the markup always shows the
// very data the browser hydrates with.
// eslint-disable-next-line no-restricted-syntax -- a memo keyed by the app's own state snapshot, gone with it
const rendered = new WeakMap<object, Map<string, Promise<RenderedPage | null>>>();
const NO_STATE = {};

/** How many pages the renderer has drawn in this process: what a test counts to know a page came from memory. */
let renders = 0;
export const serverRenderCount = (): number => renders;

/**
 * The page's markup and its CSS, or null: the page is then sent as before, rendered
 * by the browser alone. A visitor always gets a page, whatever happens here.
 */
export function renderPage(deps: Deps, path: string, state: PageStateData | null): Promise<RenderedPage | null> {
  const key = state ?? NO_STATE;
  let pages = rendered.get(key);
  if (!pages) rendered.set(key, (pages = new Map()));
  let page = pages.get(path);
  if (!page) {
    page = loadRenderer(deps).then(async (loaded) => {
      if (!loaded) return null;
      renders++;
      try {
        return await loaded.renderPage(path, state, AbortSignal.timeout(RENDER_TIMEOUT_MS));
      } catch (error) {
        deps.logger.warn({ err: error, path }, 'server rendering failed; the browser renders this page');
        return null;
      }
    });
    pages.set(path, page);
    // A render that failed (a cold start past the deadline) is not kept: the next visitor's request tries again.
    const tried = page;
    void tried.then((result) => {
      if (result === null && pages.get(path) === tried) pages.delete(path);
    });
  }
  return page;
}

/**
 * The query the private page at `path` makes on its first render (the donation its token
 * reads), as the renderer's own page defines it; null for any other page, or without a
 * renderer (the browser then reads it, as before).
 */
export async function privatePageQuery(deps: Deps, path: string): Promise<PrivatePageQuery | null> {
  return (await loadRenderer(deps))?.privatePageQuery(path) ?? null;
}
