import { Types } from 'mongoose';
import { centsToAmountInput, centsToBrl, centsToReais } from '../../../rules/money.js';
import { recordAudit, type AdminActor } from '../audit/service.js';
import { isDuplicateKeyError, objectIdOf } from '../db/ids.js';
import { ADMIN_PAGE, pageNewestFirst, afterIdOf, pageSizeOf } from '../db/pagination.js';
import type { Deps } from '../deps.js';
import { statementsChanged } from './changed.js';
import { registerOutsideDonation } from '../donations/outside.js';
import { AppError, badInput, toAppError } from '../errors.js';
import type {
  StatementDonorInput,
  StatementImport,
  StatementImportConnection,
  StatementLine,
  StatementLineConnection,
  StatementLineStatus as StatementLineStatusName,
} from '../generated/graphql.js';
import { busyDay, fellowsOf, fileNameOf, TURN_ROUNDS_MAX, type Fellow } from './import.js';
import {
  donationMatchKey,
  isSameDeposit,
  payerOf,
  STATEMENT_LINE_STATUSES,
  turnKeyOf,
  type StatementImportDocument,
  type StatementLineDocument,
  type StatementLineStatus,
} from './model.js';

/** The organiser's reason for ignoring a credit: required, one short paragraph. */
export const IGNORE_REASON_MAX = 300;

const statusOf = (name: StatementLineStatusName): StatementLineStatus => name.toLowerCase() as StatementLineStatus;
const titleCase = (text: string) =>
  text
    .toLowerCase()
    .replace(/(^|\s)(\p{L})/gu, (_whole, space: string, letter: string) => space + letter.toUpperCase())
    .replace(/ (D[aeo]s?|E) /g, (word) => word.toLowerCase());

/** The payer's name as banks write it after "PIX RECEBIDO - " or "REM: "; '' when the text names no one. */
export function proposedNameOf(description: string): string {
  const named = payerOf(description);
  return named ? titleCase(named) : '';
}

export function toStatementLine(line: StatementLineDocument): StatementLine {
  return {
    id: line._id.toHexString(),
    format: line.format.toUpperCase(),
    account: line.account,
    postedOn: line.postedOn,
    amount: centsToReais(line.amountCents),
    trnType: line.trnType,
    description: line.description,
    endToEndId: line.endToEndId,
    status: line.status.toUpperCase() as StatementLineStatusName,
    matchedBy: line.matchedBy === 'endToEndId' ? 'END_TO_END_ID' : line.matchedBy === 'amountAndDay' ? 'AMOUNT_AND_DAY' : null,
    matchedDonationId: line.matchedDonationId?.toHexString() ?? null,
    acceptedDonationId: line.acceptedDonationId?.toHexString() ?? null,
    ignoredReason: line.ignoredReason,
    ignoredByImport: line.ignoredBy === 'import',
    proposedName: line.amountCents > 0 ? proposedNameOf(line.description) : '',
    importedAt: line.createdAt,
    decidedAt: line.decidedAt ?? null,
    twinOf: line.twinOf?.toHexString() ?? null,
  };
}

export function toStatementImport(doc: StatementImportDocument): StatementImport {
  return {
    id: doc._id.toHexString(),
    at: doc.at,
    fileName: doc.fileName,
    format: doc.format.toUpperCase(),
    account: doc.account,
    firstDay: doc.firstDay,
    lastDay: doc.lastDay,
    credits: doc.credits,
    debits: doc.debits,
    inserted: doc.inserted,
    alreadyImported: doc.alreadyImported,
    matched: doc.matched,
    unmatched: doc.unmatched,
    ignored: doc.ignored,
    copies: doc.copies ?? 0,
  };
}

/** A cursor over (postedOn, _id): lines' ids come from the bank's identity, not from time. */
const cursorOf = (line: StatementLineDocument) => `${line.postedOn}_${line._id.toHexString()}`;
function afterOf(after: string | null | undefined): { postedOn: string; id: Types.ObjectId } | null {
  if (!after) return null;
  const match = /^(\d{4}-\d{2}-\d{2})_([0-9a-f]{24})$/.exec(after);
  if (!match) throw badInput('after', 'Cursor de paginação inválido.');
  return { postedOn: match[1]!, id: new Types.ObjectId(match[2]) };
}

