import { expressMiddleware } from '@as-integrations/express5';
import type { RequestListener } from 'node:http';
import express, { type Express, type Request, type RequestHandler } from 'express';
import { campaignRoutes } from './campaign/rest.js';
import { commentRoutes } from './comments/rest.js';
import type { Deps } from './deps.js';
import { donationRoutes } from './donations/rest.js';
import { donorRoutes } from './donor/rest.js';
import { settlePixInbox } from './payments/inbox.js';
import { pixWebhookRoutes } from './payments/webhook.js';
import { monthlyDonorRoutes, monthlyWebhookRoutes } from './monthly/rest.js';
import { adminRoutes } from './donations/csv-export.js';
import { graphqlIdeRoutes } from './panel/ide.js';
import { panelRoutes } from './panel/rest.js';
import { teamRoutes } from './team/rest.js';
import { publicResponseCache } from './graphql/cache.js';
import type { GraphQLContext } from './graphql/context.js';
import { createGraphQLServer } from './app/graphql-server.js';
import { buildSchema } from './app/schema.js';
import { isDatabaseReady } from './db/connection.js';
import type { DatabaseProcessState } from './db/offline-mongo.js';
import { clientIpOf } from './http/client.js';
import { sendRestError } from './http/rest.js';
import { authenticateAdmin, forbidden, type AdminPrincipal } from './security/admin-auth.js';
import { roleAllows } from '../../rules/team.js';
import { boundedVariables } from './security/graphql.js';
import { buildPageHead, siteBaseUrl } from './web/head.js';
import { faviconRoutes } from './web/icons.js';
import { webManifestRoutes } from './web/manifest.js';
import { donatePageRoutes, earlyDonateFormTag } from './server-pages/donate.js';
import { transparencyPageRoutes } from './server-pages/transparency.js';
import { webRoutes } from './web/serve.js';
import { pageQueryOf } from './web/state.js';
import { printRoutes, shareCardRoutes } from './share/rest.js';
import { transparencyRoutes } from './transparency/rest.js';
import { updatesConsentRoutes } from './server-pages/updates-consent.js';
import { dedicationStopRoutes } from './server-pages/dedication-stop.js';
import { myDonationsRoutes } from './server-pages/my-donations.js';
import { imageRoutes } from './images/rest.js';
import { statementRoutes } from './statements/rest.js';
import { metricsRoutes } from './metrics/metrics.js';
import { applyFrontMatter } from './app/front.js';
import { answeringAtOnce } from './app/at-once.js';
import { jsonBodyParser } from './http/json-body.js';
import { KEPT_PAGE_PATHS, keptPageCapture } from './cache/kept-pages.js';

export interface App {
  app: Express;
  /** What the HTTP server runs: the public reads kept in memory answered at once (app/at-once.ts), else the app. */
  listener: RequestListener;
  /** Stops the GraphQL server; the HTTP listener is closed by whoever opened it. */
  stop(): Promise<void>;
}

export interface AppOptions {
  /**
   * The state of the database server process this instance started (db/database-server.ts):
   * `failed` fails liveness (only a restart of the instance helps), anything but `running`
   * fails readiness. Absent: an external database, whose state only the connection tells.
   */
  databaseState?: () => DatabaseProcessState;
}

