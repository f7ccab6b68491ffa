// `npm run bench`: read and write throughput of the real app against its ceilings,
// on loopback only, bounded in time and requests. Prints a table and writes
// bench/results/latest.json; exits 1, naming the scenario and its first errors, when any
// request failed or a figure is zero. Figures and how to read them: docs/PERFORMANCE.md.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import autocannon from 'autocannon';
import { MongoClient } from 'mongodb';
import { fromRoot } from '../api/src/paths.js';
import { parseBrCodeFields } from '../api/src/pix/brcode.js';
import { runCommandsBench, type CommandFigure } from './commands.js';
import type { BenchServerMessage } from './server.js';
import { BENCH_PAGES } from './pages.js';
import { startBenchServer, type BenchServerReady } from './server-process.js';
import { hasWrk, runWrk, WRK_INSTALL } from './wrk.js';

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
/** A write answered later than this counts as failed (timed out), not as slow. */
const WRITE_TIMEOUT_MS = 30_000;
/** How many distinct first errors a failed scenario reports. */
const FIRST_ERRORS = 3;

/** How long the server sits without a request before its idle memory is read. */
const IDLE_AFTER_MS = 12_000;
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
  /** The server's highest RSS sampled during this scenario, over all rounds. */
  peakRssMiB: number;
}

type RoundFigure = Omit<ReadFigure, 'name' | 'ratioToCeiling' | 'cpuRatioToCeiling' | 'peakRssMiB'> & { problems: string[] };

interface WriteFigure {
  name: string;
  operationsPerSecond: number;
  operations: number;
  failures: number;
  p50Ms: number;
  p99Ms: number;
  ratioToCeiling?: number;
  firstErrors: string[];
}

/** A scenario whose figure cannot stand: any failure, or nothing measured, ends the bench with an error. */
interface ScenarioFailure {
  scenario: string;
  summary: string;
  firstErrors: string[];
}
const failures: ScenarioFailure[] = [];

/** The server's resident memory and the CPU time it has used so far. */
type Usage = Omit<Extract<BenchServerMessage, { type: 'usage' }>, 'type'>;

/** The usage sample with the highest RSS of the read load: what the peak is made of (V8's heap, or buffers and native memory). */
let peakSample: Usage | undefined;

