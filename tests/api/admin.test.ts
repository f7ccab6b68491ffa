import { Types } from 'mongoose';
import { checkBooks } from '../../api/src/payments/books.js';
import { runPaymentSweep } from '../../api/src/app/jobs.js';
import { PIX_EXPIRY_SECONDS } from '../../rules/pix.js';
import {
  PIX_CODE,
  confirmDonation,
  createDonation,
  firstError,
  manualClock,
  paidDonation,
  pixVariables,
} from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';
import { brasiliaDayOf } from '../../rules/brasilia-time.js';

const ENV = { RATE_LIMIT_CREATE_DONATION: '100000/60', RATE_LIMIT_PIX_CODE: '100000/60' };
const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };

const STATS = `query Stats($from: DateTime, $to: DateTime) {
  donationStats(from: $from, to: $to) {
    created paid paidAmount conversionRate averagePaidAmount
    byStatus { status count amount }
    byDay { date created paid paidAmount }
    byAmount { amount isOption created paid paidAmount conversionRate }
    bySource { utmSource utmCampaign created paid paidAmount conversionRate }
  }
}`;
const DONATIONS = `query List($filter: DonationFilter, $first: Int, $after: String) {
  donations(filter: $filter, first: $first, after: $after) {
    nodes { id status amount name email phone cpf message confirmedBy tracking { utmSource utmCampaign gclid } }
    pageInfo { endCursor hasNextPage }
  }
}`;