/** One status's lines, newest posting first, ties by id (the index {status, postedOn, _id}). */
export async function listStatementLines(
  deps: Deps,
  args: { status: StatementLineStatusName; first?: number | null; after?: string | null },
): Promise<StatementLineConnection> {
  const status = statusOf(args.status);
  if (!STATEMENT_LINE_STATUSES.includes(status)) throw badInput('status', 'Situação inválida.');
  const size = pageSizeOf(args.first, ADMIN_PAGE);
  const after = afterOf(args.after);
  const filter = after
    ? { status, $or: [{ postedOn: { $lt: after.postedOn } }, { postedOn: after.postedOn, _id: { $lt: after.id } }] }
    : { status };
  const docs = await deps.models.StatementLine.find(filter)
    .sort({ postedOn: -1, _id: -1 })
    .limit(size + 1)
    .lean<StatementLineDocument[]>();
  const page = docs.slice(0, size);
  return {
    nodes: page.map(toStatementLine),
    pageInfo: { hasNextPage: docs.length > size, endCursor: page.length > 0 ? cursorOf(page.at(-1)!) : null },
  };
}

export async function listStatementImports(
  deps: Deps,
  args: { first?: number | null; after?: string | null },
): Promise<StatementImportConnection> {
  const { page, pageInfo } = await pageNewestFirst<StatementImportDocument>(
    deps.models.StatementImport,
    {},
    pageSizeOf(args.first, ADMIN_PAGE),
    afterIdOf(args.after),
  );
  return { nodes: page.map(toStatementImport), pageInfo };
}

async function lineOf(deps: Deps, id: unknown): Promise<StatementLineDocument> {
  const _id = objectIdOf(id, 'id', 'Linha do extrato inválida.');
  const line = await deps.models.StatementLine.findById(_id).lean<StatementLineDocument>();
  if (!line) throw new AppError('NOT_FOUND', 'Linha do extrato não encontrada.', { field: 'id' });
  return line;
}

const alreadyDecided = (line: StatementLineDocument) =>
  new AppError(
    'CONFLICT',
    line.status === 'matched'
      ? 'Esta linha já foi conferida com uma doação do site.'
      : line.status === 'accepted'
        ? 'Esta linha já foi registrada como doação.'
        : 'Esta linha foi ignorada.',
    { field: 'id' },
  );

/** The outside donation a credit becomes: keyed by the line, so accepting it twice registers it once. */
function outsideDonationInputOf(line: StatementLineDocument, donor: StatementDonorInput | null | undefined) {
  return {
    idempotencyKey: `statement:${line._id.toHexString()}`,
    amount: centsToAmountInput(line.amountCents),
    receivedOn: line.postedOn,
    method: /\bPIX\b/i.test(line.description) ? 'DIRECT_PIX' : 'TRANSFER',
    name: donor?.name ?? '',
    isAnonymous: donor?.isAnonymous ?? true,
    email: donor?.email ?? '',
    cpf: donor?.cpf ?? '',
    note: line.description,
  };
}

const STANDS_FOR: readonly string[] = ['matched', 'accepted'] satisfies StatementLineStatus[];
/** What follows the other line's name in a refusal, by what that line is now. */
const OTHER_LINE_STATE: Record<StatementLineStatus, string> = {
  matched: 'já conferido com uma doação do site: registrá-lo contaria o mesmo dinheiro duas vezes.',
  accepted: 'já registrado como doação: registrá-lo contaria o mesmo dinheiro duas vezes.',
  unmatched: 'que espera a sua decisão: aceite ou ignore aquele, não este.',
  ignored: 'ignorado: não é outra doação.',
};

/**
 * "Este crédito é o mesmo lançamento de 01/12/2026, R$ 77,00, do extrato planilha.csv (CSV), já
 * conferido com uma doação do site: registrá-lo contaria o mesmo dinheiro duas vezes."
 */
async function sameDepositRefusal(deps: Deps, other: Fellow, verb: 'é' | 'parece ser'): Promise<AppError> {
  const [year, month, day] = other.postedOn.split('-');
  const fileName = await fileNameOf(deps, other);
  return new AppError(
    'CONFLICT',
    `Este crédito ${verb} o mesmo lançamento de ${day}/${month}/${year}, ${centsToBrl(other.amountCents)}, do extrato ${fileName ? `${fileName} ` : ''}(${other.format.toUpperCase()}), ${OTHER_LINE_STATE[other.status]}`,
    { field: 'id' },
  );
}

