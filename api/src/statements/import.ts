import { Types } from 'mongoose';
import { recordAudit, type AdminActor } from '../audit/service.js';
import { getCampaignState } from '../campaign/service.js';
import { isDuplicateKeyError } from '../db/ids.js';
import type { Deps } from '../deps.js';
import type { DonationDocument } from '../donations/model.js';
import { donationMatchKey, type StatementImportDocument, type StatementLineDocument, type StatementLineStatus } from './model.js';
import { readStatement, type StatementLineRead } from './parse.js';

export const DEBIT_REASON = 'Débito: dinheiro que saiu da conta, não é doação.';
export const OWN_TRANSFER_REASON = 'Transferência entre contas da própria campanha.';
export const ZERO_REASON = 'Lançamento de valor zero.';
/** A site donation and a bank line are the same money when the amount is equal and it was paid this close to the posting day. */
export const MATCH_WINDOW_DAYS = 1;
const DAY_MS = 86_400_000;

/** A PIX end-to-end id (BACEN: "E", the ISPB, the date and time, 11 characters): 32 letters and digits. */
const END_TO_END_ID = /(?<![0-9A-Za-z])E[0-9A-Za-z]{31}(?![0-9A-Za-z])/;

const plainUpper = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
const alphanumerics = (text: string) => plainUpper(text).replace(/[^0-9A-Z]/g, '');

/** How the campaign's own money looks in its statements: its CNPJ (digits, or the 2026 alphanumeric form) and its name. */
interface Organisation {
  cnpj: string;
  name: string;
}

/** Money moved between the campaign's own accounts: never a donation. */
function isOwnTransfer(line: StatementLineRead, organisation: Organisation): boolean {
  if (organisation.cnpj.length === 14 && alphanumerics(line.description).includes(organisation.cnpj)) return true;
  const name = plainUpper(organisation.name).replace(/\s+/g, ' ').trim();
  return line.trnType === 'XFER' && name.length > 0 && plainUpper(line.description).replace(/\s+/g, ' ').includes(name);
}

type Decision =
  | { status: 'ignored'; reason: string }
  | { status: 'candidates'; endToEndId: string; candidates: { donationId: Types.ObjectId; by: 'endToEndId' | 'amountAndDay' }[] };

/**
 * The paid donations this credit may be: the one paid by the PIX its memo names, then those of
 * the same amount paid within MATCH_WINDOW_DAYS of the posting day, closest in time first.
 */
async function candidatesFor(
  deps: Deps,
  line: StatementLineRead,
  endToEndId: string,
): Promise<{ donationId: Types.ObjectId; by: 'endToEndId' | 'amountAndDay' }[]> {
  const found: { donationId: Types.ObjectId; by: 'endToEndId' | 'amountAndDay' }[] = [];
  if (endToEndId) {
    // The payment's record is found by its unique end-to-end id; the donation must say it was paid by it.
    const payment = await deps.models.PixPayment.findOne({ endToEndId }, { donationId: 1 }).lean<{
      donationId?: Types.ObjectId | null;
    }>();
    if (payment?.donationId) {
      const donation = await deps.models.Donation.findOne(
        { _id: payment.donationId, status: 'paid', paidEndToEndId: endToEndId },
        { _id: 1 },
      ).lean<Pick<DonationDocument, '_id'>>();
      if (donation) found.push({ donationId: donation._id, by: 'endToEndId' });
    }
  }
  const dayStart = new Date(`${line.postedOn}T03:00:00.000Z`).getTime();
  const sameAmount = await deps.models.Donation.find(
    {
      status: 'paid',
      paidAt: {
        $gte: new Date(dayStart - MATCH_WINDOW_DAYS * DAY_MS),
        $lt: new Date(dayStart + (1 + MATCH_WINDOW_DAYS) * DAY_MS),
      },
      amountCents: line.amountCents,
    },
    { _id: 1, paidAt: 1 },
  )
    // The index {status, paidAt, _id} walks the window; the amount is checked on the way.
    .sort({ paidAt: -1, _id: -1 })
    .lean<Pick<DonationDocument, '_id' | 'paidAt'>[]>();
  const distance = (donation: Pick<DonationDocument, 'paidAt'>) =>
    Math.abs((donation.paidAt?.getTime() ?? 0) - line.postedAt.getTime());
  for (const donation of sameAmount.sort((a, b) => distance(a) - distance(b)))
    if (!found.some((item) => item.donationId.equals(donation._id))) found.push({ donationId: donation._id, by: 'amountAndDay' });
  return found;
}

