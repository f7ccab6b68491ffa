// The bench's read load through wrk (a C load generator) when it is installed. On loopback,
// sharing two cores with the server, autocannon is the bottleneck of a page: answering 24 kB
// it took 90 % of a core for ~2,400 req/s (p99 191 ms) where wrk does ~40,000 (p99 10 ms)
// against the same raw node:http server, so autocannon's page figures measured autocannon.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How to get wrk, printed when it is missing. */
export const WRK_INSTALL = '`apt-get install wrk` (Debian, Ubuntu) or `brew install wrk` (macOS)';

/** Whether `wrk` is on the PATH (BENCH_GENERATOR=autocannon ignores it). */
export function hasWrk(): boolean {
  if (process.env.BENCH_GENERATOR === 'autocannon') return false;
  const run = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  // wrk prints its version and usage, and exits 1: found is what counts.
  return !run.error && /wrk/i.test(`${run.stdout}${run.stderr}`);
}

export interface WrkRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
}

export interface WrkResult {
  requestsPerSecond: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers wrk counts as failed: neither 2xx nor 3xx. */
  non2xx: number;
  /** Connect, read and write errors and timeouts. */
  errors: number;
  problems: string[];
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** A duration as wrk prints it (`189.00us`, `2.33ms`, `1.02s`), in ms. */
function durationMs(text: string | undefined): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text ?? '');
  if (!match) throw new Error(`wrk: cannot read the duration "${text}"`);
  return Number(match[1]) * UNIT_MS[match[2]!]!;
}

/** wrk's `--latency` report, read; throws when a figure it always prints is missing. */
export function parseWrkOutput(output: string): WrkResult {
  const rate = /^Requests\/sec:\s+([\d.]+)/m.exec(output);
  const total = /^\s*(\d+) requests in /m.exec(output);
  if (!rate || !total) throw new Error(`wrk: no figures in its output: ${output.slice(0, 300)}`);
  const percentile = (p: number) => durationMs(new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(output)?.[1]);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const [connect, read, write, timeout] = (socket?.slice(1) ?? []).map(Number);
  const errors = (connect ?? 0) + (read ?? 0) + (write ?? 0) + (timeout ?? 0);
  return {
    requestsPerSecond: Math.round(Number(rate[1])),
    requests: Number(total[1]),
    p50Ms: round1(percentile(50)),
    p99Ms: round1(percentile(99)),
    non2xx,
    errors,
    problems: [
      ...(non2xx ? [`${non2xx} answers neither 2xx nor 3xx`] : []),
      ...(socket && errors ? [`socket errors: ${socket[0].slice('Socket errors: '.length)}`] : []),
    ],
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** A Lua string literal: wrk's scripts are Lua. */
const lua = (text: string) => `"${text.replace(/[\\"]/g, '\\$&').replace(/\n/g, '\\n')}"`;

/** One run of wrk (one thread, as many connections as asked), its report read. */
export function runWrk(request: WrkRequest): Promise<WrkResult> {
  const args = ['-t1', `-c${request.connections}`, `-d${request.seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(request.headers ?? {})) args.push('-H', `${name}: ${value}`);
  // A method and body are a script's: wrk's command line has neither.
  let folder: string | undefined;
  if (request.method === 'POST' || request.body !== undefined) {
    folder = mkdtempSync(join(tmpdir(), 'bench-wrk-'));
    const script = join(folder, 'request.lua');
    writeFileSync(script, `wrk.method = ${lua(request.method ?? 'GET')}\nwrk.body = ${lua(request.body ?? '')}\n`);
    args.push('-s', script);
  }
  args.push(request.url);
  return new Promise<WrkResult>((resolve, reject) => {
    execFile('wrk', args, { encoding: 'utf8', timeout: (request.seconds + 30) * 1000 }, (error, stdout, stderr) => {
      if (folder) rmSync(folder, { recursive: true, force: true });
      if (error) return reject(new Error(`wrk ${request.url}: ${`${stderr}${stdout}`.trim().slice(0, 300) || error.message}`));
      try {
        resolve(parseWrkOutput(stdout));
      } catch (parseError) {
        reject(parseError instanceof Error ? parseError : new Error(String(parseError)));
      }
    });
  });
}
