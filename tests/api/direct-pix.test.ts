import { CAMPAIGN_ID } from '../../api/src/campaign/model.js';
import { directDonationIdOf } from '../../api/src/donations/direct.js';
import { checkBooks } from '../../api/src/payments/books.js';
import { reconcileWithPsp } from '../../api/src/payments/psp-reconcile.js';
import { rebuildLedger } from '../../api/src/transparency/ledger-store.js';
import { PIX_CODE, pixVariables, createDonation } from '../support/donation-scenarios.js';
import { startFakePsp, type FakePsp } from '../support/fake-psp.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';

const WEBHOOK_SECRET = 'psp-webhook-secret-0123456789';
const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };
const PUBLISH = `mutation P($id: ID!, $name: String, $publishMessage: Boolean!) {
  publishDirectDonation(id: $id, name: $name, publishMessage: $publishMessage) { name isAnonymous message publishedAt }
}`;
const REFUND_DONATION = `mutation R($donationId: ID!) { refundDonation(donationId: $donationId) { refundId status } }`;
const DONATION = `query D($id: ID!) { donation(id: $id) { origin payerMessage name email isAnonymous message status paidAt confirmedBy } }`;

describe('PIX sent straight to the key: read from the PSP list of received PIX and counted once', () => {
  let psp: FakePsp;
  let app: TestApp;
  let webhookUrl: string;

  beforeAll(async () => {
    psp = await startFakePsp();
    app = await startTestApp({
      env: psp.env({
        PIX_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RATE_LIMIT_CREATE_DONATION: '100000/60',
        RATE_LIMIT_PIX_CODE: '100000/60',
      }),
    });
    webhookUrl = `${app.url}/api/pix/webhook/${WEBHOOK_SECRET}`;
  });
  afterAll(async () => {
    await app?.close();
    await psp?.close();
  });

  const campaign = async () => (await app.deps.models.Campaign.findById(CAMPAIGN_ID).lean())!;

  it('counts three PIX without a txid and one with an unknown txid exactly once, however the runs overlap', async () => {
    // A donation paid through the site's code: counted by its webhook, never again by the list.
    const id = await createDonation(app, { amount: '40,00' });
    const code = await app.graphql(PIX_CODE, pixVariables(id));
    expect(code.body.errors).toBeUndefined();
    const { txid } = (await app.deps.models.Donation.findById(id).lean())!;
    expect((await psp.notify(webhookUrl, [psp.pay(txid)])).status).toBe(200);

    const before = await campaign();
    const direct = [
      psp.receiveDirectPix({
        valor: '25.00',
        infoPagador: 'Para a Ana, com carinho da tia',
        pagador: { nome: 'Rosângela Pereira', cpf: '12345678909' },
      }),
      psp.receiveDirectPix({ valor: '10.50' }),
      psp.receiveDirectPix({ valor: '100.00', pagador: { nome: 'Joaquim Barros' } }),
    ];
    // A txid no charge has (a static QR printed elsewhere): its notification is recorded, not counted.
    const unknown = psp.receiveDirectPix({ valor: '7.00', txid: 'qrcodeimpressonobazar2026' });
    expect((await psp.notify(webhookUrl, [unknown])).status).toBe(200);
    expect((await app.deps.models.PixPayment.findOne({ endToEndId: unknown.endToEndId }).lean())!.outcome).toBe('UNKNOWN_TXID');
    expect((await campaign()).raisedCents).toBe(before.raisedCents);

    // Two runs at once, then a third over the same window.
    const reports = await Promise.all([reconcileWithPsp(app.deps), reconcileWithPsp(app.deps)]);
    expect(reports.map((report) => report.direct!.counted).reduce((a, b) => a + b, 0)).toBe(4);
    // (PIX with a txid are read only while an unknown one waits: none does now.)
    expect((await reconcileWithPsp(app.deps)).direct).toEqual({ listed: 3, counted: 0 });

    const after = await campaign();
    expect(after.raisedCents - before.raisedCents).toBe(2500 + 1050 + 10000 + 700);
    expect(after.supportersCount - before.supportersCount).toBe(4);
    for (const pix of [...direct, unknown]) {
      const recorded = await app.deps.models.PixPayment.find({ endToEndId: pix.endToEndId }).lean();
      expect(recorded).toHaveLength(1);
      expect(recorded[0]).toMatchObject({ outcome: 'CONFIRMED', donationId: directDonationIdOf(pix.endToEndId) });
    }
    expect(await app.deps.models.Donation.countDocuments({ origin: 'direct-pix' })).toBe(4);

    // The organiser sees who is anonymous on the page and the payer's message, which is not published.
    const first = await app.graphql(DONATION, { id: directDonationIdOf(direct[0]!.endToEndId).toHexString() }, ADMIN);
    expect(first.body.data.donation).toMatchObject({
      origin: 'DIRECT_PIX',
      payerMessage: 'Para a Ana, com carinho da tia',
      name: '',
      email: '',
      isAnonymous: true,
      message: '',
      status: 'PAID',
      paidAt: new Date(direct[0]!.horario).toISOString(),
      confirmedBy: 'reconciliation',
    });
    // Neither the payer's name nor their CPF is kept.
    const stored = JSON.stringify(await app.deps.models.Donation.findById(directDonationIdOf(direct[0]!.endToEndId)).lean());
    expect(stored).not.toMatch(/Rosângela|12345678909/);
    expect(await app.deps.models.Comment.countDocuments({ content: /carinho da tia/ })).toBe(0);

    // The public ledger lists each with its end-to-end id's reference, and the books balance to the cent.
    const ledger = await fetch(`${app.url}/api/transparency`).then((response) => response.json());
    expect(JSON.stringify(ledger)).not.toMatch(/carinho da tia|Rosângela|Joaquim/);
    const anonymous = (ledger as { donations: { nodes: { name: string; amount: string }[] } }).donations.nodes
      .filter((line) => line.name === 'Doador anônimo')
      .map((line) => line.amount)
      .sort();
    expect(anonymous).toEqual(['10.50', '100.00', '25.00', '7.00']);
    // Each line says where its money came from, and the totals split the confirmed by it.
    const lines = (ledger as { donations: { nodes: { amount: string; directToKey: boolean }[] } }).donations.nodes;
    expect(
      lines
        .filter((line) => line.directToKey)
        .map((line) => line.amount)
        .sort(),
    ).toEqual(anonymous);
    expect((ledger as { totals: object }).totals).toMatchObject({
      confirmedDonations: '182.50',
      confirmedDonationsCount: 5,
      throughSiteCodes: '40.00',
      throughSiteCodesCount: 1,
      straightToKey: '142.50',
      straightToKeyCount: 4,
    });
    // The payer finds their line with the transaction id of their bank's receipt: they have no receipt of ours.
    const found = await fetch(`${app.url}/transparencia?ref=${direct[1]!.endToEndId}`).then((response) => response.text());
    expect(found).toContain('Encontramos a sua doação');
    expect(found).toContain('R$ 10,50');
    // The id is only in the search box, echoing what the payer typed; the page publishes nothing of it.
    const typed = direct[1]!.endToEndId.toUpperCase();
    expect(found).toContain(`value="${typed}"`);
    expect(found.replace(`value="${typed}"`, '').toUpperCase()).not.toContain(typed.slice(9));
    const page = await fetch(`${app.url}/transparencia`).then((response) => response.text());
    expect(page).toContain('PIX direto na chave (4)');
    expect(page.match(/>direto na chave</g)).toHaveLength(4);
    const csv = await fetch(`${app.url}/api/transparency.csv`).then((response) => response.text());
    expect(csv.match(/Doador anônimo \(PIX direto na chave\)/g)).toHaveLength(4);
    // A recount from the donations (npm run reconcile) arrives at the same split.
    const counters = async () => ((await campaign()).ledger as { directCents?: number; directCount?: number }) ?? {};
    const counted = await counters();
    await app.deps.models.Campaign.updateOne(
      { _id: CAMPAIGN_ID },
      { $set: { 'ledger.directCents': 0, 'ledger.directCount': 0 } },
    );
    await rebuildLedger(app.deps);
    expect(await counters()).toMatchObject({ directCents: counted.directCents, directCount: counted.directCount });
    const books = await checkBooks(app.deps);
    expect(books).toMatchObject({ directSumCents: 14250, directCount: 4 });
    expect(books.differenceCents).toBe(0);
    expect(books.supportersDifference).toBe(0);
    expect(books.statsPaidCents).toBe(books.paidSumCents);
  });

  it('shows a direct PIX on the page only as the organiser says, once, and refunds it through the refund path', async () => {
    const named = psp.receiveDirectPix({ valor: '30.00', infoPagador: 'Da turma do vôlei, com amor' });
    const silent = psp.receiveDirectPix({ valor: '12.00' });
    await reconcileWithPsp(app.deps);
    const namedId = directDonationIdOf(named.endToEndId).toHexString();
    const silentId = directDonationIdOf(silent.endToEndId).toHexString();

    // Nothing to publish, not a direct PIX, not the public: refused, nothing changed.
    const noMessage = await app.graphql(PUBLISH, { id: silentId, publishMessage: true }, ADMIN);
    expect(noMessage.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'publishMessage' });
    const siteDonation = await createDonation(app, { amount: '15,00' });
    expect(
      (await app.graphql(PUBLISH, { id: siteDonation, publishMessage: false }, ADMIN)).body.errors?.[0]?.extensions.code,
    ).toBe('CONFLICT');
    expect((await app.graphql(PUBLISH, { id: namedId, publishMessage: true })).body.errors?.[0]?.extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(await app.deps.models.Comment.countDocuments({ content: /turma do vôlei/ })).toBe(0);

    const published = await app.graphql(PUBLISH, { id: namedId, name: '  Turma do Vôlei ', publishMessage: true }, ADMIN);
    expect(published.body.errors).toBeUndefined();
    expect(published.body.data.publishDirectDonation).toMatchObject({
      name: 'Turma do Vôlei',
      isAnonymous: false,
      message: 'Da turma do vôlei, com amor',
    });
    // The page shows a donor's first name only, as for any donation.
    expect(await app.deps.models.Comment.countDocuments({ content: 'Da turma do vôlei, com amor', name: 'Turma' })).toBe(1);
    const ledger = await fetch(`${app.url}/api/transparency`).then((response) => response.json());
    const line = (ledger as { donations: { nodes: { name: string; amount: string }[] } }).donations.nodes.find(
      (node) => node.amount === '30.00',
    );
    expect(line?.name).toBe('Turma');
    const recent = await app.graphql('{ recentDonations(limit: 20) { id name } }', {});
    expect(recent.body.data.recentDonations).toContainEqual({ id: namedId, name: 'Turma' });
    expect(await app.deps.models.AuditEntry.countDocuments({ action: 'publishDirectDonation', target: namedId })).toBe(1);
    // Once: a second decision would change what the page already showed.
    const again = await app.graphql(PUBLISH, { id: namedId, name: 'Outro nome', publishMessage: false }, ADMIN);
    expect(again.body.errors?.[0]?.extensions.code).toBe('CONFLICT');
    expect((await app.deps.models.Donation.findById(namedId).lean())!.name).toBe('Turma do Vôlei');

    // A refund goes back through the PSP, as any payment's, and leaves the totals once it is done.
    const before = await campaign();
    const refund = (await app.graphql(REFUND_DONATION, { donationId: silentId }, ADMIN)).body.data.refundDonation;
    expect(refund.status).toBe('EM_PROCESSAMENTO');
    const report = psp.settleRefund(silent.endToEndId, refund.refundId, 'DEVOLVIDO');
    expect((await psp.notify(webhookUrl, [report])).status).toBe(200);
    const after = await campaign();
    expect(before.raisedCents - after.raisedCents).toBe(1200);
    expect(before.supportersCount - after.supportersCount).toBe(1);
    expect((await checkBooks(app.deps)).differenceCents).toBe(0);
    // The list still shows the PIX (and its refund): it is not counted again.
    expect((await reconcileWithPsp(app.deps)).direct!.counted).toBe(0);
    expect((await campaign()).raisedCents).toBe(after.raisedCents);
  });
});