async function decide(deps: Deps, line: StatementLineRead, organisation: Organisation): Promise<Decision> {
  if (line.amountCents < 0) return { status: 'ignored', reason: DEBIT_REASON };
  if (line.amountCents === 0) return { status: 'ignored', reason: ZERO_REASON };
  if (isOwnTransfer(line, organisation)) return { status: 'ignored', reason: OWN_TRANSFER_REASON };
  const endToEndId = END_TO_END_ID.exec(line.description)?.[0] ?? '';
  return { status: 'candidates', endToEndId, candidates: await candidatesFor(deps, line, endToEndId) };
}

/**
 * Stores one new line under its derived _id, standing for the first candidate no other line stands
 * for (matchKey is unique). 'existing' when another import stored the line meanwhile.
 */
async function storeLine(
  deps: Deps,
  importId: Types.ObjectId,
  statement: { format: 'ofx' | 'csv'; account: string },
  line: StatementLineRead,
  decision: Decision,
): Promise<StatementLineStatus | 'existing'> {
  const base = {
    _id: line.id,
    importId,
    format: statement.format,
    account: statement.account,
    bankRef: line.bankRef,
    postedOn: line.postedOn,
    postedAt: line.postedAt,
    amountCents: line.amountCents,
    trnType: line.trnType,
    description: line.description,
  };
  const ownKey = `line:${line.id.toHexString()}`;
  const attempts: Partial<StatementLineDocument>[] =
    decision.status === 'ignored'
      ? [{ status: 'ignored', ignoredReason: decision.reason, ignoredBy: 'import', matchKey: ownKey }]
      : [
          ...decision.candidates.map((candidate) => ({
            status: 'matched' as const,
            matchedBy: candidate.by,
            matchedDonationId: candidate.donationId,
            matchKey: donationMatchKey(candidate.donationId),
            endToEndId: decision.endToEndId,
          })),
          { status: 'unmatched' as const, matchKey: ownKey, endToEndId: decision.endToEndId },
        ];
  for (const attempt of attempts) {
    try {
      await deps.models.StatementLine.create({ ...base, ...attempt });
      return attempt.status as StatementLineStatus;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      // The line itself is there (a concurrent import of it), or its donation is another line's: try the next.
      if (await deps.models.StatementLine.exists({ _id: line.id })) return 'existing';
    }
  }
  return 'existing';
}

/**
 * Imports a statement file: each line not seen before is stored once and sorted out (matched to a
 * site donation, waiting for the organiser, or ignored by rule); lines seen before are counted and
 * left as they are. Moves no total: only accepting a line does (statements/review.ts). Audited.
 */
export async function importStatement(
  deps: Deps,
  actor: AdminActor,
  file: { bytes: Uint8Array; name: string },
): Promise<StatementImportDocument> {
  const statement = readStatement(file.bytes);
  const { content } = await getCampaignState(deps);
  const organisation = { cnpj: alphanumerics(content.organisation.cnpj ?? ''), name: content.organisation.name ?? '' };
  const importId = new Types.ObjectId();
  const known = new Set(
    (
      await deps.models.StatementLine.find({ _id: { $in: statement.lines.map((line) => line.id) } }, { _id: 1 }).lean<
        { _id: Types.ObjectId }[]
      >()
    ).map((line) => line._id.toHexString()),
  );
  const counts = { inserted: 0, alreadyImported: 0, matched: 0, unmatched: 0, ignored: 0 };
  // One line after the other, in the file's order: two equal credits take two donations, closest first.
  for (const line of statement.lines) {
    if (known.has(line.id.toHexString())) {
      counts.alreadyImported++;
      continue;
    }
    const stored = await storeLine(deps, importId, statement, line, await decide(deps, line, organisation));
    if (stored === 'existing') {
      counts.alreadyImported++;
      continue;
    }
    counts.inserted++;
    counts[stored === 'accepted' ? 'unmatched' : stored]++;
  }
  const days = statement.lines.map((line) => line.postedOn).sort();
  const stored = (
    await deps.models.StatementImport.create({
      _id: importId,
      at: deps.now(),
      fileName: file.name.slice(0, 200),
      format: statement.format,
      account: statement.account,
      firstDay: days[0] ?? '',
      lastDay: days.at(-1) ?? '',
      credits: statement.lines.filter((line) => line.amountCents > 0).length,
      debits: statement.lines.filter((line) => line.amountCents < 0).length,
      ...counts,
    })
  ).toObject() as StatementImportDocument;
  const { _id, at: _at, ...summary } = stored;
  await recordAudit(deps, actor, { action: 'importStatement', target: _id.toHexString(), details: summary });
  return stored;
}
