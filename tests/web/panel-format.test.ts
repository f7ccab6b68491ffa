import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  countOf,
  formatAxisCount,
  formatAxisReais,
  formatCount,
  formatCpf,
  formatDate,
  formatDateTime,
  formatDay,
  formatPhone,
  plural,
} from '../../web/src/panel/format';

// The organiser's panel writes counts, dates, CPFs and phones as a Brazilian does (issue 25, goal 5).
const NBSP = '\u00a0';

describe('counts and their words', () => {
  it('takes the singular for exactly one, the plural for zero and for more', () => {
    expect(countOf(1, 'doação', 'doações')).toBe('1 doação');
    expect(countOf(0, 'doação', 'doações')).toBe('0 doações');
    expect(countOf(2, 'pedido', 'pedidos')).toBe('2 pedidos');
    expect(countOf(1, 'devolução', 'devoluções')).toBe('1 devolução');
    expect(plural(1, 'dia', 'dias')).toBe('dia');
    expect(plural(15, 'dia', 'dias')).toBe('dias');
  });

  it('groups thousands with dots, as pt-BR Intl does', () => {
    expect(countOf(1234, 'apoiador', 'apoiadores')).toBe('1.234 apoiadores');
    expect(formatCount(1_234_567)).toBe('1.234.567');
    const intl = new Intl.NumberFormat('pt-BR');
    fc.assert(fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (count) => expect(formatCount(count)).toBe(intl.format(count))));
  });
});

describe('dates in Brasília time, day first, 24 hours', () => {
  it('writes dd/mm/aaaa hh:mm, the time kept with its day', () => {
    // 17:05 UTC is 14:05 in Brasília (UTC−3, no daylight saving time since 2019).
    expect(formatDateTime('2026-11-23T17:05:00.000Z')).toBe(`23/11/2026${NBSP}14:05`);
    // 02:30 UTC is still the day before in Brasília; 03:00 UTC is midnight there: "00", never "24".
    expect(formatDateTime('2026-11-24T02:30:00.000Z')).toBe(`23/11/2026${NBSP}23:30`);
    expect(formatDateTime('2026-01-02T03:00:00.000Z')).toBe(`02/01/2026${NBSP}00:00`);
    expect(formatDateTime(null)).toBe('—');
    expect(formatDate('2026-12-10T02:59:00.000Z')).toBe('09/12/2026');
    expect(formatDay('2026-03-07')).toBe('07/03/2026');
  });

  it('always has the same shape', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (date) => {
        expect(formatDateTime(date.toISOString())).toMatch(/^\d{2}\/\d{2}\/\d{4}\u00a0([01]\d|2[0-3]):[0-5]\d$/);
      }),
    );
  });
});

describe('CPF and phone as printed', () => {
  it('writes a CPF 123.456.789-09, and leaves a note that is not a CPF as it is', () => {
    expect(formatCpf('12345678909')).toBe('123.456.789-09');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(formatCpf('[CPF ilegível: chave diferente]')).toBe('[CPF ilegível: chave diferente]');
    expect(formatCpf('')).toBe('');
  });

  it('writes a mobile (11) 98765-4321, a landline (11) 3456-7890, with the country code +55', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('+55 11 98765-4321')).toBe('+55 (11) 98765-4321');
    expect(formatPhone('5511987654321')).toBe('+55 (11) 98765-4321');
    // DDD 55 (Rio Grande do Sul) is not the country code.
    expect(formatPhone('5591234567')).toBe('(55) 9123-4567');
    expect(formatPhone('(21) 2345-6789')).toBe('(21) 2345-6789');
    // What is not a Brazilian number stays as typed.
    expect(formatPhone('+1 415 555 0100')).toBe('+1 415 555 0100');
    expect(formatPhone('ramal 12')).toBe('ramal 12');
  });
});

describe("a chart's axis", () => {
  it('writes money as "R$ 0", "R$ 1.500", with cents only when there are some; never "0.000000" nor "1,500"', () => {
    expect(formatAxisReais(0)).toBe(`R$${NBSP}0`);
    expect(formatAxisReais(1500)).toBe(`R$${NBSP}1.500`);
    expect(formatAxisReais(1_250_000)).toBe(`R$${NBSP}1.250.000`);
    expect(formatAxisReais(37.5)).toBe(`R$${NBSP}37,50`);
    expect(formatAxisReais(0.2)).toBe(`R$${NBSP}0,20`);
    expect(formatAxisReais(Number.NaN)).toBe(`R$${NBSP}0`);
  });

  it('labels whole counts only, with thousands separators', () => {
    expect(formatAxisCount(0)).toBe('0');
    expect(formatAxisCount(1500)).toBe('1.500');
    expect(formatAxisCount(0.5)).toBe('');
  });
});
