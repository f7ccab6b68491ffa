// `npm run bench:uploads`: what hostile uploads cost the real server process. For each
// picture of tests/support/hostile-images.ts (an ordinary phone photo first, for scale,
// and last the costliest pictures the checks accept), a fresh server process gets
// BENCH_UPLOADS (10) organiser uploads at once while a visitor loads `GET /` one request
// after another. Printed per case: the uploads' answers and slowest time, `GET /`'s p95
// during the burst, the process's resident memory before, at its peak and a few seconds
// after. Memory is read from /proc (Linux) every 50 ms. BENCH_ENV_JSON adds settings to
// the server's environment (an allocator's, say).
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { startDatabaseServer, type DatabaseServer } from '../api/src/db/database-server.js';
import { blackPng, greyJpeg, progressiveJpeg } from '../tests/support/hostile-images.js';
import { eventually, startServerProcess, type ServerProcess } from '../tests/support/server-process.js';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 10);
/** How long the process is left alone after a burst before its memory is read again. */
const SETTLE_MS = 5_000;
const ADMIN_TOKEN = 'bench-admin-token-0123456789';

function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

const percentile = (values: number[], p: number) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function upload(url: string, file: Buffer): Promise<{ status: number; ms: number; retryAfter: string | null }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'foto');
  const started = performance.now();
  const response = await fetch(`${url}/api/admin/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    body: form,
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started, retryAfter: response.headers.get('retry-after') };
}

/** `GET /` one after another until `done`: the latencies a visitor sees meanwhile. */
async function visitor(url: string, done: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!done()) {
    const started = performance.now();
    await (await fetch(`${url}/`)).arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

const rgbaPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 128, g: 128, b: 128, alpha: 0.5 } } })
    .png()
    .toBuffer();

const CASES: [string, () => Promise<Buffer>][] = [
  ['phone photo 4032×3024', () => greyJpeg(4032, 3024)],
  ['PNG 59,000,000×1', () => Promise.resolve(blackPng(59_000_000, 1))],
  ['JPEG 1600×20000', () => greyJpeg(1600, 20_000)],
  ['progressive JPEG 7745²', () => progressiveJpeg()],
  // The costliest the checks accept: a progressive JPEG at the whole-decode limit, a plain PNG at the pixel limit.
  ['progressive JPEG 6000×4500', () => greyJpeg(6000, 4500, { progressive: true })],
  ['PNG RGBA 10000×6000', () => rgbaPng(10_000, 6000)],
];

async function startServer(baseUri: string): Promise<ServerProcess> {
  const server = await startServerProcess({
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    ADMIN_TOKEN,
    MONGODB_URI: `${baseUri.replace(/\/$/, '')}/bench_uploads_${Date.now()}`,
    ...(process.env.BENCH_ENV_JSON ? (JSON.parse(process.env.BENCH_ENV_JSON) as Record<string, string>) : {}),
  });
  await eventually('server ready', async () => (await fetch(`${server.url}/readyz`)).ok, 60_000);
  // Warm: the first pages render and fill the caches the idle figure should include.
  for (let i = 0; i < 50; i++) await (await fetch(`${server.url}/`)).arrayBuffer();
  return server;
}

async function burst(server: ServerProcess, file: Buffer): Promise<string[]> {
  const pid = server.child.pid!;
  const idle = residentMiB(pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMiB(pid))), 50);
  let finished = false;
  const visiting = visitor(server.url, () => finished);
  const answers = await Promise.all(Array.from({ length: UPLOADS }, () => upload(server.url, file)));
  finished = true;
  const latencies = await visiting;
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const statuses = new Map<string, number>();
  for (const { status } of answers) statuses.set(String(status), (statuses.get(String(status)) ?? 0) + 1);
  return [
    [...statuses].map(([status, count]) => `${count}×${status}`).join(' '),
    (Math.max(...answers.map((answer) => answer.ms)) / 1000).toFixed(1),
    percentile(latencies, 95).toFixed(0),
    idle.toFixed(0),
    peak.toFixed(0),
    residentMiB(pid).toFixed(0),
  ];
}

async function main(): Promise<void> {
  let database: DatabaseServer | undefined;
  const baseUri = process.env.MONGODB_URI ?? (database = await startDatabaseServer({ log: () => {} })).uri;
  const columns = ['answers', 'upload max s', 'GET / p95 ms', 'RSS idle MiB', 'peak', 'after'];
  console.log(`${UPLOADS} uploads at once, a fresh server process per case\n`);
  console.log(['case'.padEnd(28), columns[0]!.padEnd(14), ...columns.slice(1).map((column) => column.padStart(13))].join(' '));
  try {
    for (const [name, make] of CASES) {
      const file = await make();
      const server = await startServer(baseUri);
      try {
        const [answers, ...figures] = await burst(server, file);
        console.log([name.padEnd(28), answers!.padEnd(14), ...figures.map((figure) => figure.padStart(13))].join(' '));
      } finally {
        await server.stop();
      }
    }
  } finally {
    await database?.stop();
  }
}

await main();
