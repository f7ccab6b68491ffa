import { createHash, randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import { emailRule } from '../../../rules/donation-rules.js';
import { isValidCpf } from '../../../rules/documents.js';
import { MY_DONATIONS_LINK_HOURS, MY_DONATIONS_PATH } from '../../../rules/my-donations.js';
import { yearInBrasilia } from '../../../rules/brasilia-time.js';
import { getCampaignState } from '../campaign/service.js';
import { eraseContactMessagesFrom, exportContactMessagesFrom } from '../contact/privacy.js';
import { decryptFor } from '../crypto/encryption.js';
import { memorySlot, type Deps } from '../deps.js';
import { currentStatus, DONATION_STATUS_LABELS, type DonationDocument, type DonationStatusValue } from '../donations/model.js';
import { mintDonorLinkToken } from '../donations/writes.js';
import { AppError, badInput } from '../errors.js';
import { myDonationsMail, siteUrlOf } from '../mail/messages.js';
import { dropMessagesWrittenBefore, enqueueMessage } from '../mail/outbox.js';
import type { ReceiptDocument } from '../receipts/model.js';
import { receiptTitle } from '../receipts/pdf.js';
import { issuerOf } from '../receipts/service.js';
import type { RefundDocument } from '../payments/refund-model.js';
import { consumeRateLimit } from '../security/rate-limit.js';
import { centsToBrl } from '../../../rules/money.js';
import { monthlyLinkMail } from './mail.js';
import { MY_DONATIONS_EVENT_PREFIX, type MyDonationsLinkDocument } from './model.js';

/**
 * "Minhas doações" (issue 29, goals 2 and 3): a donor types an e-mail and that address,
 * and only it, receives a link valid for 24 hours listing every donation made with it,
 * from which a yearly statement per CPF is printed. Whether the address is known is never
 * said: every valid request gets the same answer at once, and the lookup runs after it.
 */

export const MY_DONATIONS_LINK_MS = MY_DONATIONS_LINK_HOURS * 3_600_000;

const linkIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The per-address rate limit's client: a hash, so the counters never hold an address in clear. */
const addressKeyOf = (email: string) => `email-${createHash('sha256').update(email).digest('hex').slice(0, 32)}`;

/**
 * Checks a request and counts it against both limits (per client and per address), before
 * anything is looked up: a known and an unknown address cost the same. Returns the
 * address, lower-cased, for `sendLinkLater` once the answer has been sent, and whether to send:
 * past the per-address limit the request is answered as any other, but writes no more mail,
 * so nobody can lock an address out by asking for it (its owner already has the links the
 * earlier requests sent, each valid for 24 hours).
 */
export async function acceptLinkRequest(deps: Deps, input: unknown, clientIp: string): Promise<{ email: string; send: boolean }> {
  const email = emailRule(input);
  if ('error' in email) throw badInput('email', email.error);
  await consumeRateLimit(deps, 'myDonationsLink', clientIp);
  try {
    await consumeRateLimit(deps, 'myDonationsLinkEmail', addressKeyOf(email.value));
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return { email: email.value, send: false };
    throw error;
  }
  return { email: email.value, send: true };
}

const inFlight = memorySlot('my-donations requests', () => new Set<Promise<void>>());

/** Called after the answer left: looks the address up and, when it has donations, writes the link's e-mail. */
export function sendLinkLater(deps: Deps, email: string): void {
  const running = deps.memory.get(inFlight);
  const work = sendLinkIfKnown(deps, email)
    .catch((error: unknown) => deps.logger.error({ err: error }, 'Minhas doações: the link could not be written'))
    .finally(() => running.delete(work));
  running.add(work);
}

/** Resolves once every request answered so far has been looked up (tests, shutdown). */
export async function settleLinkRequests(deps: Deps): Promise<void> {
  await Promise.all([...deps.memory.get(inFlight)]);
}

async function sendLinkIfKnown(deps: Deps, email: string): Promise<void> {
  // Erased donations have no address left, so they never match. A monthly donation counts before its first month is paid.
  if (
    !(await deps.models.Donation.exists({ email, erasedAt: null })) &&
    !(await deps.models.Recurrence.exists({ email, erasedAt: null }))
  )
    return;
  const token = randomBytes(24).toString('base64url');
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + MY_DONATIONS_LINK_MS);
  const _id = linkIdOf(token);
  await deps.models.MyDonationsLink.create({ _id, email, createdAt: now, expiresAt });
  const mail = myDonationsMail({
    campaignTitle: (await getCampaignState(deps)).content.title,
    url: siteUrlOf(deps.config, `${MY_DONATIONS_PATH}/${token}`),
    expiresAt,
  });
  await enqueueMessage(deps, { eventKey: `${MY_DONATIONS_EVENT_PREFIX}${_id}`, donationId: null, to: email, ...mail });
}

