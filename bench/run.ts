// `npm run bench`: read and write throughput of the real app against its ceilings,
// on loopback only, bounded in time and requests. Prints a table and writes
// bench/results/latest.json. Figures and how to read them: docs/PERFORMANCE.md.
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import autocannon from 'autocannon';
import { MongoClient } from 'mongodb';
import { fromRoot } from '../api/src/paths.js';
import { runCommandsBench, type CommandFigure } from './commands.js';
import type { BenchServerMessage } from './server.js';

/** Seconds of load per read scenario, over all rounds; BENCH_SECONDS shortens or lengthens the run. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 9);
/** Rounds over the read scenarios (BENCH_ROUNDS): interleaving evens out a busy machine. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Concurrent connections of the read load: a crowd of phones behind a proxy. */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Concurrent donors of the write load. */
const WRITERS = Number(process.env.BENCH_WRITERS ?? 8);
/** Hard stop for any one scenario, whatever the settings say. */
const MAX_REQUESTS_PER_SCENARIO = 2_000_000;

const TOTALS_QUERY = '{ campaign { raised goal supportersCount heartsReceived } }';

interface ReadFigure {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  cpuMicrosPerRequest: number;
  non2xx: number;
  errors: number;
  ratioToCeiling: number;
  /** Ceiling's CPU per request over this one's: the same ratio, measured in CPU time. */
  cpuRatioToCeiling: number;
}

type RoundFigure = Omit<ReadFigure, 'name' | 'ratioToCeiling' | 'cpuRatioToCeiling'>;

interface WriteFigure {
  name: string;
  operationsPerSecond: number;
  operations: number;
  failures: number;
  ratioToCeiling?: number;
  note?: string;
}

