import { createHash } from 'node:crypto';
import type { Deps } from '../deps.js';
import { ADMIN_PAGE, afterIdOf, pageNewestFirst, pageSizeOf } from '../db/pagination.js';
import type { AuditEntryConnection } from '../generated/graphql.js';
import type { AuditEntryDocument } from './model.js';
import { maskedTaxId } from '../../../rules/documents.js';

export interface AdminActor {
  ipAddress: string;
  userAgent: string;
  /** The team member signed in ("Name <address>"); absent for the admin token, which the entry names "admin:<fingerprint> (token)". */
  who?: string;
}

/** "admin:<first 8 hex of SHA-256 of the token>": tells tokens apart without storing one; a person is named instead. */
export function actorOf(adminToken: string | undefined): string {
  if (!adminToken) return 'admin';
  return `admin:${createHash('sha256').update(adminToken).digest('hex').slice(0, 8)}`;
}

/** Who made a change, as the trail names them (and whatever else records who did something, e.g. an answer to a donor). */
export const actorNameOf = (deps: Deps, actor: AdminActor): string => actor.who ?? `${actorOf(deps.config.ADMIN_TOKEN)} (token)`;

export async function recordAudit(
  deps: Deps,
  actor: AdminActor,
  entry: { action: string; target: string; details?: Record<string, unknown> },
): Promise<void> {
  await deps.models.AuditEntry.create({
    at: deps.now(),
    action: entry.action,
    target: entry.target,
    actor: actorNameOf(deps, actor),
    ipAddress: actor.ipAddress,
    userAgent: actor.userAgent.slice(0, 512),
    details: entry.details ?? {},
  });
}

/** A person as the trail stores them, "Name <address>", named without the address; the token's name has none. */
export const withoutAddress = (actor: string) => actor.replace(/\s*<[^<>]*>$/, '');

/** Details as a reader who is not the owner reads them: a person's CPF (the organisation's identity) masked, as the public pages show it. */
function withTaxIdsMasked(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withTaxIdsMasked);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      (key === 'cnpj' || key === 'cpf') && typeof item === 'string' ? maskedTaxId(item) : withTaxIdsMasked(item),
    ]),
  );
}

/**
 * The organiser's trail, newest first. `seesAddresses`: the team's addresses are the owner's
 * (like the team screen), so every other role reads each person by name only, and a CPF in the
 * details (the organisation's identity, changed by the owner) masked.
 */
export async function listAuditLog(
  deps: Deps,
  args: { first?: number | null; after?: string | null },
  seesAddresses: boolean,
): Promise<AuditEntryConnection> {
  const { page, pageInfo } = await pageNewestFirst<AuditEntryDocument>(
    deps.models.AuditEntry,
    {},
    pageSizeOf(args.first, ADMIN_PAGE),
    afterIdOf(args.after),
  );
  return {
    nodes: page.map((doc) => ({
      id: doc._id.toHexString(),
      at: doc.at,
      action: doc.action,
      target: doc.target,
      actor: seesAddresses ? doc.actor : withoutAddress(doc.actor),
      ipAddress: doc.ipAddress ?? '',
      details: JSON.stringify(seesAddresses ? (doc.details ?? {}) : withTaxIdsMasked(doc.details ?? {})),
    })),
    pageInfo,
  };
}
