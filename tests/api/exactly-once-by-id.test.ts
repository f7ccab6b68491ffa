// Issue 17, item 1: the hot paths decide by one write keyed by `_id` (the PIX code on a
// donation with none yet, the payment's confirmation under its charge; a reported payment by the
// unique index on its end-to-end id), and the exactly-once guarantees hold with many calls at once.
import { Types } from 'mongoose';
import { CAMPAIGN_ID } from '../../api/src/campaign/model.js';
import { chargeClaimId } from '../../api/src/donations/claim-model.js';
import { confirmPaid } from '../../api/src/donations/confirm.js';
import {
  CONFIRM_DONATION,
  CREATE_DONATION,
  createDonation,
  notifyPayment,
  PIX_CODE,
  pixVariables,
  validDonation,
} from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';

const WEBHOOK_SECRET = 'webhook-secret-0123456789abcdef';
const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    env: { PIX_WEBHOOK_SECRET: WEBHOOK_SECRET, RATE_LIMIT_CREATE_DONATION: '100000/60', RATE_LIMIT_PIX_CODE: '100000/60' },
  });
});
afterAll(() => app.close());

const notify = (pix: object) => notifyPayment(app, WEBHOOK_SECRET, pix);

const totals = async () => {
  const campaign = (await app.deps.models.Campaign.findById(CAMPAIGN_ID).lean())!;
  return { raisedCents: campaign.raisedCents, supportersCount: campaign.supportersCount };
};

async function codeFor(id: string): Promise<string> {
  const { body } = await app.graphql(PIX_CODE, pixVariables(id));
  if (!body.data?.pixCode) throw new Error(JSON.stringify(body.errors));
  return body.data.pixCode.pixCode as string;
}

describe('the PIX code is issued once, by a write on a donation with no code yet', () => {
  it('30 concurrent requests on each of 4 donations: one code each, stored once, one e-mail', async () => {
    const ids = await Promise.all(Array.from({ length: 4 }, () => createDonation(app)));
    const answers = await Promise.all(
      ids.flatMap((id) => Array.from({ length: 30 }, () => app.graphql(PIX_CODE, pixVariables(id)))),
    );
    expect(answers.filter((answer) => answer.body.errors)).toEqual([]);
    for (const id of ids) {
      const codes = new Set(
        answers.filter((answer) => answer.body.data.pixCode.donationId === id).map((answer) => answer.body.data.pixCode.pixCode),
      );
      expect(codes.size).toBe(1);
      const donation = await app.deps.models.Donation.findById(id).lean();
      expect([...codes][0]).toBe(donation!.pixCode);
      expect(donation!.expiresAt!.getTime() - donation!.pixIssuedAt!.getTime()).toBe(30 * 60_000);
      const mails = await app.deps.models.OutboxMessage.find({ donationId: new Types.ObjectId(id) }).lean();
      expect(mails.filter((mail) => mail.eventKey.startsWith('pix-code:'))).toHaveLength(1);
    }
  });

  it('a code already on the donation is the one answered, and nothing is issued again', async () => {
    const id = await createDonation(app);
    const _id = new Types.ObjectId(id);
    const issuedAt = new Date();
    // As a concurrent issuer on another instance left it, between this call's read and its write.
    await app.deps.models.Donation.updateOne(
      { _id },
      {
        $set: {
          pixCode: 'CODE-STORED-BY-ANOTHER-ISSUER',
          pixIssuedAt: issuedAt,
          expiresAt: new Date(issuedAt.getTime() + 30 * 60_000),
        },
      },
    );
    expect(await codeFor(id)).toBe('CODE-STORED-BY-ANOTHER-ISSUER');
    expect(await app.deps.models.OutboxMessage.countDocuments({ donationId: _id })).toBe(0);
  });

  it('a wrong access token still answers as an unknown id, and issues nothing', async () => {
    const id = await createDonation(app);
    const { body } = await app.graphql(PIX_CODE, { id, accessToken: 'someone-else' });
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await app.deps.models.Donation.findById(id).lean())!.pixCode).toBeNull();
  });
});