/** A copy (another file's line of a deposit already stored) is never accepted: the refusal names its original. */
async function copyRefusal(deps: Deps, line: StatementLineDocument): Promise<AppError> {
  const original = await deps.models.StatementLine.findById(line.twinOf).lean<Fellow>();
  return original ? sameDepositRefusal(deps, original, 'é') : alreadyDecided(line);
}

/**
 * The line of another file that already counts the deposit this credit is, or null. Weighed at
 * accept time over the deposits of its day and amount (an original and its copies), because twins
 * stored before copies were told apart, or imported in an order the import could not pair, are
 * not tied. The deposits this credit may be: its own, and every other whose lines are all the same
 * movement as it (isSameDeposit) and that is not already paired with another line of its file.
 * Each file shows at most as many of them as it has; when those already standing for a donation
 * are as many as the most any file shows, this credit is one of them.
 */
function countedTwinOf(line: Fellow, fellows: Fellow[]): Fellow | null {
  const rootOf = (fellow: Fellow) => (fellow.twinOf ?? fellow._id).toHexString();
  const deposits = new Map<string, Fellow[]>();
  for (const fellow of fellows) deposits.set(rootOf(fellow), [...(deposits.get(rootOf(fellow)) ?? []), fellow]);
  const ofItsFile = (fellow: Fellow) => fellow.importId.equals(line.importId);
  const mayBe = [...deposits.entries()]
    .filter(
      ([root, lines]) =>
        root === rootOf(line) ||
        (lines.every((other) => isSameDeposit(line, other)) && (lines.every(ofItsFile) || !lines.some(ofItsFile))),
    )
    .map(([, lines]) => lines);
  const perFile = new Map<string, number>();
  for (const lines of mayBe)
    for (const file of new Set(lines.map((other) => other.importId.toHexString())))
      perFile.set(file, (perFile.get(file) ?? 0) + 1);
  const standing = mayBe
    .filter((lines) => !lines.some((other) => other._id.equals(line._id)))
    .flatMap((lines) => lines.filter((other) => STANDS_FOR.includes(other.status)).slice(0, 1));
  if (standing.length < Math.max(...perFile.values())) return null;
  return standing.find((other) => !ofItsFile(other)) ?? standing[0] ?? null;
}

/**
 * Claims an unmatched credit for accepting (unmatched → accepted) in its day-and-amount turn
 * (model.ts `turn`): two accepts of lines of one deposit, or an accept and an import of its twin,
 * decide one after the other, each on what the other wrote. Refuses, changing nothing, a credit
 * another file's line already counts.
 */
async function claimForAccepting(deps: Deps, line: StatementLineDocument): Promise<void> {
  for (let round = 0; round < TURN_ROUNDS_MAX; round++) {
    const { fellows, turn } = await fellowsOf(deps, line.postedOn, line.amountCents);
    const self = fellows.find((fellow) => fellow._id.equals(line._id));
    if (!self || self.status !== 'unmatched') {
      const now = await lineOf(deps, line._id.toHexString());
      if (now.status === 'accepted') return;
      throw now.twinOf ? await copyRefusal(deps, now) : alreadyDecided(now);
    }
    const counted = countedTwinOf(self, fellows);
    // "parece ser": the lines were not paired when imported; the refusal is weighed, not known.
    if (counted) throw await sameDepositRefusal(deps, counted, 'parece ser');
    try {
      const claimed = await deps.models.StatementLine.updateOne(
        { _id: line._id, status: 'unmatched' },
        {
          $set: {
            status: 'accepted',
            decidedAt: deps.now(),
            turn,
            turnKey: turnKeyOf(line.postedOn, line.amountCents, turn),
          },
        },
      );
      if (claimed.modifiedCount === 1) return;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      // Another decision about this day and amount took the turn: look again.
    }
  }
  throw busyDay();
}

/**
 * Registers an unmatched credit as an outside donation, once. The line is claimed first (unmatched
 * → accepted, in its turn), so an accept and an ignore at once cannot both win, nor two lines of one
 * deposit; the registration is keyed by the line, so a retry after a crash registers nothing
 * twice. Audited.
 */
