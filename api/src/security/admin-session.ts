import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Types } from 'mongoose';
import type { Config } from '../config.js';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';

/** How long a panel sign-in lasts: a working day, then the token again. */
export const ADMIN_SESSION_SECONDS = 8 * 60 * 60;

/**
 * `__Host-` in production: the browser then accepts the cookie only with Secure, Path=/
 * and no Domain, so no sibling subdomain can plant or overwrite it. Plain HTTP on
 * loopback (development, tests) cannot carry a Secure cookie, hence the plain name.
 */
export const sessionCookieName = (config: Pick<Config, 'isProduction'>): string =>
  config.isProduction ? '__Host-painel' : 'painel_sessao';

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The session cookie's value, when the request carries one (no cookie parser: one header, one name). */
export function sessionSecretOf(req: Request, config: Pick<Config, 'isProduction'>): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  const name = sessionCookieName(config);
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      // 32 random bytes in base64url: anything else is no session of ours.
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origins this site answers on: PUBLIC_URL in production, else the request's own Host. */
function ownOrigins(deps: Deps, req: Request): string[] {
  const origins = [`${req.protocol}://${req.get('host') ?? ''}`];
  if (deps.config.PUBLIC_URL) origins.push(new URL(deps.config.PUBLIC_URL).origin);
  return origins;
}

/**
 * CSRF: a browser attaches the cookie to whatever page makes the request, so a request
 * authenticated by it must show it came from our own pages. Sec-Fetch-Site (every
 * current browser) says so directly: same-origin, or "none" for a page the organiser
 * opened themselves (a bookmarked CSV export), never for a write. Without it, Origin
 * must be ours, and a write without Origin is refused: browsers send Origin on every
 * cross-origin write, and programs use the Bearer token, which no other site can attach.
 * SameSite=Strict already keeps the cookie off cross-site requests; this also covers
 * sibling subdomains and a CORS_ORIGINS entry.
 */
export function assertSameOrigin(deps: Deps, req: Request): void {
  const safe = SAFE_METHODS.has(req.method);
  const site = req.get('sec-fetch-site');
  const origin = req.get('origin');
  const allowed =
    site !== undefined
      ? site === 'same-origin' || (safe && site === 'none')
      : origin !== undefined
        ? ownOrigins(deps, req).includes(origin)
        : safe;
  if (!allowed)
    throw new AppError('FORBIDDEN', 'Pedido recusado: ele não veio do painel desta campanha. Abra o painel e tente de novo.');
}

export const expiredSession = () =>
  new AppError('UNAUTHENTICATED', 'Sua sessão no painel expirou ou foi encerrada. Entre de novo.');

/** The live session the secret names (who: a team member, or null for the token's); throws UNAUTHENTICATED otherwise. */
export async function checkAdminSession(deps: Deps, secret: string): Promise<{ memberId: Types.ObjectId | null }> {
  const session = await deps.models.AdminSession.findById(hashOf(secret), { expiresAt: 1, memberId: 1 }).lean();
  if (!session || session.expiresAt.getTime() <= deps.now().getTime()) throw expiredSession();
  return { memberId: session.memberId ?? null };
}

/** Stores a new session and sets its cookie: HttpOnly, SameSite=Strict, Secure in production, expiring. */
export async function startAdminSession(
  deps: Deps,
  res: Response,
  origin: { ipAddress: string; userAgent: string },
  memberId: Types.ObjectId | null = null,
): Promise<Date> {
  const now = deps.now();
  // No TTL index on FerretDB: the sign-in clears what has expired, so the collection stays small.
  await deps.models.AdminSession.deleteMany({ expiresAt: { $lte: now } });
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ADMIN_SESSION_SECONDS * 1000);
  await deps.models.AdminSession.create({
    _id: hashOf(secret),
    createdAt: now,
    expiresAt,
    ipAddress: origin.ipAddress,
    userAgent: origin.userAgent.slice(0, 512),
    memberId,
  });
  res.cookie(sessionCookieName(deps.config), secret, {
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.config.isProduction,
    path: '/',
    maxAge: ADMIN_SESSION_SECONDS * 1000,
  });
  return expiresAt;
}

/**
 * Ends this browser's session (the cookie's), or every session of whoever signed in when
 * `everywhere` (a person's own; the token's, every session); returns how many ended.
 */
export async function endAdminSessions(
  deps: Deps,
  req: Request,
  res: Response,
  everywhere: boolean,
  memberId: Types.ObjectId | null = null,
): Promise<number> {
  const secret = sessionSecretOf(req, deps.config);
  const filter = everywhere ? (memberId ? { memberId } : {}) : secret ? { _id: hashOf(secret) } : undefined;
  const ended = filter ? (await deps.models.AdminSession.deleteMany(filter)).deletedCount : 0;
  res.clearCookie(sessionCookieName(deps.config), {
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.config.isProduction,
    path: '/',
  });
  return ended;
}

/** When the cookie's session ends, for the panel to show. */
export async function sessionExpiryOf(deps: Deps, req: Request): Promise<Date | null> {
  const secret = sessionSecretOf(req, deps.config);
  if (!secret) return null;
  const session = await deps.models.AdminSession.findById(hashOf(secret), { expiresAt: 1 }).lean();
  return session?.expiresAt ?? null;
}

/** A person's live sessions, newest first, for the owner's team screen. */
export async function sessionsOf(deps: Deps, memberId: Types.ObjectId) {
  return deps.models.AdminSession.find(
    { memberId, expiresAt: { $gt: deps.now() } },
    { createdAt: 1, expiresAt: 1, ipAddress: 1, userAgent: 1 },
  )
    .sort({ createdAt: -1 })
    .lean();
}

/** Ends every session of a person at once (removed from the team). */
export async function endSessionsOfMember(deps: Deps, memberId: Types.ObjectId): Promise<void> {
  await deps.models.AdminSession.deleteMany({ memberId });
}

/** Ends one of a person's sessions by its id (the stored hash, never the cookie's secret). */
export async function endSessionOf(deps: Deps, memberId: Types.ObjectId, sessionId: string): Promise<boolean> {
  return (await deps.models.AdminSession.deleteOne({ _id: sessionId, memberId })).deletedCount === 1;
}
