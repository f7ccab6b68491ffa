import { afterEach, describe, expect, it } from '@jest/globals';
import { Types } from 'mongoose';
import sharp from 'sharp';
import {
  CONTACT_MESSAGE_RETENTION_DAYS,
  PAID_DONATION_RETENTION_YEARS,
  UNPAID_DONATION_RETENTION_DAYS,
} from '../../rules/retention.js';
import { runRetention } from '../../api/src/app/jobs.js';
import { CAMPAIGN_ID } from '../../api/src/campaign/model.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';
import {
  confirmDonation,
  CREATE_DONATION,
  manualClock,
  PIX_CODE,
  pixVariables,
  rememberAccessToken,
  validDonation,
} from '../support/donation-scenarios.js';

// The privacy policy's periods (rules/retention.ts), applied by the retention job with the clock
// moved past them: exactly what the policy names is removed, and nothing else moves.

const DAY_S = 86_400;
/** What the policy removes from a donation, as stored: every other field must stay as it was. */
const BLANKED_FIELDS = [
  'name',
  'email',
  'phone',
  'cpfEncrypted',
  'message',
  'payerMessage',
  'ipAddress',
  'userAgent',
  'isAnonymous',
  'requestHash',
  'donorLinkTokenEncrypted',
  'tracking',
  'updatesConsentAt',
  'updatesAskedAt',
  'updatesConsentVersion',
  'updatesToken',
  'erasedAt',
  'updatedAt',
];

let app: TestApp;
afterEach(() => app?.close());

const oid = (id: string) => new Types.ObjectId(id);
const storedDonation = (id: string) => app.deps.models.Donation.findById(oid(id)).lean();
const collectionOf = (name: string) => app.connection.db!.collection(name);
/** Everything public or fiscal that must not move: the campaign (totals, the ledger's counts), statistics, receipts. */
async function books() {
  const [campaign, buckets, receipts, ledger] = await Promise.all([
    app.deps.models.Campaign.findById(CAMPAIGN_ID, { raisedCents: 1, supportersCount: 1, 'ledger.confirmedCents': 1 }).lean(),
    collectionOf('statsBuckets').find().sort({ _id: 1 }).toArray(),
    collectionOf('receipts').find().sort({ _id: 1 }).toArray(),
    (await fetch(`${app.url}/api/transparency`)).json() as Promise<{ totals: unknown; donations: { nodes: unknown[] } }>,
  ]);
  return { campaign, buckets, receipts, ledgerTotals: ledger.totals, ledgerLines: ledger.donations.nodes.length };
}

