import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Request, type IRouter } from 'express';
import type { Config } from '../config.js';
import { fromRoot } from '../paths.js';

/** Built by `npm run build:ide` (vite.ide.config.ts): GraphiQL and its editor, no CDN. */
export const IDE_DIST = fromRoot('dist', 'ide');

/** The IDE and introspection: on outside production, in production only with GRAPHQL_IDE=true. */
export function isGraphqlIdeEnabled(config: Pick<Config, 'GRAPHQL_IDE' | 'isProduction'>): boolean {
  return config.GRAPHQL_IDE ?? !config.isProduction;
}

// The editor runs its language services in workers and injects its own styles.
const IDE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** A browser opening /graphql (not a GraphQL GET request, which carries a query). */
const wantsIde = (req: Request) =>
  req.query.query === undefined && Boolean(req.accepts(['text/html', 'application/json']) === 'text/html');

/** GET /graphql in a browser shows the IDE; its assets live under /graphql/ide/. */
export function graphqlIdeRoutes(router: IRouter, config: Config): void {
  if (!isGraphqlIdeEnabled(config)) return;
  const page = join(IDE_DIST, 'ide.html');
  let html: string | undefined;
  router.use(
    '/graphql/ide/assets',
    express.static(join(IDE_DIST, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  router.get('/graphql', (req, res, next) => {
    if (!wantsIde(req)) return next();
    if (!existsSync(page)) {
      res.status(503).type('text/plain').send('The GraphQL IDE is not built: run `npm run build:ide` (npm run build does it).');
      return;
    }
    html ??= readFileSync(page, 'utf8');
    res.setHeader('Content-Security-Policy', IDE_CSP);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('X-Robots-Tag', 'noindex');
    res.type('html').send(html);
  });
}
