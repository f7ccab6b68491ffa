// Issue 29, goals 2 and 3: "Minhas doações" (a link e-mailed to the address, valid 24 hours,
// listing its donations) and the yearly statement per CPF, through real HTTP, a real database
// and a real SMTP server on loopback; the PDF is read back as a PDF reader shows it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ParsedMail } from 'mailparser';
import { redactPath } from '../../api/src/logger.js';
import { deliverDueMessages } from '../../api/src/mail/sender.js';
import { settleLinkRequests } from '../../api/src/my-donations/service.js';
import { runPaymentSweep } from '../../api/src/app/jobs.js';
import { deleteEndedRateLimitWindows } from '../../api/src/security/rate-limit.js';
import {
  createDonation,
  manualClock,
  notifyPayment,
  paidDonation,
  PIX_CODE,
  pixVariables,
} from '../support/donation-scenarios.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { pdfText } from '../support/pdf.js';
import { startTestSmtp, type TestSmtp } from '../support/smtp.js';
import { ADMIN } from '../support/transparency-scenarios.js';

const PUBLIC_URL = 'https://doe.exemplo.org.br';
const WEBHOOK_SECRET = 'webhook-secret-0123456789abcdef';
const SENT = 'Se houver doações feitas com este e-mail, enviamos para ele um link que vale 24 horas.';
const ANA = 'ana@exemplo.com.br';
const CPF_A = '529.982.247-25';
const CPF_B = '111.444.777-35';
const REFUND_DONATION = `mutation($donationId: ID!) { refundDonation(donationId: $donationId) { status } }`;

let smtp: TestSmtp;
let app: TestApp;
const clock = manualClock(new Date('2025-03-10T15:00:00Z'));

beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await startTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Campanha <campanha@exemplo.org.br>', PUBLIC_URL, PIX_WEBHOOK_SECRET: WEBHOOK_SECRET },
    now: clock.now,
  });
});
afterAll(async () => {
  await app.close();
  await smtp.stop();
});

const at = (iso: string) => clock.advanceSeconds((new Date(iso).getTime() - clock.now().getTime()) / 1000);