/** The link a token opens, or null: unknown, malformed or expired (an expired one is deleted on the way). */
export async function linkOfToken(deps: Deps, token: unknown): Promise<MyDonationsLinkDocument | null> {
  const text = typeof token === 'string' ? token.slice(0, 100) : '';
  // Any text is hashed and looked up, so a malformed token costs what a real one does.
  const link = await deps.models.MyDonationsLink.findById(linkIdOf(text)).lean<MyDonationsLinkDocument>();
  if (!link || !/^[A-Za-z0-9_-]{32}$/.test(text)) return null;
  if (link.expiresAt.getTime() <= deps.now().getTime()) {
    await deps.models.MyDonationsLink.deleteOne({ _id: link._id });
    return null;
  }
  return link;
}

/**
 * Deletes the links past their 24 hours and their e-mails, whose link no longer opens
 * anything (the payment sweep runs it). Returns how many links it deleted.
 */
export async function deleteExpiredLinks(deps: Deps): Promise<number> {
  const now = deps.now();
  const links = await deps.models.MyDonationsLink.deleteMany({ expiresAt: { $lte: now } });
  await dropMessagesWrittenBefore(deps, MY_DONATIONS_EVENT_PREFIX, new Date(now.getTime() - MY_DONATIONS_LINK_MS));
  return links.deletedCount;
}

export interface DonationLine {
  id: string;
  createdAt: Date;
  paidAt: Date | null;
  amountCents: number;
  status: DonationStatusValue;
  statusLabel: string;
  /** Paid, then refunded in full (the ledger's "devolvida"). */
  refunded: boolean;
  receipt: { title: string; path: string } | null;
  /** The donation's private page; null when its token can no longer be read (a key rotation that missed it). */
  donorPath: string | null;
  /** A month of a monthly donation: its page is the monthly donation's. */
  monthly: boolean;
}

/** A monthly donation of the address (issue 54): listed from its setup on, with a way to get its page's link again. */
export interface MonthlyLine {
  id: string;
  createdAt: Date;
  amountCents: number;
  dayOfMonth: number;
  statusLabel: string;
}

export interface MyDonations {
  email: string;
  expiresAt: Date;
  donations: DonationLine[];
  monthly: MonthlyLine[];
  /** Years with a paid donation, newest first: the statement's choices. */
  years: number[];
  /** What the address sent through "Fale conosco", and the answers (LGPD art. 18, II: the link proves the address). */
  contactMessages: ContactMessagesExport;
}

type ContactMessagesExport = Awaited<ReturnType<typeof exportContactMessagesFrom>>;

type Refunds = Pick<RefundDocument, 'donationId' | 'status' | 'countsInTotals'>[];

/** Refunds that took a donation's money back: done (DEVOLVIDO) and of the counted payment, as the ledger marks them. */
const refundedIdsOf = (refunds: Refunds) =>
  new Set(
    refunds
      .filter((refund) => refund.status === 'DEVOLVIDO' && refund.countsInTotals && refund.donationId)
      .map((refund) => refund.donationId!.toHexString()),
  );

async function donationsOf(deps: Deps, email: string): Promise<DonationDocument[]> {
  return deps.models.Donation.find({ email, erasedAt: null }).sort({ createdAt: -1, _id: -1 }).lean<DonationDocument[]>();
}

async function receiptsAndRefundsOf(deps: Deps, paidIds: Types.ObjectId[]) {
  const [receipts, refunds] = await Promise.all([
    deps.models.Receipt.find({ _id: { $in: paidIds } }).lean<ReceiptDocument[]>(),
    deps.models.Refund.find({ donationId: { $in: paidIds } }, { donationId: 1, status: 1, countsInTotals: 1 }).lean<Refunds>(),
  ]);
  return {
    receiptOf: (id: Types.ObjectId) => receipts.find((receipt) => receipt._id.equals(id)) ?? null,
    refunded: refundedIdsOf(refunds),
  };
}

