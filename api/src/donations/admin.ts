import { decryptFor } from '../crypto/encryption.js';
import { csvCell } from '../csv.js';
import type { Deps } from '../deps.js';
import { TRACKING_FIELDS } from '../../../rules/tracking.js';
import { currentStatus, type DonationDocument } from './model.js';
import { parseDonationId } from './service.js';
import { toOutsideProof } from './outside-proofs.js';
import type { OutsideMethodName } from '../../../rules/outside-donation.js';
import type { Types } from 'mongoose';
import { parseIsoDate } from '../iso-date.js';
import { badInput } from '../errors.js';
import type { AdminDonation, AdminDonationConnection, DonationFilter } from '../generated/graphql.js';
import { centsToReais, reaisToCents } from '../../../rules/money.js';
import { ADMIN_PAGE, afterIdOf, pageNewestFirst, pageSizeOf } from '../db/pagination.js';

const SEARCH_MAX_LENGTH = 100;
const UNREADABLE_CPF = '[CPF ilegível: chave diferente]';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A filter date: a Date from GraphQL's DateTime, or the CSV export's text, read by the same rule. */
function dateOf(value: unknown, field: string): Date | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value instanceof Date) return value;
  const date = parseIsoDate(String(value));
  if (!(date instanceof Date)) throw badInput(field, date.problem);
  return date;
}

/** A filter amount in reais, by the donation form's grammar ("50", "50,5", "1.234,56"). */
function amountOf(value: string | null | undefined, field: string): number | undefined {
  if (value === undefined || value === null || value.trim() === '') return undefined;
  const cents = reaisToCents(value);
  if (cents === null) throw badInput(field, 'Valor inválido: use reais com até duas casas decimais, como "50" ou "50,00".');
  return cents;
}

/** The MongoDB filter of an admin donation filter; the GraphQL field and the CSV export share it. */
export function donationQueryOf(filter: DonationFilter | null | undefined): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  if (!filter) return query;
  if (filter.status) query.status = filter.status.toLowerCase();
  const from = dateOf(filter.from, 'from');
  const to = dateOf(filter.to, 'to');
  if (from || to) query.createdAt = { ...(from ? { $gte: from } : {}), ...(to ? { $lt: to } : {}) };
  if (filter.utmSource) query['tracking.utmSource'] = filter.utmSource;
  if (filter.utmCampaign) query['tracking.utmCampaign'] = filter.utmCampaign;
  const minCents = amountOf(filter.minAmount, 'minAmount');
  const maxCents = amountOf(filter.maxAmount, 'maxAmount');
  if (minCents !== undefined || maxCents !== undefined)
    query.amountCents = {
      ...(minCents !== undefined ? { $gte: minCents } : {}),
      ...(maxCents !== undefined ? { $lte: maxCents } : {}),
    };
  if (filter.search) {
    const search = filter.search.trim();
    if (search.length > SEARCH_MAX_LENGTH) throw badInput('search', `A busca pode ter até ${SEARCH_MAX_LENGTH} caracteres.`);
    if (search) {
      const pattern = { $regex: escapeRegExp(search), $options: 'i' };
      query.$or = [{ name: pattern }, { email: pattern }];
    }
  }
  return query;
}

const ORIGIN_NAMES = { site: 'SITE', 'direct-pix': 'DIRECT_PIX', registered: 'REGISTERED' } as const;

function toOutsideDetails(
  donationId: Types.ObjectId,
  outside: NonNullable<DonationDocument['outside']>,
): NonNullable<AdminDonation['outside']> {
  return {
    method: outside.method as OutsideMethodName,
    receivedOn: outside.receivedOn,
    note: outside.note ?? '',
    proofs: (outside.proofs ?? []).map((proof) => toOutsideProof(donationId, proof)),
    annulledAt: outside.annulledAt ?? null,
    annulReason: outside.annulReason ?? '',
    replacedBy: outside.replacedBy?.toHexString() ?? null,
    replaces: outside.replaces?.toHexString() ?? null,
  };
}

