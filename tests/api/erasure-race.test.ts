import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Types } from 'mongoose';
import { deliverDueMessages } from '../../api/src/mail/sender.js';
import { applyPaymentEffects } from '../../api/src/donations/paid.js';
import type { DonationDocument } from '../../api/src/donations/model.js';
import { confirmDonation, rememberAccessToken, validDonation } from '../support/donation-scenarios.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { startTestSmtp, type TestSmtp } from '../support/smtp.js';

const CREATE = `mutation($input: CreateDonationInput!) { createDonation(input: $input) { id accessToken donorUrl } }`;

/** A first name no other run uses, letters only (the name rule), so each run's leaks can be searched for. */
const uniqueFirstName = (n: number) =>
  `Raquel${String.fromCharCode(97 + (n % 26))}${String.fromCharCode(97 + (Math.floor(n / 26) % 26))}`;

describe('erasure and the payment receipt are ordered (issue 26, item 1)', () => {
  let app: TestApp;
  let smtp: TestSmtp;
  let runs = 0;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await startTestApp({ env: { SMTP_URL: smtp.url, RATE_LIMIT_CREATE_DONATION: '100000/600' } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.stop();
  });

  const api = (path: string, init?: RequestInit) => fetch(`${app.url}/api${path}`, init);

  /** A donor with a name, address and CPF of their own, so anything left of them can be found. */
  async function donor() {
    runs += 1;
    const name = `${uniqueFirstName(runs)} Moura`;
    const email = `corrida-${runs}@exemplo.com.br`;
    const { body } = await app.graphql(CREATE, { input: validDonation({ name, email, message: `Apoio de ${name}` }) });
    rememberAccessToken(body.data.createDonation);
    const { id, accessToken } = body.data.createDonation as { id: string; accessToken: string };
    return { id, _id: new Types.ObjectId(id), accessToken, name, email };
  }
  type Donor = Awaited<ReturnType<typeof donor>>;

  const erase = async (token: string) => {
    const response = await api(`/minha-doacao/${token}/dados`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    return (await response.json()) as { alreadyErased: boolean; kept: Array<{ what: string; why: string }> };
  };

  /** Sends everything the outbox holds, as the running sender would. */
  async function drainOutbox() {
    while ((await deliverDueMessages(app.deps)) > 0);
  }

  /**
   * The invariant, whatever the order: either the receipt exists (with the data as they were
   * when it was claimed) and the erasure's answer lists it as kept under art. 16, I, or there
   * is no receipt. Either way nothing derived from the donor's data is left for anyone to
   * read or deliver: no e-mail to the erased address, none queued, no comment, no name in the feeds.
   */
  async function assertOrdered(run: Donor, erasure: Awaited<ReturnType<typeof erase>>) {
    await drainOutbox();
    const receipt = await app.deps.models.Receipt.findById(run._id).lean();
    const listed = erasure.kept.filter((kept) => kept.why.includes('LGPD art. 16, I'));
    expect(listed).toHaveLength(receipt ? 1 : 0);
    if (receipt) expect(receipt.donorName).toBe(run.name);
    const pdf = await api(`/minha-doacao/${run.accessToken}/recibo.pdf`);
    expect(pdf.status).toBe(receipt ? 200 : 409);
    expect(smtp.received.filter((mail) => JSON.stringify(mail.to).includes(run.email))).toHaveLength(0);
    const outbox = JSON.stringify(await app.deps.models.OutboxMessage.find({ donationId: run._id }).lean());
    expect(outbox).not.toContain(run.email);
    expect(outbox).not.toContain(run.name.split(' ')[0]);
    expect(await app.deps.models.Comment.countDocuments({ donationId: run._id })).toBe(0);
    expect(JSON.stringify(await app.deps.models.PublicFeed.find().lean())).not.toContain(run.name.split(' ')[0]);
    const stored = await app.deps.models.Donation.findById(run._id).lean();
    expect(stored).toMatchObject({ name: '', email: '', cpfEncrypted: '', status: 'paid' });
  }

  it('erasure and payment sent at the same moment, many times: every run keeps the invariant', async () => {
    const kept = { receipt: 0, none: 0 };
    for (let i = 0; i < 20; i++) {
      const run = await donor();
      const [erasure] = await Promise.all([erase(run.accessToken), confirmDonation(app, run.id)]);
      // The payment's effects finish before confirmDonation answers; the erasure may still be cleaning up: both are done here.
      await assertOrdered(run, erasure);
      if (erasure.kept.length > 1) kept.receipt += 1;
      else kept.none += 1;
    }
    expect(kept.receipt + kept.none).toBe(20);
  });

  it('payment first, then erasure: the receipt is kept and listed, the unsent thank-you e-mail dropped', async () => {
    const run = await donor();
    await confirmDonation(app, run.id);
    const erasure = await erase(run.accessToken);
    await assertOrdered(run, erasure);
    expect(erasure.kept[0]!.what).toContain('recibo de doação nº');
  });

  it('erasure first, then payment: no receipt, no e-mail, and the receipt link says why, truthfully', async () => {
    const run = await donor();
    const erasure = await erase(run.accessToken);
    await confirmDonation(app, run.id);
    await assertOrdered(run, erasure);
    const status = (await (await api(`/minha-doacao/${run.accessToken}`)).json()) as { statusLabel: string };
    expect(status.statusLabel).toBe('pago');
    const pdf = await api(`/minha-doacao/${run.accessToken}/recibo.pdf`);
    const answer = (await pdf.json()) as { code: string; message: string };
    expect(answer.code).toBe('CONFLICT');
    expect(answer.message).not.toContain('quando o pagamento for confirmado');
    expect(answer.message).toContain('apagados a seu pedido');
  });

  /**
   * The attack's interleaving, made deterministic: the payment read the donation before the
   * erasure and writes its effects after it. A payment stopped after step 1 (paid, effects
   * missing) is that state; the sweep read it (the snapshot), the erasure runs, then the
   * sweep applies the effects from what it read.
   */
  async function paidWithEffectsPending(run: Donor, receiptClaimed: boolean) {
    const paidAt = app.deps.now();
    await app.deps.models.Donation.updateOne(
      { _id: run._id },
      {
        $set: {
          status: 'paid',
          paidAt,
          effectsAppliedAt: null,
          confirmedBy: 'admin',
          ...(receiptClaimed ? { receiptClaimedAt: paidAt } : {}),
        },
      },
    );
    return app.deps.models.Donation.findById(run._id).lean<DonationDocument>();
  }

  it('payment read before the erasure, effects written after it: no receipt, no e-mail, no comment', async () => {
    const run = await donor();
    const snapshot = await paidWithEffectsPending(run, false);
    const erasure = await erase(run.accessToken);
    await applyPaymentEffects(app.deps, snapshot!);
    await assertOrdered(run, erasure);
    expect(await app.deps.models.Receipt.countDocuments({ _id: run._id })).toBe(0);
  });

  it('receipt claimed by the payment before the erasure, issued after: the erasure lists it as kept and it exists', async () => {
    const run = await donor();
    const snapshot = await paidWithEffectsPending(run, true);
    const erasure = await erase(run.accessToken);
    expect(erasure.kept[0]!.why).toContain('LGPD art. 16, I');
    expect(await app.deps.models.Receipt.countDocuments({ _id: run._id })).toBe(1);
    await applyPaymentEffects(app.deps, snapshot!);
    await assertOrdered(run, erasure);
  });

  it('an e-mail already on its way when the erasure comes: the erasure answers only after it has left', async () => {
    const run = await donor();
    await confirmDonation(app, run.id);
    const [message] = await app.deps.models.OutboxMessage.find({ donationId: run._id }).lean();
    // A sender (another instance) has claimed it and is talking to the SMTP server.
    await app.deps.models.OutboxMessage.updateOne(
      { _id: message!._id },
      { $set: { status: 'sending', claimedUntil: new Date(Date.now() + 60_000) } },
    );
    const events: string[] = [];
    const erasure = erase(run.accessToken).then((answer) => {
      events.push('erasure answered');
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    events.push('message sent');
    await app.deps.models.OutboxMessage.updateOne({ _id: message!._id }, { $set: { status: 'sent', claimedUntil: null } });
    await erasure;
    expect(events).toEqual(['message sent', 'erasure answered']);
  });

  it('a message claimed by a sender that died is not waited for, and nothing reaches the erased address', async () => {
    const run = await donor();
    await confirmDonation(app, run.id);
    const before = smtp.received.length;
    // Claimed, then its sender died: the claim lapsed with the address still on it.
    await app.deps.models.OutboxMessage.updateMany(
      { donationId: run._id },
      { $set: { status: 'sending', claimedUntil: new Date(Date.now() - 1000) } },
    );
    const answer = await erase(run.accessToken);
    expect(answer.alreadyErased).toBe(false);
    await drainOutbox();
    expect(smtp.received.slice(before).filter((mail) => JSON.stringify(mail.to).includes(run.email))).toEqual([]);
    const left = await app.deps.models.OutboxMessage.find({ donationId: run._id }).lean();
    expect(left.every((message) => message.to === '' && message.status !== 'sent')).toBe(true);
  });
});

describe('erasure leaves no fingerprint (issue 26, item 2)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_CREATE_DONATION: '100000/600' } });
  });
  afterAll(() => app.close());

  const replay = async (input: Record<string, unknown>) => {
    const response = await fetch(`${app.url}/api/donations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('a replay of an erased donation gets one answer whatever the payload, and no token that opens anything', async () => {
    const input = validDonation({ name: 'Helena Prates', email: 'helena@exemplo.com.br' });
    const created = await replay(input);
    expect(created.status).toBe(200);
    const token = created.body.accessToken as string;
    const _id = new Types.ObjectId(created.body.id as string);
    const before = await app.deps.models.Donation.findById(_id).lean();
    await fetch(`${app.url}/api/minha-doacao/${token}/dados`, { method: 'DELETE' });

    const stored = await app.deps.models.Donation.findById(_id).lean();
    expect(stored!.requestHash).not.toBe(before!.requestHash);
    expect(JSON.stringify(stored)).not.toContain(before!.requestHash);

    const same = await replay(input);
    const otherCpf = await replay({ ...input, cpf: '111.444.777-35' });
    const otherName = await replay({ ...input, name: 'Outra Pessoa' });
    for (const answer of [same, otherCpf, otherName]) {
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual(same.body);
      expect(answer.body).not.toHaveProperty('accessToken');
      expect(JSON.stringify(answer.body)).not.toContain(_id.toHexString());
    }
    expect(same.body).toMatchObject({ code: 'CONFLICT', field: 'idempotencyKey' });
    // No token was added, and the key created nothing new.
    expect((await app.deps.models.Donation.findById(_id).lean())!.accessTokenHashes).toEqual(stored!.accessTokenHashes);
    expect(await app.deps.models.Donation.countDocuments({ idempotencyKey: input.idempotencyKey })).toBe(1);
  });

  it('a donation not erased keeps its idempotency: the same request the same id, another payload 409', async () => {
    const input = validDonation();
    const first = await replay(input);
    const again = await replay(input);
    expect(again).toMatchObject({ status: 200, body: { id: first.body.id } });
    expect((await replay({ ...input, cpf: '111.444.777-35' })).status).toBe(409);
  });
});