/** A donation paid through the PSP's webhook, so it has an end-to-end id. */
async function paidByPix(overrides: Record<string, unknown>, endToEndId: string): Promise<string> {
  const id = await createDonation(app, overrides);
  const { body } = await app.graphql(PIX_CODE, pixVariables(id));
  expect(body.errors).toBeUndefined();
  const { txid } = (await app.deps.models.Donation.findById(id).lean())!;
  const valor = String(overrides.amount).replace(',', '.');
  const answer = await notifyPayment(app, WEBHOOK_SECRET, { endToEndId, txid, valor, horario: clock.now().toISOString() });
  expect(answer.status).toBe(200);
  return id;
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

const askLink = (email: string) => fetch(`${app.url}/minhas-doacoes`, form({ email }));

/** Every message due, delivered over SMTP; returns those of the "Minhas doações" link. */
async function deliverLinks(): Promise<ParsedMail[]> {
  await settleLinkRequests(app.deps);
  while ((await deliverDueMessages(app.deps)) > 0);
  return smtp.received.filter((mail) => mail.subject?.startsWith('Suas doações'));
}

const recipientOf = (mail: ParsedMail) => (mail.to as { text: string }).text;
const linkIn = (mail: ParsedMail) => new RegExp(`${PUBLIC_URL}/minhas-doacoes/([A-Za-z0-9_-]{32})`).exec(mail.text ?? '')![1]!;

describe('Minhas doações', () => {
  const E2E_1 = 'E12345678202503101500MINHAS00001';
  let token = '';

  beforeAll(async () => {
    // Ana, CPF A: one by PIX in March, one refunded, one on New Year's Eve in Brasília (already 2026 in UTC).
    await paidByPix({ email: ANA, amount: '50,00' }, E2E_1);
    at('2025-09-01T12:00:00Z');
    const refunded = await paidDonation(app, { email: ANA, amount: '30,00' });
    expect((await app.graphql(REFUND_DONATION, { donationId: refunded }, ADMIN)).body.data.refundDonation.status).toBe(
      'DEVOLVIDO',
    );
    // Ana, another CPF (a relative's), the same e-mail.
    at('2025-10-01T12:00:00Z');
    await paidDonation(app, { email: ANA, amount: '70,00', cpf: CPF_B });
    // Bia gives with Ana's CPF but her own e-mail: never in Ana's list or statement.
    at('2025-11-01T12:00:00Z');
    await paidDonation(app, { email: 'bia@exemplo.com.br', name: 'Bia Souza', amount: '999,00' });
    at('2026-01-01T02:30:00Z');
    await paidDonation(app, { email: ANA, amount: '120,00' });
    at('2026-01-15T12:00:00Z');
    await paidDonation(app, { email: ANA, amount: '25,00' });
    // Created and never given a code: no e-mail ever carried its private link.
    at('2026-02-01T12:00:00Z');
    await createDonation(app, { email: ANA, amount: '15,00' });
    at('2026-03-01T12:00:00Z');
  });

  it('answers a known and an unknown e-mail alike, and sends the link only to the known address', async () => {
    const page = await (await fetch(`${app.url}/minhas-doacoes`)).text();
    expect(page).toMatch(/<input id="minhas-doacoes-email" type="email"[^>]* name="email"/);

    const known = await askLink('  Ana@Exemplo.com.br ');
    const unknown = await askLink('ninguem@exemplo.com.br');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const [knownText, unknownText] = [await known.text(), await unknown.text()];
    expect(knownText).toContain(SENT);
    expect(unknownText).toBe(knownText);

    const mails = await deliverLinks();
    expect(mails.map(recipientOf)).toEqual([ANA]);
    expect(smtp.received.some((mail) => recipientOf(mail) === 'ninguem@exemplo.com.br')).toBe(false);
    // Nothing about the unknown address is kept: no link, no e-mail, and the counters hold a hash, not the address.
    expect(await app.deps.models.MyDonationsLink.countDocuments({ email: { $ne: ANA } })).toBe(0);
    expect(await app.deps.models.OutboxMessage.countDocuments({ to: 'ninguem@exemplo.com.br' })).toBe(0);
    const keys = (await app.deps.models.RateLimitWindow.find().lean()).map((window) => window.key);
    expect(keys.filter((key) => key.startsWith('myDonationsLinkEmail:'))).toHaveLength(2);
    expect(keys.join(' ')).not.toContain('@');
    const [mail] = mails;
    token = linkIn(mail!);
    // Only the token's hash is kept.
    const [link] = await app.deps.models.MyDonationsLink.find().lean();
    expect(link!._id).toMatch(/^[0-9a-f]{64}$/);
    expect(link!._id).not.toContain(token);
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(24 * 3600 * 1000);
    // Readable on a phone, with a plain-text part.
    expect(mail!.text).toContain('O link vale até 02/03/2026, 09:00 (horário de Brasília)');
    expect(mail!.html).toContain('width=device-width');
    expect(mail!.html).toContain('font-size:16px');
    // The button 44 px tall to tap: 12 px of padding around a 20 px line.
    expect(mail!.html).toMatch(/padding:12px 20px[^>]*><a [^>]*line-height:20px[^>]*>Ver minhas doações</);
  });

  it('the thank-you e-mail points to Minhas doações', () => {
    const thanks = smtp.received.find((mail) => recipientOf(mail) === ANA && mail.subject?.startsWith('Recebemos'));
    expect(thanks!.text).toContain(`Minhas doações: ${PUBLIC_URL}/minhas-doacoes`);
  });

  it("lists exactly that e-mail's donations, each with its status, receipt and private page", async () => {
    const response = await fetch(`${app.url}/minhas-doacoes/${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const page = await response.text();
    expect(page).toContain(ANA);
    const items = [...page.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]!);
    expect(items).toHaveLength(6);
    const amounts = items.map((item) => /R\$ [\d.,]+/.exec(item)![0]);
    expect(amounts).toEqual(['R$ 15,00', 'R$ 25,00', 'R$ 120,00', 'R$ 70,00', 'R$ 30,00', 'R$ 50,00']);
    expect(page).not.toContain('999,00');
    // Its age is counted from createdAt, which the database stamps with the real clock, not the test's.
    expect(items[0]).toMatch(/>(aguardando pagamento|expirado)</);
    expect(items[4]).toContain('devolvida');
    expect(items.slice(1).every((item) => item.includes('>pago<'))).toBe(true);

    // Each private page opens its own donation; the one never given a code got a link too, the same on every visit.
    for (const [index, item] of items.entries()) {
      const privatePath = /href="(\/minha-doacao\/[A-Za-z0-9_-]+)"/.exec(item)![1]!;
      const status = (await (await fetch(`${app.url}/api${privatePath}`)).json()) as { amount: string };
      expect(`R$ ${status.amount.replace('.', ',')}`).toBe(amounts[index]);
    }
    const again = await (await fetch(`${app.url}/minhas-doacoes/${token}`)).text();
    expect(/href="(\/minha-doacao\/[^"]+)"/.exec(again)![1]).toBe(/href="(\/minha-doacao\/[^"]+)"/.exec(page)![1]);

    // The receipt of a paid one downloads.
    const receiptPath = /href="(\/api\/minha-doacao\/[^"]+\/recibo\.pdf)"/.exec(items[5]!)![1]!;
    const receipt = await fetch(`${app.url}${receiptPath}`);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    expect(pdfText(Buffer.from(await receipt.arrayBuffer()))).toContain(E2E_1);
  });

  it("prints a year's statement for one CPF: every paid donation, refunded ones left out and said so, the total in figures and words", async () => {
    const response = await fetch(`${app.url}/minhas-doacoes/${token}/informe`, form({ ano: '2025', cpf: CPF_A }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('informe-doacoes-2025.pdf');
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    const receipts = await app.deps.models.Receipt.find().sort({ number: 1 }).lean();
    const numberOf = (cents: number) =>
      String(receipts.find((receipt) => receipt.amountCents === cents)!.number).padStart(6, '0');

    expect(text).toContain('INFORME DE DOAÇÕES DE 2025');
    expect(text).toContain('Recebedor: Instituto Exemplo de Apoio');
    expect(text).toContain('CNPJ/CPF do recebedor: 12.ABC.345/01DE-35');
    expect(text).toContain('CPF do(a) doador(a): 529.982.247-25');
    expect(text).toContain(`10/03/2025 · R$ 50,00 · recibo nº ${numberOf(5000)} · end-to-end ${E2E_1}`);
    // 23:30 of 31 December in Brasília is 2025's, though 2026 in UTC.
    expect(text).toContain(`31/12/2025 · R$ 120,00 · recibo nº ${numberOf(12000)} · end-to-end —`);
    expect(text).toContain('Total doado em 2025: R$ 170,00 (cento e setenta reais)');
    expect(text).toMatch(/Doações devolvidas não entram neste informe nem no total\. .*01\/09\/2025, R\$ 30,00/);
    expect(text).not.toMatch(/· R\$ 30,00/);
    expect(text).not.toContain('R$ 70,00');
    expect(text).not.toContain('999,00');
    expect(text).not.toContain('R$ 25,00');
    expect(text).toContain('"Doações Efetuadas", use o código 80');

    const other = pdfText(
      Buffer.from(
        await (await fetch(`${app.url}/minhas-doacoes/${token}/informe`, form({ ano: '2025', cpf: CPF_B }))).arrayBuffer(),
      ),
    );
    expect(other).toContain('Total doado em 2025: R$ 70,00 (setenta reais)');
    expect(other).toContain('nenhuma doação deste CPF neste ano foi devolvida');

    // The CPF typed is compared, never stored: no collection holds it in clear.
    for (const { name } of await app.connection.db!.listCollections().toArray()) {
      const stored = JSON.stringify(await app.connection.db!.collection(name).find().toArray());
      expect(stored).not.toContain('11144477735');
      expect(stored).not.toContain(CPF_B);
    }
  });

  it('says what is wrong next to the field: an invalid CPF, or no paid donation with it that year', async () => {
    const invalid = await fetch(`${app.url}/minhas-doacoes/${token}/informe`, form({ ano: '2025', cpf: '123.456.789-00' }));
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toMatch(
      /aria-invalid="true" aria-describedby="informe-cpf-erro informe-cpf-dica"[^>]*\/><p class="error" id="informe-cpf-erro">CPF inválido: confira os 11 números\.<\/p>/,
    );
    const none = await fetch(`${app.url}/minhas-doacoes/${token}/informe`, form({ ano: '2026', cpf: CPF_B }));
    expect(none.status).toBe(400);
    expect(await none.text()).toContain('Não há doação paga com este CPF em 2026 feita com este e-mail.');
  });

  it('stops working after 24 hours, and the sweep deletes expired links and their e-mails', async () => {
    clock.advanceSeconds(24 * 3600 - 60);
    expect((await fetch(`${app.url}/minhas-doacoes/${token}`)).status).toBe(200);
    await askLink(ANA);
    await deliverLinks();
    expect(await app.deps.models.MyDonationsLink.countDocuments()).toBe(2);

    clock.advanceSeconds(61);
    const expired = await fetch(`${app.url}/minhas-doacoes/${token}`);
    expect(expired.status).toBe(404);
    expect(await expired.text()).toContain('Este link venceu ou é inválido.');
    expect((await fetch(`${app.url}/minhas-doacoes/${token}/informe`, form({ ano: '2025', cpf: CPF_A }))).status).toBe(404);
    expect(await app.deps.models.MyDonationsLink.countDocuments()).toBe(1);

    clock.advanceSeconds(24 * 3600);
    expect((await runPaymentSweep(app.deps)).expiredLinksDeleted).toBe(1);
    expect(await app.deps.models.MyDonationsLink.countDocuments()).toBe(0);
    expect(await app.deps.models.OutboxMessage.countDocuments({ eventKey: /^my-donations:/ })).toBe(0);
    // The per-address counters (a hash) go within two hours, as the privacy policy says.
    await deleteEndedRateLimitWindows(app.deps);
    expect(await app.deps.models.RateLimitWindow.countDocuments({ key: /^myDonationsLinkEmail:/ })).toBe(0);
  });

  it('refuses an invalid e-mail beside the field, and keeps the token out of the log', async () => {
    const answer = await askLink('ana@');
    expect(answer.status).toBe(400);
    expect(await answer.text()).toMatch(/aria-invalid="true" aria-describedby="minhas-doacoes-email-erro"/);
    expect(redactPath(`/minhas-doacoes/${token}/informe`)).toBe('/minhas-doacoes/[redacted]/informe');
    expect(redactPath('/minhas-doacoes')).toBe('/minhas-doacoes');
  });
});

describe('Minhas doações, rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ env: { RATE_LIMIT_MY_DONATIONS: '4/600', RATE_LIMIT_MY_DONATIONS_EMAIL: '2/3600' } });
  });
  afterAll(() => limited.close());

  const ask = (email: string) => fetch(`${limited.url}/minhas-doacoes`, form({ email }));

  it('past the per-address limit, answers as always and sends nothing more; per client, RATE_LIMITED (429 with Retry-After) in Portuguese', async () => {
    await createDonation(limited, { email: 'ana@exemplo.com.br' });
    const linksToAna = async () => {
      await settleLinkRequests(limited.deps);
      return limited.deps.models.OutboxMessage.countDocuments({ to: 'ana@exemplo.com.br', eventKey: /^my-donations:/ });
    };
    expect((await ask('ana@exemplo.com.br')).status).toBe(200);
    expect((await ask('ANA@exemplo.com.br')).status).toBe(200);
    expect(await linksToAna()).toBe(2);
    // A third request, by anyone: the same answer, so nobody learns of the limit or can use it to lock Ana out,
    // and no third e-mail (the two she has work for 24 hours).
    const perAddress = await ask('ana@exemplo.com.br');
    expect(perAddress.status).toBe(200);
    expect(await perAddress.text()).toContain(SENT);
    expect(await linksToAna()).toBe(2);

    expect((await ask('bia@exemplo.com.br')).status).toBe(200);
    const perClient = await ask('caio@exemplo.com.br');
    expect(perClient.status).toBe(429);
    expect(await perClient.text()).toContain('Muitos pedidos seguidos a partir desta conexão.');
    // The counters keep no address in clear.
    const keys = (await limited.deps.models.RateLimitWindow.find().lean()).map((window) => window.key);
    expect(keys.join(' ')).not.toContain('@');
  });
});
