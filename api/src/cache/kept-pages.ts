import { createHash, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RequestHandler, Response } from 'express';
import { memorySlot, type Deps } from '../deps.js';
import type { Config } from '../config.js';
import { publicCacheOf } from './public-cache.js';

/**
 * The public pages that are the same for every visitor, kept in memory already compressed
 * and written before Express (app/at-once.ts): the home page was rendered and compressed
 * for every request (docs/PERFORMANCE.md). A page is kept as its route sent it (the
 * capture below), with the headers it sent, so whatever its renderer draws flows through;
 * the same bytes and ETag until what it shows changes.
 *
 * Fresh while no public data changed here (public-cache.ts `invalidate`) and for half the
 * public cache's lifetime: the data it was drawn from is at most PUBLIC_CACHE_TTL_MS old,
 * so another instance's payment shows within 1.5 × PUBLIC_CACHE_TTL_MS plus one render
 * (1.5 s by default). With PUBLIC_CACHE_TTL_MS=0 nothing is kept: each request renders.
 *
 * When a page is no longer fresh, one request renders it again through the app while every
 * other gets the page as kept until then (one render at a time, however many visitors); after
 * a change made here that request first waits for a second since the last render began, so a
 * stream of payments costs one render a second. An unchanged render keeps its compressed
 * bodies and ETag: nothing is compressed again.
 */

/** Pages drawn by the web app's renderer (web/serve.tsx): they read no query, so any query gets the kept page. */
const QUERY_FREE_PATHS = new Set(['/', '/privacy', '/terms', '/cookies', '/acessibilidade']);

/**
 * Pages of their own routes, kept only without a query they read: `/transparencia?apos=`
 * (a later page) and `?ref=` (a search), `/doar?valor=` go to the app. Tracking parameters
 * (a shared link's `utm_*`, an ad's click id, a referral's `ref`) change nothing.
 */
const QUERY_READING_PATHS: Record<string, (name: string) => boolean> = {
  '/transparencia': (name) => name !== 'ref' && isTrackingParameter(name),
  '/doar': isTrackingParameter,
  '/novidades.xml': isTrackingParameter,
};

function isTrackingParameter(name: string): boolean {
  return /^(utm_[a-z_]{1,30}|gclid|gbraid|wbraid|fbclid|msclkid|ref)$/.test(name);
}

/** Keys kept at most: one per page, times the site's names in development (no PUBLIC_URL). */
const MAX_KEPT_PAGES = 64;

/** The headers not replayed: each answer's own (length, encoding) or the store's (ETag). */
const NOT_REPLAYED = new Set(['content-length', 'content-encoding', 'etag', 'date', 'connection', 'transfer-encoding']);

/**
 * The key of the kept page a GET of `url` gets, or undefined when it must be answered by
 * the app. Without PUBLIC_URL a page names the address it was reached at (canonical and
 * sharing tags), so the Host and the forwarded protocol are part of the key.
 */
export function keptPageKey(config: Pick<Config, 'PUBLIC_URL'>, url: string, headers: IncomingHttpHeaders): string | undefined {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  if (!QUERY_FREE_PATHS.has(path)) {
    const allowed = QUERY_READING_PATHS[path];
    if (!allowed) return undefined;
    if (mark >= 0) {
      for (const pair of url.slice(mark + 1).split('&')) {
        if (pair && !allowed(decodeName(pair))) return undefined;
      }
    }
  }
  if (config.PUBLIC_URL) return path;
  return `${path} ${headers.host ?? ''} ${String(headers['x-forwarded-proto'] ?? '')}`;
}

