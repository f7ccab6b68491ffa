import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express, type Request } from 'express';
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
import { publicResponseCache } from './graphql/cache.js';
import type { GraphQLContext } from './graphql/context.js';
import { createGraphQLServer } from './app/graphql-server.js';
import { buildSchema } from './app/schema.js';
import { isDatabaseReady } from './db/connection.js';
import type { DatabaseProcessState } from './db/offline-mongo.js';
import { accessLog } from './http/access-log.js';
import { clientIpOf } from './http/client.js';
import { sendRestError } from './http/rest.js';
import { authenticateAdmin, forbidden, type AdminPrincipal } from './security/admin-auth.js';
import { roleAllows } from '../../rules/team.js';
import { boundedVariables } from './security/graphql.js';
import { applyHttpSecurity } from './security/http.js';
import { warnOfUntrustedProxy } from './security/proxy.js';
import { buildPageHead, siteBaseUrl } from './web/head.js';
import { faviconRoutes } from './web/icons.js';
import { webManifestRoutes } from './web/manifest.js';
import { donatePageRoutes } from './donations/page.js';
import { webRoutes } from './web/serve.js';
import { pageQueryOf } from './web/state.js';
import { printRoutes, shareCardRoutes } from './share/rest.js';
import { transparencyRoutes } from './transparency/rest.js';
import { newsRoutes } from './news/rest.js';
import { myDonationsRoutes } from './my-donations/rest.js';
import { imageRoutes } from './images/rest.js';
import { statementRoutes } from './statements/rest.js';
import { metricsRoutes, requestMetrics } from './metrics/metrics.js';

export interface App {
  app: Express;
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
  app.disable('x-powered-by');
  applyHttpSecurity(app, deps.config);
  app.use(warnOfUntrustedProxy(deps));

  // Writes, errors, slow and organiser requests at info; fast public GETs at debug (http/access-log.ts says why).
  app.use(accessLog(deps.logger));
  // Request counts and latencies by route template, read at GET /metrics (metrics/metrics.ts).
  app.use(requestMetrics(deps));

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

  app.use(metricsRoutes(deps));
  app.use(graphqlIdeRoutes(deps.config));
  const schema = buildSchema();
  const graphql = createGraphQLServer(deps, schema);
  await graphql.start();
  app.use(
    '/graphql',
    express.json({ limit: deps.config.JSON_BODY_LIMIT_BYTES }),
    boundedVariables,
    publicResponseCache(deps),
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

  app.use(express.json({ limit: deps.config.JSON_BODY_LIMIT_BYTES }));
  app.use(campaignRoutes(deps));
  app.use(commentRoutes(deps));
  app.use(donationRoutes(deps));
  app.use(donorRoutes(deps));
  app.use(pixWebhookRoutes(deps));
  app.use(monthlyWebhookRoutes(deps));
  app.use(monthlyDonorRoutes(deps));
  app.use(adminRoutes(deps));
  app.use(printRoutes(deps));
  app.use(panelRoutes(deps));
  app.use(transparencyRoutes(deps));
  app.use(imageRoutes(deps));
  app.use(statementRoutes(deps));
  app.use('/api', (_req, res) => void res.status(404).json({ code: 'NOT_FOUND', message: 'Endereço não encontrado.' }));

  app.use(webManifestRoutes(deps));
  app.use(faviconRoutes());
  app.use(shareCardRoutes(deps));
  app.use(donatePageRoutes(deps));
  app.use(newsRoutes(deps));
  app.use(myDonationsRoutes(deps));
  app.use(
    webRoutes(deps, pageQueryOf(schema), (req, page) =>
      buildPageHead(deps, { path: req.path, baseUrl: siteBaseUrl(deps, req) }, page),
    ),
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
    stop: async () => {
      // Queued payments being applied finish first; one cut short would be finished by the next sweep anyway.
      await settlePixInbox(deps);
      await graphql.stop();
    },
  };
}