export async function createApp(deps: Deps, options: AppOptions = {}): Promise<App> {
  const app = express();
  applyFrontMatter(app, deps);

  // Liveness: this process can still serve, or recover by itself (a lost external database reconnects).
  app.get('/healthz', (_req, res) => {
    const ok = options.databaseState?.() !== 'failed';
    res.status(ok ? 200 : 503).json({ ok });
  });
  // Readiness: send traffic here now (database connected and, when we run it, its process up).
  app.get('/readyz', (_req, res) => {
    const ready = isDatabaseReady(deps.models.Campaign.db) && (options.databaseState?.() ?? 'running') === 'running';
    res.status(ready ? 200 : 503).json({ ready });
  });

  // Each module adds its routes to the app itself, not as a Router of its own: a request
  // that passes through a nested router without a match leaves it by setImmediate (router
  // 2.x), one turn of the event loop for each module before its own (21 before the pages).
  metricsRoutes(app, deps);
  graphqlIdeRoutes(app, deps.config);
  // Past GraphQL, a GET or HEAD carries no body: it skips the parser, which would still
  // mark the request (req.body) and test its headers on every public read.
  const json = jsonBodyParser(deps.config);
  const jsonBody: RequestHandler = (req, res, next) =>
    req.method === 'GET' || req.method === 'HEAD' ? next() : json(req, res, next);
  const schema = buildSchema();
  const graphql = createGraphQLServer(deps, schema);
  await graphql.start();
  app.use(
    '/graphql',
    publicResponseCache(deps, 'GET'),
    // Apollo's middleware wants req.body set, also on a GET.
    json,
    boundedVariables,
    publicResponseCache(deps, 'POST'),
    expressMiddleware(graphql, {
      context: async ({ req }): Promise<GraphQLContext> => {
        let admin: Promise<AdminPrincipal> | undefined;
        let principal: AdminPrincipal | null = null;
        return {
          deps,
          // Checked only when an admin field runs: a header sent to public fields is no login attempt.
          requireAdmin: async (permission) => {
            principal = await (admin ??= authenticateAdmin(deps, req));
            if (permission && !roleAllows(principal.role, permission)) throw forbidden();
          },
          isAdmin: () => principal !== null,
          signedIn: () =>
            principal && {
              role: principal.role,
              ...(principal.kind === 'member' && { who: principal.who, memberId: principal.memberId }),
            },
          clientIp: clientIpOf(req),
          userAgent: req.get('user-agent') ?? '',
        };
      },
    }),
  );

  app.use(jsonBody);
  // The public pages' answers are kept as their routes send them, written before Express next time (cache/kept-pages.ts).
  app.get(KEPT_PAGE_PATHS, keptPageCapture(deps));
  campaignRoutes(app, deps);
  commentRoutes(app, deps);
  donationRoutes(app, deps);
  donorRoutes(app, deps);
  pixWebhookRoutes(app, deps);
  monthlyWebhookRoutes(app, deps);
  monthlyDonorRoutes(app, deps);
  adminRoutes(app, deps);
  printRoutes(app, deps);
  teamRoutes(app, deps);
  panelRoutes(app, deps);
  transparencyRoutes(app, deps);
  imageRoutes(app, deps);
  statementRoutes(app, deps);
  app.use('/api', (_req, res) => void res.status(404).json({ code: 'NOT_FOUND', message: 'Endereço não encontrado.' }));

  webManifestRoutes(app, deps);
  faviconRoutes(app);
  shareCardRoutes(app, deps);
  donatePageRoutes(app, deps);
  transparencyPageRoutes(app, deps);
  updatesConsentRoutes(app, deps);
  dedicationStopRoutes(app, deps);
  myDonationsRoutes(app, deps);
  webRoutes(
    app,
    deps,
    pageQueryOf(schema),
    (req, page) => buildPageHead(deps, { path: req.path, baseUrl: siteBaseUrl(deps, req) }, page),
    () => earlyDonateFormTag(deps),
  );

  // Malformed JSON and anything else that escaped a handler: a stable code, never a stack.
  app.use((error: unknown, _req: Request, res: express.Response, _next: express.NextFunction) => {
    const status = (error as { status?: number }).status;
    // A path the static files refuse (`/assets/../x`) is a 403 from `send`: said as what it is.
    if (status === 403 || status === 404) {
      res.status(404).json({ code: 'NOT_FOUND', message: 'Endereço não encontrado.' });
      return;
    }
    if (status && status >= 400 && status < 500) {
      res.status(status).json({ code: 'BAD_USER_INPUT', message: 'Requisição inválida.' });
      return;
    }
    sendRestError(res, error);
  });

  return {
    app,
    listener: answeringAtOnce(deps, app, json),
    stop: async () => {
      // Queued payments being applied finish first; one cut short would be finished by the next sweep anyway.
      await settlePixInbox(deps);
      await graphql.stop();
    },
  };
}
