import { ADMIN_ROUTE_PERMISSIONS } from '../security/admin-permissions.js';
import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv6 } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { IRouter, Request, RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.js';
import { memorySlot, type Deps } from '../deps.js';
import { clientIpOf } from '../http/client.js';
import { whenClosed } from '../http/closed.js';
import { sendRestError } from '../http/rest.js';
import { authenticateAdmin } from '../security/admin-auth.js';
import { tallyByStatus } from '../stats/read.js';

/**
 * The signals an operator watches (docs/OPERATIONS.md, "Metrics"), in the Prometheus
 * text format at GET /metrics. Request counts and latencies are this process's own;
 * everything about the campaign (donations, payment issues, the outbox, the PSP's
 * notifications) is read from the database when scraped, so every instance reports
 * the same figures and a restart loses none of them.
 */
export const METRICS_PATH = '/metrics';

/** Labels of a request: the route's template, never the path (no ids, no tokens), so their number stays bounded. */
const HTTP_LABELS = ['method', 'route', 'status'] as const;
/** Requests that matched no route (static files, the pages, 404s) share one label. */
const UNROUTED = '(other)';
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Seconds; the deadline is 20 s (REQUEST_DEADLINE_SECONDS), the organiser's reports may take longer. */
const LATENCY_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 60];

interface Metrics {
  registry: Registry;
  /** Node's own series (event-loop lag, memory, GC) start at the first scrape: an app nobody watches runs no monitor. */
  processSeriesStarted: boolean;
  requests: Counter<(typeof HTTP_LABELS)[number]>;
  latency: Histogram<'method' | 'route'>;
}

/** The route a finished request matched, as its template (`/api/pix/:donationId`), or UNROUTED. */
function routeOf(req: Request): string {
  // A mounted middleware that answered by itself (GraphQL, the IDE's assets) keeps its mount
  // point. It comes first: req.route is the last route that matched, also one that passed the
  // request on (GET /graphql's IDE route did, and GraphQL's reads were counted as /graphql/graphql).
  // Every route is the app's own (app.ts), never a mounted router's.
  if (req.baseUrl) return req.baseUrl;
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? path : UNROUTED;
}

