/**
 * PIX "copia e cola" BR Code: EMV QR Code Merchant Presented Mode as specified in
 * Banco Central do Brasil's "Manual de Padrões para Iniciação do Pix". Each field is
 * ID (2 digits) + length (2 digits, bytes) + value; the last field is a CRC16.
 */

export const PIX_GUI = 'br.gov.bcb.pix';
export const MERCHANT_NAME_MAX_BYTES = 25;
export const MERCHANT_CITY_MAX_BYTES = 15;
export const TXID_MAX_LENGTH = 25;
/** The txid a static code carries when the receiver does not reconcile by txid. */
export const NO_TXID = '***';

const ID = {
  payloadFormat: '00',
  merchantAccount: '26',
  merchantAccountGui: '00',
  merchantAccountKey: '01',
  categoryCode: '52',
  currency: '53',
  amount: '54',
  country: '58',
  merchantName: '59',
  merchantCity: '60',
  additionalData: '62',
  additionalDataTxid: '05',
  crc: '63',
} as const;

const BRL_NUMERIC_CODE = '986';

export interface BrCodeInput {
  /** The receiver's PIX key: e-mail, phone (+55...), CPF/CNPJ digits or random key (EVP). */
  key: string;
  /** Omitted: the payer types the amount. */
  amountCents?: number;
  merchantName: string;
  merchantCity: string;
  /** 1–25 alphanumerics; default "***". */
  txid?: string;
}

/** Bank apps read only ASCII here: "São Paulo" → "Sao Paulo". */
export function foldToAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function field(id: string, value: string): string {
  // Values are ASCII by construction, so one character is one byte.
  if (value.length === 0 || value.length > 99) throw new Error(`BR Code field ${id} must be 1–99 bytes, got ${value.length}`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC16-CCITT-FALSE: poly 0x1021, init 0xFFFF, no reflection, no final xor; 4 uppercase hex digits. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, 'ascii')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function formatAmount(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new Error(`invalid BR Code amount: ${amountCents}`);
  return `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
}

export function encodeBrCode(input: BrCodeInput): string {
  const key = input.key.trim();
  if (!/^[\x21-\x7e]+$/.test(key)) throw new Error('PIX key must be printable ASCII');
  const txid = input.txid ?? NO_TXID;
  if (txid !== NO_TXID && !new RegExp(`^[A-Za-z0-9]{1,${TXID_MAX_LENGTH}}$`).test(txid))
    throw new Error(`PIX txid must be 1–${TXID_MAX_LENGTH} letters or digits`);
  const name = foldToAscii(input.merchantName).slice(0, MERCHANT_NAME_MAX_BYTES).trim();
  const city = foldToAscii(input.merchantCity).slice(0, MERCHANT_CITY_MAX_BYTES).trim();

  const payload = [
    field(ID.payloadFormat, '01'),
    field(ID.merchantAccount, field(ID.merchantAccountGui, PIX_GUI) + field(ID.merchantAccountKey, key)),
    field(ID.categoryCode, '0000'),
    field(ID.currency, BRL_NUMERIC_CODE),
    input.amountCents === undefined ? '' : field(ID.amount, formatAmount(input.amountCents)),
    field(ID.country, 'BR'),
    field(ID.merchantName, name),
    field(ID.merchantCity, city),
    field(ID.additionalData, field(ID.additionalDataTxid, txid)),
    `${ID.crc}04`,
  ].join('');
  return payload + crc16(payload);
}

/** Splits a BR Code into its top-level fields; for tests and diagnostics. */
export function parseBrCodeFields(code: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < code.length) {
    const id = code.slice(at, at + 2);
    const length = Number(code.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > code.length)
      throw new Error(`malformed BR Code at byte ${at}`);
    fields.set(id, code.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}
