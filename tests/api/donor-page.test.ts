import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Types } from 'mongoose';
import { PIX_CODE, confirmDonation, pixVariables, rememberAccessToken, validDonation } from '../support/donation-scenarios.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { pdfText } from '../support/pdf.js';
import { startTestSmtp, type TestSmtp } from '../support/smtp.js';

const CREATE = `mutation($input: CreateDonationInput!) { createDonation(input: $input) { id accessToken donorUrl } }`;

describe("the donor's own page: status, receipt, their data", () => {
  let app: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await startTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.stop();
  });

  const create = async (overrides: Record<string, unknown> = {}) => {
    const { body } = await app.graphql(CREATE, { input: validDonation(overrides) });
    rememberAccessToken(body.data.createDonation);
    return body.data.createDonation as { id: string; accessToken: string; donorUrl: string };
  };
  const api = (path: string, init?: RequestInit) => fetch(`${app.url}/api${path}`, init);
  const json = async (response: Response) => (await response.json()) as any;

  it('createDonation (GraphQL and REST) answers the private link, made of the secret only its creator has', async () => {
    const created = await create();
    expect(created.donorUrl).toBe(`/minha-doacao/${created.accessToken}`);
    expect(created.accessToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const rest = await json(
      await api('/donations', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(validDonation()),
      }),
    );
    expect(rest.donorUrl).toBe(`/minha-doacao/${rest.accessToken}`);
    // Only the hash is stored.
    const stored = await app.deps.models.Donation.findById(new Types.ObjectId(created.id)).lean();
    expect(JSON.stringify(stored)).not.toContain(created.accessToken);
  });

  it('shows the status, the code while it is valid, and is never cached or indexed', async () => {
    const { id, accessToken } = await create({ amount: '80,00' });
    const before = await api(`/minha-doacao/${accessToken}`);
    expect(before.headers.get('cache-control')).toBe('no-store');
    expect(before.headers.get('x-robots-tag')).toBe('noindex');
    expect(await json(before)).toMatchObject({
      id,
      status: 'pending',
      statusLabel: 'aguardando pagamento',
      amount: '80.00',
      pixCode: null,
    });
    const pix = (await app.graphql(PIX_CODE, pixVariables(id))).body.data.pixCode;
    expect(await json(await api(`/minha-doacao/${accessToken}`))).toMatchObject({
      pixCode: pix.pixCode,
      expiresAt: pix.expiresAt,
    });
  });

  it('answers 404 alike for an unknown and a malformed token', async () => {
    const unknown = await api(`/minha-doacao/${'A'.repeat(22)}`);
    const malformed = await api('/minha-doacao/%24where');
    expect(unknown.status).toBe(404);
    expect(malformed.status).toBe(404);
    expect(await json(unknown)).toEqual(await json(malformed));
    expect((await api(`/minha-doacao/${'A'.repeat(22)}/recibo.pdf`)).status).toBe(404);
  });

  const DONOR_DONATION = `query($accessToken: String!) {
    donorDonation(accessToken: $accessToken) {
      id status statusLabel amount createdAt paidAt pixCode expiresAt receipt { title path } publicReference erasedAt
      share { code donations amount }
    }
  }`;

  it('GraphQL donorDonation answers what the REST alias does, for the token holder only, never cached', async () => {
    const { id, accessToken } = await create({ amount: '80,00' });
    const rest = await json(await api(`/minha-doacao/${accessToken}`));
    const { body } = await app.graphql(DONOR_DONATION, { accessToken });
    expect(body.errors).toBeUndefined();
    const { id: _restId, status: restStatus, ...restRest } = rest;
    expect(body.data.donorDonation).toEqual({ id, status: restStatus.toUpperCase(), ...restRest });
    await confirmDonation(app, id);
    const paid = (await app.graphql(DONOR_DONATION, { accessToken })).body.data.donorDonation;
    expect(paid).toMatchObject({ status: 'PAID', statusLabel: 'pago', pixCode: null });
    expect(paid.receipt.path).toBe(`/api/minha-doacao/${accessToken}/recibo.pdf`);
    // Personal data: a GET of the query is never stored by a browser or a proxy.
    const viaGet = await fetch(
      `${app.url}/graphql?query=${encodeURIComponent(DONOR_DONATION)}&variables=${encodeURIComponent(JSON.stringify({ accessToken }))}`,
      { headers: { 'apollo-require-preflight': 'true' } },
    );
    expect(viaGet.status).toBe(200);
    expect(viaGet.headers.get('cache-control') ?? '').not.toMatch(/public|max-age=[1-9]/);
  });

  it('GraphQL donorDonation: NOT_FOUND with the REST message, alike for an unknown and a malformed token', async () => {
    const restMessage = (await json(await api(`/minha-doacao/${'A'.repeat(22)}`))).message;
    for (const accessToken of ['A'.repeat(22), '$where']) {
      const { body } = await app.graphql(DONOR_DONATION, { accessToken });
      expect(body.data).toBeNull();
      expect(body.errors?.[0]).toMatchObject({ message: restMessage, extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('the receipt: 409 in pt-BR before payment, the PDF after', async () => {
    const { id, accessToken } = await create({ name: 'Joana Prado', cpf: '529.982.247-25' });
    const early = await api(`/minha-doacao/${accessToken}/recibo.pdf`);
    expect(early.status).toBe(409);
    expect(await json(early)).toMatchObject({
      code: 'CONFLICT',
      message: 'O recibo fica disponível quando o pagamento for confirmado.',
    });
    await confirmDonation(app, id);
    const status = await json(await api(`/minha-doacao/${accessToken}`));
    expect(status).toMatchObject({ status: 'paid', statusLabel: 'pago', pixCode: null });
    expect(status.receipt.path).toBe(`/api/minha-doacao/${accessToken}/recibo.pdf`);
    const pdf = await api(`/minha-doacao/${accessToken}/recibo.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('no-store');
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain(`${status.receipt.title.toUpperCase()}`);
    expect(text).toContain('Doador(a): Joana Prado');
  });

  it('exports everything stored, CPF in clear for its owner, and records the request with its 15-day deadline', async () => {
    const { accessToken, id } = await create({ name: 'Ana Souza', email: 'ana@exemplo.com.br', cpf: '529.982.247-25' });
    const data = await json(await api(`/minha-doacao/${accessToken}/dados`));
    expect(data.donation).toMatchObject({
      id,
      name: 'Ana Souza',
      email: 'ana@exemplo.com.br',
      cpf: '52998224725',
      phone: '11987654321',
    });
    expect(data.donation.ipAddress).not.toBe('');
    const request = await app.deps.models.DataRequest.findOne({ donationId: new Types.ObjectId(id) }).lean();
    expect(request).toMatchObject({ kind: 'export' });
    expect(request!.deadline.getTime() - request!.requestedAt.getTime()).toBe(15 * 86_400_000);
  });

  it('corrects name or e-mail before a receipt exists, with the form rules; not after', async () => {
    const { id, accessToken } = await create();
    const patch = (body: unknown) =>
      api(`/minha-doacao/${accessToken}/dados`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const refused = await patch({ email: 'not-an-email' });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ field: 'email', message: 'Informe um e-mail válido, como nome@exemplo.com.br.' });
    expect(await json(await patch({ name: 'Maria Aparecida da Silva', email: 'Nova@Exemplo.com.br' }))).toEqual({
      corrected: ['name', 'email'],
    });
    expect(await app.deps.models.Donation.findById(new Types.ObjectId(id)).lean()).toMatchObject({
      name: 'Maria Aparecida da Silva',
      email: 'nova@exemplo.com.br',
    });
    await confirmDonation(app, id);
    const late = await patch({ name: 'Outro Nome' });
    expect(late.status).toBe(409);
  });

  it('erases the personal data and the published comment, keeps the issued receipt and says why; twice is already done', async () => {
    const { id, accessToken } = await create({ name: 'Carla Dias', message: 'Força, Ana!', cpf: '529.982.247-25' });
    await confirmDonation(app, id);
    expect(await app.deps.models.Comment.countDocuments({ donationId: new Types.ObjectId(id) })).toBe(1);
    const erased = await json(await api(`/minha-doacao/${accessToken}/dados`, { method: 'DELETE' }));
    expect(erased.alreadyErased).toBe(false);
    expect(erased.erased).toEqual(expect.arrayContaining(['nome', 'e-mail', 'telefone', 'CPF', 'endereço IP']));
    expect(erased.kept[0].why).toContain('LGPD art. 16, I');
    const stored = await app.deps.models.Donation.findById(new Types.ObjectId(id)).lean();
    expect(stored).toMatchObject({ name: '', email: '', phone: '', cpfEncrypted: '', message: '', ipAddress: '', userAgent: '' });
    // The ad click's id goes with the person; the campaign's labels stay for the statistics.
    expect(stored!.tracking).toMatchObject({ gclid: null, utmSource: 'google', utmCampaign: 'inverno' });
    expect(erased.erased).toContain('identificador do clique no anúncio');
    expect(stored!.erasedAt).toBeInstanceOf(Date);
    expect(await app.deps.models.Comment.countDocuments({ donationId: new Types.ObjectId(id) })).toBe(0);
    expect(JSON.stringify(await app.deps.models.OutboxMessage.find({ donationId: new Types.ObjectId(id) }).lean())).not.toContain(
      'Carla',
    );
    // The receipt, a tax record, is kept.
    expect((await api(`/minha-doacao/${accessToken}/recibo.pdf`)).status).toBe(200);
    const again = await json(await api(`/minha-doacao/${accessToken}/dados`, { method: 'DELETE' }));
    expect(again).toMatchObject({ alreadyErased: true, message: 'Os dados desta doação já tinham sido apagados.' });
  });

  it('never issues a receipt nor writes an e-mail for a donation erased before it was paid', async () => {
    const { id, accessToken } = await create();
    await app.graphql(PIX_CODE, pixVariables(id));
    await api(`/minha-doacao/${accessToken}/dados`, { method: 'DELETE' });
    await confirmDonation(app, id);
    expect(await app.deps.models.Receipt.countDocuments({ _id: new Types.ObjectId(id) })).toBe(0);
    expect(await app.deps.models.OutboxMessage.countDocuments({ donationId: new Types.ObjectId(id) })).toBe(0);
    expect((await api(`/minha-doacao/${accessToken}/recibo.pdf`)).status).toBe(409);
  });
});