/** The networks whose clients may read /metrics without a token (METRICS_NETWORKS). */
function metricsNetworksOf(config: Pick<Config, 'METRICS_NETWORKS'>): BlockList {
  const list = new BlockList();
  for (const entry of config.METRICS_NETWORKS) {
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

const readersOf = memorySlot('metrics networks', metricsNetworksOf);

/** BlockList matches an IPv4 client seen as ::ffff:a.b.c.d (a dual-stack socket) against IPv4 ranges, and no non-address. */
function isTrustedNetwork(deps: Deps, req: Request): boolean {
  const ip = clientIpOf(req);
  return deps.memory.get(readersOf).check(ip, isIPv6(ip) ? 'ipv6' : 'ipv4');
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time. */
function hasMetricsToken(deps: Deps, req: Request): boolean {
  const token = deps.config.METRICS_TOKEN;
  const match = /^Bearer\s+(.+)$/i.exec(req.get('authorization')?.trim() ?? '');
  return Boolean(token && match && timingSafeEqual(digest(match[1]!), digest(token)));
}

/** One read for every gauge that needs it during a scrape: a second call within a second gets the same promise. */
function sharedPerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = performance.now();
    if (!last || now - last.at > 1000) last = { at: now, value: read() };
    return last.value;
  };
}

const secondsSince = (deps: Deps, date: Date) => Math.max(0, (deps.now().getTime() - date.getTime()) / 1000);

function createMetrics(deps: Deps): Metrics {
  const registry = new Registry();
  const { models } = deps;

  const requests = new Counter({
    name: 'campanha_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code.',
    labelNames: HTTP_LABELS,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'campanha_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route template.',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  // A figure whose read fails (or whose database is away) keeps its last value; campanha_database_up tells which.
  const fromDatabase =
    <T>(read: () => Promise<T>, set: (value: T) => void) =>
    async () => {
      if (models.Campaign.db.readyState !== 1) return;
      try {
        set(await read());
      } catch (error) {
        deps.logger.warn({ err: error }, 'metrics: a figure could not be read from the database');
      }
    };

  new Gauge({
    name: 'campanha_database_up',
    help: '1 while this instance is connected to the database, else 0.',
    registers: [registry],
    collect() {
      this.set(models.Campaign.db.readyState === 1 ? 1 : 0);
    },
  });

  // The three figures come from one read, shared by the gauges of one scrape (prom-client collects them concurrently).
  const tallies = sharedPerScrape(() => tallyByStatus(deps));
  const perStatus = (name: string, help: string, figure: 'count' | 'cents') => {
    const gauge: Gauge<'status'> = new Gauge({
      name,
      help,
      labelNames: ['status'],
      registers: [registry],
      collect: fromDatabase(tallies, (byStatus) => {
        gauge.reset();
        // pending and paid always present, so a rule over them has a series before the first donation.
        for (const status of ['pending', 'paid']) gauge.set({ status }, 0);
        for (const [status, tally] of byStatus) gauge.set({ status }, tally[figure]);
      }),
    });
  };
  perStatus('campanha_donations', 'Donations made on this site, by status (pending, paid, expired, refunded…).', 'count');
  perStatus('campanha_donations_amount_cents', 'Sum of the donations made on this site, in cents, by status.', 'cents');
  const created = new Gauge({
    name: 'campanha_donations_created',
    help: 'Donations created on this site, in any status.',
    registers: [registry],
    collect: fromDatabase(tallies, (byStatus) =>
      created.set([...byStatus.values()].reduce((total, { count }) => total + count, 0)),
    ),
  });

  const paymentIssues = new Gauge({
    name: 'campanha_payment_issues',
    help: 'PIX payments received that did not count as a donation (wrong amount, unknown code, paid twice, unverified), and reports contradicting a recorded payment: each waits for the organiser.',
    registers: [registry],
    collect: fromDatabase(
      async () =>
        (await models.PixPayment.countDocuments({ outcome: { $ne: 'CONFIRMED' } })) +
        (await models.PaymentConflict.countDocuments()),
      (count) => paymentIssues.set(count),
    ),
  });

  const outbox = new Gauge({
    name: 'campanha_outbox_messages',
    help: "Donors' e-mails not yet sent, by status: pending (waiting or being retried), sending, failed (gave up; resend from the panel).",
    labelNames: ['status'],
    registers: [registry],
    collect: fromDatabase(
      () =>
        Promise.all(
          (['pending', 'sending', 'failed'] as const).map(async (status) => ({
            status,
            count: await models.OutboxMessage.countDocuments({ status }),
          })),
        ),
      (counts) => {
        for (const { status, count } of counts) outbox.set({ status }, count);
      },
    ),
  });
  const oldestWaiting = new Gauge({
    name: 'campanha_outbox_oldest_waiting_seconds',
    help: "Age of the oldest donor's e-mail still waiting to be sent (pending or sending); 0 when none waits.",
    registers: [registry],
    collect: fromDatabase(
      () =>
        models.OutboxMessage.findOne({ status: { $in: ['pending', 'sending'] } }, { createdAt: 1 })
          .sort({ createdAt: 1 })
          .lean<{ createdAt: Date }>(),
      (oldest) => oldestWaiting.set(oldest ? secondsSince(deps, oldest.createdAt) : 0),
    ),
  });

  const queuedPayments = new Gauge({
    name: 'campanha_pix_queued_oldest_seconds',
    help: "Age of the oldest PSP-notified payment written down to be applied after the webhook's answer (payments/inbox.ts); 0 when none waits.",
    registers: [registry],
    collect: fromDatabase(
      () => models.PixInbox.findOne({}, { receivedAt: 1 }).sort({ receivedAt: 1 }).lean<{ receivedAt: Date }>(),
      (oldest) => queuedPayments.set(oldest ? secondsSince(deps, oldest.receivedAt) : 0),
    ),
  });

  // Only where the PSP notifies this site (api-pix, or a webhook secret set): elsewhere there is no notification to miss.
  if (deps.config.PIX_PROVIDER === 'api-pix' || deps.config.PIX_WEBHOOK_SECRET) {
    // Labelled by how the payment came, so that before the first there is no series at all:
    // a gauge without labels would export 0, which an alert reads as "silent since 1970".
    const lastNotification = new Gauge({
      name: 'campanha_psp_last_notification_timestamp_seconds',
      help: "Unix time of the newest payment the PSP's webhook reported; absent until the first.",
      labelNames: ['source'] as const,
      registers: [registry],
      collect: fromDatabase(
        // By _id, newest first: the _id index serves it, and most payments come by webhook.
        () => models.PixPayment.findOne({ source: 'webhook' }, { receivedAt: 1 }).sort({ _id: -1 }).lean<{ receivedAt: Date }>(),
        (newest) => {
          if (newest) lastNotification.set({ source: 'webhook' }, newest.receivedAt.getTime() / 1000);
          else lastNotification.reset();
        },
      ),
    });
  }

  return { registry, processSeriesStarted: false, requests, latency };
}

const metricsSlot = memorySlot<{ value?: Metrics }>('metrics', () => ({}));

/** This app's registry, made on first use (one per app: two apps in one process count apart). */
function metricsOf(deps: Deps): Metrics {
  const slot = deps.memory.get(metricsSlot);
  slot.value ??= createMetrics(deps);
  return slot.value;
}

/** Counts and times one answered request: under its route's template, its latency in seconds. */
export type RequestCount = (method: string, route: string, status: string, seconds: number) => void;

/** The counter and histogram every answer is recorded in, whoever answered it (requestMetrics, app/at-once.ts). */
export function requestCounter(deps: Deps): RequestCount {
  const { requests, latency } = metricsOf(deps);
  // prom-client's labelled children, made once per (method, route) and status rather than a
  // label object per request; their number is bounded as the labels' is (route templates).
  const children = new Map<
    string,
    Map<string, { latency: { observe(seconds: number): void }; statuses: Map<string, { inc(): void }> }>
  >();
  return (method, route, status, seconds) => {
    let byRoute = children.get(method);
    if (!byRoute) children.set(method, (byRoute = new Map()));
    let child = byRoute.get(route);
    if (!child) {
      byRoute.set(route, (child = { latency: latency.labels(method, route), statuses: new Map() }));
    }
    let counter = child.statuses.get(status);
    if (!counter) child.statuses.set(status, (counter = requests.labels(method, route, status)));
    counter.inc();
    child.latency.observe(seconds);
  };
}

/** Counts and times every request once it is answered (or abandoned), under its route's template. */
export function requestMetrics(deps: Deps): RequestHandler {
  const count = requestCounter(deps);
  return (req, res, next) => {
    const startedAt = performance.now();
    whenClosed(res, () => {
      const method = KNOWN_METHODS.has(req.method) ? req.method : 'OTHER';
      // A client that went away before the answer is counted as nginx does, 499.
      const status = res.writableFinished ? String(res.statusCode) : '499';
      count(method, routeOf(req), status, (performance.now() - startedAt) / 1000);
    });
    next();
  };
}

/**
 * GET /metrics: for METRICS_TOKEN, the organiser's token (or the panel's session) or a
 * client in METRICS_NETWORKS; anyone else gets 401 as from any organiser's route.
 */
export function metricsRoutes(router: IRouter, deps: Deps): void {
  router.get(METRICS_PATH, async (req, res) => {
    try {
      // METRICS_TOKEN is checked here only: no other route knows it, so it opens nothing else.
      if (!hasMetricsToken(deps, req) && !isTrustedNetwork(deps, req))
        await authenticateAdmin(deps, req, ADMIN_ROUTE_PERMISSIONS.metrics);
      const metrics = metricsOf(deps);
      if (!metrics.processSeriesStarted) {
        collectDefaultMetrics({ register: metrics.registry, prefix: 'campanha_' });
        metrics.processSeriesStarted = true;
      }
      const { registry } = metrics;
      const body = await registry.metrics();
      res.set('Cache-Control', 'no-store').type(registry.contentType).send(body);
    } catch (error) {
      sendRestError(res, error);
    }
  });
}