function askUsage(child: ChildProcess): Promise<Usage> {
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

/** What one read scenario sends; `connections` overrides CONNECTIONS, `ceiling` names the row its ratio is to (the first by default). */
interface ReadScenario {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  ceiling?: number;
}

/** The pages' crowd: a shared link opened by many phones at once (issue 51). */
const PAGE_CONNECTIONS = Number(process.env.BENCH_PAGE_CONNECTIONS ?? 100);
/** What a phone's browser sends for a page. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

/** What the pages must reach in one run, beside their ceiling at the same connections (docs/PERFORMANCE.md). */
const PAGE_NAMES: Record<string, string> = {
  '/': 'GET / (home page)',
  '/transparencia': 'GET /transparencia',
  '/doar': 'GET /doar (no-JavaScript form)',
};
const PAGE_GOALS: Record<string, { ratio: number; p99Ms?: number }> = {
  'GET / (home page)': { ratio: 0.9, p99Ms: 20 },
  'GET /transparencia': { ratio: 0.5 },
  'GET /doar (no-JavaScript form)': { ratio: 0.5 },
};
const PEAK_RSS_GOAL_MIB = 250;

/**
 * The read load's generator: wrk when installed (bench/wrk.ts), else autocannon, which on a
 * small machine saturates on a page's body before the server does.
 */
const GENERATOR: 'wrk' | 'autocannon' = hasWrk() ? 'wrk' : 'autocannon';

async function load(
  { connections, ceiling: _ceiling, ...options }: ReadScenario,
  seconds: number,
  child: ChildProcess,
): Promise<{ figure: RoundFigure; peakRss: number }> {
  let peakRss = 0;
  const sampler = setInterval(
    () =>
      void askUsage(child).then((usage) => {
        peakRss = Math.max(peakRss, usage.rss);
        if (usage.rss > (peakSample?.rss ?? 0)) peakSample = usage;
      }),
    500,
  );
  const before = await askUsage(child);
  if (GENERATOR === 'wrk') {
    const result = await runWrk({ ...options, connections: connections ?? CONNECTIONS, seconds }).catch(
      (error: unknown) => error as Error,
    );
    const after = await askUsage(child);
    clearInterval(sampler);
    if (result instanceof Error) {
      const failed = { requestsPerSecond: 0, cpuMicrosPerRequest: 0, p50Ms: 0, p99Ms: 0, non2xx: 0, errors: 1 };
      return { figure: { ...failed, problems: [result.message] }, peakRss };
    }
    const { requests, problems, ...figure } = result;
    return {
      figure: {
        ...figure,
        cpuMicrosPerRequest: Math.round((after.cpuMicros - before.cpuMicros) / Math.max(1, requests)),
        problems,
      },
      peakRss,
    };
  }
  const result = await autocannon({
    ...options,
    connections: connections ?? CONNECTIONS,
    duration: seconds,
    maxOverallRequests: MAX_REQUESTS_PER_SCENARIO,
  });
  const after = await askUsage(child);
  clearInterval(sampler);
  const statuses = Object.entries(result.statusCodeStats as Record<string, { count: number }>)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `HTTP ${status} × ${count}`);
  return {
    figure: {
      requestsPerSecond: Math.round(result.requests.average),
      // Server CPU per answer: unlike throughput, hardly moved by other work on the machine.
      cpuMicrosPerRequest: Math.round((after.cpuMicros - before.cpuMicros) / Math.max(1, result.requests.total)),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      problems: [
        ...statuses,
        ...(result.errors ? [`${result.errors} connection errors`] : []),
        ...(result.timeouts ? [`${result.timeouts} timeouts`] : []),
      ],
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
async function readPath(scenarios: Array<[string, ReadScenario]>, child: ChildProcess) {
  // The generators count statuses only: one request each first, so an error inside a 200 is seen too.
  for (const [name, options] of scenarios) {
    const problem = await probe(options);
    if (problem) failures.push({ scenario: name, summary: 'a single request failed before the load', firstErrors: [problem] });
  }
  for (const [, options] of scenarios) await load(options, 1, child); // warm-up: JIT, caches, pools
  const rounds: RoundFigure[][] = [];
  let peakRss = 0;
  const scenarioPeaks = scenarios.map(() => 0);
  for (let round = 0; round < ROUNDS; round++) {
    const figures = [];
    for (const [index, [, options]] of scenarios.entries()) {
      const { figure, peakRss: scenarioPeak } = await load(options, Math.max(1, Math.round(SECONDS / ROUNDS)), child);
      peakRss = Math.max(peakRss, scenarioPeak);
      scenarioPeaks[index] = Math.max(scenarioPeaks[index]!, scenarioPeak);
      figures.push(figure);
    }
    rounds.push(figures);
    console.log(`  round ${round + 1}/${ROUNDS}: ${figures.map((f) => f.requestsPerSecond).join(' / ')} req/s`);
  }
  const reads: ReadFigure[] = scenarios.map(([name, { ceiling = 0 }], index) => {
    const perRound = rounds.map((figures) => figures[index]!);
    const middle = median(perRound.map((f) => f.requestsPerSecond));
    const typical = perRound.find((f) => f.requestsPerSecond === middle)!;
    const { problems: _problems, ...figure } = typical;
    const problems = [...new Set(perRound.flatMap((f) => f.problems))];
    if (problems.length || middle === 0)
      failures.push({
        scenario: name,
        summary: `${middle} req/s (median round), ${problems.length ? 'failed requests' : 'nothing answered'}`,
        firstErrors: problems.slice(0, FIRST_ERRORS),
      });
    return {
      name,
      ...figure,
      non2xx: perRound.reduce((sum, f) => sum + f.non2xx, 0),
      errors: perRound.reduce((sum, f) => sum + f.errors, 0),
      ratioToCeiling:
        index === ceiling
          ? 1
          : round2(median(perRound.map((f, r) => f.requestsPerSecond / rounds[r]![ceiling]!.requestsPerSecond))),
      cpuMicrosPerRequest: median(perRound.map((f) => f.cpuMicrosPerRequest)),
      cpuRatioToCeiling:
        index === ceiling
          ? 1
          : round2(median(perRound.map((f, r) => rounds[r]![ceiling]!.cpuMicrosPerRequest / f.cpuMicrosPerRequest))),
      peakRssMiB: mib(scenarioPeaks[index]!),
    };
  });
  return { reads, peakRss };
}

/** One request of a read scenario; what went wrong, if anything. */
async function probe(options: ReadScenario): Promise<string | undefined> {
  try {
    const response = await fetch(options.url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      body: options.body,
      signal: AbortSignal.timeout(WRITE_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) return `HTTP ${response.status}: ${text.slice(0, 200)}`;
    // A page is a page when the server rendered it: the renderer's root holds markup.
    if (response.headers.get('content-type')?.startsWith('text/html'))
      return text.includes('<html') ? undefined : `not a page: ${text.slice(0, 200)}`;
    const errors = (JSON.parse(text) as { errors?: unknown[] }).errors;
    return errors?.length ? `GraphQL error: ${JSON.stringify(errors[0]).slice(0, 200)}` : undefined;
  } catch (error) {
    return String(error);
  }
}

/** A GraphQL call that throws on anything but data: a non-2xx answer, an error in the body, a timeout. */
async function graphql(url: string, query: string, variables: Record<string, unknown>): Promise<any> {
  const operation = /\{\s*(\w+)/.exec(query.slice(query.indexOf('{')))?.[1] ?? 'graphql';
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(WRITE_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => ({}))) as { data?: any; errors?: any[] };
  const error = body.errors?.[0];
  if (!response.ok || error) {
    const code = error?.extensions?.code ? `${error.extensions.code}: ` : '';
    throw new Error(`${operation}: HTTP ${response.status}, ${code}${String(error?.message ?? '').slice(0, 160)}`);
  }
  return body.data;
}

/**
 * Runs `step` from `workers` loops in parallel for `seconds` (or until `step` says there is
 * nothing left to do, by returning false); times what succeeded and keeps the first errors.
 */
async function timedLoop(seconds: number, workers: number, step: (worker: number, n: number) => Promise<boolean | void>) {
  const deadline = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let failed = 0;
  let exhausted = false;
  const firstErrors = new Set<string>();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let n = 0; !exhausted && performance.now() < deadline && latencies.length + failed < MAX_REQUESTS_PER_SCENARIO; n++) {
        const t0 = performance.now();
        try {
          if ((await step(worker, n)) === false) exhausted = true;
          else latencies.push(performance.now() - t0);
        } catch (error) {
          failed++;
          if (firstErrors.size < FIRST_ERRORS) firstErrors.add(error instanceof Error ? error.message : String(error));
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    operations: latencies.length,
    failures: failed,
    perSecond: Math.round(latencies.length / elapsed),
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    firstErrors: [...firstErrors],
  };
}

const percentile = (values: number[], p: number) =>
  values.length ? [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]! : 0;

const CREATE_DONATION = `mutation Create($input: CreateDonationInput!) { createDonation(input: $input) { id accessToken } }`;
const PIX_CODE = `mutation Pix($donationId: ID!, $accessToken: String!) { pixCode(donationId: $donationId, accessToken: $accessToken) { pixCode } }`;

/** The txid a bank app reads from the BR Code (field 62, sub-field 05): what the PSP's notification names. */
function txidOf(pixCode: string): string | undefined {
  const additional = parseBrCodeFields(pixCode).get('62');
  return additional ? parseBrCodeFields(additional).get('05') : undefined;
}

async function writePath(ready: BenchServerReady): Promise<WriteFigure[]> {
  const { appUrl } = ready;
  const seconds = Math.max(2, Math.round(SECONDS / 2));
  const charged: string[] = [];
  const donations = await timedLoop(seconds, WRITERS, async (worker, n) => {
    const { createDonation } = await graphql(appUrl, CREATE_DONATION, {
      input: {
        idempotencyKey: `bench-${worker}-${n}-${randomUUID()}`,
        name: `Doador Teste ${worker}`,
        email: `doador${worker}.${n}@example.com`,
        amount: '50,00',
      },
    });
    const { pixCode } = await graphql(appUrl, PIX_CODE, {
      donationId: createDonation.id,
      accessToken: createDonation.accessToken,
    });
    const txid = txidOf(pixCode.pixCode);
    if (!txid) throw new Error(`pixCode: no txid in ${String(pixCode.pixCode).slice(0, 80)}`);
    charged.push(txid);
  });

  // The PSP reports the charges above as paid, one notification each: every effect of a payment.
  const chargesToConfirm = charged.length;
  const payments = await timedLoop(seconds, WRITERS, async () => {
    const txid = charged.pop();
    if (!txid) return false;
    const response = await fetch(`${appUrl}/api/pix/webhook/pix`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-webhook-secret': ready.webhookSecret },
      body: JSON.stringify({
        pix: [
          {
            endToEndId: `E${randomUUID().replace(/-/g, '')}`.slice(0, 32),
            txid,
            valor: '50.00',
            horario: new Date().toISOString(),
          },
        ],
      }),
      signal: AbortSignal.timeout(WRITE_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as { results?: Array<{ outcome?: string }> };
    const outcome = body.results?.[0]?.outcome;
    if (!response.ok || outcome !== 'CONFIRMED')
      throw new Error(`webhook: HTTP ${response.status}, ${outcome ?? JSON.stringify(body).slice(0, 160)}`);
  });

  const client = new MongoClient(ready.databaseUri);
  await client.connect();
  const collection = client.db(ready.databaseName).collection('bench_raw_inserts');
  const raw = await timedLoop(seconds, WRITERS, async (worker, n) => {
    await collection.insertOne({ worker, n, name: `Doador Teste ${worker}`, amountCents: 5000, createdAt: new Date() });
  });
  await collection.drop().catch(() => {});
  await client.close();

  const ceiling = raw.perSecond;
  const figure = (name: string, run: Awaited<ReturnType<typeof timedLoop>>, ratio: boolean): WriteFigure => ({
    name,
    operationsPerSecond: run.perSecond,
    operations: run.operations,
    failures: run.failures,
    p50Ms: run.p50Ms,
    p99Ms: run.p99Ms,
    ratioToCeiling: ratio && ceiling ? round2(run.perSecond / ceiling) : undefined,
    firstErrors: run.firstErrors,
  });
  const scenarios: Array<[WriteFigure, string]> = [
    [figure('createDonation + pixCode (GraphQL)', donations, true), 'nothing was measured'],
    [
      figure('webhook: payment confirmed, all effects', payments, true),
      chargesToConfirm ? 'nothing was measured' : 'no charge to confirm: the step above created none',
    ],
    [figure('raw driver insertOne (ceiling)', raw, false), 'nothing was measured'],
  ];
  for (const [write, whyNothing] of scenarios)
    if (write.failures || write.operations === 0)
      failures.push({
        scenario: write.name,
        summary: `${write.operationsPerSecond} ops/s: ${write.failures} of ${write.operations + write.failures} operations failed`,
        firstErrors: write.firstErrors.length ? write.firstErrors : [whyNothing],
      });
  const writes = scenarios.map(([write]) => write);
  return writes;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

const pageLoad = (url: string): ReadScenario => ({ url, headers: BROWSER_HEADERS, connections: PAGE_CONNECTIONS });

/** Each page's goal, met or not, as a line; the peak memory's too. A goal missed is printed, not a failure: the machine is shared. */
function goalLines(reads: ReadFigure[], peakRssMiB: number): string[] {
  const lines = reads.flatMap((read) => {
    const goal = PAGE_GOALS[read.name];
    if (!goal) return [];
    const met = read.ratioToCeiling >= goal.ratio && (goal.p99Ms === undefined || read.p99Ms <= goal.p99Ms);
    const p99 = goal.p99Ms === undefined ? '' : `, p99 ${read.p99Ms} ms (goal ≤ ${goal.p99Ms})`;
    return [`  ${met ? 'met    ' : 'MISSED '} ${read.name}: ${read.ratioToCeiling}× the ceiling (goal ≥ ${goal.ratio})${p99}`];
  });
  const rssMet = peakRssMiB <= PEAK_RSS_GOAL_MIB;
  lines.push(
    `  ${rssMet ? 'met    ' : 'MISSED '} server RSS at peak, pages in the load: ${peakRssMiB} MiB (goal ≤ ${PEAK_RSS_GOAL_MIB})`,
  );
  return lines;
}

const GENERATOR_WARNING =
  `wrk is not installed: the read load runs on autocannon, which saturates first on a page's body; ` +
  `the page rows then measure the load generator, not the server. Install wrk: ${WRK_INSTALL}.`;

async function main(): Promise<void> {
  console.log(`Starting the server (${SECONDS} s per read scenario, ${CONNECTIONS} connections, load by ${GENERATOR})…`);
  if (GENERATOR === 'autocannon') console.log(GENERATOR_WARNING);
  // BENCH_PROFILE_DIR: a V8 CPU profile of the server, to see where the time goes.
  const profile = process.env.BENCH_PROFILE_DIR;
  const { child, ready } = await startBenchServer({
    execArgv: profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
  });
  try {
    const { appUrl, ceilingUrl } = ready;
    const { rss: startedRss } = await askUsage(child);
    // Idle is a server that has served nothing for a while: about 8 s after activity stops,
    // V8's memory reducer collects and returns what the start-up left behind.
    await new Promise((resolve) => setTimeout(resolve, IDLE_AFTER_MS));
    const { rss: idleRss } = await askUsage(child);
    const graphqlGet = `${appUrl}/graphql?query=${encodeURIComponent(TOTALS_QUERY)}`;
    const scenarios: Array<[string, ReadScenario]> = [
      ['bare Express handler (ceiling)', { url: `${ceilingUrl}/campaign` }],
      ["same, behind the app's front layer (headers, log, metrics)", { url: `${ready.stackedUrl}/campaign` }],
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
      // The pages a shared link opens, at a crowd's connections, each after its ceiling: a bare
      // handler sending the same bytes, at the same connections (bench/server.ts).
      ...BENCH_PAGES.flatMap((path): Array<[string, ReadScenario]> => {
        const name = PAGE_NAMES[path]!;
        return [
          [`bare handler, the same bytes as ${name}`, pageLoad(`${ceilingUrl}/page${path}`)],
          [name, pageLoad(`${appUrl}${path}`)],
        ];
      }),
    ];
    // Each page's ratio is to the row before it.
    scenarios.forEach(([name, scenario], index) => {
      if (name in PAGE_GOALS) scenario.ceiling = index - 1;
    });
    const { reads, peakRss } = await readPath(scenarios, child);

    console.log('Write path…');
    const writes = await writePath(ready);

    console.log('Database commands per operation…');
    let commands: CommandFigure[] = [];
    try {
      commands = await runCommandsBench(ready.databaseUri);
    } catch (error) {
      failures.push({ scenario: 'database commands per operation', summary: 'not measured', firstErrors: [String(error)] });
    }

    const results = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(totalmem() / 2 ** 30) },
      node: process.version,
      database: ready.databaseKind,
      generator: GENERATOR,
      settings: {
        secondsPerScenario: SECONDS,
        rounds: ROUNDS,
        connections: CONNECTIONS,
        pageConnections: PAGE_CONNECTIONS,
        writers: WRITERS,
      },
      reads,
      writes,
      commandsPerOperation: commands,
      memory: {
        justStartedRssMiB: mib(startedRss),
        idleRssMiB: mib(idleRss),
        peakRssUnderReadLoadMiB: mib(peakRss),
        atPeak: peakSample && { heapTotalMiB: mib(peakSample.heapTotal), externalMiB: mib(peakSample.external) },
      },
      failures,
    };
    mkdirSync(fromRoot('bench', 'results'), { recursive: true });
    writeFileSync(fromRoot('bench', 'results', 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);

    console.log(
      `\nRead path (Node ${process.versions.node}, ${results.machine.cpus} cores, ${results.database} database, ${CONNECTIONS} connections, load by ${GENERATOR})`,
    );
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
    // The front layer's ratio (row 2) is a figure to watch, not a goal: what counts is what a donor waits for.
    console.log(`Pages (${PAGE_CONNECTIONS} connections, each to a bare handler sending its bytes at the same connections):`);
    for (const line of goalLines(reads, mib(peakRss))) console.log(line);
    if (GENERATOR === 'autocannon') console.log(`  ${GENERATOR_WARNING}`);
    console.log(`Write path (${WRITERS} concurrent writers)`);
    console.table(
      writes.map((w) => ({
        scenario: w.name,
        'ops/s': w.operationsPerSecond,
        'p50 ms': w.p50Ms,
        'p99 ms': w.p99Ms,
        'x ceiling': w.ratioToCeiling ?? 1,
        failures: w.failures,
      })),
    );
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
    const peakScenario = reads.reduce((top, read) => (read.peakRssMiB > top.peakRssMiB ? read : top), reads[0]!);
    console.log(
      `Server RSS: ${results.memory.justStartedRssMiB} MiB just started, ${results.memory.idleRssMiB} MiB idle (${IDLE_AFTER_MS / 1000} s without a request), ${results.memory.peakRssUnderReadLoadMiB} MiB peak under read load (during ${peakScenario.name}; V8's heap ${results.memory.atPeak?.heapTotalMiB} MiB of it, external ${results.memory.atPeak?.externalMiB} MiB)`,
    );
    console.log('Written to bench/results/latest.json');
    reportFailures();
  } finally {
    child.send({ type: 'stop' });
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** Last and loud: a figure that could not be measured is an error, not a zero in a table. */
function reportFailures(): void {
  if (!failures.length) return;
  const rule = '='.repeat(78);
  const lines = [`BENCH FAILED: ${failures.length} scenario(s) failed; their figures are not valid`];
  for (const failure of failures) {
    lines.push(`  ${failure.scenario}: ${failure.summary}`);
    for (const error of failure.firstErrors) lines.push(`    first error: ${error}`);
  }
  console.error(['', rule, ...lines, rule].join('\n'));
  process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