export function toAdminDonation(deps: Deps, donation: DonationDocument): AdminDonation {
  let cpf = '';
  if (donation.cpfEncrypted) {
    try {
      cpf = decryptFor(deps.config, 'cpfAtRest', donation.cpfEncrypted);
    } catch {
      cpf = UNREADABLE_CPF;
    }
  }
  const tracking = (donation.tracking ?? {}) as Record<string, string | undefined>;
  return {
    id: donation._id.toHexString(),
    status: currentStatus(donation, deps.now()).toUpperCase() as AdminDonation['status'],
    amount: centsToReais(donation.amountCents),
    name: donation.name,
    email: donation.email,
    phone: donation.phone ?? '',
    cpf,
    isAnonymous: donation.isAnonymous,
    message: donation.message ?? '',
    product: donation.product ?? '',
    txid: donation.txid,
    createdAt: donation.createdAt as Date,
    pixIssuedAt: donation.pixIssuedAt ?? null,
    expiresAt: donation.expiresAt ?? null,
    paidAt: donation.paidAt ?? null,
    confirmedBy: donation.confirmedBy ?? '',
    origin: ORIGIN_NAMES[donation.origin ?? 'site'],
    payerMessage: donation.payerMessage ?? '',
    dedication: donation.dedication
      ? {
          kind: donation.dedication.kind as 'IN_HONOUR' | 'IN_MEMORY',
          name: donation.dedication.name,
          email: donation.dedication.email ?? '',
          message: donation.dedication.message ?? '',
          showAmount: donation.dedication.showAmount === true,
        }
      : null,
    publishedAt: donation.publishedAt ?? null,
    outside: donation.outside ? toOutsideDetails(donation._id, donation.outside) : null,
    ipAddress: donation.ipAddress ?? '',
    userAgent: donation.userAgent ?? '',
    tracking: Object.fromEntries(TRACKING_FIELDS.map((field) => [field, tracking[field] ?? null])) as AdminDonation['tracking'],
  };
}

export async function listDonations(
  deps: Deps,
  args: { filter?: DonationFilter | null; first?: number | null; after?: string | null },
): Promise<AdminDonationConnection> {
  const { page, pageInfo } = await pageNewestFirst<DonationDocument>(
    deps.models.Donation,
    donationQueryOf(args.filter),
    pageSizeOf(args.first, ADMIN_PAGE),
    afterIdOf(args.after),
  );
  return { nodes: page.map((doc) => toAdminDonation(deps, doc)), pageInfo };
}

export async function getAdminDonation(deps: Deps, id: unknown): Promise<AdminDonation | null> {
  const donation = await deps.models.Donation.findById(parseDonationId(id, 'id')).lean<DonationDocument>();
  return donation ? toAdminDonation(deps, donation) : null;
}

// ---- CSV export

const CSV_COLUMNS = [
  'id',
  'createdAt',
  'status',
  'amount',
  'name',
  'email',
  'phone',
  'cpf',
  'isAnonymous',
  'message',
  'product',
  'txid',
  'pixIssuedAt',
  'expiresAt',
  'paidAt',
  'confirmedBy',
  'ipAddress',
  'userAgent',
  ...TRACKING_FIELDS,
] as const;

export function csvHeader(): string {
  return `${CSV_COLUMNS.join(',')}\r\n`;
}

export function csvRow(donation: AdminDonation): string {
  const flat: Record<string, unknown> = { ...donation, ...donation.tracking };
  return `${CSV_COLUMNS.map((column) => csvCell(flat[column])).join(',')}\r\n`;
}

/**
 * Every donation matching the filter, one at a time, in the order the database stores
 * them (oldest first, as they were created; a spreadsheet sorts them as the organiser
 * likes): one cursor read in batches of 1000, so memory stays flat and the walk is a
 * single pass. Sorting it (or restarting it by `_id` range per batch) costs an index walk
 * on MongoDB, but on FerretDB v1 a sort of the whole collection before the first row,
 * which at 100,000 donations outlasts the request.
 */
export async function* donationsForExport(deps: Deps, filter: DonationFilter): AsyncGenerator<AdminDonation> {
  const cursor = deps.models.Donation.find(donationQueryOf(filter)).batchSize(1000).lean<DonationDocument[]>().cursor();
  for await (const donation of cursor) yield toAdminDonation(deps, donation as unknown as DonationDocument);
}
