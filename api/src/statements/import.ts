import { Types } from 'mongoose';
import { recordAudit, type AdminActor } from '../audit/service.js';
import { getCampaignState } from '../campaign/service.js';
import { statementsChanged } from './changed.js';
import { formatDate } from '../../../rules/brasilia-time.js';
import { isDuplicateKeyError } from '../db/ids.js';
import type { Deps } from '../deps.js';
import type { DonationDocument } from '../donations/model.js';
import { AppError } from '../errors.js';
import {
  bankIdOf,
  depositWordsOf,
  donationMatchKey,
  isSameDeposit,
  ownTurnKey,
  turnKeyOf,
  type DepositFacts,
  type StatementImportDocument,
  type StatementLineDocument,
  type StatementLineStatus,
} from './model.js';
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

/** What is read of a credit's fellows (the lines of its day and amount) to decide about it. */
export type Fellow = Pick<
  StatementLineDocument,
  | '_id'
  | 'importId'
  | 'fileName'
  | 'format'
  | 'account'
  | 'bankRef'
  | 'postedOn'
  | 'amountCents'
  | 'description'
  | 'endToEndId'
  | 'status'
  | 'twinOf'
  | 'turn'
  | 'createdAt'
>;
const FELLOW_FIELDS = {
  importId: 1,
  fileName: 1,
  format: 1,
  account: 1,
  bankRef: 1,
  postedOn: 1,
  amountCents: 1,
  description: 1,
  endToEndId: 1,
  status: 1,
  twinOf: 1,
  turn: 1,
  createdAt: 1,
} as const;

/**
 * The lines of one day and amount, the only ones a credit can be the same deposit as, and the
 * next turn to decide among them (model.ts `turn`).
 */
export async function fellowsOf(deps: Deps, postedOn: string, amountCents: number): Promise<{ fellows: Fellow[]; turn: number }> {
  const fellows = await deps.models.StatementLine.find({ postedOn, amountCents }, FELLOW_FIELDS).lean<Fellow[]>();
  // Lines stored before turns existed have none (0).
  return { fellows, turn: Math.max(0, ...fellows.map((fellow) => fellow.turn ?? 0)) + 1 };
}

/**
 * How many times a decision looks again after another took its turn before giving up: each retry
 * means another decision of that day and amount was written, so this is never reached but by a bug.
 */
export const TURN_ROUNDS_MAX = 50;
export const busyDay = () =>
  new AppError(
    'CONFLICT',
    'Muitas importações ou decisões sobre lançamentos do mesmo dia e valor ao mesmo tempo: tente de novo em instantes (nada foi contado duas vezes).',
  );

/** The file a line came from, as the organiser named it: kept on the line, or on its import (lines stored before). */
export async function fileNameOf(deps: Deps, line: Pick<Fellow, 'fileName' | 'importId'>): Promise<string> {
  if (line.fileName) return line.fileName;
  const stored = await deps.models.StatementImport.findById(line.importId, { fileName: 1 }).lean<{ fileName?: string }>();
  return stored?.fileName ?? '';
}

/** "Mesmo lançamento do extrato planilha.csv importado em 01/12/2026 (CSV): não é outra doação." */
export const copyReasonOf = (original: Pick<Fellow, 'format' | 'createdAt'>, fileName: string): string =>
  `Mesmo lançamento do extrato ${fileName ? `${fileName} ` : ''}importado em ${formatDate(original.createdAt)} (${original.format.toUpperCase()}): não é outra doação.`;

/**
 * The original this new line is a copy of: a line of another file, of a deposit (an original and
 * its copies) that has no line of this import yet and whose every line is the same movement
 * (isSameDeposit). So twins pair one to one: two R$ 77 in the CSV and three in the OFX make two
 * copies and one new credit. The strongest evidence first (the same PIX end-to-end id or FITID,
 * then the same words), then the oldest deposit. null: a new credit.
 */
export function originalOf(line: DepositFacts, importId: Types.ObjectId, fellows: Fellow[]): Fellow | null {
  const deposits = new Map<string, Fellow[]>();
  for (const fellow of fellows) {
    const root = (fellow.twinOf ?? fellow._id).toHexString();
    deposits.set(root, [...(deposits.get(root) ?? []), fellow]);
  }
  const words = depositWordsOf(line.description);
  const strengthOf = (lines: Fellow[]) =>
    lines.some(
      (other) =>
        (line.endToEndId !== '' && other.endToEndId === line.endToEndId) ||
        (bankIdOf(line) !== '' && bankIdOf(other) === bankIdOf(line)),
    )
      ? 2
      : lines.some((other) => depositWordsOf(other.description) === words)
        ? 1
        : 0;
  let best: { original: Fellow; strength: number } | null = null;
  for (const [root, lines] of deposits) {
    if (lines.some((other) => other.importId.equals(importId) || !isSameDeposit(line, other))) continue;
    const original = lines.find((other) => other._id.toHexString() === root) ?? lines[0]!;
    const strength = strengthOf(lines);
    const older =
      best !== null &&
      (original.createdAt.getTime() - best.original.createdAt.getTime() ||
        original._id.toHexString().localeCompare(best.original._id.toHexString())) < 0;
    if (best === null || strength > best.strength || (strength === best.strength && older)) best = { original, strength };
  }
  return best?.original ?? null;
}