/** The fields two snapshots of one donation differ in. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key])).sort();
}

async function create(overrides: Record<string, unknown> = {}): Promise<{ id: string; accessToken: string }> {
  const { body } = await app.graphql(CREATE_DONATION, { input: validDonation(overrides) });
  if (!body.data?.createDonation) throw new Error(JSON.stringify(body.errors));
  rememberAccessToken(body.data.createDonation);
  return body.data.createDonation;
}

describe('unpaid and expired donations', () => {
  it(`lose their personal data ${UNPAID_DONATION_RETENTION_DAYS} days after creation; a day younger, nothing; twice, nothing more`, async () => {
    const clock = manualClock(new Date());
    app = await startTestApp({ now: clock.now });
    const old = await create({ name: 'Carla Dias', wantsUpdates: true });
    // Its code was issued: the code's e-mail holds the address and the private link.
    await app.graphql(PIX_CODE, pixVariables(old.id));
    const younger = await create({ name: 'Beatriz Souza' });
    // Created a day after the first (the record's own time, which the clock does not set).
    const oldCreatedAt = (await storedDonation(old.id))!.createdAt as Date;
    await collectionOf('donations').updateOne(
      { _id: oid(younger.id) },
      { $set: { createdAt: new Date(oldCreatedAt.getTime() + DAY_S * 1000) } },
    );
    const paid = await create({ name: 'Paula Lima' });
    await confirmDonation(app, paid.id);
    await app.deps.models.Donation.updateOne({ _id: oid(old.id) }, { $set: { status: 'expired' } });

    const [oldBefore, youngerBefore, paidBefore, booksBefore] = await Promise.all([
      storedDonation(old.id),
      storedDonation(younger.id),
      storedDonation(paid.id),
      books(),
    ]);
    expect(
      await app.deps.models.OutboxMessage.countDocuments({ donationId: oid(old.id), to: 'maria.silva@exemplo.com.br' }),
    ).toBe(1);

    // A day short of the period for the younger one, past it for the old one.
    clock.advanceSeconds(UNPAID_DONATION_RETENTION_DAYS * DAY_S + 3600);
    expect(await runRetention(app.deps)).toEqual({ unpaidErased: 1, paidAnonymised: 0, contactMessagesDeleted: 0 });

    const oldAfter = (await storedDonation(old.id))!;
    expect(oldAfter).toMatchObject({
      name: '',
      email: '',
      phone: '',
      cpfEncrypted: '',
      message: '',
      ipAddress: '',
      userAgent: '',
      isAnonymous: true,
      donorLinkTokenEncrypted: '',
      requestHash: 'erased',
      updatesConsentAt: null,
      updatesToken: '',
      // Kept: what the statistics count.
      status: 'expired',
      amountCents: 5000,
    });
    expect(oldAfter.erasedAt).toEqual(clock.now());
    // The ad click's id goes; the campaign labels stay for the statistics.
    expect(oldAfter.tracking).toMatchObject({ gclid: null, utmSource: 'google', utmCampaign: 'inverno' });
    for (const field of changedFields(oldBefore!, oldAfter)) expect(BLANKED_FIELDS).toContain(field);
    // Its e-mails keep only that they were written.
    const messages = await app.deps.models.OutboxMessage.find({ donationId: oid(old.id) }).lean();
    expect(JSON.stringify(messages)).not.toMatch(/maria\.silva|Carla/);

    expect(await storedDonation(younger.id)).toEqual(youngerBefore);
    expect(await storedDonation(paid.id)).toEqual(paidBefore);
    expect(await books()).toEqual(booksBefore);

    const afterFirst = await collectionOf('donations').find().sort({ _id: 1 }).toArray();
    expect(await runRetention(app.deps)).toEqual({ unpaidErased: 0, paidAnonymised: 0, contactMessagesDeleted: 0 });
    expect(await collectionOf('donations').find().sort({ _id: 1 }).toArray()).toEqual(afterFirst);

    // The younger one goes a day later.
    clock.advanceSeconds(DAY_S);
    expect(await runRetention(app.deps)).toMatchObject({ unpaidErased: 1 });
    expect(await storedDonation(younger.id)).toMatchObject({ name: '', email: '', status: 'pending' });
  });
});

describe('paid donations', () => {
  it(`are anonymised once ${PAID_DONATION_RETENTION_YEARS} whole years have passed after the year of payment; receipt, totals and ledger stay`, async () => {
    // Paid on 31 December 2026 at 23:30 in Brasília: the year of payment is 2026.
    const clock = manualClock(new Date('2027-01-01T02:30:00Z'));
    app = await startTestApp({ now: clock.now });
    const early = await create({ name: 'Carla Dias', message: 'Força, Ana!' });
    await confirmDonation(app, early.id);
    // An hour later, on 1 January 2027 in Brasília: a year later for the policy.
    clock.advanceSeconds(3600);
    const late = await create({ name: 'Beatriz Souza' });
    await confirmDonation(app, late.id);
    expect(await app.deps.models.Comment.countDocuments({ donationId: oid(early.id) })).toBe(1);
    const [earlyBefore, lateBefore, booksBefore] = await Promise.all([
      storedDonation(early.id),
      storedDonation(late.id),
      books(),
    ]);
    expect(booksBefore.receipts).toHaveLength(2);

    // 31 December 2031, 23:59 in Brasília: five whole years after 2026 have not yet passed.
    clock.advanceSeconds(Date.parse('2032-01-01T02:59:00Z') / 1000 - clock.now().getTime() / 1000);
    expect(await runRetention(app.deps)).toEqual({ unpaidErased: 0, paidAnonymised: 0, contactMessagesDeleted: 0 });
    expect(await storedDonation(early.id)).toEqual(earlyBefore);

    // 1 January 2032 in Brasília: the payment of 2026 is anonymised, the one of 2027 is not.
    clock.advanceSeconds(120);
    expect(await runRetention(app.deps)).toEqual({ unpaidErased: 0, paidAnonymised: 1, contactMessagesDeleted: 0 });
    const earlyAfter = (await storedDonation(early.id))!;
    expect(earlyAfter).toMatchObject({
      name: '',
      email: '',
      phone: '',
      cpfEncrypted: '',
      message: '',
      ipAddress: '',
      userAgent: '',
      isAnonymous: true,
      status: 'paid',
      amountCents: earlyBefore!.amountCents,
      paidAt: earlyBefore!.paidAt,
    });
    for (const field of changedFields(earlyBefore!, earlyAfter)) expect(BLANKED_FIELDS).toContain(field);
    expect(await storedDonation(late.id)).toEqual(lateBefore);
    // Its published comment goes with the name; the receipt (a tax record), totals, statistics and ledger stay.
    expect(await app.deps.models.Comment.countDocuments({ donationId: oid(early.id) })).toBe(0);
    expect(await books()).toEqual(booksBefore);
    const ledger = (await (await fetch(`${app.url}/api/transparency`)).json()) as { donations: { nodes: { name: string }[] } };
    expect(ledger.donations.nodes.map((line) => line.name)).toEqual(['Beatriz', 'Doador anônimo']);
    // The donor's link still opens the receipt, which the policy keeps.
    expect((await fetch(`${app.url}/api/minha-doacao/${early.accessToken}/recibo.pdf`)).status).toBe(200);

    const afterFirst = await collectionOf('donations').find().sort({ _id: 1 }).toArray();
    expect(await runRetention(app.deps)).toEqual({ unpaidErased: 0, paidAnonymised: 0, contactMessagesDeleted: 0 });
    expect(await collectionOf('donations').find().sort({ _id: 1 }).toArray()).toEqual(afterFirst);
    expect(await books()).toEqual(booksBefore);
  });
});

describe('what the organisation recorded of a paid donation', () => {
  const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };
  const LINES = `{ statementLines(status: UNMATCHED, first: 10) { nodes { id amount } } }`;
  const ACCEPT = `mutation A($id: ID!) { acceptStatementLine(id: $id) { acceptedDonationId } }`;
  const statementLines = () =>
    app.deps.models.StatementLine.find({}, { description: 1, amountCents: 1, postedOn: 1, status: 1 })
      .sort({ amountCents: 1 })
      .lean();
  const proofFiles = () => collectionOf('donationProofs.files').countDocuments();

  it(`goes with the donor's data: a registered donation's note and proofs, the bank's words on its statement line`, async () => {
    // Noon of 31 December 2026 in Brasília.
    const clock = manualClock(new Date('2026-12-31T15:00:00Z'));
    app = await startTestApp({ now: clock.now });
    const site = await create({ name: 'Carla Dias', amount: '45,00' });
    await confirmDonation(app, site.id);
    // The day's statement: the site's R$ 45,00, and a transfer the organiser registers from it.
    const form = new FormData();
    const csv =
      'Data;Valor;Descrição\n31/12/2026;45,00;PIX RECEBIDO - CARLA DIAS\n31/12/2026;120,00;TED RECEBIDA - ROBERTO NUNES\n';
    form.append('file', new Blob([csv]), 'extrato.csv');
    const imported = await fetch(`${app.url}/api/admin/statements`, { method: 'POST', headers: ADMIN, body: form });
    expect(await imported.json()).toMatchObject({ matched: 1, unmatched: 1 });
    const [waiting] = (await app.graphql(LINES, {}, ADMIN)).body.data.statementLines.nodes;
    const registered = (await app.graphql(ACCEPT, { id: waiting.id }, ADMIN)).body.data.acceptStatementLine.acceptedDonationId;
    const proof = new FormData();
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#d0c0a0' } })
      .jpeg()
      .toBuffer();
    proof.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'comprovante.jpg');
    const attached = await fetch(`${app.url}/api/admin/donations/${registered}/proofs`, {
      method: 'POST',
      headers: ADMIN,
      body: proof,
    });
    const { proof: stored } = (await attached.json()) as { proof: { url: string } };
    const registeredBefore = (await storedDonation(registered))!;
    expect(registeredBefore.outside).toMatchObject({ note: 'TED RECEBIDA - ROBERTO NUNES', proofs: [expect.anything()] });
    expect(await proofFiles()).toBe(1);
    const linesBefore = await statementLines();
    expect(linesBefore.map((line) => line.description)).toEqual(['PIX RECEBIDO - CARLA DIAS', 'TED RECEBIDA - ROBERTO NUNES']);
    const booksBefore = await books();

    // 1 January 2032 in Brasília: both payments of 2026 are anonymised, with what was recorded of them.
    clock.advanceSeconds(Date.parse('2032-01-01T03:01:00Z') / 1000 - clock.now().getTime() / 1000);
    expect(await runRetention(app.deps)).toEqual({ unpaidErased: 0, paidAnonymised: 2, contactMessagesDeleted: 0 });
    expect(await statementLines()).toEqual(linesBefore.map((line) => ({ ...line, description: '' })));
    const registeredAfter = (await storedDonation(registered))!;
    expect(registeredAfter.outside).toEqual({ ...registeredBefore.outside, note: '', proofs: [] });
    expect(registeredAfter).toMatchObject({ status: 'paid', amountCents: 12000, paidAt: registeredBefore.paidAt });
    expect(await proofFiles()).toBe(0);
    expect(await collectionOf('donationProofs.chunks').countDocuments()).toBe(0);
    expect((await fetch(`${app.url}${stored.url}`, { headers: ADMIN })).status).toBe(404);
    expect(await books()).toEqual(booksBefore);

    const afterFirst = await collectionOf('donations').find().sort({ _id: 1 }).toArray();
    expect(await runRetention(app.deps)).toEqual({ unpaidErased: 0, paidAnonymised: 0, contactMessagesDeleted: 0 });
    expect(await collectionOf('donations').find().sort({ _id: 1 }).toArray()).toEqual(afterFirst);
  });
});

describe('contact messages', () => {
  const SEND = `mutation Send($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }`;

  it(`are deleted ${CONTACT_MESSAGE_RETENTION_DAYS} days after they were received; a day younger, kept`, async () => {
    const clock = manualClock();
    app = await startTestApp({ now: clock.now });
    const send = async (name: string) => {
      const { body } = await app.graphql(SEND, { input: { name, email: 'maria@exemplo.com.br', message: 'Quero ajudar.' } });
      return body.data.sendContactMessage.id as string;
    };
    const old = await send('Maria da Silva');
    clock.advanceSeconds(DAY_S);
    const younger = await send('Beatriz Souza');

    clock.advanceSeconds(CONTACT_MESSAGE_RETENTION_DAYS * DAY_S - DAY_S + 60);
    expect(await runRetention(app.deps)).toEqual({ unpaidErased: 0, paidAnonymised: 0, contactMessagesDeleted: 1 });
    expect(await app.deps.models.ContactMessage.exists({ _id: old })).toBeNull();
    expect(await app.deps.models.ContactMessage.exists({ _id: younger })).not.toBeNull();
    expect(await runRetention(app.deps)).toMatchObject({ contactMessagesDeleted: 0 });

    clock.advanceSeconds(DAY_S);
    expect(await runRetention(app.deps)).toMatchObject({ contactMessagesDeleted: 1 });
    expect(await app.deps.models.ContactMessage.countDocuments()).toBe(0);
  });
});
