import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { centsToReais } from '../../rules/money';
import { formatBRL, formatCount } from '../../web/src/shared/format';

// The site writes money without Intl (web/src/shared/format.ts); what a donor reads must
// still be what a pt-BR currency format writes, to the character.
const intlBrl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2 });
const intlCount = new Intl.NumberFormat('pt-BR');

describe('formatBRL and formatCount', () => {
  it('write what pt-BR Intl writes, from the API reais string and from a number of reais', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => {
        const expected = intlBrl.format(cents / 100);
        expect(formatBRL(centsToReais(cents))).toBe(expected);
        expect(formatBRL(cents / 100)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('keep "R$" on the figure\'s line and group thousands with dots', () => {
    expect(formatBRL('47823.50')).toBe('R$\u00a047.823,50');
    expect(formatBRL(50)).toBe('R$\u00a050,00');
    expect(formatBRL('0.00')).toBe('R$\u00a00,00');
    expect(formatCount(1234567)).toBe('1.234.567');
  });

  it('writes counts as pt-BR Intl does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (count) => {
        expect(formatCount(count)).toBe(intlCount.format(count));
      }),
    );
  });
});
