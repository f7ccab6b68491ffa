import { dedicationPhrase, type DedicationKind } from '../../../rules/dedication.js';
import { publicReferenceOf, TRANSPARENCY_PATH } from './reference.js';
import { publicUrlOf } from '../site/service.js';
import { Types } from 'mongoose';
import { CAMPAIGN_ID } from '../campaign/model.js';
import { getCampaignState } from '../campaign/service.js';
import { decryptFor, encryptFor } from '../crypto/encryption.js';
import { isDuplicateKeyError } from '../db/ids.js';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import type { ReceiptDocument } from './model.js';
import type { CampaignContent } from '../../../rules/campaign-content.js';
import { maskedHolderDocument, pixHolderLine } from '../../../rules/pix-holder.js';

/** The counter of a campaign's receipt numbers. */
const RECEIPT_COUNTER_ID = `receipt:${CAMPAIGN_ID}`;

/** A receipt as the PDF and the donor's page show it: CPF in clear, for its owner only. */
export interface ReceiptView {
  number: number;
  kind: 'recibo' | 'comprovante';
  issuedAt: Date;
  donorName: string;
  cpf: string;
  amountCents: number;
  paidAt: Date;
  endToEndId: string | null;
  /** 'PIX', or how money registered by the organisation came (receipts/model.ts). */
  paidWith: string;
  /** The donation's line on /transparencia (transparency/reference.ts). */
  publicReference: string;
  /** Where that line is, absolute (PUBLIC_URL + /transparencia); null without PUBLIC_URL, and the receipt prints no address. */
  ledgerUrl: string | null;
  organisationName: string;
  organisationTaxId: string;
  /** Who the bank showed as receiving the PIX (rules/pix-holder.ts), when the receipt was issued; '' when unknown. */
  pixHolderLine: string;
  /**
   * "Em memória de Antônio" (rules/dedication.ts): read from the donation when printed, not kept on
   * the receipt, so the donor's erasure takes the honoree's name off it too. Absent: none.
   */
  dedication?: string | null;
}

