import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Request, type Response, type IRouter } from 'express';
import type { Deps } from '../deps.js';
import { fromRoot } from '../paths.js';
import { cspNonceOf } from '../security/http.js';

/** Built by `npm run build:panel` (vite.panel.config.ts): the organiser's panel, apart from the donors' bundle. */
export const PANEL_DIST = fromRoot('dist', 'panel');

/** Where the built page asks for the response's nonce, which Emotion puts on its <style> elements. */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * Stricter than the donors' page: no inline script at all, styles only with this
 * response's nonce, no frames, nothing from another origin.
 */
function panelCsp(nonce: string, production: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "worker-src 'none'",
    "manifest-src 'self'",
    ...(production ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The panel's page at /painel and its assets; its sign-in and sessions are team/rest.ts's. */
export function panelRoutes(router: IRouter, deps: Deps): void {
  router.use(
    '/painel/assets',
    express.static(join(PANEL_DIST, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  const page = join(PANEL_DIST, 'panel.html');
  let html: string | undefined;
  const sendPanel = (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Referrer-Policy', 'no-referrer');
    const nonce = cspNonceOf(res);
    res.setHeader('Content-Security-Policy', panelCsp(nonce, deps.config.isProduction));
    if (!existsSync(page)) {
      res.status(503).type('text/plain').send('The panel is not built: run `npm run build:panel` (npm run build does it).');
      return;
    }
    html ??= readFileSync(page, 'utf8');
    res.type('html').send(html.replaceAll(NONCE_PLACEHOLDER, nonce));
  };
  router.get(['/painel', '/painel/{*rest}'], sendPanel);
}