describe('admin: stats, donations, CSV', () => {
  const clock = manualClock(new Date());
  let app: TestApp;
  const ids: Record<string, string> = {};

  // Scenario: six donations from two sources. One abandoned its PIX code 30 minutes before the other five
  // came; of those, three were paid by the organiser and two are still pending, their codes shown.
  // Tests only read it.
  beforeAll(async () => {
    app = await startTestApp({ env: ENV, now: clock.now });
    ids.expired = await createDonation(app, { amount: '150,00', utmSource: 'google', utmCampaign: 'inverno' });
    await app.graphql(PIX_CODE, pixVariables(ids.expired));
    clock.advanceSeconds(PIX_EXPIRY_SECONDS + 1);
    await runPaymentSweep(app.deps);
    ids.google100 = await createDonation(app, { amount: '100,00', utmSource: 'google', utmCampaign: 'inverno', message: '=1+1' });
    ids.google50 = await createDonation(app, {
      amount: '50,00',
      utmSource: 'google',
      utmCampaign: 'inverno',
      name: 'Pedro Alves',
    });
    ids.insta100 = await createDonation(app, { amount: '100,00', utmSource: 'instagram', utmCampaign: 'stories', cpf: '' });
    ids.insta37 = await createDonation(app, { amount: '37,50', utmSource: 'instagram', utmCampaign: 'stories' });
    ids.direct30 = await createDonation(app, { amount: '30,00', utmSource: '', utmCampaign: '' });
    for (const id of [ids.google100, ids.insta100, ids.insta37]) await confirmDonation(app, id!);
    // The two pending ones show their codes: their 30 minutes then run on this test's clock.
    for (const id of [ids.google50, ids.direct30]) await app.graphql(PIX_CODE, pixVariables(id!));
  });
  afterAll(() => app.close());

  it('donationStats: counts, sums, conversion and average by status, day, amount and source', async () => {
    const { body } = await app.graphql(STATS, {}, ADMIN);
    expect(body.errors).toBeUndefined();
    const stats = body.data.donationStats;
    expect(stats).toMatchObject({ created: 6, paid: 3, paidAmount: '237.50', conversionRate: 0.5, averagePaidAmount: '79.17' });
    expect(stats.byStatus).toEqual([
      { status: 'PENDING', count: 2, amount: '80.00' },
      { status: 'PAID', count: 3, amount: '237.50' },
      { status: 'EXPIRED', count: 1, amount: '150.00' },
    ]);
    expect(stats.byDay).toEqual([{ date: brasiliaDayOf(new Date()), created: 6, paid: 3, paidAmount: '237.50' }]);
    expect(stats.byAmount).toEqual([
      { amount: '150.00', isOption: true, created: 1, paid: 0, paidAmount: '0.00', conversionRate: 0 },
      { amount: '100.00', isOption: true, created: 2, paid: 2, paidAmount: '200.00', conversionRate: 1 },
      { amount: '50.00', isOption: true, created: 1, paid: 0, paidAmount: '0.00', conversionRate: 0 },
      { amount: '37.50', isOption: false, created: 1, paid: 1, paidAmount: '37.50', conversionRate: 1 },
      { amount: '30.00', isOption: true, created: 1, paid: 0, paidAmount: '0.00', conversionRate: 0 },
    ]);
    expect(stats.bySource).toEqual([
      { utmSource: 'google', utmCampaign: 'inverno', created: 3, paid: 1, paidAmount: '100.00', conversionRate: 1 / 3 },
      { utmSource: 'instagram', utmCampaign: 'stories', created: 2, paid: 2, paidAmount: '137.50', conversionRate: 1 },
      { utmSource: null, utmCampaign: null, created: 1, paid: 0, paidAmount: '0.00', conversionRate: 0 },
    ]);
  });

  it('donationStats over a period with nothing in it is all zeros; an inverted period is refused', async () => {
    const empty = await app.graphql(STATS, { from: '2020-01-01T00:00:00Z', to: '2020-02-01T00:00:00Z' }, ADMIN);
    expect(empty.body.data.donationStats).toMatchObject({
      created: 0,
      paid: 0,
      paidAmount: '0.00',
      conversionRate: 0,
      averagePaidAmount: '0.00',
      byDay: [],
    });
    const inverted = await app.graphql(STATS, { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }, ADMIN);
    expect(firstError(inverted.body).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'to' });
  });

  it('donations: full records with the CPF decrypted, newest first, paginated and filtered', async () => {
    const first = await app.graphql(DONATIONS, { first: 4 }, ADMIN);
    expect(first.body.errors).toBeUndefined();
    const page1 = first.body.data.donations;
    expect(page1.nodes).toHaveLength(4);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    expect(page1.nodes.map((n: { id: string }) => n.id)).toEqual([ids.direct30, ids.insta37, ids.insta100, ids.google50]);
    const second = (await app.graphql(DONATIONS, { first: 4, after: page1.pageInfo.endCursor }, ADMIN)).body.data.donations;
    expect(second.nodes.map((n: { id: string }) => n.id)).toEqual([ids.google100, ids.expired]);
    expect(second.pageInfo.hasNextPage).toBe(false);

    const google100 = second.nodes[0];
    expect(google100).toMatchObject({
      status: 'PAID',
      amount: '100.00',
      name: 'Maria da Silva',
      email: 'maria.silva@exemplo.com.br',
      phone: '11987654321',
      cpf: '52998224725',
      confirmedBy: 'admin',
      tracking: { utmSource: 'google', utmCampaign: 'inverno', gclid: 'abc123' },
    });
    const insta100 = page1.nodes.find((n: { id: string }) => n.id === ids.insta100);
    expect(insta100.cpf).toBe('');

    const paidInstagram = await app.graphql(DONATIONS, { filter: { status: 'PAID', utmSource: 'instagram' } }, ADMIN);
    expect(paidInstagram.body.data.donations.nodes.map((n: { id: string }) => n.id).sort()).toEqual(
      [ids.insta100, ids.insta37].sort(),
    );
    const search = await app.graphql(DONATIONS, { filter: { search: 'pedro' } }, ADMIN);
    expect(search.body.data.donations.nodes.map((n: { id: string }) => n.id)).toEqual([ids.google50]);
    const regexLike = await app.graphql(DONATIONS, { filter: { search: '.*' } }, ADMIN);
    expect(regexLike.body.data.donations.nodes).toEqual([]);

    const tooMany = await app.graphql(DONATIONS, { first: 1000 }, ADMIN);
    expect(firstError(tooMany.body).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
    const badCursor = await app.graphql(DONATIONS, { after: 'nope' }, ADMIN);
    expect(firstError(badCursor.body).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
    expect(firstError((await app.graphql(DONATIONS, {})).body).extensions.code).toBe('UNAUTHENTICATED');
  });

  it('GET /api/admin/donations.csv streams the same filter, with the token only', async () => {
    const response = await fetch(`${app.url}/api/admin/donations.csv?status=paid`, { headers: ADMIN });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="doacoes-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = Buffer.from(await response.arrayBuffer());
    // The UTF-8 byte-order mark, so spreadsheet programs read the accents right.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    const header = lines[0]!.split(',');
    expect(header.slice(0, 8)).toEqual(['id', 'createdAt', 'status', 'amount', 'name', 'email', 'phone', 'cpf']);
    expect(header).toContain('utmSource');
    expect(lines).toHaveLength(1 + 3);
    const row = lines.find((line) => line.startsWith(ids.google100!))!;
    expect(row).toContain(',PAID,100.00,Maria da Silva,maria.silva@exemplo.com.br,11987654321,52998224725,');
    // A donor's text that a spreadsheet would run as a formula is neutralised.
    expect(row).toContain(",'=1+1,");

    const all = await (await fetch(`${app.url}/api/admin/donations.csv`, { headers: ADMIN })).text();
    expect(all.trimEnd().split('\r\n')).toHaveLength(1 + 6);

    const denied = await fetch(`${app.url}/api/admin/donations.csv`);
    expect(denied.status).toBe(401);
    expect(await denied.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const bad = await fetch(`${app.url}/api/admin/donations.csv?status=talvez`, { headers: ADMIN });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'BAD_USER_INPUT', field: 'status' });
    // A filter is never dropped: repeated, as a list, or misspelled, the export is refused, not every donor sent.
    for (const [query, field] of [
      ['status=paid&status=pending', 'status'],
      ['status[]=paid', 'status[]'],
      ['status[x]=paid', 'status[x]'],
      ['search=a&search=b', 'search'],
      ['stauts=paid', 'stauts'],
    ] as const) {
      const refused = await fetch(`${app.url}/api/admin/donations.csv?${query}`, { headers: ADMIN });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    const audit = await app.deps.models.AuditEntry.countDocuments({ action: 'exportDonationsCsv' });
    expect(audit).toBe(2);
  });
});

describe('admin: moderation, campaign edits, audit log, IDE switch', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: ENV });
  });
  afterAll(() => app.close());

  const COMMENTS = `{ comments(first: 50) { nodes { id content } } }`;
  const HIDE = `mutation Hide($id: ID!) { hideComment(id: $id) { id hidden content donationId } }`;
  const UPDATE = `mutation Update($input: UpdateCampaignInput!) { updateCampaign(input: $input) { title goal raised supportersCount raffle { prize } } }`;
  const AUDIT = `{ auditLog(first: 10) { nodes { action target actor ipAddress details at } pageInfo { hasNextPage } } }`;

  it('hideComment removes a comment from the public list, and it can be shown again', async () => {
    const id = await paidDonation(app, { message: 'Comentário impróprio' });
    const comment = await app.deps.models.Comment.findOne({ donationId: new Types.ObjectId(id) }).lean();
    const commentId = comment!._id.toHexString();
    expect((await app.graphql(COMMENTS)).body.data.comments.nodes.map((n: { id: string }) => n.id)).toContain(commentId);

    const { body } = await app.graphql(HIDE, { id: commentId }, ADMIN);
    expect(body.data.hideComment).toEqual({ id: commentId, hidden: true, content: 'Comentário impróprio', donationId: id });
    expect((await app.graphql(COMMENTS)).body.data.comments.nodes.map((n: { id: string }) => n.id)).not.toContain(commentId);
    const rest = (await (await fetch(`${app.url}/api/comments`)).json()) as { id: string }[];
    expect(rest.map((c) => c.id)).not.toContain(commentId);

    await app.graphql(`mutation($id: ID!) { unhideComment(id: $id) { hidden } }`, { id: commentId }, ADMIN);
    expect((await app.graphql(COMMENTS)).body.data.comments.nodes.map((n: { id: string }) => n.id)).toContain(commentId);

    const unknown = await app.graphql(HIDE, { id: new Types.ObjectId().toHexString() }, ADMIN);
    expect(firstError(unknown.body).extensions.code).toBe('NOT_FOUND');
    expect(firstError((await app.graphql(HIDE, { id: commentId })).body).extensions.code).toBe('UNAUTHENTICATED');
  });

  it('updateCampaign changes texts, goal and options; a new baseline moves raised by the difference', async () => {
    const before = (await app.graphql(`{ campaign { raised supportersCount } }`)).body.data.campaign;
    const { body } = await app.graphql(
      UPDATE,
      {
        input: {
          title: 'Ajude a Ana a seguir o tratamento',
          goal: '150.000,00',
          baselineRaised: '50000',
          baselineSupporters: 700,
          removeRaffle: true,
        },
      },
      ADMIN,
    );
    expect(body.errors).toBeUndefined();
    const raisedDelta = Math.round(Number(body.data.updateCampaign.raised) * 100) - Math.round(Number(before.raised) * 100);
    expect(raisedDelta).toBe(5_000_000 - 4_782_350);
    expect(body.data.updateCampaign).toMatchObject({
      title: 'Ajude a Ana a seguir o tratamento',
      goal: '150000.00',
      raffle: null,
    });
    expect(body.data.updateCampaign.supportersCount - before.supportersCount).toBe(700 - 612);
    const books = await checkBooks(app.deps);
    expect(books.differenceCents).toBe(0);
    expect(books.supportersDifference).toBe(0);

    const options = await app.graphql(
      UPDATE,
      {
        input: {
          donationOptions: [
            { value: '25', label: 'Gota', description: 'Um curativo.', impact: '1 curativo' },
            {
              value: '75,50',
              label: 'Abraço',
              description: 'Uma semana de cremes.',
              impact: '1 semana',
              popular: true,
              raffleEntries: 2,
            },
          ],
        },
      },
      ADMIN,
    );
    expect(options.body.errors).toBeUndefined();
    const list = (await app.graphql(`{ donationOptions { value label popular raffleEntries } }`)).body.data.donationOptions;
    expect(list).toEqual([
      { value: '25.00', label: 'Gota', popular: false, raffleEntries: 0 },
      { value: '75.50', label: 'Abraço', popular: true, raffleEntries: 2 },
    ]);
  });

  it('updateCampaign refuses invalid content with the field named, and changes nothing', async () => {
    const before = await app.deps.models.Campaign.findById('main').lean();
    for (const [input, field] of [
      [{ goal: 'muito' }, 'goal'],
      [{ title: '' }, 'title'],
      [{ donationOptions: [] }, 'donationOptions'],
      [{ trustBadges: [{ icon: 'foguete', title: 'X', text: '' }] }, 'trustBadges.0.icon'],
    ] as const) {
      const { body } = await app.graphql(UPDATE, { input }, ADMIN);
      expect(firstError(body).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(firstError(body).message).toMatch(/inválido|Valor/);
    }
    const after = await app.deps.models.Campaign.findById('main').lean();
    expect(after!.content).toEqual(before!.content);
    expect(after!.raisedCents).toBe(before!.raisedCents);
  });

  it('every admin mutation is in the audit log: who, what, when', async () => {
    const organiser = { ...ADMIN, 'user-agent': 'organiser-browser' };
    const donationId = await paidDonation(app, { message: 'Para o registro' });
    const comment = await app.deps.models.Comment.findOne({ donationId: new Types.ObjectId(donationId) }).lean();
    await app.graphql(HIDE, { id: comment!._id.toHexString() }, organiser);
    await app.graphql(`mutation($id: ID!) { unhideComment(id: $id) { hidden } }`, { id: comment!._id.toHexString() }, organiser);
    expect((await app.graphql(UPDATE, { input: { title: 'Ajude a Ana de novo' } }, organiser)).body.errors).toBeUndefined();

    const { body } = await app.graphql(AUDIT, {}, organiser);
    const actions = body.data.auditLog.nodes.map((n: { action: string; target: string }) => [n.action, n.target]);
    // Newest first; this test's own calls are the newest, whatever ran before it on this app.
    expect(actions.slice(0, 4)).toEqual([
      ['updateCampaign', 'campaign'],
      ['unhideComment', comment!._id.toHexString()],
      ['hideComment', comment!._id.toHexString()],
      ['confirmDonation', donationId],
    ]);
    const [latest] = body.data.auditLog.nodes;
    expect(latest.actor).toMatch(/^admin:[0-9a-f]{8} \(token\)$/);
    expect(latest.ipAddress).toMatch(/127\.0\.0\.1/);
    expect(JSON.parse(latest.details).changed).toEqual(['title']);
    expect(Date.now() - Date.parse(latest.at)).toBeLessThan(60_000);
    expect(firstError((await app.graphql(AUDIT)).body).extensions.code).toBe('UNAUTHENTICATED');
  });

  it('introspection and the IDE are on outside production, and off with GRAPHQL_IDE=false', async () => {
    const INTROSPECT = `{ __schema { queryType { name } } }`;
    expect((await app.graphql(INTROSPECT)).body.data.__schema.queryType.name).toBe('Query');
    const ide = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } });
    // 200 with the bundle built, 503 naming the build step without it: the IDE route answered either way.
    expect([200, 503]).toContain(ide.status);
    expect(await ide.text()).toMatch(ide.status === 200 ? /<div id="ide">/ : /build:ide/);

    const off = await startTestApp({ env: { ...ENV, GRAPHQL_IDE: 'false' } });
    try {
      expect(firstError((await off.graphql(INTROSPECT)).body).message).toMatch(/introspection/i);
      const page = await fetch(`${off.url}/graphql`, { headers: { accept: 'text/html' } });
      expect(await page.text()).not.toMatch(/id="ide"|build:ide/);
    } finally {
      await off.close();
    }
  });
});
