import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import express, { type Request, type Response, type IRouter } from 'express';
import type { Deps } from '../deps.js';
import { fromRoot } from '../paths.js';
import { doNotKeep, isCapturedPage } from '../cache/kept-pages.js';
import { precompressedFiles } from './compressed.js';
import { APP_START_SCRIPT, appStartTag, takeAppStart, type AppStart } from './app-start.js';
import { EARLY_TAPS_SCRIPT, EARLY_TAPS_TAG } from './early-taps.js';
import { NOINDEX_TAG, headTag } from './head.js';
import { PAGES, PRIVATE_PATH_PREFIXES, privatePageOf, type PageHead } from './pages.js';
import { privatePageQuery, renderPage, type RenderedPage } from './ssr.js';
import { pageState, privatePageState, type PageQuery, type PageState } from './state.js';

export const WEB_DIST = fromRoot('dist', 'web');

/** The inline scripts of every page: the policy allows them by their hashes (security/http.ts), with no nonce. */
export const PAGE_INLINE_SCRIPTS: readonly string[] = [EARLY_TAPS_SCRIPT, APP_START_SCRIPT];

/** Fills the built index.html's placeholders for one request; `app` is the server's rendering, when there is one. */
export function renderHtml(template: string, head: PageHead, bodyState = '', app?: RenderedPage | null): string {
  const headHtml = [
    headTag(<title>{head.title}</title>),
    headTag(<meta name="description" content={head.description} />),
    ...head.tags,
    ...(app ? [app.styles] : []),
  ].join('\n    ');
  // The document itself stays Vite's index.html (its hashed asset tags are written at
  // build time): only its placeholders are filled, with markup React rendered.
  // Functions as replacements: the markup is inserted as is, `$&` and the like included.
  return template
    .replace('<!--app-head-->', () => headHtml)
    .replace('<!--app-html-->', () => app?.html ?? '')
    .replace('<!--app-state-->', () => bodyState);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Sends a page compressed when the browser accepts it: with the rendered markup and its
 * CSS the home page is about 200 kB of HTML, a second on a slow phone connection, and a
 * tenth of that compressed. Brotli at a middle level: a few milliseconds per page.
 */
async function sendHtml(req: Request, res: Response, html: string): Promise<void> {
  res.vary('Accept-Encoding');
  const encoding = req.acceptsEncodings('br', 'gzip');
  if (encoding === 'br' || encoding === 'gzip') {
    const body =
      encoding === 'br'
        ? await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : await gzipAsync(html, { level: 6 });
    res.setHeader('Content-Encoding', encoding);
    res.send(body);
    return;
  }
  res.send(html);
}

/** The built index.html, its entry's tags taken out (app-start.tsx). */
export interface PageTemplate {
  template: string;
  start: AppStart;
}

export const readPageTemplate = (): PageTemplate => takeAppStart(readFileSync(join(WEB_DIST, 'index.html'), 'utf8'));

/**
 * A page's document: its head with the early taps (and `extraTags`), the server's
 * rendering, the page state and the starter at the end of <body>. What a public page is
 * kept as, byte for byte (cache/kept-pages.ts).
 */
export function pageHtml(
  { template, start }: PageTemplate,
  head: PageHead,
  state: PageState | null,
  app: RenderedPage | null,
  extraTags: string[] = [],
): string {
  const tags = [...head.tags, EARLY_TAPS_TAG, ...extraTags];
  return renderHtml(template, { ...head, tags }, `${state?.script ?? ''}${appStartTag(start)}`, app);
}

export type HeadBuilder = (req: Request, page: { title: string; description: string } | undefined) => Promise<PageHead>;

/**
 * Serves the built client: hashed assets cached for a year, HTML rendered per route.
 * `earlyForm`: the home page's copy of the donation form, for a tap made before the app runs
 * (early-taps.tsx); given by the composition root, since the form is the server page's.
 */
export function webRoutes(
  router: IRouter,
  deps: Deps,
  pageQuery: PageQuery,
  buildHead: HeadBuilder,
  earlyForm: () => Promise<string> = async () => '',
): void {
  const indexFile = join(WEB_DIST, 'index.html');
  router.use(
    '/assets',
    precompressedFiles(join(WEB_DIST, 'assets'), { maxAge: '1y', immutable: true }),
    express.static(join(WEB_DIST, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  router.use(precompressedFiles(WEB_DIST, { maxAge: '1h' }), express.static(WEB_DIST, { index: false, maxAge: '1h' }));

  let built: PageTemplate | undefined;
  // The page state as last drawn: a new read with the same data is the same snapshot, so
  // the renderer's memo (ssr.ts) renders a page once per change, not once per cache lifetime.
  let lastState: PageState | null = null;
  const sameAsLast = (state: PageState | null): PageState | null => {
    if (!state) return null;
    if (lastState?.script !== state.script) lastState = state;
    return lastState;
  };
  router.get(/^(?!\/api\/|\/graphql).*/, (req, res, next) => {
    if (!built && !existsSync(indexFile)) {
      res
        .status(503)
        .type('text/plain')
        .send('The web client is not built: run `npm run build:web` (npm start does it for you).');
      return;
    }
    const template = (built ??= readPageTemplate());
    const privatePage = privatePageOf(req.path);
    const page = PAGES[req.path] ?? privatePage;
    // Every unknown path shows the same 404 page: one rendering serves them all.
    const renderedPath = page ? req.path : '/404';
    Promise.all([
      buildHead(req, page),
      renderedPath === '/' ? earlyForm() : '',
      pageState(deps, pageQuery).then(async (read) => {
        const publicState = sameAsLast(read);
        // A private page is rendered with its own data (the donation its token opens), read for this request.
        const query = privatePage && publicState ? await privatePageQuery(deps, req.path) : null;
        const state = query && publicState ? await privatePageState(deps, pageQuery, publicState, query) : publicState;
        return { state, app: await renderPage(deps, renderedPath, state?.state ?? null) };
      }),
    ])
      .then(([head, formTag, { state, app }]) => {
        // An unknown private link is the page's own "not found", rendered, with the status to match.
        const found = page && state?.state.private?.error?.code !== 'NOT_FOUND';
        // Rendered by the browser alone this time (the renderer failed or was late): sent, not kept.
        if (!app) doNotKeep(res);
        res
          .status(found ? 200 : 404)
          .type('html')
          .setHeader('Cache-Control', privatePage ? 'no-store' : 'no-cache');
        let html: string;
        if (privatePage) {
          res.setHeader('X-Robots-Tag', 'noindex');
          res.setHeader('Referrer-Policy', 'no-referrer');
          // The canonical and sharing tags would repeat the private address: a private page has neither.
          const tags = head.tags.filter((tag) => !PRIVATE_PATH_PREFIXES.some((prefix) => tag.includes(prefix)));
          html = pageHtml(template, { ...head, tags }, state, app, [NOINDEX_TAG]);
        } else {
          html = pageHtml(template, head, state, app, formTag ? [formTag] : []);
        }
        // A public page is kept, compressed once (cache/kept-pages.ts); a private one is compressed for its one request.
        if (isCapturedPage(res)) {
          res.send(html);
          return;
        }
        return sendHtml(req, res, html);
      })
      .catch((error: unknown) => {
        deps.logger.error({ err: error }, 'rendering the page failed');
        next(error);
      });
  });
}