/** Every donation of the link's address, newest first. */
export async function myDonationsOf(deps: Deps, link: MyDonationsLinkDocument): Promise<MyDonations> {
  const donations = await donationsOf(deps, link.email);
  const now = deps.now();
  const paid = donations.filter((donation) => donation.status === 'paid' && donation.paidAt);
  const { receiptOf, refunded } = await receiptsAndRefundsOf(
    deps,
    paid.map((donation) => donation._id),
  );
  const lines: DonationLine[] = [];
  for (const donation of donations) {
    const status = currentStatus(donation, now);
    const token = await privateTokenOf(deps, donation);
    const receipt = status === 'paid' ? receiptOf(donation._id) : null;
    lines.push({
      id: donation._id.toHexString(),
      createdAt: (donation as { createdAt?: Date }).createdAt ?? donation._id.getTimestamp(),
      paidAt: donation.paidAt ?? null,
      amountCents: donation.amountCents,
      status,
      statusLabel: DONATION_STATUS_LABELS[status],
      refunded: refunded.has(donation._id.toHexString()),
      // A month of a monthly donation opens with the monthly donation's link, and its receipt is listed there by month.
      receipt:
        receipt && token
          ? {
              title: receiptTitle(receipt),
              path: donation.recurrenceId
                ? `/api/doacao-mensal/${token}/recibos/${donation._id.toHexString()}.pdf`
                : `/api/minha-doacao/${token}/recibo.pdf`,
            }
          : null,
      donorPath: token ? (donation.recurrenceId ? `/doacao-mensal/${token}` : `/minha-doacao/${token}`) : null,
      monthly: Boolean(donation.recurrenceId),
    });
  }
  const years = [...new Set(paid.map((donation) => yearInBrasilia(donation.paidAt!)))].sort((a, b) => b - a);
  return {
    email: link.email,
    expiresAt: link.expiresAt,
    donations: lines,
    monthly: await monthlyLinesOf(deps, link.email),
    years,
    contactMessages: await exportContactMessagesFrom(deps, link.email),
  };
}

/**
 * Erases what the link's address sent through "Fale conosco", with the answers and their
 * e-mails (LGPD art. 18, VI): by this link only, which proves the address, never by a
 * donation's page, whose token its creator holds whatever address was typed. Answers how many.
 */
export function eraseContactMessagesOfLink(deps: Deps, link: MyDonationsLinkDocument): Promise<number> {
  return eraseContactMessagesFrom(deps, link.email);
}

/**
 * A donation's private-link token: the one its code was issued with, kept encrypted.
 * A donation whose code was never issued has none; it gets a new access token, kept the
 * same way (as the code's issue would), so the next visit shows the same link.
 */
async function privateTokenOf(deps: Deps, donation: DonationDocument): Promise<string | null> {
  const read = (encrypted: string) => {
    try {
      return decryptFor(deps.config, 'donorLinkToken', encrypted);
    } catch {
      return null;
    }
  };
  if (donation.donorLinkTokenEncrypted) return read(donation.donorLinkTokenEncrypted);
  const token = randomBytes(16).toString('base64url');
  if (await mintDonorLinkToken(deps, donation._id, token)) return token;
  // A code issued, or another visit, in between: theirs is the link.
  const stored = await deps.models.Donation.findById(donation._id, { donorLinkTokenEncrypted: 1 }).lean<DonationDocument>();
  return stored?.donorLinkTokenEncrypted ? read(stored.donorLinkTokenEncrypted) : null;
}

export interface StatementLine {
  paidAt: Date;
  amountCents: number;
  receiptNumber: number | null;
  endToEndId: string | null;
  /** A month of a monthly donation (Pix Automático). */
  monthly: boolean;
}

/** What the yearly statement prints (statement-pdf.ts). */
export interface Statement {
  year: number;
  cpf: string;
  donorName: string;
  organisationName: string;
  organisationTaxId: string;
  /** Paid and not refunded, oldest first. */
  donations: StatementLine[];
  totalCents: number;
  /** Paid that year with this CPF, then refunded: left out, and listed as such. */
  refunded: StatementLine[];
  issuedAt: Date;
}

export type StatementField = 'ano' | 'cpf';
export type StatementAnswer = { statement: Statement } | { errors: Partial<Record<StatementField, string>> };

/**
 * The statement of one year for one CPF: every paid donation of the link's address
 * whose stored CPF is the one given, refunded ones left out. The CPF is compared with
 * each donation's own (decrypted), so a statement never adds up someone else's.
 */
