import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIPv6 } from 'node:net';
import cors from 'cors';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config.js';

type SecurityConfig = Pick<Config, 'isProduction' | 'CORS_ORIGINS' | 'CSP_FRAME_SOURCES' | 'ADS_PIXEL_SCRIPT_URL'>;

/** A directive's sources. */
type Sources = Iterable<string>;

/**
 * A nonce for this response, drawn once: the organiser's panel puts it on its <style>
 * elements and names it in its own policy (panel/rest.ts). The donors' pages need none:
 * their inline scripts are allowed by their hashes (`inlineScriptSources`), so a page's
 * bytes are the same for every visitor and can be kept, already compressed (cache/kept-pages.ts).
 */
export const cspNonceOf = (res: Response): string => {
  const locals = res.locals as { cspNonce?: string };
  locals.cspNonce ??= nextNonce();
  return locals.cspNonce;
};

/**
 * The CSP source allowing exactly these inline scripts: each one's SHA-256 over its
 * UTF-8 text, as the browser hashes the element's content. Another script, or the same
 * one changed by a byte, does not run.
 */
export const inlineScriptSources = (scripts: readonly string[]): string[] =>
  scripts.map((script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`);

const originOf = (url: string | undefined): string[] => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/**
 * The Content-Security-Policy: our own origin and the pages' inline scripts (`inlineScripts`) by hash,
 * plus the ads pixel's host (script, beacons) and the video players the facade loads after a click. Emotion (MUI)
 * writes <style> elements at run time, hence 'unsafe-inline' for styles only.
 */
export function contentSecurityPolicy(config: SecurityConfig, inlineScripts: readonly string[]): Record<string, Sources> {
  const pixel = originOf(config.ADS_PIXEL_SCRIPT_URL);
  const frames = config.CSP_FRAME_SOURCES.split(/\s+/).filter(Boolean);
  const directives: Record<string, Sources> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    // The page's own two inline scripts by hash: no 'unsafe-inline', no per-response nonce.
    'script-src': ["'self'", ...inlineScriptSources(inlineScripts), ...pixel],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...pixel],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...pixel],
    'frame-src': frames.length ? frames : ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  };
  // Over plain HTTP (development, tests on loopback) upgrading would break the page.
  if (config.isProduction) directives['upgrade-insecure-requests'] = [];
  return directives;
}

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const HOST = new RegExp(`^(?:\\[([0-9A-Fa-f:.]+)\\]|(${LABEL}(?:\\.${LABEL})*\\.?))(?::(\\d{1,5}))?$`);

/** Whether a Host header is a host name, IPv4 or [IPv6] address, with an optional port 1-65535 (RFC 9110 §7.2). */
export function isValidHostHeader(host: string): boolean {
  const match = HOST.exec(host);
  if (!match) return false;
  if (match[1] !== undefined && !isIPv6(match[1])) return false;
  return match[3] === undefined || (Number(match[3]) >= 1 && Number(match[3]) <= 65_535);
}

/**
 * A check of Host headers that remembers the valid ones it met: the pattern costs about
 * a microsecond an answer, and a site has few names. Whatever clients send beyond
 * KNOWN_HOSTS is checked each time.
 */
export function hostCheck(): (host: string) => boolean {
  const known = new Set<string>();
  return (host) => {
    if (known.has(host)) return true;
    if (!isValidHostHeader(host)) return false;
    if (known.size < KNOWN_HOSTS) known.add(host);
    return true;
  };
}

/**
 * A malformed Host answers 400 before anything reads it (URL building threw a 500).
 * Absolute URLs never come from it in production anyway: PUBLIC_URL is required there.
 */
function refusedHost(req: IncomingMessage, res: Response, isValidHost: (host: string) => boolean): boolean {
  const host = req.headers.host;
  if (host === undefined || isValidHost(host)) return false;
  res.status(400).json({ code: 'BAD_REQUEST', message: 'Cabeçalho Host inválido.' });
  return true;
}

/** How many valid Host values are remembered: a site's names and addresses, not whatever clients send. */
const KNOWN_HOSTS = 16;

/**
 * The Host check and the security headers, for every answer before any route (the
 * front matter, app/front.ts): a malformed Host answers 400, and each answer gets the
 * headers written once at start.
 */
export function httpSecurity(config: SecurityConfig, inlineScripts: readonly string[]): RequestHandler {
  const headers = securityHeaders(config, inlineScripts);
  const isValidHost = hostCheck();
  return (req, res, next) => {
    if (refusedHost(req, res, isValidHost)) return;
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/**
 * CORS for the API, open to the origins CORS_ORIGINS names; with none, no layer at all
 * and no Access-Control-* header: browsers keep other origins out.
 */
export function apiCors(config: SecurityConfig): RequestHandler | undefined {
  return config.CORS_ORIGINS.length ? cors({ origin: config.CORS_ORIGINS, credentials: true, maxAge: 600 }) : undefined;
}

/**
 * The security headers every answer gets, as httpSecurity sets them: for answers written
 * before Express (app/at-once.ts, cache/kept-pages.ts).
 */
export function fixedSecurityHeaders(config: SecurityConfig, inlineScripts: readonly string[]): Array<[string, string]> {
  return securityHeaders(config, inlineScripts);
}

/**
 * Helmet's headers, written once: they depend on the configuration only, but helmet
 * would build each of them, the policy included, on every request. Helmet runs here
 * once against a recording response; each answer then sets what it recorded.
 */
function securityHeaders(config: SecurityConfig, inlineScripts: readonly string[]): Array<[string, string]> {
  const recorded = new Map<string, [string, string]>();
  const recorder = {
    locals: {},
    setHeader(name: string, value: unknown) {
      recorded.set(name.toLowerCase(), [name, String(value)]);
    },
    removeHeader(name: string) {
      recorded.delete(name.toLowerCase());
    },
  };
  let failure: unknown = 'helmet did not finish';
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, inlineScripts) },
    // HSTS only where TLS is guaranteed; on a loopback http:// site it means nothing.
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => (failure = error));
  if (failure !== undefined) throw new Error(`security headers: ${String(failure)}`);
  if (!recorded.has('content-security-policy')) throw new Error('security headers: no policy');
  return [...recorded.values()];
}

/** Nonces drawn from the system's random source in batches: one call per 256 answers instead of one each. */
const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;
function nextNonce(): string {
  if (nonceOffset >= noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    nonceOffset = 0;
  }
  nonceOffset += NONCE_BYTES;
  return noncePool.toString('base64', nonceOffset - NONCE_BYTES, nonceOffset);
}