function decodeName(pair: string): string {
  const name = pair.split('=', 1)[0]!;
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

export interface KeptPage {
  status: number;
  /** The route's headers, security headers included, as it sent them. */
  headers: Array<[string, string]>;
  /** Strong: the same bytes for the same ETag, in each encoding (the encoding is in Vary). Absent on a page that differs per response. */
  etag?: string;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  /** A form's page: its body around a value drawn per response (the idempotency key /doar posts back). */
  around?: { before: Buffer; after: Buffer };
  /** The public cache's version it was drawn from, and when (performance.now()) the render began. */
  version: number;
  drawnAt: number;
  /** The headers of each answer it gives, made when it is kept. */
  lists: HeaderLists;
}

interface Slot {
  page?: KeptPage;
  /** A render under way through the app: everyone else gets `page` meanwhile. */
  rendering: boolean;
}

const ACCEPTS_BR = 1;
const ACCEPTS_GZIP = 2;
/** Accept-Encoding values remembered: browsers send a handful, so a crowd's requests parse none. */
const MAX_ACCEPT_ENCODINGS = 32;
/** A longer value is parsed each time rather than remembered: the memo stays small whatever is sent. */
const MAX_REMEMBERED_LENGTH = 128;

/** What the tests read: how often a page was taken from its route, compressed anew, written from memory, or answered 304. */
export interface KeptPageCounts {
  captured: number;
  compressed: number;
  served: number;
  notModified: number;
}

export class KeptPages {
  private readonly slots = new Map<string, Slot>();
  /** Accept-Encoding value → which of br and gzip it accepts (ACCEPTS_* bits). */
  private readonly codings = new Map<string, number>();
  readonly counts: KeptPageCounts = { captured: 0, compressed: 0, served: 0, notModified: 0 };
  /** How long a kept page is fresh, in ms; 0: nothing is kept. */
  readonly freshMs: number;
  /** The least time between two renders of a page that a change made here retired: a burst of payments costs one a second. */
  readonly rebuildMs: number;

  constructor(readonly ttlMs: number) {
    this.freshMs = ttlMs / 2;
    this.rebuildMs = Math.min(ttlMs, 1000);
  }

  /**
   * How long the request that renders a stale page waits first, in ms: a page retired by a
   * change made here is rendered again no sooner than `rebuildMs` after its last render
   * began; everyone else gets it as kept meanwhile. One past its freshness renders at once.
   */
  rebuildDelay(page: KeptPage, version: number, now: number): number {
    if (page.version === version) return 0;
    return Math.max(0, this.rebuildMs - (now - page.drawnAt));
  }

  /** The kept page for `key` and whether it is fresh; undefined when none is kept. */
  lookup(key: string, version: number, now: number): { page: KeptPage; fresh: boolean } | undefined {
    const page = this.slots.get(key)?.page;
    if (!page) return undefined;
    return { page, fresh: page.version === version && now - page.drawnAt < this.freshMs };
  }

  /** True when the caller may render `key` now (nobody else is); `release` ends the claim. */
  claim(key: string): boolean {
    const slot = this.slots.get(key);
    if (slot?.rendering) return false;
    if (slot) slot.rendering = true;
    else this.slot(key).rendering = true;
    return true;
  }

  release(key: string): void {
    const slot = this.slots.get(key);
    if (slot) slot.rendering = false;
  }

  /** The page kept for `key` until now, to compare a new render with. */
  current(key: string): KeptPage | undefined {
    return this.slots.get(key)?.page;
  }

  /** The page is no longer what its route answers (a closed campaign's refusal, an error): nobody gets it any more. */
  forget(key: string): void {
    const slot = this.slots.get(key);
    if (slot) slot.page = undefined;
  }

  store(key: string, page: KeptPage): void {
    if (this.freshMs <= 0) return;
    const slot = this.slot(key);
    // A render begun before the kept one's is older news: it does not replace it.
    if (slot.page && slot.page.drawnAt > page.drawnAt) return;
    slot.page = page;
  }

  /** Which of br and gzip an Accept-Encoding value accepts, parsed once per distinct value (a bounded memo). */
  acceptedCodings(acceptEncoding: string): number {
    let bits = this.codings.get(acceptEncoding);
    if (bits !== undefined) return bits;
    bits = parseAcceptEncoding(acceptEncoding);
    if (acceptEncoding.length <= MAX_REMEMBERED_LENGTH) {
      if (this.codings.size >= MAX_ACCEPT_ENCODINGS) this.codings.delete(this.codings.keys().next().value!);
      this.codings.set(acceptEncoding, bits);
    }
    return bits;
  }

  private slot(key: string): Slot {
    let slot = this.slots.get(key);
    if (!slot) {
      if (this.slots.size >= MAX_KEPT_PAGES) this.slots.delete(this.slots.keys().next().value!);
      this.slots.set(key, (slot = { rendering: false }));
    }
    return slot;
  }
}

/** Every path a page may be kept for (keptPageKey decides for each request). */
export const KEPT_PAGE_PATHS = [...QUERY_FREE_PATHS, ...Object.keys(QUERY_READING_PATHS)];

const CAPTURED = Symbol('keptPage');

/** Whether this response's page is taken by the capture (then its route sends the HTML as text, uncompressed). */
export const isCapturedPage = (res: Response): boolean => (res.locals as { [CAPTURED]?: boolean })[CAPTURED] === true;

const UNKEPT = Symbol('keptPageRefused');
/**
 * This answer goes out but is not kept: a page the server meant to render and could not
 * (a cold start past the render's deadline) is sent to this visitor as the browser's page,
 * never served to every later one from memory.
 */
export const doNotKeep = (res: Response): void => {
  (res.locals as { [UNKEPT]?: boolean })[UNKEPT] = true;
};

const keptPages = memorySlot('kept pages', (config) => new KeptPages(config.PUBLIC_CACHE_TTL_MS));

export function keptPagesOf(deps: Deps): KeptPages {
  return deps.memory.get(keptPages);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The idempotency key the no-JavaScript donation form carries (server-pages/donate.tsx): drawn per response, never kept. */
const FORM_KEY = /(<input type="hidden" name="idempotencyKey" value=")form-[0-9a-f-]{36}(")/g;
/** Every key input, whatever its attributes' order; one left empty is filled in the browser (the home page's copy of the form, web/early-taps.tsx). */
const KEY_INPUTS = /<input\b[^>]*\bname="idempotencyKey"[^>]*>/g;

/**
 * A page as its route rendered it, made ready to keep: compressed once, at the highest
 * levels worth their time (a page is compressed once per change, not per request), with a
 * strong ETag of its bytes. A render equal to the kept one keeps its bodies.
 */
async function keptPageOf(
  html: string,
  status: number,
  headers: Array<[string, string]>,
  previous: KeptPage | undefined,
  stamp: { version: number; drawnAt: number },
  counts: KeptPageCounts,
): Promise<KeptPage> {
  const keys = [...html.matchAll(FORM_KEY)];
  if (keys.length === 1) {
    const at = keys[0]!.index + keys[0]![1]!.length;
    const end = at + keys[0]![0].length - keys[0]![1]!.length - keys[0]![2]!.length;
    // Every donor gets a key of their own: two donors sharing one would meet as replays of each other.
    return withHeaderLists({
      status,
      headers,
      identity: Buffer.from(html),
      around: { before: Buffer.from(html.slice(0, at)), after: Buffer.from(html.slice(end)) },
      ...stamp,
    });
  }
  const identity = Buffer.from(html);
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  if (previous?.etag === etag && previous.status === status && sameHeaders(previous.headers, headers)) {
    // The same headers, ETag and bodies: their header lists too.
    return { ...previous, ...stamp };
  }
  counts.compressed++;
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return withHeaderLists({ status, headers, etag, identity, gzip: gz, br, ...stamp });
}

const sameHeaders = (a: Array<[string, string]>, b: Array<[string, string]>) =>
  a.length === b.length && a.every(([name, value], index) => b[index]![0] === name && b[index]![1] === value);

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 §13.1.2 asks). */
function matches(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Which of br and gzip an Accept-Encoding value accepts (a `*` counts; q=0 refuses), as bits. */
function parseAcceptEncoding(acceptEncoding: string): number {
  let bits = 0;
  for (const part of acceptEncoding.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    if (coding === 'br' || coding === '*') bits |= ACCEPTS_BR;
    if (coding === 'gzip' || coding === '*') bits |= ACCEPTS_GZIP;
  }
  return bits;
}

/** The encoding a request accepts that the page has, brotli first; identity otherwise. */
function encodingFor(pages: KeptPages, acceptEncoding: string | undefined, page: KeptPage): 'br' | 'gzip' | undefined {
  if (!acceptEncoding || page.around) return undefined;
  const bits = pages.acceptedCodings(acceptEncoding);
  if (page.br && bits & ACCEPTS_BR) return 'br';
  if (page.gzip && bits & ACCEPTS_GZIP) return 'gzip';
  return undefined;
}

/** A kept page's headers, flat as writeHead takes them, for each answer it can give. */
interface HeaderLists {
  /** Without Content-Encoding and Content-Length: a form's page, whose body is made per response. */
  base: string[];
  notModified: string[];
  identity: string[];
  br?: string[];
  gzip?: string[];
}

/** Made once when a page is kept, not per request: a crowd's answers share them (writeHead does not change them). */
function headerListsOf(page: Omit<KeptPage, 'lists'>): HeaderLists {
  const base = page.headers.flat();
  if (page.etag) base.push('ETag', page.etag);
  const withBody = (body: Buffer, encoding?: string) => [
    ...base,
    ...(encoding ? ['Content-Encoding', encoding] : []),
    'Content-Length',
    String(body.length),
  ];
  return {
    base,
    notModified: base,
    identity: withBody(page.identity),
    br: page.br && withBody(page.br, 'br'),
    gzip: page.gzip && withBody(page.gzip, 'gzip'),
  };
}

const withHeaderLists = (page: Omit<KeptPage, 'lists'>): KeptPage => ({ ...page, lists: headerListsOf(page) });

/**
 * Writes a kept page as its route would have: its headers, the body in the encoding the
 * request accepts, or 304 to a request that holds its ETag. Returns the status written.
 * `throughExpress`: the route's response, whose headers were set one by one (the capture).
 */
export function writeKeptPage(
  pages: KeptPages,
  req: IncomingMessage,
  res: ServerResponse,
  page: KeptPage,
  throughExpress = false,
): number {
  const { lists } = page;
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined && page.etag && page.status === 200 && matches(ifNoneMatch, page.etag)) {
    writeHead(res, 304, lists.notModified, throughExpress);
    res.end();
    return 304;
  }
  let body: Buffer;
  let headers: string[];
  if (page.around) {
    body = Buffer.concat([page.around.before, Buffer.from(`form-${randomUUID()}`), page.around.after]);
    headers = [...lists.base, 'Content-Length', String(body.length)];
  } else {
    const encoding = encodingFor(pages, req.headers['accept-encoding'], page);
    body = encoding ? page[encoding]! : page.identity;
    headers = encoding ? lists[encoding]! : lists.identity;
  }
  writeHead(res, page.status, headers, throughExpress);
  res.end(req.method === 'HEAD' ? undefined : body);
  return page.status;
}

/** Before Express nothing is set yet: the headers go out as one list. Through Express they replace what the route set. */
function writeHead(res: ServerResponse, status: number, headers: string[], throughExpress: boolean): void {
  if (!throughExpress) {
    res.writeHead(status, headers);
    return;
  }
  for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
  res.writeHead(status);
}

/**
 * Keeps what the app's route sends for a kept page's GET, then writes it: a 200 of HTML or
 * XML (a closed campaign's refusal, an error, a redirect go out as they are, unkept). The
 * route renders as it always did; this only takes its answer. Also at PUBLIC_CACHE_TTL_MS=0,
 * where nothing is kept, so that every public page is sent the same way, compressed.
 */
export function keptPageCapture(deps: Deps): RequestHandler {
  const pages = keptPagesOf(deps);
  const cache = publicCacheOf(deps);
  return (req, res, next) => {
    const key = req.method === 'GET' || req.method === 'HEAD' ? keptPageKey(deps.config, req.url, req.headers) : undefined;
    if (key === undefined) return next();
    const stamp = { version: cache.currentVersion, drawnAt: performance.now() };
    (res.locals as { [CAPTURED]?: boolean })[CAPTURED] = true;
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      const type = String(res.getHeader('content-type') ?? '');
      if (
        res.statusCode !== 200 ||
        typeof body !== 'string' ||
        !/^(text\/html|application\/(atom\+)?xml)/.test(type) ||
        (res.locals as { [UNKEPT]?: boolean })[UNKEPT]
      ) {
        pages.forget(key);
        return send(body);
      }
      // A form whose key this store cannot find exactly once is not kept: one key served to every donor would make them replays of each other.
      const written = [...body.matchAll(KEY_INPUTS)].filter(([tag]) => /\bvalue="[^"]/.test(tag)).length;
      if (written > 0 && (written !== 1 || [...body.matchAll(FORM_KEY)].length !== 1)) {
        pages.forget(key);
        return send(body);
      }
      res.vary('Accept-Encoding');
      const headers = replayedHeaders(res);
      pages.counts.captured++;
      keptPageOf(body, res.statusCode, headers, pages.current(key), stamp, pages.counts).then(
        (page) => {
          pages.store(key, page);
          writeKeptPage(pages, req, res, page, true);
        },
        (error: unknown) => next(error),
      );
      return res;
    };
    next();
  };
}

function replayedHeaders(res: Response): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  for (const name of res.getHeaderNames()) {
    if (NOT_REPLAYED.has(name)) continue;
    const value = res.getHeader(name);
    if (value === undefined) continue;
    headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
  }
  return headers;
}
