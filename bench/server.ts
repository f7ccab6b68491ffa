// The server side of `npm run bench`, in its own process so that the load generator
// does not share its event loop: the real app as `npm start` builds it, plus a bare
// Express handler serving the same JSON from memory (the ceiling), both on loopback.
import { randomBytes, randomUUID } from 'node:crypto';
import { get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { devNull } from 'node:os';
import express from 'express';
import { pino } from 'pino';
import { createApp } from '../api/src/app.js';
import { loadContentFile } from '../api/src/campaign/content.js';
import { getCampaignTotals } from '../api/src/campaign/service.js';
import { ensureCampaignData } from '../api/src/first-start.js';
import { loadConfig } from '../api/src/config.js';
import { connectDatabase } from '../api/src/db/connection.js';
import { startDatabaseServer } from '../api/src/db/database-server.js';
import { ensureIndexes } from '../api/src/app/indexes.js';
import { createModels } from '../api/src/app/models.js';
import { boundHeapGrowth } from '../api/src/app/heap.js';
import { servedApp } from '../api/src/app/listener.js';
import { createHttpServer } from '../api/src/http/server.js';
import { createDeps, type Deps } from '../api/src/deps.js';
import { createLogger } from '../api/src/logger.js';
import { applyFrontMatter } from '../api/src/app/front.js';
import { appEvents } from '../api/src/app/events.js';
import { appFeeds } from '../api/src/app/feeds.js';
import { BENCH_PAGES } from './pages.js';

export type BenchServerMessage =
  | {
      type: 'ready';
      appUrl: string;
      ceilingUrl: string;
      stackedUrl: string;
      databaseUri: string;
      databaseName: string;
      databaseKind: string;
      /** The PSP webhook's secret: the bench confirms the donations it created, as the PSP would. */
      webhookSecret: string;
    }
  | { type: 'usage'; rss: number; cpuMicros: number; heapTotal: number; external: number };

/**
 * An organiser that is not the example's, as a launched campaign has: production takes no
 * donation while the receipt would name the example organisation (`isExampleIdentity`,
 * campaign/launch.ts), and the write path is half of what the bench measures.
 */
const BENCH_ORGANISATION = {
  name: 'Associação Viver Bem de Apoio Solidário',
  cnpj: '11.222.333/0001-81',
  email: 'contato@viverbem.example.org',
  whatsapp: '5531987654321',
  city: 'Belo Horizonte',
};

/** Who receives the PIX, as the organiser records it (not the example's: production takes no donation then). */
const BENCH_PIX_HOLDER = {
  name: 'ASSOCIACAO VIVER BEM DE APOIO SOLIDARIO',
  document: BENCH_ORGANISATION.cnpj,
  institution: 'Banco do Brasil S.A.',
};

/** Headers of one response or one connection, not of the page: the ceiling's server writes its own. */
const NOT_THE_PAGES = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** A page as the app sends it to a phone (brotli when the page has it), raw: status, every header of its own, and bytes. */
function rawPage(url: string): Promise<{ headers: Record<string, string | string[]>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${url}: HTTP ${res.statusCode}`));
        const headers: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(res.headers))
          if (value !== undefined && !NOT_THE_PAGES.has(name)) headers[name] = value;
        resolve({ headers, body: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });
}

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

async function main(): Promise<void> {
  // As main.ts starts the server: the memory figures are production's.
  boundHeapGrowth();
  const send = (message: BenchServerMessage) => process.send?.(message);
  const database = await startDatabaseServer({ mongodbUri: process.env.MONGODB_URI, log: (line) => console.error(line) });
  const databaseName = `bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const webhookSecret = `bench-${randomBytes(16).toString('hex')}`;
  const connection = await connectDatabase(database.uri, databaseName);

  // Production settings, with the limits on donations lifted: the bench measures
  // throughput, and every request comes from the same loopback address.
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    ADMIN_TOKEN: 'bench-admin-token-0123456789',
    // Production refuses the development PIX receiver and CPF key, and wants its database and address: throw-away ones.
    MONGODB_URI: database.uri,
    PUBLIC_URL: 'https://bench.example.org',
    // Nothing listens there: the donors' e-mails wait in the outbox, as they would during an SMTP outage.
    SMTP_URL: 'smtp://127.0.0.1:9',
    CPF_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    // The organiser's own receiver (its CNPJ as the key), not the development one.
    PIX_KEY: BENCH_ORGANISATION.cnpj.replace(/\D/g, ''),
    PIX_MERCHANT_NAME: 'Associacao Viver Bem',
    PIX_MERCHANT_CITY: BENCH_ORGANISATION.city,
    RATE_LIMIT_CREATE_DONATION: '100000000/60',
    RATE_LIMIT_PIX_CODE: '100000000/60',
    PIX_WEBHOOK_SECRET: webhookSecret,
    ...(process.env.BENCH_ENV_JSON ? (JSON.parse(process.env.BENCH_ENV_JSON) as Record<string, string>) : {}),
  });
  // Access logs are written as in production (same serialisation cost), to the null device.
  const logger = createLogger(config, pino.destination({ dest: devNull, sync: false }));
  const models = createModels(connection);
  await ensureIndexes(models);
  const deps: Deps = createDeps({ config, logger, models, events: appEvents, feeds: appFeeds });
  await ensureCampaignData(deps, {
    ...loadContentFile(),
    isExample: false,
    organisation: BENCH_ORGANISATION,
    pixHolder: BENCH_PIX_HOLDER,
  });

  const { listener, stop } = await createApp(deps);
  // Served as main.ts serves it: under the request deadline, drainable.
  const appServer = createHttpServer(servedApp(listener, config, logger).listener);

  // The ceiling: the smallest Express handler that answers the same JSON, from memory.
  const totals = await getCampaignTotals(deps);
  const ceiling = express();
  // Not a header the app sends: each page's ceiling sends the app's headers and no others.
  ceiling.disable('x-powered-by');
  ceiling.get('/campaign', (_req, res) => void res.json(totals));
  // The same handler behind what every answer of the app goes through before its route
  // (Host check, security headers, access log, metrics), the very layer app.ts puts first.
  const stacked = express();
  applyFrontMatter(stacked, deps);
  stacked.get('/campaign', (_req, res) => void res.json(totals));
  const ceilingServer = createHttpServer(ceiling);
  const stackedServer = createHttpServer(stacked);

  const [appUrl, ceilingUrl, stackedUrl] = await Promise.all([listen(appServer), listen(ceilingServer), listen(stackedServer)]);
  // Each page's ceiling: the smallest Express handler sending the very bytes the app sends (the
  // same size and encoding) with the very headers (security headers, CSP, ETag included), so that
  // the ratio is the app's work, not the bytes': a 24 kB body costs more than a 200-byte one.
  for (const path of BENCH_PAGES) {
    const page = await rawPage(`${appUrl}${path}`);
    ceiling.get(`/page${path}`, (_req, res) => {
      res.set(page.headers).send(page.body);
    });
  }

  process.on('message', (message: { type: string }) => {
    if (message.type === 'usage') {
      const cpu = process.cpuUsage();
      const { rss, heapTotal, external } = process.memoryUsage();
      send({ type: 'usage', rss, cpuMicros: cpu.user + cpu.system, heapTotal, external });
    }
    if (message.type === 'stop') {
      for (const server of [appServer, ceilingServer, stackedServer]) {
        server.closeAllConnections();
        server.close();
      }
      void (async () => {
        await stop();
        await connection.dropDatabase().catch(() => {});
        await connection.close();
        await database.stop();
        process.exit(0);
      })();
    }
  });
  send({
    type: 'ready',
    appUrl,
    ceilingUrl,
    stackedUrl,
    databaseUri: database.uri,
    databaseName,
    databaseKind: database.kind,
    webhookSecret,
  });
}

main().catch((error: unknown) => {
  console.error('bench server failed:', error);
  process.exit(1);
});
