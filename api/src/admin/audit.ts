import { createHash } from 'node:crypto';
import type { Deps } from '../deps.js';

export interface AdminActor {
  ipAddress: string;
  userAgent: string;
}

/** "admin:<first 8 hex of SHA-256 of the token>": tells tokens apart without storing one. */
export function actorOf(adminToken: string | undefined): string {
  if (!adminToken) return 'admin';
  return `admin:${createHash('sha256').update(adminToken).digest('hex').slice(0, 8)}`;
}

export async function recordAudit(
  deps: Deps,
  actor: AdminActor,
  entry: { action: string; target: string; details?: Record<string, unknown> },
): Promise<void> {
  await deps.models.AuditEntry.create({
    at: deps.now(),
    action: entry.action,
    target: entry.target,
    actor: actorOf(deps.config.ADMIN_TOKEN),
    ipAddress: actor.ipAddress,
    userAgent: actor.userAgent.slice(0, 512),
    details: entry.details ?? {},
  });
}
