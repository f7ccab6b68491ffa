import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Types } from 'mongoose';
import { SHARE_CODE_ALPHABET, SHARE_CODE_LENGTH, shareCodeOf } from '../../rules/referral.js';
import {
  PIX_CODE,
  confirmDonation,
  createDonation,
  pixVariables,
  rememberAccessToken,
  validDonation,
} from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';
import { shareCodeOfDonation } from '../../api/src/referrals/service.js';

const CREATE = `mutation($input: CreateDonationInput!) { createDonation(input: $input) { id accessToken } }`;
const STATUS = `query($id: ID!, $accessToken: String!) { donationStatus(id: $id, accessToken: $accessToken) { status shareCode } }`;
const DONOR = `query($accessToken: String!) { donorDonation(accessToken: $accessToken) { status share { code donations amount } } }`;
const SHARE_STATS = `{ shareStats(first: 5) { topLinks { code donorName donations amount } channels { channel source donations amount } } }`;

const CODE = new RegExp(`^[${SHARE_CODE_ALPHABET}]{${SHARE_CODE_LENGTH}}$`);

/**
 * Issue 39, goal 2: each donation's share code, the donations its link brought, the one
 * e-mail to a donor who asked for updates, and the organiser's view of links and channels.
 */
describe('share links, counted', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const admin = (query: string) => app.graphql(query, {}, { authorization: `Bearer ${ADMIN_TOKEN}` });

  /** A donor: created (with their creator's token) and paid. */
  async function donor(overrides: Record<string, unknown> = {}) {
    const { body } = await app.graphql(CREATE, { input: validDonation(overrides) });
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    const created = body.data.createDonation as { id: string; accessToken: string };
    rememberAccessToken(created);
    // The code's e-mail keeps the private link (encrypted) for the later e-mails.
    await app.graphql(PIX_CODE, pixVariables(created.id));
    await confirmDonation(app, created.id);
    const status = (await app.graphql(STATUS, created)).body.data.donationStatus as { shareCode: string };
    return { ...created, code: status.shareCode };
  }
  const page = async (accessToken: string) => (await app.graphql(DONOR, { accessToken })).body.data.donorDonation;
  const referralMails = (donationId: string) =>
    app.deps.models.OutboxMessage.find({ donationId: new Types.ObjectId(donationId), eventKey: /^referral:/ }).lean();

  it('gives each donation a random code with its payment, shown to its donor once paid', async () => {
    const { body } = await app.graphql(CREATE, { input: validDonation() });
    const created = body.data.createDonation as { id: string; accessToken: string };
    // Unpaid: no code yet (creating a donation costs nothing more), and the dialog and the page show no share link.
    expect(await app.deps.models.ShareCode.countDocuments({ donationId: new Types.ObjectId(created.id) })).toBe(0);
    expect((await app.graphql(STATUS, created)).body.data.donationStatus.shareCode).toBeNull();
    expect((await page(created.accessToken)).share).toBeNull();
    await confirmDonation(app, created.id);
    const stored = await app.deps.models.ShareCode.findOne({ donationId: new Types.ObjectId(created.id) }).lean();
    expect(stored?._id).toMatch(CODE);
    expect((await app.graphql(STATUS, created)).body.data.donationStatus.shareCode).toBe(stored!._id);
    expect((await page(created.accessToken)).share).toEqual({ code: stored!._id, donations: 0, amount: '0.00' });
  });

  it('gives an old donation its code on first need, the same one to callers at once', async () => {
    const id = await createDonation(app);
    const _id = new Types.ObjectId(id);
    // As if paid before codes existed (an unpaid donation has none yet).
    const codes = await Promise.all([1, 2, 3, 4].map(() => shareCodeOfDonation(app.deps, _id)));
    expect(new Set(codes).size).toBe(1);
    expect(codes[0]).toMatch(CODE);
    expect(await app.deps.models.ShareCode.countDocuments({ donationId: _id })).toBe(1);
  });

  it('reads a code as Crockford base32 and drops anything else without refusing the donation', async () => {
    expect(shareCodeOf('abcd-efg')).toBeNull();
    expect(shareCodeOf(' 0ilo2345 ')).toBe('0110' + '2345');
    expect(shareCodeOf('ABCDEFGU')).toBeNull();
    const { body } = await app.graphql(CREATE, { input: validDonation({ referredBy: '<script>' }) });
    const stored = await app.deps.models.Donation.findById(body.data.createDonation.id).lean();
    expect(stored?.referredBy).toBe('');
  });

  it('counts on the private page the paid donations a link brought, and e-mails once a donor who asked for updates', async () => {
    const a = await donor({ email: 'ana.compartilha@exemplo.com.br', wantsUpdates: true, amount: '20,00' });
    expect(await referralMails(a.id)).toHaveLength(0);

    // A visit by the link, with or without utm: the code rides with the donation (the origin of
    // the visit is essential storage, kept whatever the visitor chose in the consent banner).
    const unpaid = await createDonation(app, { referredBy: a.code.toLowerCase(), email: 'b1@exemplo.com.br' });
    expect((await app.deps.models.Donation.findById(unpaid).lean())?.referredBy).toBe(a.code);
    expect((await page(a.accessToken)).share).toMatchObject({ donations: 0, amount: '0.00' });

    await donor({ referredBy: a.code, email: 'b2@exemplo.com.br', amount: '50,00', utmSource: undefined, gclid: undefined });
    expect((await page(a.accessToken)).share).toEqual({ code: a.code, donations: 1, amount: '50.00' });
    const mails = await referralMails(a.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'ana.compartilha@exemplo.com.br', eventKey: `referral:${a.code}` });
    expect(mails[0]!.subject).toContain('Seu link trouxe uma doação');
    // Never who gave.
    expect(`${mails[0]!.text}${mails[0]!.html}`).not.toMatch(/b2@exemplo|Maria/);
    expect(mails[0]!.text).toContain('/minha-doacao/');

    // A second one, and the unpaid one paid later: counted, and still one e-mail.
    await donor({ referredBy: a.code, email: 'b3@exemplo.com.br', amount: '30,00' });
    await confirmDonation(app, unpaid);
    expect((await page(a.accessToken)).share).toEqual({ code: a.code, donations: 3, amount: '130.00' });
    expect(await referralMails(a.id)).toHaveLength(1);
  });

  it('sends nothing to a donor who did not ask for updates, but still counts what their link brought', async () => {
    const a = await donor({ email: 'sem.novidades@exemplo.com.br' });
    await donor({ referredBy: a.code, email: 'c1@exemplo.com.br', amount: '10,00' });
    await donor({
      email: 'direto@exemplo.com.br',
      amount: '10,00',
      utmSource: undefined,
      utmCampaign: undefined,
      gclid: undefined,
    });
    expect((await page(a.accessToken)).share).toMatchObject({ donations: 1, amount: '10.00' });
    expect(await referralMails(a.id)).toHaveLength(0);
  });

  it('puts the share link, WhatsApp first, in the thank-you e-mail', async () => {
    const a = await donor({ email: 'obrigado@exemplo.com.br' });
    const thanks = await app.deps.models.OutboxMessage.findOne({ eventKey: `paid:${a.id}` }).lean();
    const whatsapp = thanks!.text.indexOf('Compartilhe no WhatsApp: https://wa.me/?text=');
    expect(whatsapp).toBeGreaterThan(0);
    expect(thanks!.text).toContain(`/?ref=${a.code}`);
    expect(decodeURIComponent(/wa\.me\/\?text=(\S+)/.exec(thanks!.text)![1]!)).toContain(`/?ref=${a.code}`);
    expect(thanks!.html).toContain('Compartilhe no WhatsApp');
  });

  it('lists for the organiser the links that brought the most, by public first name only, and donations by channel', async () => {
    const named = await donor({ name: 'Beatriz Souza Lima', email: 'bia@exemplo.com.br' });
    const anonymous = await donor({ name: 'Carlos Escondido', isAnonymous: true, email: 'carlos@exemplo.com.br' });
    for (const amount of ['500,00', '400,00']) await donor({ referredBy: named.code, amount, email: 'x@exemplo.com.br' });
    await donor({ referredBy: anonymous.code, amount: '450,00', email: 'y@exemplo.com.br' });

    const { body } = await admin(SHARE_STATS);
    const { topLinks, channels } = body.data.shareStats;
    expect(topLinks[0]).toEqual({ code: named.code, donorName: 'Beatriz', donations: 2, amount: '900.00' });
    expect(topLinks[1]).toEqual({ code: anonymous.code, donorName: 'Doador anônimo', donations: 1, amount: '450.00' });
    expect(JSON.stringify(topLinks)).not.toMatch(/Souza|Carlos|@/);

    // Every paid site donation in exactly one channel.
    const paid = await app.deps.models.Donation.find(
      { status: 'paid', origin: 'site' },
      { amountCents: 1, referredBy: 1 },
    ).lean();
    const sum = (rows: { donations: number }[]) => rows.reduce((total, row) => total + row.donations, 0);
    expect(sum(channels)).toBe(paid.length);
    const ref = channels.find((row: { channel: string }) => row.channel === 'REF');
    expect(ref.donations).toBe(paid.filter((donation) => donation.referredBy).length);
    expect(channels).toContainEqual(expect.objectContaining({ channel: 'UTM', source: 'google' }));
    // Neither a link nor utm: direct.
    const direct = channels.find((row: { channel: string }) => row.channel === 'DIRECT');
    expect(direct).toMatchObject({ source: null, donations: 1, amount: '10.00' });
  });

  it('answers the panel list only to a signed-in organiser', async () => {
    const { body } = await app.graphql(SHARE_STATS);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
