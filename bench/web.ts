// `npm run bench:web`: Lighthouse (mobile preset: a mid-range phone, slow 4G, 4x CPU
// slowdown, all simulated) on the home page as `npm start` serves it in production,
// driving the local Chromium, then the donor's first tap on the same page ("tap → form
// visible", emulated: tests/e2e/support/first-tap.ts) and the blocking time the emulated
// phone itself observes. Prints the person's figures first (the tap on the loaded page and
// at first paint), then the blocking times and score (figures without a goal), then the
// rest, and writes bench/results/web-latest.json. Targets and history: docs/PERFORMANCE.md.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { startDatabaseServer } from '../api/src/db/database-server.js';
import { fromRoot } from '../api/src/paths.js';
import { launchBrowser } from '../tests/e2e/support/browser.js';
import { slowPhone } from '../tests/e2e/support/phone.js';
import { tapAtFirstPaint, tapWhenLoaded, type Answer } from '../tests/e2e/support/first-tap.js';

const ANSWERED_BY: Record<Answer, string> = { page: 'server form', dialog: 'dialog', early: "the page's copy of the form" };
import { startBuiltServer } from '../tests/support/built-server.js';
import { freePort } from '../tests/support/server-process.js';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const PATH = process.env.BENCH_WEB_PATH ?? '/';
/** How many times the donor's first tap is measured (issue 28: the median of 5). */
const TAP_RUNS = Number(process.env.BENCH_WEB_TAP_RUNS ?? 5);
/** Where to write each run's whole Lighthouse report (its long tasks, its main-thread breakdown), if set. */
const REPORTS = process.env.BENCH_WEB_REPORTS;

/**
 * The home page's targets (docs/PERFORMANCE.md, "Page"): issue 16's LCP and CLS; issue 51's
 * taps (INP "good" is ≤ 200 ms: a tap on the loaded page shows the form within it). Issue 51's
 * TBT ≤ 50 ms and score ≥ 98 were retired, with the evidence in PERFORMANCE.md: printed, no verdict.
 */
export const TARGETS = { lcpMs: 1800, cls: 0.05, tapToFormMs: 500, loadedTapToFormMs: 200 };

/** The built server in production mode, with throw-away secrets and the example content marked as real. */
async function startSite(mongodbUri: string, scratch: string) {
  const content = JSON.parse(readFileSync(fromRoot('content', 'campaign.example.json'), 'utf8'));
  const contentFile = join(scratch, 'campaign.json');
  writeFileSync(contentFile, JSON.stringify({ ...content, isExample: false }));
  return startBuiltServer({
    NODE_ENV: 'production',
    MONGODB_URI: `${mongodbUri}/benchweb_${randomUUID().replace(/-/g, '').slice(0, 12)}`,
    CONTENT_FILE: contentFile,
    PUBLIC_URL: 'https://bench.example.org',
    // Nothing listens there: the donors' e-mails wait in the outbox, as they would during an SMTP outage.
    SMTP_URL: 'smtp://127.0.0.1:9',
    ADMIN_TOKEN: randomBytes(24).toString('hex'),
    CPF_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    PIX_KEY: 'bench@example.com',
    PIX_MERCHANT_NAME: 'Campanha Bench',
  });
}

interface WebFigure {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  /** Script bytes over the wire (compressed when the server compresses). */
  jsTransferBytes: number;
  jsRequests: number;
  totalTransferBytes: number;
  /** What Lighthouse took as the largest contentful paint. */
  lcpElement: string;
  /** Lighthouse's measure of this machine's CPU: its 4× slowdown assumes 1500–2000 (docs/throttling.md). */
  benchmarkIndex: number;
}