/** The dedication line a receipt prints, from the donation as it is now; null for none (or erased). */
export async function dedicationLineOf(deps: Deps, donationId: Types.ObjectId): Promise<string | null> {
  const donation = await deps.models.Donation.findById(donationId, { dedication: 1 }).lean();
  const dedication = donation?.dedication;
  if (!dedication) return null;
  const phrase = dedicationPhrase(dedication.kind as DedicationKind, dedication.name);
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

async function nextReceiptNumber(deps: Deps): Promise<number> {
  const counter = await deps.models.Counter.findOneAndUpdate(
    { _id: RECEIPT_COUNTER_ID },
    { $inc: { value: 1 } },
    { upsert: true, returnDocument: 'after' },
  ).lean();
  return counter!.value;
}

/** The organiser as a receipt prints them, from the campaign's content when the receipt is issued. */
export type ReceiptIssuer = Pick<ReceiptDocument, 'organisationName' | 'organisationTaxId'> & { pixHolderLine?: string };

/** The organiser a receipt names, and who received the PIX as the bank showed it, from the campaign's content. */
export function issuerOf(content: {
  organisation: { name: string; cnpj?: string | null | undefined };
  pixHolder?: CampaignContent['pixHolder'] | null;
}): ReceiptIssuer {
  const holder = content.pixHolder;
  return {
    organisationName: content.organisation.name,
    organisationTaxId: content.organisation.cnpj ?? '',
    pixHolderLine: holder ? pixHolderLine({ ...holder, maskedDocument: maskedHolderDocument(holder.document) }) : '',
  };
}

/**
 * The fields of a donation (donations/model.ts) that a receipt is made from and that its
 * claim reads. Described here, not imported: receipts sit below donations, whose mail attaches them.
 */
export interface ReceiptDonation {
  _id: Types.ObjectId;
  status: string;
  name: string;
  amountCents: number;
  paidAt?: Date | null;
  erasedAt?: Date | null;
  cpfEncrypted?: string | null;
  paidEndToEndId?: string | null;
  receiptClaimedAt?: Date | null;
  /** Money registered by the organisation: how it came. */
  outside?: { method: string } | null;
}

/**
 * The receipt of a paid donation: issued on the first call, the same one after. Never
 * for a donation that is not paid, nor for one whose donor erased their data before
 * paying. The number comes from an atomic $inc, so it is never reused; two concurrent
 * issues of one donation insert under the same _id and the loser's number stays a gap.
 */
export async function issueReceipt(deps: Deps, donation: ReceiptDonation, endToEndId: string | null): Promise<ReceiptDocument> {
  return (await receiptOf(deps, donation._id)) ?? insertReceipt(deps, donation, endToEndId, null);
}

/** Numbers and stores a receipt; the insert under the donation's _id decides between concurrent issues. */
async function insertReceipt(
  deps: Deps,
  donation: ReceiptDonation,
  endToEndId: string | null,
  issuer: ReceiptIssuer | null,
): Promise<ReceiptDocument> {
  if (donation.status !== 'paid' || !donation.paidAt)
    throw new AppError('CONFLICT', 'O recibo fica disponível quando o pagamento for confirmado.');
  if (donation.erasedAt) throw new AppError('CONFLICT', 'Os dados desta doação foram apagados a pedido do doador.');
  const {
    organisationName,
    organisationTaxId,
    pixHolderLine: holderLine,
  } = issuer ?? issuerOf((await getCampaignState(deps)).content);
  const cpfEncrypted = donation.cpfEncrypted ?? '';
  const receipt = {
    _id: donation._id,
    number: await nextReceiptNumber(deps),
    kind: cpfEncrypted ? ('recibo' as const) : ('comprovante' as const),
    issuedAt: deps.now(),
    donorName: donation.name,
    // Re-encrypted under the receipt's own key: the receipt outlives the donation's own copy (erasure keeps the tax record).
    cpfEncrypted: cpfEncrypted ? encryptFor(deps.config, 'receiptData', decryptFor(deps.config, 'cpfAtRest', cpfEncrypted)) : '',
    amountCents: donation.amountCents,
    paidAt: donation.paidAt,
    endToEndId,
    paidWith: donation.outside?.method ?? 'PIX',
    organisationName,
    organisationTaxId,
    // Money that came by PIX through this site's code: the account the donor's bank showed.
    pixHolderLine: donation.outside ? '' : (holderLine ?? ''),
  };
  try {
    await deps.models.Receipt.create(receipt);
    return receipt as ReceiptDocument;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const winner = await receiptOf(deps, donation._id);
    if (!winner) throw error;
    return winner;
  }
}

/** What the confirmation that claims a receipt already knows, so that issuing it reads nothing again. */
export interface KnownPayment {
  /** The end-to-end id of the payment that confirmed the donation (null: confirmed by the organiser). */
  endToEndId: string | null;
  /** The organiser, from the campaign document the payment's totals update returned; null when it returned none. */
  issuer: ReceiptIssuer | null;
}

/**
 * Issues a claimed receipt, with the end-to-end id of the payment that confirmed the
 * donation. A claim made just now by the confirmation that knows its payment reads
 * nothing first: before its claim no receipt can exist (the only other issuer, the
 * erasure, issues only a receipt already claimed), and the insert under the donation's
 * _id keeps one receipt if the erasure issues it at the same moment.
 */
export async function issueClaimedReceipt(
  deps: Deps,
  donation: ReceiptDonation,
  known?: KnownPayment & { claimedNow: boolean },
): Promise<ReceiptDocument> {
  if (known?.claimedNow) return insertReceipt(deps, donation, known.endToEndId, known.issuer);
  const existing = await receiptOf(deps, donation._id);
  if (existing) return existing;
  if (known) return insertReceipt(deps, donation, known.endToEndId, known.issuer);
  // The payment that made it paid is written on the donation with its status; the
  // organiser's confirmation has none, unless the PSP's payment arrived later.
  const endToEndId =
    donation.paidEndToEndId ??
    (await deps.models.PixPayment.findOne({ donationId: donation._id, outcome: 'CONFIRMED' }).lean())?.endToEndId ??
    null;
  return insertReceipt(deps, donation, endToEndId, null);
}

export async function receiptOf(deps: Deps, donationId: Types.ObjectId): Promise<ReceiptDocument | null> {
  return deps.models.Receipt.findById(donationId).lean<ReceiptDocument>();
}

/**
 * The public ledger's absolute address, from PUBLIC_URL as the site is now (read when the
 * receipt is printed, so a receipt printed after a change of domain points at the live
 * page). Without PUBLIC_URL (development only: production requires it) there is no address
 * a donor could open, and none is printed.
 */
function ledgerUrlOf(deps: Deps): string | null {
  const base = publicUrlOf(deps.config);
  return base ? `${base}${TRANSPARENCY_PATH}` : null;
}

export function toReceiptView(deps: Deps, receipt: ReceiptDocument): ReceiptView {
  return {
    number: receipt.number,
    kind: receipt.kind,
    issuedAt: receipt.issuedAt,
    donorName: receipt.donorName,
    cpf: receipt.cpfEncrypted ? decryptFor(deps.config, 'receiptData', receipt.cpfEncrypted) : '',
    amountCents: receipt.amountCents,
    paidAt: receipt.paidAt,
    endToEndId: receipt.endToEndId ?? null,
    paidWith: receipt.paidWith ?? 'PIX',
    publicReference: publicReferenceOf({ endToEndId: receipt.endToEndId, donationId: receipt._id }),
    ledgerUrl: ledgerUrlOf(deps),
    organisationName: receipt.organisationName,
    organisationTaxId: receipt.organisationTaxId ?? '',
    pixHolderLine: receipt.pixHolderLine ?? '',
  };
}
