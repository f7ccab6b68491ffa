import { centsToReais } from '../../../rules/money.js';
import { emailRule, nameRule } from '../../../rules/donation-rules.js';
import { UPDATES_CONSENT_TEXT, UPDATES_CONSENT_VERSION } from '../../../rules/updates-consent.js';
import { addToFeed } from '../cache/feeds.js';
import { decryptFor } from '../crypto/encryption.js';
import type { Deps } from '../deps.js';
import { currentStatus, DONATION_STATUS_LABELS, type DonationDocument } from '../donations/model.js';
import { accessTokenHashOf, recentDonationItem } from '../donations/service.js';
import { correctDonorFields } from '../donations/writes.js';
import { AppError, badInput } from '../errors.js';
import { receiptPdfFile, receiptTitle } from '../receipts/pdf.js';
import { dedicationLineOf, receiptOf, toReceiptView } from '../receipts/service.js';
import { blankDonation, settleInFlightMessages } from './erasure.js';
import { referenceOfDonation } from '../transparency/ledger.js';
import { referralTotals, shareCodeOfDonation } from '../referrals/service.js';
import { DATA_REQUEST_DEADLINE_DAYS, type DataRequestKind } from './model.js';

/**
 * The donor's own page (`/minha-doacao/<token>`): the token is the access token
 * createDonation answered, of which only the SHA-256 is stored. Every answer here is
 * for the donation's owner only, and never cached.
 */

const notFound = () => new AppError('NOT_FOUND', 'Link não encontrado. Confira o endereço que você recebeu por e-mail.');

/** The donation a private link opens. Any text is hashed and looked up the same way, so a malformed token costs what a real one does. */
export async function donationOfToken(deps: Deps, token: unknown): Promise<DonationDocument> {
  const text = typeof token === 'string' ? token.slice(0, 100) : '';
  const donation = await deps.models.Donation.findOne({ accessTokenHashes: accessTokenHashOf(text) }).lean<DonationDocument>();
  if (!donation || !/^[A-Za-z0-9_-]{16,64}$/.test(text)) throw notFound();
  return donation;
}

export interface DonorStatus {
  id: string;
  status: DonationDocument['status'];
  statusLabel: string;
  amount: string;
  createdAt: Date;
  paidAt: Date | null;
  /** The code while it can still be paid. */
  pixCode: string | null;
  expiresAt: Date | null;
  /** Once paid: the receipt's title and where to download it. */
  receipt: { title: string; path: string } | null;
  /** Once paid: the short reference of the donation's line on /transparencia. */
  publicReference: string | null;
  erasedAt: Date | null;
  /** Once paid: the donation's share code and what its link brought (paid donations, never who gave). */
  share: { code: string; donations: number; amount: string } | null;
}

export async function donorStatus(deps: Deps, token: string): Promise<DonorStatus> {
  const donation = await donationOfToken(deps, token);
  const now = deps.now();
  // The same rule as the PIX dialog's status and the sweep: a pending donation past its time is expired.
  const status = currentStatus(donation, now);
  const receipt = status === 'paid' ? await receiptOf(deps, donation._id) : null;
  return {
    id: donation._id.toHexString(),
    status,
    statusLabel: DONATION_STATUS_LABELS[status],
    amount: centsToReais(donation.amountCents),
    createdAt: (donation as { createdAt?: Date }).createdAt ?? donation._id.getTimestamp(),
    paidAt: donation.paidAt ?? null,
    pixCode: status === 'pending' ? (donation.pixCode ?? null) : null,
    expiresAt: status === 'pending' ? (donation.expiresAt ?? null) : null,
    receipt: receipt ? { title: receiptTitle(receipt), path: `/api/minha-doacao/${token}/recibo.pdf` } : null,
    publicReference: status === 'paid' ? await referenceOfDonation(deps, donation._id) : null,
    erasedAt: donation.erasedAt ?? null,
    share: status === 'paid' ? await shareOf(deps, donation) : null,
  };
}

async function shareOf(deps: Deps, donation: DonationDocument): Promise<DonorStatus['share']> {
  const code = await shareCodeOfDonation(deps, donation._id);
  const brought = await referralTotals(deps, code);
  return { code, donations: brought.donations, amount: centsToReais(brought.amountCents) };
}

