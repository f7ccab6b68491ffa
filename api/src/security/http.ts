import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIPv6 } from 'node:net';
import cors from 'cors';
import type { Express, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config.js';

type SecurityConfig = Pick<
  Config,
  'isProduction' | 'TRUST_PROXY' | 'CORS_ORIGINS' | 'CSP_FRAME_SOURCES' | 'ADS_PIXEL_SCRIPT_URL'
>;

/** A directive's sources: text, or computed per response (the nonce). */
type Sources = Iterable<string | ((req: IncomingMessage, res: ServerResponse) => string)>;

/** The per-response nonce an inline <script> must carry to run (`res.locals.cspNonce`). */
export const cspNonceOf = (res: Response): string => String(res.locals.cspNonce ?? '');

const originOf = (url: string | undefined): string[] => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/**
 * The Content-Security-Policy: our own origin, plus the ads pixel's host (script,
 * beacons) and the video players the facade loads after a click. Emotion (MUI)
 * writes <style> elements at run time, hence 'unsafe-inline' for styles only.
 */
export function contentSecurityPolicy(config: SecurityConfig): Record<string, Sources> {
  const pixel = originOf(config.ADS_PIXEL_SCRIPT_URL);
  const frames = config.CSP_FRAME_SOURCES.split(/\s+/).filter(Boolean);
  const nonce = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${cspNonceOf(res as Response)}'`;
  const directives: Record<string, Sources> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'", nonce, ...pixel],
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
 * A malformed Host answers 400 before anything reads it (URL building threw a 500).
 * Absolute URLs never come from it in production anyway: PUBLIC_URL is required there.
 */
const validHost: RequestHandler = (req, res, next) => {
  const host = req.headers.host;
  if (host === undefined || isValidHostHeader(host)) return next();
  res.status(400).json({ code: 'BAD_REQUEST', message: 'Cabeçalho Host inválido.' });
};

/**
 * Everything that hardens the HTTP layer, before any route: which proxy to believe
 * for the client address, security headers, and CORS (closed unless CORS_ORIGINS
 * names the origins that may call the API from a browser).
 */
export function applyHttpSecurity(app: Express, config: SecurityConfig): void {
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(validHost);

  const assignNonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  };
  app.use(assignNonce);
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
      // HSTS only where TLS is guaranteed; on a loopback http:// site it means nothing.
      strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );

  const apiCors = config.CORS_ORIGINS.length
    ? cors({ origin: config.CORS_ORIGINS, credentials: true, maxAge: 600 })
    : // No Access-Control-* header at all: browsers keep other origins out.
      (((_req, _res, next) => next()) satisfies RequestHandler);
  app.use(['/graphql', '/api'], apiCors);
}
