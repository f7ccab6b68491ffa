import type { Request } from 'express';

/** The client's address as this server sees it: req.ip honours TRUST_PROXY; a client-sent ipAddress is never read. */
export function clientIpOf(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** Who signed the request in, once the admin check named them (security/admin-auth.ts), for the audit: kept with the response's locals. */
export function nameSignedIn(req: Request, who: string): void {
  if (req.res) (req.res.locals as { signedIn?: string }).signedIn = who;
}

/** What the server records about who made a request: its address, browser and, when signed in, who. */
export function requestOriginOf(req: Request): { ipAddress: string; userAgent: string; who?: string } {
  const who = (req.res?.locals as { signedIn?: string } | undefined)?.signedIn;
  return { ipAddress: clientIpOf(req), userAgent: req.get('user-agent') ?? '', ...(who !== undefined && { who }) };
}