export async function acceptStatementLine(
  deps: Deps,
  actor: AdminActor,
  id: unknown,
  donor?: StatementDonorInput | null,
): Promise<StatementLineDocument> {
  const line = await lineOf(deps, id);
  if (line.status === 'accepted' && line.acceptedDonationId) return line;
  if (line.twinOf) throw await copyRefusal(deps, line);
  if (line.status !== 'unmatched' && line.status !== 'accepted') throw alreadyDecided(line);
  if (line.amountCents <= 0) throw alreadyDecided(line);
  if (line.status === 'unmatched') await claimForAccepting(deps, line);
  let donationId: Types.ObjectId;
  try {
    donationId = (await registerOutsideDonation(deps, actor, outsideDonationInputOf(line, donor)))._id;
  } catch (error) {
    // The donor's data was refused before anything was written: the line waits again.
    if (toAppError(error).code === 'BAD_USER_INPUT')
      await deps.models.StatementLine.updateOne(
        { _id: line._id, status: 'accepted', acceptedDonationId: null },
        { $set: { status: 'unmatched', decidedAt: null } },
      );
    throw error;
  }
  try {
    // The line now stands for its donation: no later statement line is matched to it.
    await deps.models.StatementLine.updateOne(
      { _id: line._id },
      { $set: { acceptedDonationId: donationId, matchKey: donationMatchKey(donationId) } },
    );
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    await deps.models.StatementLine.updateOne({ _id: line._id }, { $set: { acceptedDonationId: donationId } });
  }
  await recordAudit(deps, actor, {
    action: 'acceptStatementLine',
    target: line._id.toHexString(),
    details: { donationId: donationId.toHexString(), amountCents: line.amountCents, postedOn: line.postedOn },
  });
  await deps.events.publish(deps, statementsChanged, { lineId: line._id.toHexString() });
  return lineOf(deps, line._id.toHexString());
}

/** Sets an unmatched credit aside with the organiser's reason; ignoring it again changes nothing. Audited. */
export async function ignoreStatementLine(
  deps: Deps,
  actor: AdminActor,
  id: unknown,
  reasonText: unknown,
): Promise<StatementLineDocument> {
  const reason = typeof reasonText === 'string' ? reasonText.replace(/\s+/g, ' ').trim() : '';
  if (!reason) throw badInput('reason', 'Diga por que esta entrada não é doação.');
  if ([...reason].length > IGNORE_REASON_MAX) throw badInput('reason', `O motivo pode ter até ${IGNORE_REASON_MAX} caracteres.`);
  const line = await lineOf(deps, id);
  if (line.status === 'ignored' && line.ignoredBy === 'organiser') return line;
  if (line.status !== 'unmatched') throw alreadyDecided(line);
  const ignored = await deps.models.StatementLine.findOneAndUpdate(
    { _id: line._id, status: 'unmatched' },
    { $set: { status: 'ignored', ignoredReason: reason, ignoredBy: 'organiser', decidedAt: deps.now() } },
    { returnDocument: 'after' },
  ).lean<StatementLineDocument>();
  if (!ignored) throw alreadyDecided(await lineOf(deps, id));
  await recordAudit(deps, actor, { action: 'ignoreStatementLine', target: line._id.toHexString(), details: { reason } });
  await deps.events.publish(deps, statementsChanged, { lineId: line._id.toHexString() });
  return ignored;
}

/**
 * The bank's words for a credit name whoever sent it ("PIX RECEBIDO - ANA PAULA GONÇALVES"):
 * when the donation the line stands for has its donor's data erased (at their request, or
 * by the retention policy), the line and its copies keep only the day, the amount and the bank's id.
 * Repeating it changes nothing.
 */
export async function forgetStatementPayer(deps: Deps, donationId: Types.ObjectId): Promise<void> {
  const line = await deps.models.StatementLine.findOne({ matchKey: donationMatchKey(donationId) }, { _id: 1 }).lean<{
    _id: Types.ObjectId;
  }>();
  if (!line) return;
  // Its copies (the same deposit in other files) name the payer as well.
  await deps.models.StatementLine.updateMany(
    { $or: [{ _id: line._id }, { twinOf: line._id }], description: { $ne: '' } },
    { $set: { description: '' } },
  );
}
