import { COMMANDS_BENCH_ENV, measureCommandsPerOperation, type CommandFigure } from '../../bench/commands.js';
import { countCommands } from '../../api/src/db/connection.js';
import { paidDonation } from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';

/**
 * Database commands per operation, counted at the wire (the driver's `commandStarted`):
 * deterministic, and the same on any MongoDB-compatible server, so these are production's
 * figures (docs/PERFORMANCE.md). Each bound is what the code reaches today: a change that
 * adds a round trip to one of these paths fails here and says which.
 */
const REACHED = {
  'create a donation (createDonation)': 4,
  // One more than before issue 39, cold: whether the campaign was closed (the public cache holds it when warm).
  'issue its PIX code (pixCode)': 6,
  // One more than before issue 39: the donor's share code, inserted with the thank-you e-mail that carries it.
  'confirmed payment (webhook, all effects)': 16,
  'confirmed payment (organiser confirms, all effects)': 15,
  // One more than before issue 50: whether a bank statement was imported ("Conferido com o banco").
  'ledger rebuild (/transparencia)': 3,
  'ledger rebuild (/api/transparency)': 3,
} as const;

describe('database commands per operation', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { ...COMMANDS_BENCH_ENV }, monitorCommands: true });
  });
  afterAll(() => app.close());

  const ledgerCommands = async (path: string) => {
    const counter = countCommands(app.connection);
    try {
      const response = await fetch(`${app.url}${path}`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      return counter.byName();
    } finally {
      counter.stop();
    }
  };

  it('no operation costs more commands than the figures reached', async () => {
    const figures = await measureCommandsPerOperation({ url: app.url, connection: app.connection, adminToken: ADMIN_TOKEN });
    const byOperation = Object.fromEntries(figures.map((figure: CommandFigure) => [figure.operation, figure]));
    for (const [operation, bound] of Object.entries(REACHED)) {
      const figure = byOperation[operation]!;
      if (figure.commands > bound)
        throw new Error(`${operation}: ${figure.commands} commands > ${bound}: ${JSON.stringify(figure.byName)}`);
    }
  });

  // Three: the campaign document, one page of donations, and whether a bank statement was imported (transparency/bank-check.ts).
  it('a rebuild of the public ledger costs three finds, whatever the number of donations; a later page one more', async () => {
    await paidDonation(app, { amount: '20,00' });
    const few = await ledgerCommands('/api/transparency');
    const page = await ledgerCommands('/transparencia');
    // More than a page of donations (50), each paid with all its effects.
    for (let n = 0; n < 60; n++) await paidDonation(app, { amount: `${10 + n},00` });
    const many = await ledgerCommands('/api/transparency');
    expect(few).toEqual({ find: 3 });
    expect(page).toEqual({ find: 3 });
    expect(many).toEqual({ find: 3 });
    expect(await ledgerCommands('/transparencia')).toEqual({ find: 3 });
    const { donations } = (await (await fetch(`${app.url}/api/transparency`)).json()) as {
      donations: { pageInfo: { hasNextPage: boolean; endCursor: string } };
    };
    expect(donations.pageInfo.hasNextPage).toBe(true);
    // The cursor's donation, read by _id, then the page.
    expect(await ledgerCommands(`/api/transparency?after=${donations.pageInfo.endCursor}`)).toEqual({ find: 4 });
  });
});
