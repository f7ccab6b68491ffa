/**
 * The BR Codes (Pix copia e cola) the stand-in PSP hands out: EMV QRCPS fields written as
 * ID + two-digit length + value, closed by the CRC16 in field 63, laid out as the API Pix
 * examples lay them out (recResponse3: the recurrence's code; recResponse6: a charge's and a
 * recurrence's in one composite code, the recurrence under field 80).
 */

const GUI = 'br.gov.bcb.pix';

const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC16-CCITT (polynomial 0x1021, initial 0xFFFF) in four upper-case hex digits, as field 63 carries it. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Who is paid, as fields 59 and 60 print it: plain ASCII, at most 25 and 15 characters. */
export interface Merchant {
  name: string;
  city: string;
}

const ascii = (text: string, max: number) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .slice(0, max);

function code(fields: { initiation?: string; account: string; merchant: Merchant; recurrence?: string }): string {
  const payload =
    field('00', '01') +
    (fields.initiation ? field('01', fields.initiation) : '') +
    field('26', fields.account) +
    field('52', '0000') +
    field('53', '986') +
    field('58', 'BR') +
    field('59', ascii(fields.merchant.name, 25)) +
    field('60', ascii(fields.merchant.city, 15)) +
    field('62', field('05', '***')) +
    (fields.recurrence ? field('80', fields.recurrence) : '') +
    '6304';
  return payload + crc16(payload);
}

/** A dynamic code for an immediate charge: its location in field 26, to be used once (01 = 12). */
export function cobCode(cobLocation: string, merchant: Merchant): string {
  return code({ initiation: '12', account: field('00', GUI) + field('25', cobLocation), merchant });
}

/** Journey 2: the recurrence's location alone, in field 80; field 26 carries only the GUI. */
export function recCode(recLocation: string, merchant: Merchant): string {
  return code({ account: field('00', GUI), merchant, recurrence: field('00', GUI) + field('25', recLocation) });
}

/** Journey 3: the immediate charge's location (field 26) and the recurrence's (field 80) in one code. */
export function compositeCode(cobLocation: string, recLocation: string, merchant: Merchant): string {
  return code({
    initiation: '12',
    account: field('00', GUI) + field('25', cobLocation),
    merchant,
    recurrence: field('00', GUI) + field('25', recLocation),
  });
}
