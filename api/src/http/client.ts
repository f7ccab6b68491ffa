import type { Request } from 'express';

/** The client's address as this server sees it: req.ip honours TRUST_PROXY; a client-sent ipAddress is never read. */
export function clientIpOf(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** What the server records about who made a request. */
export function requestOriginOf(req: Request): { ipAddress: string; userAgent: string } {
  return { ipAddress: clientIpOf(req), userAgent: req.get('user-agent') ?? '' };
}