async function audit(url: string, run: number): Promise<WebFigure> {
  const port = await freePort();
  const browser = await launchBrowser([`--remote-debugging-port=${port}`]);
  try {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      writeFileSync(join(REPORTS, `lighthouse-${run}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const requests = ((lhr.audits['network-requests']?.details as { items?: any[] } | undefined)?.items ?? []) as Array<{
      resourceType?: string;
      transferSize?: number;
    }>;
    const scripts = requests.filter((request) => request.resourceType === 'Script');
    const lcpNode = (lhr.audits['largest-contentful-paint-element']?.details as any)?.items?.[0]?.items?.[0]?.node;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
      fcpMs: Math.round(numeric('first-contentful-paint')),
      speedIndexMs: Math.round(numeric('speed-index')),
      jsTransferBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
      jsRequests: scripts.length,
      totalTransferBytes: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
      lcpElement: lcpNode ? `${lcpNode.nodeLabel ?? ''} (${lcpNode.selector ?? ''})`.slice(0, 120) : 'unknown',
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    await browser.close();
  }
}

/**
 * Blocking time as the emulated phone itself has it: the page loaded with its CPU slowed 4×
 * and slow 4G through the DevTools protocol (as the taps), each long task the page observes
 * from the first paint to 6 s after the network is quiet, less its first 50 ms. Lighthouse's
 * TBT instead multiplies the tasks of a load at full speed by four, where work that yields by
 * the clock (React's scheduler, the tasks of shared/tasks.ts) made longer tasks: a figure to
 * read beside it, not a goal.
 */
async function emulatedBlockingTime(browser: Awaited<ReturnType<typeof launchBrowser>>, url: string): Promise<number> {
  const { context, page } = await slowPhone(browser, { width: 412, height: 823 });
  try {
    await page.addInitScript(() => {
      const seen: number[][] = [];
      (window as unknown as { longTasks: number[][] }).longTasks = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(6_000);
    const [firstPaint, tasks] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      (window as unknown as { longTasks: number[][] }).longTasks,
    ]);
    const paint = firstPaint as number;
    return Math.round(
      (tasks as number[][]).reduce(
        (sum, [start, duration]) => sum + Math.max(0, start! + duration! - Math.max(start!, paint) - 50),
        0,
      ),
    );
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const spread = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)}`;

async function main(): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const database = await startDatabaseServer({ mongodbUri: process.env.MONGODB_URI, log: (line) => console.error(line) });
  const site = await startSite(database.uri, scratch);
  try {
    const url = `${site.url}${PATH}`;
    await fetch(url); // warm the server's caches, as a live site's are
    const runs: WebFigure[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const figure = await audit(url, run);
      runs.push(figure);
      console.log(
        `  run ${run}/${RUNS}: score ${figure.score}, LCP ${figure.lcpMs} ms, TBT ${figure.tbtMs} ms, CLS ${figure.cls}, ` +
          `CPU index ${figure.benchmarkIndex}`,
      );
    }
    // The donor's first tap, in Chromium with the phone emulated through the DevTools protocol (4× CPU,
    // slow 4G), not simulated: "Doar" on the R$ 50 card as soon as it is painted, then on the loaded page.
    const browser = await launchBrowser();
    const emulatedTbt: number[] = [];
    const taps: { atFirstPaintMs: number; answeredBy: string; paintedMs: number; loadedPageMs: number }[] = [];
    try {
      for (let run = 1; run <= TAP_RUNS; run++) {
        const early = await tapAtFirstPaint(browser, url);
        const loadedPageMs = await tapWhenLoaded(browser, url);
        taps.push({ atFirstPaintMs: early.tapToFormMs, answeredBy: early.answeredBy, paintedMs: early.paintedMs, loadedPageMs });
        console.log(
          `  tap ${run}/${TAP_RUNS}: card painted ${early.paintedMs} ms, tap → form visible ${early.tapToFormMs} ms ` +
            `(${ANSWERED_BY[early.answeredBy]}); on the loaded page ${loadedPageMs} ms`,
        );
      }
      for (let run = 1; run <= RUNS; run++) {
        emulatedTbt.push(await emulatedBlockingTime(browser, url));
        console.log(`  phone emulated ${run}/${RUNS}: blocking time ${emulatedTbt.at(-1)} ms`);
      }
    } finally {
      await browser.close();
    }
    const tapToFormMs = median(taps.map((tap) => tap.atFirstPaintMs));
    const loadedTapToFormMs = median(taps.map((tap) => tap.loadedPageMs));
    const numbers = Object.keys(runs[0]!).filter((key) => typeof runs[0]![key as keyof WebFigure] === 'number');
    const summary = {
      ...Object.fromEntries(numbers.map((key) => [key, median(runs.map((figure) => figure[key as keyof WebFigure] as number))])),
      lcpElement: runs[0]!.lcpElement,
    } as WebFigure;
    const results = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(totalmem() / 2 ** 30) },
      path: PATH,
      preset: 'Lighthouse mobile (simulated slow 4G, 4x CPU slowdown)',
      runs,
      median: summary,
      taps,
      emulatedTbtMs: { median: median(emulatedTbt), runs: emulatedTbt },
      tapToForm: { atFirstPaintMs: tapToFormMs, loadedPageMs: loadedTapToFormMs, runs: TAP_RUNS, viewport: '360x640' },
      targets: TARGETS,
    };
    mkdirSync(fromRoot('bench', 'results'), { recursive: true });
    writeFileSync(fromRoot('bench', 'results', 'web-latest.json'), `${JSON.stringify(results, null, 2)}\n`);

    const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
    // What the person feels first: how soon the form answers a tap, and how free the page is meanwhile.
    console.log(`\nThe donor's figures, 360×640, 4× CPU, slow 4G (taps: median of ${TAP_RUNS}; Lighthouse: median of ${RUNS})`);
    console.table([
      {
        metric: 'tap → form visible, on the loaded page',
        value: `${loadedTapToFormMs} ms`,
        target: `≤ ${TARGETS.loadedTapToFormMs} ms`,
        verdict: verdict(loadedTapToFormMs <= TARGETS.loadedTapToFormMs),
      },
      {
        metric: 'tap → form visible, tapped at first paint',
        value: `${tapToFormMs} ms`,
        target: `≤ ${TARGETS.tapToFormMs} ms`,
        verdict: verdict(tapToFormMs <= TARGETS.tapToFormMs),
      },
      // Figures, not goals: the same build's TBT moves by hundreds of milliseconds between runs here.
      {
        metric: 'TBT (Lighthouse)',
        value: `${summary.tbtMs} ms (${spread(runs.map((run) => run.tbtMs))})`,
        target: '',
        verdict: '',
      },
      {
        metric: 'TBT, the phone emulated (DevTools, as the taps)',
        value: `${median(emulatedTbt)} ms (${spread(emulatedTbt)})`,
        target: '',
        verdict: '',
      },
      {
        metric: 'performance score',
        value: `${summary.score} (${spread(runs.map((run) => run.score))})`,
        target: '',
        verdict: '',
      },
      {
        metric: "this CPU, Lighthouse's index",
        value: `${summary.benchmarkIndex} (${spread(runs.map((run) => run.benchmarkIndex))})`,
        target: '(4× assumes 1500–2000)',
        verdict: '',
      },
    ]);
    console.log(`The rest: Lighthouse, mobile preset, ${PATH} (median of ${RUNS} runs)`);
    console.table([
      {
        metric: 'LCP',
        value: `${summary.lcpMs} ms`,
        target: `≤ ${TARGETS.lcpMs} ms`,
        verdict: verdict(summary.lcpMs <= TARGETS.lcpMs),
      },
      { metric: 'CLS', value: summary.cls, target: `≤ ${TARGETS.cls}`, verdict: verdict(summary.cls <= TARGETS.cls) },
      { metric: 'FCP', value: `${summary.fcpMs} ms`, target: '', verdict: '' },
      { metric: 'Speed Index', value: `${summary.speedIndexMs} ms`, target: '', verdict: '' },
      {
        metric: 'JavaScript transferred',
        value: `${(summary.jsTransferBytes / 1000).toFixed(1)} kB in ${summary.jsRequests} files`,
        target: '',
        verdict: '',
      },
      { metric: 'LCP element', value: summary.lcpElement, target: '', verdict: '' },
      {
        metric: 'everything transferred',
        value: `${(summary.totalTransferBytes / 1000).toFixed(1)} kB`,
        target: '',
        verdict: '',
      },
    ]);
    console.log('Written to bench/results/web-latest.json');
  } finally {
    await site.stop();
    await database.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
