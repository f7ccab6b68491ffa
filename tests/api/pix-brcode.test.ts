import { getPixPayloadInfo, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';
import { crc16, encodeBrCode, foldToAscii, parseBrCodeFields } from '../../api/src/pix/brcode.js';

// Banco Central's "Manual de Padrões para Iniciação do Pix", static BR Code example.
const MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('BR Code encoder', () => {
  it("reproduces the Banco Central manual's static example byte for byte", () => {
    const code = encodeBrCode({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    });
    expect(code).toBe(MANUAL_EXAMPLE);
  });

  it('computes CRC16-CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16(MANUAL_EXAMPLE.slice(0, -4))).toBe('1D3D');
  });

  it('writes amount, txid and folded name and city, with byte lengths', () => {
    const code = encodeBrCode({
      key: 'doacoes@exemplo.org.br',
      amountCents: 12345,
      merchantName: 'Associação Beneficente São João da Esperança',
      merchantCity: 'São José dos Campos',
      txid: '65f0c0ffee0123456789abcd',
    });
    const fields = parseBrCodeFields(code);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('26')).toBe('0014br.gov.bcb.pix0122doacoes@exemplo.org.br');
    expect(fields.get('52')).toBe('0000');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('123.45');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBe('Associacao Beneficente Sa');
    expect(fields.get('59')).toHaveLength(25);
    expect(fields.get('60')).toBe('Sao Jose dos Ca');
    expect(fields.get('62')).toBe('0524' + '65f0c0ffee0123456789abcd');
    expect(code).toMatch(/6304[0-9A-F]{4}$/);
    expect(crc16(code.slice(0, -4))).toBe(code.slice(-4));
  });

  it('folds accents and drops what is not printable ASCII', () => {
    expect(foldToAscii('  Ação   Çedilha  ÿ 😀 ')).toBe('Acao Cedilha y');
  });

  it('refuses a txid that a bank app would reject', () => {
    const base = { key: 'k@exemplo.org', merchantName: 'Nome', merchantCity: 'Cidade' };
    expect(() => encodeBrCode({ ...base, txid: 'a'.repeat(26) })).toThrow(/txid/);
    expect(() => encodeBrCode({ ...base, txid: 'com-hifen' })).toThrow(/txid/);
    expect(() => encodeBrCode({ ...base, amountCents: 0 })).toThrow(/amount/);
  });

  it('agrees with @brazilian-utils on any amount, name, city and txid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999_99 }),
        fc.string({ minLength: 1, maxLength: 40 }).filter((text) => foldToAscii(text).length > 0),
        fc.string({ minLength: 1, maxLength: 30 }).filter((text) => foldToAscii(text).length > 0),
        fc.stringMatching(/^[A-Za-z0-9]{1,25}$/),
        (amountCents, merchantName, merchantCity, txid) => {
          const code = encodeBrCode({ key: '+5511999999999', amountCents, merchantName, merchantCity, txid });
          expect(isValidPixPayload(code)).toBe(true);
          const info = getPixPayloadInfo(code);
          expect(info).toMatchObject({
            key: '+5511999999999',
            amount: amountCents / 100,
            merchantName: foldToAscii(merchantName).slice(0, 25).trim(),
            merchantCity: foldToAscii(merchantCity).slice(0, 15).trim(),
            txid,
            pointOfInitiation: 'static',
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