export async function donorReceiptPdf(deps: Deps, token: string): Promise<{ filename: string; pdf: Buffer }> {
  const donation = await donationOfToken(deps, token);
  const receipt = donation.status === 'paid' ? await receiptOf(deps, donation._id) : null;
  if (!receipt) throw new AppError('CONFLICT', noReceiptReason(donation));
  return receiptPdfFile({ ...toReceiptView(deps, receipt), dedication: await dedicationLineOf(deps, donation._id) });
}

/** Why a donation has no receipt, truthfully: a paid one may never get one. */
function noReceiptReason(donation: DonationDocument): string {
  if (donation.status !== 'paid') return 'O recibo fica disponível quando o pagamento for confirmado.';
  if (donation.erasedAt && !donation.receiptClaimedAt)
    return 'O pagamento foi confirmado, mas o recibo não foi emitido: os dados desta doação foram apagados a seu pedido antes da confirmação, e um recibo não pode ser emitido sem eles.';
  // Paid a moment ago: the payment's effects are issuing it.
  return 'O pagamento foi confirmado e o recibo está sendo emitido. Tente novamente em alguns instantes.';
}

async function recordDataRequest(deps: Deps, donation: DonationDocument, kind: DataRequestKind, outcome: string): Promise<void> {
  const now = deps.now();
  await deps.models.DataRequest.create({
    donationId: donation._id,
    kind,
    requestedAt: now,
    deadline: new Date(now.getTime() + DATA_REQUEST_DEADLINE_DAYS * 86_400_000),
    answeredAt: now,
    outcome,
  });
}

/** Everything stored about this donation (LGPD art. 18, II and V), CPF in clear for its owner. */
export async function exportDonorData(deps: Deps, token: string) {
  return exportDonation(deps, await donationOfToken(deps, token));
}

/** One donation's export, for whoever proved they own it (its private page; a monthly donation's page for its months). */
export async function exportDonation(deps: Deps, donation: DonationDocument) {
  const [comment, receipt, messages] = await Promise.all([
    deps.models.Comment.findOne({ donationId: donation._id }).lean(),
    receiptOf(deps, donation._id),
    deps.models.OutboxMessage.find(
      { donationId: donation._id },
      { subject: 1, to: 1, status: 1, createdAt: 1, sentAt: 1 },
    ).lean(),
  ]);
  await recordDataRequest(deps, donation, 'export', 'dados exportados pelo próprio doador');
  return {
    donation: {
      id: donation._id.toHexString(),
      status: donation.status,
      name: donation.name,
      email: donation.email,
      phone: donation.phone,
      cpf: donation.cpfEncrypted ? decryptFor(deps.config, 'cpfAtRest', donation.cpfEncrypted) : '',
      amount: centsToReais(donation.amountCents),
      isAnonymous: donation.isAnonymous,
      message: donation.message,
      // In someone's honour or memory: the honoree's data as the donor gave them.
      dedication: donation.dedication
        ? {
            kind: donation.dedication.kind,
            name: donation.dedication.name,
            email: donation.dedication.email,
            message: donation.dedication.message,
            showAmount: donation.dedication.showAmount,
          }
        : null,
      product: donation.product,
      tracking: donation.tracking ?? {},
      ipAddress: donation.ipAddress,
      userAgent: donation.userAgent,
      createdAt: (donation as { createdAt?: Date }).createdAt ?? null,
      paidAt: donation.paidAt,
      erasedAt: donation.erasedAt ?? null,
      // The consent to updates by e-mail as recorded: which text, when; and when it was withdrawn.
      updatesByEmail: {
        consentText: donation.updatesConsentVersion === UPDATES_CONSENT_VERSION ? UPDATES_CONSENT_TEXT : null,
        consentVersion: donation.updatesConsentVersion || null,
        consentedAt: donation.updatesConsentAt ?? null,
        stoppedAt: donation.updatesStoppedAt ?? null,
      },
    },
    publishedComment: comment ? { name: comment.name, content: comment.content, hidden: comment.hidden } : null,
    receipt: receipt ? { ...toReceiptView(deps, receipt), amount: centsToReais(receipt.amountCents) } : null,
    emails: messages.map((message) => ({
      to: message.to,
      subject: message.subject,
      status: message.status,
      sentAt: message.sentAt,
    })),
  };
}