export async function statementOf(
  deps: Deps,
  link: MyDonationsLinkDocument,
  input: { ano?: unknown; cpf?: unknown },
): Promise<StatementAnswer> {
  const year = Number(typeof input.ano === 'string' ? input.ano : NaN);
  const cpf = typeof input.cpf === 'string' ? input.cpf.replace(/\D/g, '') : '';
  const errors: Partial<Record<StatementField, string>> = {};
  if (!Number.isInteger(year) || year < 2000 || year > 9999) errors.ano = 'Escolha o ano do informe.';
  if (!isValidCpf(cpf)) errors.cpf = 'CPF inválido: confira os 11 números.';
  if (errors.ano || errors.cpf) return { errors };

  const donations = (await donationsOf(deps, link.email)).filter(
    (donation) =>
      donation.status === 'paid' &&
      donation.paidAt &&
      yearInBrasilia(donation.paidAt) === year &&
      donation.cpfEncrypted &&
      decryptFor(deps.config, 'cpfAtRest', donation.cpfEncrypted) === cpf,
  );
  if (donations.length === 0) return { errors: { cpf: `Não há doação paga com este CPF em ${year} feita com este e-mail.` } };
  donations.sort((a, b) => a.paidAt!.getTime() - b.paidAt!.getTime());
  const { receiptOf, refunded } = await receiptsAndRefundsOf(
    deps,
    donations.map((donation) => donation._id),
  );
  const lineOf = (donation: DonationDocument): StatementLine => {
    const receipt = receiptOf(donation._id);
    return {
      paidAt: donation.paidAt!,
      amountCents: donation.amountCents,
      receiptNumber: receipt?.number ?? null,
      endToEndId: receipt?.endToEndId ?? donation.paidEndToEndId ?? null,
      monthly: Boolean(donation.recurrenceId),
    };
  };
  const kept = donations.filter((donation) => !refunded.has(donation._id.toHexString()));
  const { organisationName, organisationTaxId } = issuerOf((await getCampaignState(deps)).content);
  return {
    statement: {
      year,
      cpf,
      // The newest name given with this CPF: the one the donor uses now.
      donorName: [...donations].reverse().find((donation) => donation.name)?.name ?? '',
      organisationName,
      organisationTaxId,
      donations: kept.map(lineOf),
      totalCents: kept.reduce((sum, donation) => sum + donation.amountCents, 0),
      refunded: donations.filter((donation) => refunded.has(donation._id.toHexString())).map(lineOf),
      issuedAt: deps.now(),
    },
  };
}

// ---- Monthly donations: the page's link e-mailed again (issue 54).

/** As the monthly donation's page says it (api/src/monthly/service.ts). */
const MONTHLY_STATUS_LABELS: Record<string, string> = {
  awaiting: 'aguardando autorização',
  active: 'ativa',
  cancelled: 'cancelada',
  expired: 'expirada',
  rejected: 'recusada pelo banco',
};

async function monthlyLinesOf(deps: Deps, email: string): Promise<MonthlyLine[]> {
  const recurrences = await deps.models.Recurrence.find(
    { email, erasedAt: null },
    { createdAt: 1, amountCents: 1, dayOfMonth: 1, status: 1, pausedAt: 1 },
  )
    .sort({ createdAt: -1 })
    .lean();
  return recurrences.map((recurrence) => ({
    id: recurrence._id.toHexString(),
    createdAt: recurrence.createdAt,
    amountCents: recurrence.amountCents,
    dayOfMonth: recurrence.dayOfMonth,
    statusLabel:
      recurrence.status === 'active' && recurrence.pausedAt ? 'pausada' : (MONTHLY_STATUS_LABELS[recurrence.status] ?? ''),
  }));
}

/**
 * E-mails the monthly donation's private link again to the link's address, which owns it:
 * the same link (its token is kept encrypted for the e-mails), so earlier e-mails and
 * receipts keep working. Counted per monthly donation against the per-address limit of
 * "Minhas doações" links. Another address's monthly donation is NOT_FOUND, as an unknown one.
 */
export async function resendMonthlyLink(deps: Deps, link: MyDonationsLinkDocument, id: unknown): Promise<string> {
  const text = typeof id === 'string' ? id : '';
  const recurrence = /^[0-9a-f]{24}$/.test(text)
    ? await deps.models.Recurrence.findOne({ _id: text, email: link.email, erasedAt: null }).lean()
    : null;
  if (!recurrence) throw new AppError('NOT_FOUND', 'Doação mensal não encontrada.');
  await consumeRateLimit(deps, 'myDonationsLinkEmail', `monthly-${text}`);
  const token = decryptFor(deps.config, 'donorLinkToken', recurrence.donorLinkTokenEncrypted);
  await enqueueMessage(deps, {
    // Each press is its own e-mail (the limit above bounds them).
    eventKey: `monthly-link:${text}:${randomBytes(8).toString('hex')}`,
    donationId: null,
    to: recurrence.email,
    ...monthlyLinkMail({
      name: recurrence.name,
      amountCents: recurrence.amountCents,
      dayOfMonth: recurrence.dayOfMonth,
      url: siteUrlOf(deps.config, `/doacao-mensal/${token}`),
    }),
  });
  return `Enviamos o link da doação mensal de ${centsToBrl(recurrence.amountCents)} para ${recurrence.email}.`;
}