/** How the import sets a new credit down, in order of preference; the first its unique keys allow is stored. */
async function creditAttempts(
  deps: Deps,
  line: StatementLineRead,
  endToEndId: string,
  organisation: Organisation,
): Promise<Partial<StatementLineDocument>[]> {
  const ownKey = `line:${line.id.toHexString()}`;
  if (isOwnTransfer(line, organisation))
    return [{ status: 'ignored', ignoredReason: OWN_TRANSFER_REASON, ignoredBy: 'import', matchKey: ownKey }];
  return [
    ...(await candidatesFor(deps, line, endToEndId)).map((candidate) => ({
      status: 'matched' as const,
      matchedBy: candidate.by,
      matchedDonationId: candidate.donationId,
      matchKey: donationMatchKey(candidate.donationId),
    })),
    { status: 'unmatched' as const, matchKey: ownKey },
  ];
}

type Stored = StatementLineStatus | 'copy' | 'existing';

/**
 * Stores one new line under its derived _id. A debit or a zero line is ignored by rule. A credit
 * is decided in its day-and-amount turn: a copy of another file's line of the same deposit
 * (ignored, pointing to its original), else ignored by rule, else standing for the first
 * candidate donation no other line stands for (matchKey is unique), else waiting. When another
 * decision took the turn meanwhile, it looks again. 'existing' when another import stored the line.
 */
async function storeLine(
  deps: Deps,
  from: { importId: Types.ObjectId; fileName: string; format: 'ofx' | 'csv' },
  line: StatementLineRead,
  organisation: Organisation,
): Promise<Stored> {
  const endToEndId = line.amountCents > 0 ? (END_TO_END_ID.exec(line.description)?.[0] ?? '') : '';
  const base = {
    _id: line.id,
    importId: from.importId,
    fileName: from.fileName,
    format: from.format,
    // A file may hold several accounts: each line is in its own.
    account: line.account,
    bankRef: line.bankRef,
    postedOn: line.postedOn,
    postedAt: line.postedAt,
    amountCents: line.amountCents,
    trnType: line.trnType,
    description: line.description,
    endToEndId,
  };
  const create = async (fields: Partial<StatementLineDocument>): Promise<'stored' | 'existing' | 'taken'> => {
    try {
      await deps.models.StatementLine.create({ ...base, ...fields });
      return 'stored';
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      // The line itself is there (a concurrent import of it), or a unique key of its own is taken.
      return (await deps.models.StatementLine.exists({ _id: line.id })) ? 'existing' : 'taken';
    }
  };
  if (line.amountCents <= 0) {
    const reason = line.amountCents < 0 ? DEBIT_REASON : ZERO_REASON;
    const ownKey = `line:${line.id.toHexString()}`;
    const stored = await create({
      status: 'ignored',
      ignoredReason: reason,
      ignoredBy: 'import',
      matchKey: ownKey,
      turnKey: ownTurnKey(line.id),
    });
    return stored === 'stored' ? 'ignored' : 'existing';
  }
  for (let round = 0; round < TURN_ROUNDS_MAX; round++) {
    const { fellows, turn } = await fellowsOf(deps, line.postedOn, line.amountCents);
    if (fellows.some((fellow) => fellow._id.equals(line.id))) return 'existing';
    const inTurn = { turn, turnKey: turnKeyOf(line.postedOn, line.amountCents, turn) };
    const original = originalOf({ ...base }, from.importId, fellows);
    const attempts: Partial<StatementLineDocument>[] = original
      ? [
          {
            status: 'ignored',
            ignoredReason: copyReasonOf(original, await fileNameOf(deps, original)),
            ignoredBy: 'import',
            twinOf: original._id,
            matchKey: `line:${line.id.toHexString()}`,
          },
        ]
      : await creditAttempts(deps, line, endToEndId, organisation);
    let turnTaken = false;
    for (const attempt of attempts) {
      const stored = await create({ ...attempt, ...inTurn });
      if (stored === 'stored') return original ? 'copy' : (attempt.status as StatementLineStatus);
      if (stored === 'existing') return 'existing';
      // Another decision about this day and amount took the turn: look again. Else the donation is another line's: the next.
      if (await deps.models.StatementLine.exists({ turnKey: inTurn.turnKey })) {
        turnTaken = true;
        break;
      }
    }
    if (!turnTaken) return 'existing';
  }
  throw busyDay();
}

/**
 * Imports a statement file: each line not seen before is stored once and sorted out (a copy of a
 * line another file already brought, matched to a site donation, waiting for the organiser, or
 * ignored by rule); lines seen before are counted and left as they are. Moves no total: only
 * accepting a line does (statements/review.ts). Audited.
 */
export async function importStatement(
  deps: Deps,
  actor: AdminActor,
  file: { bytes: Uint8Array; name: string },
): Promise<StatementImportDocument> {
  // "Today" for the posting days a statement may have is the app's clock, as for everything else.
  const statement = readStatement(file.bytes, { now: deps.now() });
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
  const counts = { inserted: 0, alreadyImported: 0, matched: 0, unmatched: 0, ignored: 0, copies: 0 };
  const from = { importId, fileName: file.name.slice(0, 200), format: statement.format };
  // One line after the other, in the file's order: two equal credits take two donations, closest
  // first, and two equal copies two originals.
  for (const line of statement.lines) {
    if (known.has(line.id.toHexString())) {
      counts.alreadyImported++;
      continue;
    }
    const stored = await storeLine(deps, from, line, organisation);
    if (stored === 'existing') {
      counts.alreadyImported++;
      continue;
    }
    counts.inserted++;
    counts[stored === 'accepted' ? 'unmatched' : stored === 'copy' ? 'copies' : stored]++;
  }
  const days = statement.lines.map((line) => line.postedOn).sort();
  const stored = (
    await deps.models.StatementImport.create({
      _id: importId,
      at: deps.now(),
      fileName: from.fileName,
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
  await deps.events.publish(deps, statementsChanged, { importId: _id.toHexString() });
  return stored;
}
