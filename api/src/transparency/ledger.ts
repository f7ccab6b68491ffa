import type { DedicationKind } from '../../../rules/dedication.js';
import { withoutBidiControls } from '../../../rules/rule.js';
import type { Types } from 'mongoose';
import { publicRead } from '../cache/public-cache.js';
import { CAMPAIGN_ID } from '../campaign/model.js';
import type { CampaignContent } from '../campaign/content.js';
import { memorySlot, type Deps } from '../deps.js';
import type { DonationDocument } from '../donations/model.js';
import { parseDonationId, publicDonorName } from '../donations/service.js';
import { AppError, badInput } from '../errors.js';
import { pageSizeOf } from '../db/pagination.js';
import type { CampaignUpdateDocument, ExpenseDocument } from './model.js';
import { OUTSIDE_METHOD_LABELS, type OutsideMethodName } from '../../../rules/outside-donation.js';
import { publicReferenceOf, readPublicReference } from '../receipts/reference.js';
import {
  confirmingEndToEndIds,
  rebuildLedger,
  type RefundKind,
  type StoredLedger,
  type StoredLedgerDuplicate,
  type StoredLedgerRefund,
} from './ledger-store.js';
import type { StoredBudget } from './budget.js';
import { storedOfficialChannels } from '../campaign/official-channels.js';

/**
 * The public ledger: where every real the campaign received came from and where it
 * went. The page, the JSON and the CSV are three views of this one reading, so they
 * cannot disagree. Amounts are cents here; the views format them.
 */

export const LEDGER_DONATIONS_PAGE = { max: 500, fallback: 50 };

export interface LedgerTotals {
  /** Raised before this site, as the organiser declared it (the campaign's baseline). */
  baselineCents: number;
  confirmedCents: number;
  confirmedCount: number;
  /** Of the confirmed, PIX sent straight to the key; the rest came through the site's codes. */
  directCents: number;
  directCount: number;
  /** Of the confirmed, registered by the organisation (cash, transfers, events), annulled ones taken off. */
  registeredCents: number;
  registeredCount: number;
  /** Refunds of counted donations, done. */
  refundedCents: number;
  refundedCount: number;
  /** The campaign's total, what the hero shows. */
  raisedCents: number;
  /** baseline + confirmed − refunded: equals raisedCents when the books close. */
  expectedRaisedCents: number;
  spentCents: number;
  /** raised − spent. */
  balanceCents: number;
  /** Second payments of paid charges: received, never counted, to be sent back. */
  duplicateCents: number;
  duplicateCount: number;
  duplicateRefundedCents: number;
}

export interface LedgerDonation {
  id: string;
  reference: string;
  name: string;
  amountCents: number;
  paidAt: Date;
  refunded: boolean;
  /** A month of a monthly donation (Pix Automático): the line says "mensal". */
  monthly: boolean;
  /** A PIX sent straight to the key, without a code of the site: the line says "direto na chave". */
  directToKey: boolean;
  /** Registered by the organisation, and how it came ("dinheiro", "transferência"…); null otherwise. */
  registered: { method: string } | null;
  /** A registered entry the organisation annulled (a correction): the line says "anulada" and counts nowhere. */
  annulled: boolean;
  /** "Em homenagem a" / "Em memória de" someone, only when the donor is named (never the address); null otherwise. */
  dedication: { kind: DedicationKind; name: string } | null;
}

export type { RefundKind };

export type LedgerRefund = Omit<StoredLedgerRefund, 'donationId' | 'countsInTotals' | 'ofPayment'>;
export type LedgerDuplicate = StoredLedgerDuplicate;

