import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { paidDonation } from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';
import { pdfText } from '../support/pdf.js';
import { qrCodesOnFirstPage } from '../support/qr.js';

const PUBLIC_URL = 'https://doe.exemplo.org.br';
/** 14 May 2026, 01:30 in UTC: still the 13th in Brasília, whose date the print carries. */
const PRINTED_AT = new Date('2026-05-14T01:30:00.000Z');

describe('the printed poster and cards (GET /api/admin/cartaz.pdf, /api/admin/cartao.pdf)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { PUBLIC_URL }, now: () => PRINTED_AT });
    // The example campaign's R$ 47.823,50 and one paid donation of R$ 50,00.
    await paidDonation(app);
  });
  afterAll(() => app?.close());

  const download = (path: string, headers: Record<string, string> = { authorization: `Bearer ${ADMIN_TOKEN}` }) =>
    fetch(`${app.url}${path}`, { headers });

  it('prints the title, the amount raised and the day, with fonts embedded', async () => {
    const response = await download('/api/admin/cartaz.pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="cartaz-2026-05-13.pdf"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const pdf = Buffer.from(await response.arrayBuffer());
    const text = pdfText(pdf);
    expect(text).toContain('Ajude a Ana a tratar a epidermólise bolhosa');
    expect(text).toContain('R$ 47.873,50 arrecadados');
    expect(text).toContain('até 13/05/2026');
    expect(text).toContain('Doe por PIX');
    expect(text).toContain('doe.exemplo.org.br');
    // Only Inter, embedded: pdfkit's standard fonts would be left to the reader's substitutes.
    const fonts = [...pdf.toString('latin1').matchAll(/\/BaseFont \/([A-Z]{6}\+)?([\w-]+)/g)].map((match) => match[2]);
    expect(new Set(fonts)).toEqual(new Set(['Inter-Regular', 'Inter-ExtraBold']));
    expect(pdf.toString('latin1')).toContain('/FontFile2');
  });

  it("has a QR code a phone reads as the site's address tagged utm_source=cartaz", async () => {
    const pdf = Buffer.from(await (await download('/api/admin/cartaz.pdf')).arrayBuffer());
    const codes = qrCodesOnFirstPage(pdf);
    expect(codes).toEqual([`${PUBLIC_URL}/?utm_source=cartaz&utm_medium=impresso&utm_campaign=2026-05-13`]);
  });

  it('prints a sheet of ten cards, each with the QR code tagged as a card', async () => {
    const response = await download('/api/admin/cartao.pdf');
    expect(response.status).toBe(200);
    const pdf = Buffer.from(await response.arrayBuffer());
    const codes = qrCodesOnFirstPage(pdf);
    expect(codes).toHaveLength(10);
    expect(new Set(codes)).toEqual(
      new Set([`${PUBLIC_URL}/?utm_source=cartaz&utm_medium=impresso&utm_campaign=2026-05-13&utm_content=cartao`]),
    );
    expect(pdfText(pdf).match(/doe\.exemplo\.org\.br/g)).toHaveLength(10);
  });

  it('is for the team only', async () => {
    for (const path of ['/api/admin/cartaz.pdf', '/api/admin/cartao.pdf']) {
      expect((await download(path, {})).status).toBe(401);
      expect((await download(path, { authorization: 'Bearer wrong-token-0123456789' })).status).toBe(401);
    }
  });
});
