import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { deliverDueMessages } from '../../api/src/mail/sender.js';
import { applyDonationRetention } from '../../api/src/donor/retention.js';
import { DEDICATION_MESSAGES } from '../../rules/dedication.js';
import {
  CREATE_DONATION,
  PIX_CODE,
  confirmDonation,
  firstError,
  pixVariables,
  rememberAccessToken,
  validDonation,
} from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';
import { pdfText } from '../support/pdf.js';
import { startTestSmtp, type TestSmtp } from '../support/smtp.js';

/**
 * Donations "em homenagem a" / "em memória de" someone (issue 54): validated like every field,
 * the honoree's notice e-mailed once on payment with a working stop, shown on /transparencia
 * with a named donor only, on the receipt, in the export, gone with the erasure, and the
 * organiser's switch.
 */

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const SET = `mutation Set($enabled: Boolean!) { setDedications(enabled: $enabled) }`;
const FAMILY = 'familia.ferreira@exemplo.com.br';
const IN_MEMORY = {
  kind: 'IN_MEMORY',
  name: 'Antônio Ferreira',
  email: FAMILY,
  message: 'Seu Antônio sempre ajudou quem precisava.',
};

describe('dedications', () => {
  let smtp: TestSmtp;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(() => smtp.stop());
  beforeEach(async () => {
    smtp.received.length = 0;
    app = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://doe.exemplo.org.br' } });
  });
  afterEach(() => app.close());

  const create = async (overrides: Record<string, unknown>) => {
    const { body } = await app.graphql(CREATE_DONATION, { input: validDonation(overrides) });
    if (!body.data?.createDonation) throw new Error(JSON.stringify(body.errors));
    return { id: rememberAccessToken(body.data.createDonation), token: body.data.createDonation.accessToken as string };
  };
  const pay = async (id: string) => {
    await app.graphql(PIX_CODE, pixVariables(id));
    await confirmDonation(app, id);
  };
  const noticesTo = (to: string) => app.deps.models.OutboxMessage.find({ to, eventKey: /^dedication:/ }).lean();

  it('e-mails the notice once on payment, without the amount, and its stop link stops every later one to that address', async () => {
    const { id } = await create({ amount: '75,00', dedication: IN_MEMORY });
    // Nothing before the payment.
    expect(await noticesTo(FAMILY)).toHaveLength(0);
    await pay(id);
    // A second confirmation (a replayed webhook) writes nothing more.
    await app.graphql(`mutation C($id: ID!) { confirmDonation(id: $id) { id } }`, { id }, admin);
    expect(await noticesTo(FAMILY)).toHaveLength(1);

    await deliverDueMessages(app.deps);
    const mails = await smtp.waitFor(3);
    const notice = mails.find((mail) => mail.to && 'text' in mail.to && mail.to.text === FAMILY)!;
    expect(notice.subject).toBe('Uma doação em memória de Antônio Ferreira');
    expect(notice.text).toContain('Maria da Silva fez uma doação em memória de Antônio Ferreira');
    expect(notice.text).toContain('> Seu Antônio sempre ajudou quem precisava.');
    // The donor did not choose to tell the amount.
    expect(notice.text).not.toContain('75,00');
    const stopUrl = /Não quero mais receber: (\S+)/.exec(notice.text ?? '')![1]!;
    expect(stopUrl).toMatch(/^https:\/\/doe\.exemplo\.org\.br\/homenagem\/parar\/[0-9a-f]{24}\.\S+$/);
    const header = (name: string) => notice.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');
    expect(header('list-unsubscribe')).toBe(`<${stopUrl}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // The link's page asks first (mail scanners open links); the POST stops, and again says the same.
    const path = new URL(stopUrl).pathname;
    const page = await fetch(`${app.url}${path}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Parar de receber avisos de homenagem?');
    expect(await app.deps.models.DedicationStop.countDocuments()).toBe(0);
    for (let i = 0; i < 2; i++) {
      const stopped = await fetch(`${app.url}${path}`, { method: 'POST' });
      expect(stopped.status).toBe(200);
      expect(await stopped.text()).toContain('não receberá mais avisos de homenagem');
    }
    expect(await app.deps.models.DedicationStop.countDocuments()).toBe(1);
    // A forged token names nothing.
    expect((await fetch(`${app.url}${path.replace(/\.[^.]+$/, '.forjado')}`, { method: 'POST' })).status).toBe(404);

    // Another donor names the same address: the donation goes through, the address hears nothing.
    const other = await create({
      name: 'João Lima',
      email: 'joao@exemplo.com.br',
      dedication: { ...IN_MEMORY, email: FAMILY.toUpperCase() },
    });
    await pay(other.id);
    expect(await noticesTo(FAMILY)).toHaveLength(1);
  });

  it('tells the amount only when the donor chose it, names no anonymous donor, and sends nothing without an address', async () => {
    const shown = await create({
      isAnonymous: true,
      name: '',
      amount: '40,00',
      dedication: { kind: 'IN_HONOUR', name: 'Dona Cida', email: 'cida@exemplo.com.br', showAmount: true },
    });
    await pay(shown.id);
    const [notice] = await noticesTo('cida@exemplo.com.br');
    expect(notice!.subject).toBe('Uma doação em homenagem a Dona Cida');
    expect(notice!.text).toContain(
      'Uma pessoa que preferiu não se identificar fez uma doação de R$ 40,00 em homenagem a Dona Cida',
    );
    const silent = await create({ dedication: { kind: 'IN_HONOUR', name: 'Dona Cida' } });
    await pay(silent.id);
    expect(await app.deps.models.OutboxMessage.countDocuments({ eventKey: `dedication:${silent.id}` })).toBe(0);
  });

  it('refuses a wrong dedication field by field, with the same messages in GraphQL and /doar, whose form takes a right one', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...IN_MEMORY, kind: 'OTHER' }, 'dedication.kind', DEDICATION_MESSAGES.kind],
      [{ ...IN_MEMORY, name: 'A'.repeat(81) }, 'dedication.name', DEDICATION_MESSAGES.name],
      [{ ...IN_MEMORY, email: 'familia@' }, 'dedication.email', DEDICATION_MESSAGES.email],
      [{ ...IN_MEMORY, message: 'x'.repeat(281) }, 'dedication.message', DEDICATION_MESSAGES.message],
    ];
    for (const [dedication, field, message] of cases) {
      if (field === 'dedication.kind') {
        // GraphQL refuses an unknown enum value itself; the kind's own rule answers the REST alias and /doar.
        expect(await restCreate(dedication)).toEqual({ code: 'BAD_USER_INPUT', field, message });
        continue;
      }
      const { body } = await app.graphql(CREATE_DONATION, { input: validDonation({ dedication }) });
      expect(firstError(body)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
    const form = await fetch(`${app.url}/doar`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        amount: '50',
        name: 'Maria da Silva',
        email: 'maria@exemplo.com.br',
        'dedication.kind': 'IN_MEMORY',
        'dedication.name': '',
      }).toString(),
    });
    expect(form.status).toBe(400);
    const html = await form.text();
    expect(html).toContain(DEDICATION_MESSAGES.name);
    expect(html).toContain('href="#doar-dedication.name"');
    expect(await app.deps.models.Donation.countDocuments()).toBe(0);

    // Filled in, the same form without JavaScript gives the code, and the donation keeps the dedication.
    const given = await fetch(`${app.url}/doar`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        amount: '50',
        name: 'Maria da Silva',
        email: 'maria@exemplo.com.br',
        'dedication.kind': 'IN_HONOUR',
        'dedication.name': ' Dona  Cida ',
        'dedication.email': 'cida@exemplo.com.br',
        'dedication.message': 'Parabéns pelos 80 anos!',
        'dedication.showAmount': 'true',
      }).toString(),
    });
    expect(given.status).toBe(200);
    expect(await given.text()).toContain('Pague com PIX');
    const stored = await app.deps.models.Donation.findOne({ email: 'maria@exemplo.com.br' }).lean();
    expect(stored!.dedication).toMatchObject({
      kind: 'IN_HONOUR',
      name: 'Dona Cida',
      email: 'cida@exemplo.com.br',
      message: 'Parabéns pelos 80 anos!',
      showAmount: true,
    });
  });

  const restCreate = async (dedication: Record<string, unknown>) => {
    const answer = await fetch(`${app.url}/api/donations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validDonation({ dedication })),
    });
    return (await answer.json()) as Record<string, unknown>;
  };

  it('shows the dedication on /transparencia, with the comment and on the receipt with a named donor only; export and erasure include it', async () => {
    const named = await create({ dedication: IN_MEMORY });
    await pay(named.id);
    const anonymous = await create({ isAnonymous: true, name: '', dedication: { kind: 'IN_HONOUR', name: 'Pessoa Secreta' } });
    await pay(anonymous.id);
    const page = await (await fetch(`${app.url}/transparencia`)).text();
    expect(page).toContain('Em memória de Antônio Ferreira');
    expect(page).not.toContain('Pessoa Secreta');
    expect(page).not.toContain(FAMILY);
    // With the published comment too, under the same rule.
    const comments = (await app.graphql(`{ comments(first: 10) { nodes { content dedication } } }`)).body.data.comments.nodes;
    expect(comments).toEqual(
      expect.arrayContaining([
        { content: 'Força, Ana!', dedication: 'Em memória de Antônio Ferreira' },
        { content: 'Força, Ana!', dedication: null },
      ]),
    );

    const receipt = await fetch(`${app.url}/api/minha-doacao/${named.token}/recibo.pdf`);
    expect(await pdfText(Buffer.from(await receipt.arrayBuffer()))).toContain('Homenagem: Em memória de Antônio Ferreira');

    const exported = (await (await fetch(`${app.url}/api/minha-doacao/${named.token}/dados`)).json()) as {
      donation: { dedication: unknown };
    };
    expect(exported.donation.dedication).toEqual({ ...IN_MEMORY, showAmount: false });

    // The organiser sees it whole in the donation's detail.
    const ADMIN_DONATION = `query D($id: ID!) { donation(id: $id) { dedication { kind name email message showAmount } } }`;
    const seen = await app.graphql(ADMIN_DONATION, { id: named.id }, admin);
    expect(seen.body.data.donation.dedication).toEqual({ ...IN_MEMORY, showAmount: false });

    const erased = await fetch(`${app.url}/api/minha-doacao/${named.token}/dados`, { method: 'DELETE' });
    expect(erased.status).toBe(200);
    expect((await app.deps.models.Donation.findById(named.id).lean())!.dedication).toBeNull();
    expect((await app.graphql(ADMIN_DONATION, { id: named.id }, admin)).body.data.donation.dedication).toBeNull();
    expect(await (await fetch(`${app.url}/transparencia`)).text()).not.toContain('Antônio Ferreira');
    // The notice the erased donor's payment wrote keeps nothing of the honoree.
    expect(await noticesTo(FAMILY)).toHaveLength(0);
  });

  it('removes the dedication with the retention policy, as the donor contact data', async () => {
    const { id } = await create({ dedication: IN_MEMORY });
    // Unpaid, and past its period (rules/retention.ts): the retention job blanks it.
    const longAgo = new Date(Date.now() - 400 * 86_400_000);
    await app.deps.models.Donation.collection.updateOne(
      { _id: (await app.deps.models.Donation.findById(id))!._id },
      { $set: { createdAt: longAgo } },
    );
    await applyDonationRetention(app.deps);
    expect((await app.deps.models.Donation.findById(id).lean())!.dedication).toBeNull();
  });

  it('lets the owner turn dedications off: the forms hide them and the API refuses one with DEDICATIONS_DISABLED', async () => {
    const campaign = async () => (await app.graphql(`{ campaign { dedications } }`)).body.data.campaign.dedications;
    expect(await campaign()).toBe(true);
    expect(await (await fetch(`${app.url}/doar`)).text()).toContain('Doar em homenagem ou em memória de alguém');
    expect(firstError((await app.graphql(SET, { enabled: false })).body).extensions.code).toBe('UNAUTHENTICATED');
    expect((await app.graphql(SET, { enabled: false }, admin)).body.data.setDedications).toBe(false);
    expect(await campaign()).toBe(false);
    expect(await (await fetch(`${app.url}/doar`)).text()).not.toContain('Doar em homenagem ou em memória de alguém');
    const refused = firstError((await app.graphql(CREATE_DONATION, { input: validDonation({ dedication: IN_MEMORY }) })).body);
    expect(refused).toMatchObject({ message: DEDICATION_MESSAGES.disabled, extensions: { code: 'DEDICATIONS_DISABLED' } });
    // A donation without one still goes through.
    await create({});
    expect((await app.graphql(SET, { enabled: true }, admin)).body.data.setDedications).toBe(true);
    await create({ dedication: IN_MEMORY });
  });
});