export interface Ledger {
  generatedAt: Date;
  campaignTitle: string;
  totals: LedgerTotals;
  donations: { nodes: LedgerDonation[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
  expenses: ExpenseDocument[];
  refunds: LedgerRefund[];
  duplicates: LedgerDuplicate[];
  updates: CampaignUpdateDocument[];
  /** The planned budget (budget.ts), kept beside the lists; null while none was set. */
  budget: StoredBudget | null;
  /** The official profiles' addresses, which /transparencia names in its head as every page does. */
  officialLinks: string[];
  /** The donations whose refund is done: their lines say "devolvida". Never shown as such. */
  refundedDonationIds: ReadonlySet<string>;
}

/**
 * The totals from the campaign document: its `raisedCents` (the hero's), the baseline as
 * declared, the confirmed donations counted with each payment and the sums of the kept
 * lists. `npm run reconcile` (payments/books.ts) checks the same figures against the
 * collections themselves.
 */
function ledgerTotalsOf(campaign: { raisedCents: number; content: unknown }, stored: StoredLedger): LedgerTotals {
  const baselineCents = (campaign.content as CampaignContent).baselineRaisedCents;
  const sum = (lines: { amountCents: number }[]) => lines.reduce((total, line) => total + line.amountCents, 0);
  const refunds = stored.refunds ?? [];
  const refunded = refunds.filter((refund) => refund.status === 'DEVOLVIDO' && refund.countsInTotals);
  const duplicatesRefunded = refunds.filter(
    (refund) => refund.status === 'DEVOLVIDO' && !refund.countsInTotals && refund.ofPayment,
  );
  const confirmedCents = stored.confirmedCents ?? 0;
  const refundedCents = sum(refunded);
  const spentCents = sum(stored.expenses ?? []);
  return {
    baselineCents,
    confirmedCents,
    confirmedCount: stored.confirmedCount ?? 0,
    directCents: stored.directCents ?? 0,
    directCount: stored.directCount ?? 0,
    registeredCents: stored.registeredCents ?? 0,
    registeredCount: stored.registeredCount ?? 0,
    refundedCents,
    refundedCount: refunded.length,
    raisedCents: campaign.raisedCents,
    expectedRaisedCents: baselineCents + confirmedCents - refundedCents,
    spentCents,
    balanceCents: campaign.raisedCents - spentCents,
    duplicateCents: sum(stored.duplicates ?? []),
    duplicateCount: stored.duplicates?.length ?? 0,
    duplicateRefundedCents: sum(duplicatesRefunded),
  };
}

const donationFields = {
  name: 1,
  isAnonymous: 1,
  amountCents: 1,
  paidAt: 1,
  paidEndToEndId: 1,
  recurrenceId: 1,
  origin: 1,
  // Whole: a registered entry's record is small, and only its method and annulment leave the server.
  outside: 1,
  // Whole too: only the kind and the honoree's name leave the server.
  dedication: 1,
} as const;
type LineSource = Pick<DonationDocument, '_id' | 'name' | 'isAnonymous' | 'amountCents' | 'paidAt' | 'paidEndToEndId'> &
  Partial<Pick<DonationDocument, 'recurrenceId' | 'origin' | 'outside' | 'dedication'>>;

/** The donations refunded, from the kept refunds: a line says "devolvida" without reading the refunds. */
const refundedDonationsOf = (stored: StoredLedger) =>
  new Set(
    (stored.refunds ?? []).flatMap((refund) =>
      refund.status === 'DEVOLVIDO' && refund.countsInTotals && refund.donationId ? [refund.donationId] : [],
    ),
  );

/** Lines from donations read with their end-to-end id (ledger-store.ts): no other read. */
function toLedgerDonations(donations: LineSource[], refunded: ReadonlySet<string>): LedgerDonation[] {
  return donations.map((donation) => {
    const id = donation._id.toHexString();
    return {
      id,
      reference: publicReferenceOf({ endToEndId: donation.paidEndToEndId, donationId: donation._id }),
      name: publicDonorName(donation),
      amountCents: donation.amountCents,
      paidAt: donation.paidAt!,
      refunded: refunded.has(id),
      monthly: Boolean(donation.recurrenceId),
      directToKey: donation.origin === 'direct-pix',
      registered:
        donation.origin === 'registered' && donation.outside
          ? { method: OUTSIDE_METHOD_LABELS[donation.outside.method as OutsideMethodName] }
          : null,
      annulled: Boolean(donation.outside?.annulledAt),
      // Published with the donor's name only: an anonymous donor's dedication could name them to whoever knows the honoree.
      dedication:
        donation.dedication && !donation.isAnonymous
          ? { kind: donation.dedication.kind as DedicationKind, name: withoutBidiControls(donation.dedication.name) }
          : null,
    };
  });
}

/** The kept part of the ledger, built from the collections the first time (after an upgrade). */
async function readStoredLedger(deps: Deps) {
  const fields = { raisedCents: 1, 'content.title': 1, 'content.baselineRaisedCents': 1, ledger: 1, officialChannels: 1 };
  let campaign = await deps.models.Campaign.findById(CAMPAIGN_ID, fields).lean();
  if (!campaign) throw new AppError('SERVICE_UNAVAILABLE', 'A campanha ainda não foi carregada. Tente novamente em instantes.');
  if (!(campaign.ledger as StoredLedger | undefined)?.countedAt) {
    await builtOnce(deps);
    campaign = (await deps.models.Campaign.findById(CAMPAIGN_ID, fields).lean())!;
  }
  return { campaign, stored: campaign.ledger as StoredLedger };
}

// Concurrent first readers of one app share one build.
const building = memorySlot('ledger build', () => ({ current: null as Promise<unknown> | null }));
function builtOnce(deps: Deps): Promise<unknown> {
  const build = deps.memory.get(building);
  build.current ??= rebuildLedger(deps).finally(() => {
    build.current = null;
  });
  return build.current;
}

/** The public reference of one paid donation: what its donor's page and receipt show. */
export async function referenceOfDonation(deps: Deps, donationId: Types.ObjectId): Promise<string> {
  const endToEndIds = await confirmingEndToEndIds(deps, [donationId]);
  return publicReferenceOf({ endToEndId: endToEndIds.get(donationId.toHexString()), donationId });
}

/**
 * Confirmed donations, newest first, `after` the id of the last one already shown: one
 * index walk ({status, paidAt, _id}), plus one read by _id of the cursor for a later page.
 * `refunded` is the set of donations refunded (Ledger.refundedDonationIds).
 */
export async function readLedgerDonations(
  deps: Deps,
  options: { first?: number | null; after?: string | null },
  refunded: ReadonlySet<string>,
): Promise<Ledger['donations']> {
  const size = pageSizeOf(options.first, LEDGER_DONATIONS_PAGE);
  const filter: Record<string, unknown> = { status: 'paid' };
  if (options.after) {
    const afterId = parseDonationId(options.after, 'after');
    const cursor = await deps.models.Donation.findOne({ _id: afterId, status: 'paid' }, { paidAt: 1 }).lean();
    if (!cursor?.paidAt) throw badInput('after', 'Cursor inválido: use o id da última doação da página anterior.');
    filter.$or = [{ paidAt: { $lt: cursor.paidAt } }, { paidAt: cursor.paidAt, _id: { $lt: afterId } }];
  }
  const donations = await deps.models.Donation.find(filter, donationFields)
    .sort({ paidAt: -1, _id: -1 })
    .limit(size + 1)
    .lean<LineSource[]>();
  const nodes = toLedgerDonations(donations.slice(0, size), refunded);
  return { nodes, pageInfo: { hasNextPage: donations.length > size, endCursor: nodes.at(-1)?.id ?? null } };
}

/** Batch size of the reference index's reads: one read of donations and one of payments per batch. */
const INDEX_BATCH = 500;
/** A miss refreshes the index at most this often, so made-up references cannot make the server scan. */
const INDEX_REFRESH_SECONDS = 2;
/** Donations paid this long before the last scan are read again: confirmations finish in any order. */
const INDEX_OVERLAP_SECONDS = 300;

interface ReferenceIndex {
  /** Public reference → donation id. */
  ids: Map<string, string>;
  scannedFrom: Date | null;
  refreshedAt: number;
  refreshing: Promise<void> | null;
}

const referenceIndex = memorySlot('ledger reference index', (): ReferenceIndex => ({
  ids: new Map(),
  scannedFrom: null,
  refreshedAt: 0,
  refreshing: null,
}));

/**
 * References are one-way hashes, so a search cannot ask the database for one: each
 * process keeps reference → donation for the confirmed donations, read once and then
 * only the newly paid ones, on a miss, at most every INDEX_REFRESH_SECONDS.
 */
async function refreshReferenceIndex(deps: Deps, index: ReferenceIndex): Promise<void> {
  const startedAt = deps.now();
  const filter: Record<string, unknown> = { status: 'paid' };
  if (index.scannedFrom) filter.paidAt = { $gte: new Date(index.scannedFrom.getTime() - INDEX_OVERLAP_SECONDS * 1000) };
  const cursor = deps.models.Donation.find(filter, donationFields).lean<DonationDocument[]>().cursor({ batchSize: INDEX_BATCH });
  for await (const donation of cursor) {
    const [line] = toLedgerDonations([donation as unknown as LineSource], new Set());
    index.ids.set(line!.reference, line!.id);
  }
  index.scannedFrom = startedAt;
}

/** The confirmed donation with this public reference, or null. */
export async function findDonationByReference(deps: Deps, text: unknown): Promise<LedgerDonation | null> {
  const reference = readPublicReference(text);
  if (!reference)
    throw badInput(
      'ref',
      'Referência inválida: são 8 letras e números, como 7KQ2-M9XD, ou o ID da transação do PIX (32 caracteres, começa com E).',
    );
  const index = deps.memory.get(referenceIndex);
  const lineOf = async (): Promise<LedgerDonation | null> => {
    const id = index.ids.get(reference);
    if (!id) return null;
    const donation = await deps.models.Donation.findOne({ _id: id, status: 'paid' }, donationFields).lean<LineSource>();
    if (!donation) return null;
    const { stored } = await readStoredLedger(deps);
    const [line] = toLedgerDonations([donation], refundedDonationsOf(stored));
    return line?.reference === reference ? line : null;
  };
  const found = await lineOf();
  if (found) return found;
  const now = deps.now().getTime();
  if (!index.refreshing && now - index.refreshedAt >= INDEX_REFRESH_SECONDS * 1000) {
    index.refreshedAt = now;
    index.refreshing = refreshReferenceIndex(deps, index).finally(() => (index.refreshing = null));
  }
  await index.refreshing;
  return lineOf();
}

/** The whole ledger with one page of donations. */
export function readLedger(deps: Deps, options: { first?: number | null; after?: string | null } = {}): Promise<Ledger> {
  const size = pageSizeOf(options.first, LEDGER_DONATIONS_PAGE);
  const after = options.after ?? '';
  return publicRead(deps, `ledger:${size}:${after}`, async () => {
    // Two commands at any number of donations: the campaign document, then one page of donations.
    const { campaign, stored } = await readStoredLedger(deps);
    const refundedDonationIds = refundedDonationsOf(stored);
    const donations = await readLedgerDonations(deps, { first: size, after }, refundedDonationIds);
    return {
      generatedAt: deps.now(),
      campaignTitle: (campaign.content as Partial<CampaignContent> | undefined)?.title ?? '',
      totals: ledgerTotalsOf(campaign, stored),
      donations,
      expenses: stored.expenses ?? [],
      refunds: stored.refunds ?? [],
      duplicates: stored.duplicates ?? [],
      updates: stored.updates ?? [],
      budget: (stored as { budget?: StoredBudget }).budget ?? null,
      // Read with the same document: the page costs no extra command for them.
      officialLinks: storedOfficialChannels(campaign.officialChannels).links.map((link) => link.url),
      refundedDonationIds,
    };
  });
}

/** Every confirmed donation, newest first, one batch at a time: the CSV never holds them all. */
export async function* allLedgerDonations(
  deps: Deps,
  ledger: Pick<Ledger, 'refundedDonationIds'>,
): AsyncGenerator<LedgerDonation> {
  let after: string | null = null;
  for (;;) {
    const page = await readLedgerDonations(deps, { first: LEDGER_DONATIONS_PAGE.max, after }, ledger.refundedDonationIds);
    yield* page.nodes;
    if (!page.pageInfo.hasNextPage) return;
    after = page.pageInfo.endCursor;
  }
}
