import { getPixPayloadInfo, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { Types } from 'mongoose';
import { crc16, parseBrCodeFields } from '../../api/src/pix/brcode.js';
import { PIX_EXPIRY_SECONDS } from '../../rules/pix.js';
import {
  PIX_CODE,
  confirmDonation,
  createDonation,
  manualClock,
  firstError,
  pixVariables,
} from '../support/donation-scenarios.js';
import { startTestApp, type TestApp } from '../support/harness.js';

const PIX_ENV = {
  PIX_KEY: 'doacoes@instituto-exemplo.org.br',
  PIX_MERCHANT_NAME: 'Instituto Esperança da Pele',
  PIX_MERCHANT_CITY: 'São Paulo',
};

describe('pixCode', () => {
  const clock = manualClock();
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: PIX_ENV, now: clock.now });
  });
  afterAll(() => app.close());

  /** The seed's REST path, as the donation's creator calls it: with its access token. */
  async function restPix(id: string) {
    const response = await fetch(`${app.url}/api/pix/${id}`, { headers: { 'x-access-token': pixVariables(id).accessToken } });
    return { status: response.status, body: (await response.json()) as any };
  }

  it('issues a valid BR Code for the donation: key, amount, folded name and city, txid, CRC', async () => {
    const id = await createDonation(app, { amount: '150,75' });
    const { body } = await app.graphql(PIX_CODE, pixVariables(id));
    expect(body.errors).toBeUndefined();
    const charge = body.data.pixCode;
    expect(charge).toMatchObject({ donationId: id, amount: '150.75' });
    expect(charge.expiresAt).toBe(new Date(clock.now().getTime() + PIX_EXPIRY_SECONDS * 1000).toISOString());

    const code: string = charge.pixCode;
    expect(code.startsWith('000201')).toBe(true);
    const fields = parseBrCodeFields(code);
    expect(fields.get('26')).toBe('0014br.gov.bcb.pix0132doacoes@instituto-exemplo.org.br');
    expect(fields.get('52')).toBe('0000');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('150.75');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBe('Instituto Esperanca da Pe');
    expect(fields.get('60')).toBe('Sao Paulo');
    expect(fields.get('62')).toBe(`0524${id}`);
    expect(crc16(code.slice(0, -4))).toBe(fields.get('63'));

    // A maintained third-party parser reads the same thing.
    expect(isValidPixPayload(code)).toBe(true);
    expect(getPixPayloadInfo(code)).toMatchObject({
      key: PIX_ENV.PIX_KEY,
      amount: 150.75,
      merchantName: 'Instituto Esperanca da Pe',
      merchantCity: 'Sao Paulo',
      txid: id,
    });

    const donation = await app.deps.models.Donation.findById(new Types.ObjectId(id)).lean();
    expect(donation).toMatchObject({ pixCode: code, pixIssuedAt: clock.now(), expiresAt: new Date(charge.expiresAt) });
  });

  it('gives every donation its own code', async () => {
    const a = await createDonation(app);
    const b = await createDonation(app);
    const codeA = (await app.graphql(PIX_CODE, pixVariables(a))).body.data.pixCode.pixCode;
    const codeB = (await app.graphql(PIX_CODE, pixVariables(b))).body.data.pixCode.pixCode;
    expect(codeA).not.toBe(codeB);
  });

  it('returns the same code until it expires 30 minutes after issue, then refuses', async () => {
    const id = await createDonation(app);
    const first = (await app.graphql(PIX_CODE, pixVariables(id))).body.data.pixCode;
    clock.advanceSeconds(PIX_EXPIRY_SECONDS - 1);
    const again = (await app.graphql(PIX_CODE, pixVariables(id))).body.data.pixCode;
    expect(again).toEqual(first);
    clock.advanceSeconds(1);
    const expired = await app.graphql(PIX_CODE, pixVariables(id));
    expect(firstError(expired.body).extensions.code).toBe('CONFLICT');
    expect(firstError(expired.body).message).toMatch(/expirou/);
    const rest = await restPix(id);
    expect(rest.status).toBe(409);
    expect(rest.body.code).toBe('CONFLICT');
  });

  it('issues one code under concurrent calls', async () => {
    const id = await createDonation(app);
    const results = await Promise.all(Array.from({ length: 20 }, () => app.graphql(PIX_CODE, pixVariables(id))));
    const codes = new Set(results.map((result) => result.body.data.pixCode.pixCode));
    expect(codes.size).toBe(1);
  });

  it('refuses a paid donation', async () => {
    const id = await createDonation(app);
    await app.graphql(PIX_CODE, pixVariables(id));
    await confirmDonation(app, id);
    const { body } = await app.graphql(PIX_CODE, pixVariables(id));
    expect(firstError(body).extensions.code).toBe('CONFLICT');
    expect(firstError(body).message).toMatch(/paga/);
  });

  it('answers an unknown id with NOT_FOUND and a malformed one with BAD_USER_INPUT', async () => {
    const unknown = await app.graphql(PIX_CODE, pixVariables(new Types.ObjectId().toHexString()));
    expect(firstError(unknown.body).extensions.code).toBe('NOT_FOUND');
    expect(firstError(unknown.body).message).toBe('Doação não encontrada.');
    for (const id of ['abc', '../../etc', '{"$gt":""}', 'z'.repeat(24)]) {
      const malformed = await app.graphql(PIX_CODE, pixVariables(id));
      expect(firstError(malformed.body).extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'donationId' });
    }
    expect((await restPix(new Types.ObjectId().toHexString())).status).toBe(404);
    const bad = await restPix('abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'donationId' });
  });

  it('GET /api/pix/:donationId gives what the mutation gives', async () => {
    const id = await createDonation(app);
    const rest = await restPix(id);
    expect(rest.status).toBe(200);
    const graphql = (await app.graphql(PIX_CODE, pixVariables(id))).body.data.pixCode;
    expect(rest.body).toEqual(graphql);
    expect(rest.body.pixCode).toMatch(/^000201/);
  });
});