describe('a payment is claimed by inserts keyed by its charge and by its end-to-end id', () => {
  it('the same notification 10 times and the organiser 10 times, all at once: paid once, counted once', async () => {
    const id = await createDonation(app, { amount: '73,00' });
    await codeFor(id);
    const { txid } = (await app.deps.models.Donation.findById(id).lean())!;
    const before = await totals();
    const pix = { endToEndId: 'E99990000202611231200CLAIM0001', txid, valor: '73.00', horario: new Date().toISOString() };
    const [webhooks, admins] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => notify(pix))),
      Promise.all(Array.from({ length: 10 }, () => app.graphql(CONFIRM_DONATION, { id }, ADMIN))),
    ]);
    expect(webhooks.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(admins.map((answer) => answer.body.data?.confirmDonation?.status)).toEqual(Array(10).fill('PAID'));

    const after = await totals();
    expect(after.raisedCents - before.raisedCents).toBe(7300);
    expect(after.supportersCount - before.supportersCount).toBe(1);
    const claim = await app.deps.models.PaymentClaim.findById(chargeClaimId(new Types.ObjectId(id))).lean();
    const donation = (await app.deps.models.Donation.findById(id).lean())!;
    expect(donation.status).toBe('paid');
    // The donation carries exactly what its claim decided.
    expect(donation.paidAt!.getTime()).toBe(claim!.paidAt!.getTime());
    expect(donation.confirmedBy).toBe(claim!.source);
    expect(await app.deps.models.PixPayment.countDocuments({ endToEndId: pix.endToEndId })).toBe(1);
    expect(await app.deps.models.Comment.countDocuments({ donationId: donation._id })).toBe(1);
    expect(await app.deps.models.Receipt.countDocuments({ _id: donation._id })).toBe(1);
    const thanks = await app.deps.models.OutboxMessage.find({ eventKey: `paid:${id}` }).lean();
    expect(thanks).toHaveLength(1);
    // A repeat is answered by the payment's record and changes nothing.
    const repeat = await notify(pix);
    expect(repeat.status).toBe(200);
    expect(await totals()).toEqual(after);
  });

  it('12 payments of one charge with different end-to-end ids at once: one confirms, 11 are duplicates', async () => {
    const id = await createDonation(app, { amount: '40,00' });
    await codeFor(id);
    const { txid } = (await app.deps.models.Donation.findById(id).lean())!;
    const before = await totals();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        notify({ endToEndId: `E1717DUP${String(i).padStart(4, '0')}`, txid, valor: '40.00', horario: new Date().toISOString() }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    const payments = await app.deps.models.PixPayment.find({ txid }).lean();
    expect(payments.filter((payment) => payment.outcome === 'CONFIRMED')).toHaveLength(1);
    expect(payments.filter((payment) => payment.outcome === 'DUPLICATE_PAYMENT')).toHaveLength(11);
    const after = await totals();
    expect(after.raisedCents - before.raisedCents).toBe(4000);
    expect(after.supportersCount - before.supportersCount).toBe(1);
  });

  it('a donation paid before claims existed is never paid again by a late confirmation', async () => {
    const id = await createDonation(app, { amount: '25,00' });
    const paidAt = new Date('2026-01-05T10:00:00Z');
    // As the previous version left it: paid, effects applied, no claim.
    await app.deps.models.Donation.updateOne(
      { _id: new Types.ObjectId(id) },
      { $set: { status: 'paid', paidAt, effectsAppliedAt: paidAt, confirmedBy: 'webhook' } },
    );
    const before = await totals();
    const results = await Promise.all(Array.from({ length: 5 }, () => confirmPaid(app.deps, id, 'admin')));
    expect(results.map((result) => result.confirmedNow)).toEqual(Array(5).fill(false));
    expect(await totals()).toEqual(before);
    const donation = (await app.deps.models.Donation.findById(id).lean())!;
    expect(donation.paidAt!.getTime()).toBe(paidAt.getTime());
    expect(donation.confirmedBy).toBe('webhook');
  });

  it('a confirmation that stopped after its claim is completed by the next one, without counting twice', async () => {
    const id = await createDonation(app, { amount: '31,00' });
    const _id = new Types.ObjectId(id);
    const paidAt = new Date();
    // The claim is in, the donation was never moved (the process stopped in between).
    await app.deps.models.PaymentClaim.create({
      _id: chargeClaimId(_id),
      donationId: _id,
      paidAt,
      source: 'webhook',
      at: paidAt,
    });
    const result = await confirmPaid(app.deps, id, 'admin');
    expect(result.confirmedNow).toBe(false);
    const donation = (await app.deps.models.Donation.findById(_id).lean())!;
    expect(donation).toMatchObject({ status: 'paid', confirmedBy: 'webhook', effectsAppliedAt: null });
    expect(donation.paidAt!.getTime()).toBe(paidAt.getTime());
  });
});

describe('a donation is created once per idempotency key', () => {
  it('15 concurrent creations with one key: one donation, one id, counted once in the statistics', async () => {
    const input = validDonation({ utmSource: 'exactly-once', utmCampaign: 'keys', amount: '17,00' });
    const answers = await Promise.all(Array.from({ length: 15 }, () => app.graphql(CREATE_DONATION, { input })));
    const ids = new Set(answers.map((answer) => answer.body.data?.createDonation?.id));
    expect(ids.size).toBe(1);
    expect(await app.deps.models.Donation.countDocuments({ idempotencyKey: input.idempotencyKey })).toBe(1);
    const buckets = await app.deps.models.StatsBucket.find({ utmSource: 'exactly-once' }).lean();
    expect(buckets.map((bucket) => bucket.count)).toEqual([{ pending: 1 }]);
  });
});
