// `npm run bench:burst`: what a burst of varied requests leaves in the real server process.
// A fresh server (api/src/main.ts) is warmed, left idle, then sent BENCH_BURST (3000) requests
// of each kind an attack mixes: random paths, GraphQL that does not parse or validate, distinct
// valid GraphQL documents, distinct query strings, and donations (a tenth as many). Printed:
// resident memory (from /proc, Linux) and V8's used heap (the server's own /metrics) when idle,
// after each kind, and after SETTLE_MS without a request. Figures only: no limit is asserted.
// BENCH_KINDS=valid,paths sends only the kinds whose names hold one of those words.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { startDatabaseServer, type DatabaseServer } from '../api/src/db/database-server.js';
import { eventually, startServerProcess, type ServerProcess } from '../tests/support/server-process.js';

const BURST = Number(process.env.BENCH_BURST ?? 3000);
const AT_ONCE = 20;
/** How long the process is left alone before the figures are read: V8's memory reducer runs when idle. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 15_000);
const ADMIN_TOKEN = 'bench-admin-token-0123456789';

const residentMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function heapUsedMiB(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).text();
  return Number(/^campanha_nodejs_heap_size_used_bytes (\S+)$/m.exec(text)?.[1] ?? 0) / 2 ** 20;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** `count` requests made by `make(i)`, AT_ONCE at a time; the statuses answered, counted. */
async function send(url: string, count: number, make: (i: number) => [string, RequestInit?]): Promise<string> {
  const statuses = new Map<number, number>();
  for (let start = 0; start < count; start += AT_ONCE)
    await Promise.all(
      Array.from({ length: Math.min(AT_ONCE, count - start) }, async (_, offset) => {
        const [path, init] = make(start + offset);
        const response = await fetch(`${url}${path}`, init);
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }),
    );
  return [...statuses].map(([status, n]) => `${n}×${status}`).join(' ');
}

const graphql = (query: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query }),
});

const KINDS: [string, number, (i: number) => [string, RequestInit?]][] = [
  ['random paths', BURST, () => [`/${hex(8)}/${hex(12)}`, { headers: { 'accept-encoding': 'br, gzip' } }]],
  ['GraphQL not parsing', BURST, (i) => ['/graphql', graphql(`{ campaign { raised ${hex(6)}( } ${i}`)]],
  ['GraphQL not validating', BURST, () => ['/graphql', graphql(`{ campaign { raised f${hex(8)} } }`)]],
  ['distinct valid GraphQL', BURST, () => ['/graphql', graphql(`query Q${hex(8)} { campaign { raised supportersCount } }`)]],
  ['distinct query strings', BURST, (i) => [i % 2 ? `/api/campaign?x=${hex(12)}` : `/?utm_source=${hex(12)}`]],
  [
    'donations',
    Math.ceil(BURST / 10),
    (i) => [
      '/api/donations',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          idempotencyKey: `burst-${i}-${hex(6)}`,
          name: `Doadora ${hex(4)}`,
          email: `d${hex(6)}@example.com`,
          cpf: '529.982.247-25',
          amount: '25,00',
          message: hex(40),
        }),
      },
    ],
  ],
];

async function main(): Promise<void> {
  let database: DatabaseServer | undefined;
  const baseUri = process.env.MONGODB_URI ?? (database = await startDatabaseServer({ log: () => {} })).uri;
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess({
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      ADMIN_TOKEN,
      MONGODB_URI: `${baseUri.replace(/\/$/, '')}/bench_burst_${Date.now()}`,
      RATE_LIMIT_CREATE_DONATION: '1000000/60',
    });
    const { url } = server;
    const pid = server.child.pid!;
    await eventually('server ready', async () => (await fetch(`${url}/readyz`)).ok, 60_000);
    for (let i = 0; i < 50; i++) await (await fetch(`${url}/`)).arrayBuffer();
    const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const figures = async () =>
      `${residentMiB(pid).toFixed(0).padStart(6)} MiB RSS ${(await heapUsedMiB(url)).toFixed(1).padStart(7)} MiB heap`;

    await settle();
    console.log(`${BURST} requests of each kind (donations: a tenth), ${AT_ONCE} at a time\n`);
    console.log(`${'idle'.padEnd(26)} ${await figures()}`);
    // BENCH_KINDS: only the kinds whose names contain one of these words (comma-separated).
    const only = process.env.BENCH_KINDS?.split(',').map((word) => word.trim().toLowerCase());
    for (const [name, count, make] of KINDS.filter(([name]) => !only || only.some((word) => name.toLowerCase().includes(word)))) {
      const answered = await send(url, count, make);
      console.log(`${name.padEnd(26)} ${await figures()}   (${answered})`);
    }
    await settle();
    console.log(`${`after ${SETTLE_MS / 1000} s idle`.padEnd(26)} ${await figures()}`);
  } finally {
    await server?.stop();
    await database?.stop();
  }
}

await main();