function startServer(): Promise<{ child: ChildProcess; ready: Extract<BenchServerMessage, { type: 'ready' }> }> {
  const child = fork(fromRoot('bench', 'server.ts'), [], {
    // BENCH_PROFILE_DIR: a V8 CPU profile of the server, to see where the time goes.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : []),
    ],
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with code ${code}`)));
    child.on('message', (message: BenchServerMessage) => {
      if (message.type === 'ready') resolve({ child, ready: message });
    });
  });
}

/** The server's resident memory and the CPU time it has used so far. */
function askUsage(child: ChildProcess): Promise<{ rss: number; cpuMicros: number }> {
  return new Promise((resolve) => {
    const onMessage = (message: BenchServerMessage) => {
      if (message.type !== 'usage') return;
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
    child.send({ type: 'usage' });
  });
}

async function load(
  options: { url: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  seconds: number,
  child: ChildProcess,
): Promise<{ figure: RoundFigure; peakRss: number }> {
  let peakRss = 0;
  const sampler = setInterval(() => void askUsage(child).then(({ rss }) => (peakRss = Math.max(peakRss, rss))), 500);
  const before = await askUsage(child);
  const result = await autocannon({
    ...options,
    connections: CONNECTIONS,
    duration: seconds,
    maxOverallRequests: MAX_REQUESTS_PER_SCENARIO,
  });
  const after = await askUsage(child);
  clearInterval(sampler);
  return {
    figure: {
      requestsPerSecond: Math.round(result.requests.average),
      // Server CPU per answer: unlike throughput, hardly moved by other work on the machine.
      cpuMicrosPerRequest: Math.round((after.cpuMicros - before.cpuMicros) / Math.max(1, result.requests.total)),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    },
    peakRss,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Every scenario in turn, ROUNDS times over, so that whatever else the machine does
 * weighs on all of them alike; each figure is the median round, and each ratio is
 * taken within a round before the median.
 */
async function readPath(scenarios: Array<[string, Parameters<typeof load>[0]]>, child: ChildProcess) {
  for (const [, options] of scenarios) await load(options, 1, child); // warm-up: JIT, caches, pools
  const rounds: RoundFigure[][] = [];
  let peakRss = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const figures = [];
    for (const [, options] of scenarios) {
      const { figure, peakRss: scenarioPeak } = await load(options, Math.max(1, Math.round(SECONDS / ROUNDS)), child);
      peakRss = Math.max(peakRss, scenarioPeak);
      figures.push(figure);
    }
    rounds.push(figures);
    console.log(`  round ${round + 1}/${ROUNDS}: ${figures.map((f) => f.requestsPerSecond).join(' / ')} req/s`);
  }
  const reads: ReadFigure[] = scenarios.map(([name], index) => {
    const perRound = rounds.map((figures) => figures[index]!);
    const middle = median(perRound.map((f) => f.requestsPerSecond));
    const typical = perRound.find((f) => f.requestsPerSecond === middle)!;
    return {
      name,
      ...typical,
      non2xx: perRound.reduce((sum, f) => sum + f.non2xx, 0),
      errors: perRound.reduce((sum, f) => sum + f.errors, 0),
      ratioToCeiling:
        index === 0 ? 1 : round2(median(perRound.map((f, r) => f.requestsPerSecond / rounds[r]![0]!.requestsPerSecond))),
      cpuMicrosPerRequest: median(perRound.map((f) => f.cpuMicrosPerRequest)),
      cpuRatioToCeiling:
        index === 0 ? 1 : round2(median(perRound.map((f, r) => rounds[r]![0]!.cpuMicrosPerRequest / f.cpuMicrosPerRequest))),
    };
  });
  return { reads, peakRss };
}

async function graphql(url: string, query: string, variables: Record<string, unknown>): Promise<any> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return response.json();
}

/** Runs `step` from `workers` loops in parallel for `seconds`; counts what succeeded. */
async function timedLoop(seconds: number, workers: number, step: (worker: number, n: number) => Promise<boolean>) {
  const deadline = performance.now() + seconds * 1000;
  let operations = 0;
  let failures = 0;
  let firstFailure: unknown;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let n = 0; performance.now() < deadline && operations + failures < MAX_REQUESTS_PER_SCENARIO; n++) {
        try {
          if (await step(worker, n)) operations++;
          else failures++;
        } catch (error) {
          failures++;
          firstFailure ??= error;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { operations, failures, perSecond: Math.round(operations / elapsed), firstFailure };
}

const CREATE_DONATION = `mutation Create($input: CreateDonationInput!) { createDonation(input: $input) { id accessToken } }`;
const PIX_CODE = `mutation Pix($donationId: ID!, $accessToken: String!) { pixCode(donationId: $donationId, accessToken: $accessToken) { pixCode } }`;

async function writePath(appUrl: string, databaseUri: string, databaseName: string): Promise<WriteFigure[]> {
  const seconds = Math.max(2, Math.round(SECONDS / 2));
  let note: string | undefined;
  const donations = await timedLoop(seconds, WRITERS, async (worker, n) => {
    const created = await graphql(appUrl, CREATE_DONATION, {
      input: {
        idempotencyKey: `bench-${worker}-${n}-${randomUUID()}`,
        name: `Doador Teste ${worker}`,
        email: `doador${worker}.${n}@example.com`,
        amount: '50,00',
      },
    });
    const id = created?.data?.createDonation?.id;
    if (!id) {
      note ??= `createDonation: ${JSON.stringify(created?.errors?.[0] ?? created).slice(0, 200)}`;
      return false;
    }
    const pix = await graphql(appUrl, PIX_CODE, { donationId: id, accessToken: created.data.createDonation.accessToken });
    if (!pix?.data?.pixCode?.pixCode) {
      note ??= `pixCode: ${JSON.stringify(pix?.errors?.[0] ?? pix).slice(0, 200)}`;
      return false;
    }
    return true;
  });

  const client = new MongoClient(databaseUri);
  await client.connect();
  const collection = client.db(databaseName).collection('bench_raw_inserts');
  const raw = await timedLoop(seconds, WRITERS, async (worker, n) => {
    await collection.insertOne({ worker, n, name: `Doador Teste ${worker}`, amountCents: 5000, createdAt: new Date() });
    return true;
  });
  await collection.drop().catch(() => {});
  await client.close();

  const ceiling = raw.perSecond;
  return [
    {
      name: 'createDonation + pixCode (GraphQL)',
      operationsPerSecond: donations.perSecond,
      operations: donations.operations,
      failures: donations.failures,
      ratioToCeiling: ceiling ? round2(donations.perSecond / ceiling) : undefined,
      note: note ?? (donations.firstFailure ? String(donations.firstFailure) : undefined),
    },
    { name: 'raw driver insertOne (ceiling)', operationsPerSecond: ceiling, operations: raw.operations, failures: raw.failures },
  ];
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function main(): Promise<void> {
  console.log(`Starting the server (${SECONDS} s per read scenario, ${CONNECTIONS} connections)…`);
  const { child, ready } = await startServer();
  try {
    const { appUrl, ceilingUrl } = ready;
    const { rss: idleRss } = await askUsage(child);
    const graphqlGet = `${appUrl}/graphql?query=${encodeURIComponent(TOTALS_QUERY)}`;
    const scenarios: Array<[string, Parameters<typeof load>[0]]> = [
      ['bare Express handler (ceiling)', { url: `${ceilingUrl}/campaign` }],
      ["same, behind the app's headers and access log", { url: `${ready.stackedUrl}/campaign` }],
      ['GET /api/campaign', { url: `${appUrl}/api/campaign` }],
      [
        'POST /graphql {campaign}',
        {
          url: `${appUrl}/graphql`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: TOTALS_QUERY }),
        },
      ],
      // Apollo's CSRF prevention asks a GET to carry a header a form cannot send.
      ['GET /graphql?query=…', { url: graphqlGet, headers: { 'apollo-require-preflight': 'true' } }],
    ];
    const { reads, peakRss } = await readPath(scenarios, child);

    console.log('Write path…');
    const writes = await writePath(appUrl, ready.databaseUri, ready.databaseName);

    console.log('Database commands per operation…');
    const commands: CommandFigure[] = await runCommandsBench(ready.databaseUri);

    const results = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(totalmem() / 2 ** 30) },
      node: process.version,
      database: ready.databaseKind,
      settings: { secondsPerScenario: SECONDS, rounds: ROUNDS, connections: CONNECTIONS, writers: WRITERS },
      reads,
      writes,
      commandsPerOperation: commands,
      memory: { idleRssMiB: mib(idleRss), peakRssUnderReadLoadMiB: mib(peakRss) },
    };
    mkdirSync(fromRoot('bench', 'results'), { recursive: true });
    writeFileSync(fromRoot('bench', 'results', 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);

    console.log(`\nRead path (${results.machine.cpus} cores, ${results.database} database, ${CONNECTIONS} connections)`);
    console.table(
      reads.map((r) => ({
        scenario: r.name,
        'req/s': r.requestsPerSecond,
        'p50 ms': r.p50Ms,
        'p99 ms': r.p99Ms,
        'x ceiling': r.ratioToCeiling,
        'CPU µs/req': r.cpuMicrosPerRequest,
        'x ceiling (CPU)': r.cpuRatioToCeiling,
        'non-2xx': r.non2xx,
        errors: r.errors,
      })),
    );
    console.log(`Write path (${WRITERS} concurrent writers)`);
    console.table(
      writes.map((w) => ({
        scenario: w.name,
        'ops/s': w.operationsPerSecond,
        'x ceiling': w.ratioToCeiling ?? 1,
        failures: w.failures,
      })),
    );
    for (const w of writes) if (w.note) console.log(`  note (${w.name}): ${w.note}`);
    console.log('Database commands per operation (counted at the wire; the same on any server)');
    console.table(
      commands.map((c) => ({
        operation: c.operation,
        commands: c.commands,
        'by command': Object.entries(c.byName)
          .map(([name, count]) => `${name} ${count}`)
          .join(', '),
      })),
    );
    console.log(
      `Server RSS: ${results.memory.idleRssMiB} MiB idle, ${results.memory.peakRssUnderReadLoadMiB} MiB peak under read load`,
    );
    console.log('Written to bench/results/latest.json');
  } finally {
    child.send({ type: 'stop' });
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