/** Correction of name or e-mail (LGPD art. 18, III), while no receipt carries them yet. */
export async function correctDonorData(deps: Deps, token: string, input: unknown) {
  const donation = await donationOfToken(deps, token);
  if (donation.erasedAt) throw new AppError('CONFLICT', 'Os dados desta doação já foram apagados.');
  if (await receiptOf(deps, donation._id))
    throw new AppError('CONFLICT', 'O recibo já foi emitido com estes dados. Para corrigi-lo, fale com a organização.');
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const changes: { name?: string; email?: string } = {};
  if (raw.name !== undefined) {
    const name = nameRule(raw.name);
    if ('error' in name) throw badInput('name', name.error);
    changes.name = name.value;
  }
  if (raw.email !== undefined) {
    const email = emailRule(raw.email);
    if ('error' in email) throw badInput('email', email.error);
    changes.email = email.value;
  }
  if (!changes.name && !changes.email) throw badInput('input', 'Informe o nome ou o e-mail a corrigir.');
  await correctDonorFields(deps, donation._id, changes);
  // A paid donor's public first name may have changed: the recent-donations feed shows it.
  if (donation.status === 'paid' && donation.paidAt)
    await addToFeed(deps, 'recentDonations', recentDonationItem({ ...donation, ...changes }));
  await recordDataRequest(deps, donation, 'correction', `corrigido: ${Object.keys(changes).join(', ')}`);
  return { corrected: Object.keys(changes) };
}

/** What erasure removes, in the donor's words. */
const ERASED = [
  'nome',
  'e-mail',
  'telefone',
  'CPF',
  'mensagem de apoio e depoimento publicado',
  'endereço IP',
  'navegador (user agent)',
  'a impressão digital do pedido (que permitiria confirmar os dados apagados)',
  'identificador do clique no anúncio',
  'o pedido de novidades por e-mail',
  'a homenagem (nome, e-mail e mensagem de quem foi homenageado)',
];

/**
 * Erasure (LGPD art. 18, VI): removes the donor's personal data from the donation, its
 * published comment and its e-mails. What the law requires to be kept (LGPD art. 16, I:
 * a receipt is a tax record) stays, and the answer says exactly what.
 *
 * Erasure and the payment's receipt are ordered by one update of the donation: it blanks
 * the data and sets `erasedAt` only while unset, and returns the document as it was, whose
 * `receiptClaimedAt` says whether a payment claimed the receipt first (receipts/service.ts
 * claimReceipt). Claimed first: the receipt is issued from the data as they were (if the
 * payment has not yet done it) and kept. Otherwise the payment finds the donation erased
 * and issues nothing.
 */
export async function eraseDonorData(deps: Deps, token: string) {
  return eraseDonation(deps, await donationOfToken(deps, token));
}

/** One donation's erasure, for whoever proved they own it (its private page; a monthly donation's page for its months). */
export async function eraseDonation(deps: Deps, donation: DonationDocument) {
  const alreadyErased = (erasedAt: Date | null) => ({
    alreadyErased: true,
    erasedAt,
    message: 'Os dados desta doação já tinham sido apagados.',
  });
  const blanked = await blankDonation(deps, donation);
  if ('alreadyErasedAt' in blanked) return alreadyErased(blanked.alreadyErasedAt);
  const { receipt, erasedAt } = blanked;
  await settleInFlightMessages(deps, { donationId: donation._id });
  const kept = receipt
    ? [
        {
          what: `o ${receiptTitle(receipt).toLowerCase()} (nome, CPF se informado, valor, data e identificador do pagamento)`,
          why: 'Recibo de doação já emitido é documento fiscal: a organização deve guardá-lo pelo prazo legal (LGPD art. 16, I).',
        },
      ]
    : [];
  kept.push({
    what: 'o valor, a data e a situação do pagamento e de qual campanha de divulgação a doação veio, sem nenhum dado pessoal',
    why: 'Fazem parte da prestação de contas da campanha (total arrecadado).',
  });
  await recordDataRequest(deps, donation, 'erasure', receipt ? 'apagado; recibo emitido mantido (art. 16, I)' : 'apagado');
  return { alreadyErased: false, erasedAt, erased: ERASED, kept };
}
