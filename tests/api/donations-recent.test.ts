import { Types } from 'mongoose';
import { runPaymentSweep } from '../../api/src/app/jobs.js';
import { PIX_EXPIRY_SECONDS } from '../../rules/pix.js';
import {
  PIX_CODE,
  confirmDonation,
  createDonation,
  firstError,
  manualClock,
  pixVariables,
} from '../support/donation-scenarios.js';
import { startTestApp, type TestApp } from '../support/harness.js';

const RECENT = `query Recent($limit: Int, $after: String) { recentDonations(limit: $limit, after: $after) { id name amount paidAt } }`;

describe('recentDonations', () => {
  let app: TestApp;
  const base = new Date('2026-04-01T15:00:00.000Z').getTime();
  const clock = manualClock(new Date(base - (PIX_EXPIRY_SECONDS + 60) * 1000));
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestApp({ now: clock.now });
    // Eva let her PIX code run out more than 30 minutes before the others came: the sweep expires it.
    ids.expired = await createDonation(app, { name: 'Eva Expirada', amount: '50' });
    await app.graphql(PIX_CODE, pixVariables(ids.expired));
    clock.advanceSeconds(PIX_EXPIRY_SECONDS + 60);
    expect((await runPaymentSweep(app.deps)).expired).toBe(1);
    // Then paid in this order, a minute apart: ana (oldest) … bia (newest); one pending never shows.
    const scenario: Array<[string, Record<string, unknown>, 'paid' | 'pending']> = [
      ['ana', { name: 'Ana Beatriz Costa', amount: '30' }, 'paid'],
      ['anon', { name: 'Roberto Carlos Nunes', amount: '100', isAnonymous: true }, 'paid'],
      ['pending', { name: 'Paulo Pendente', amount: '50' }, 'pending'],
      ['bia', { name: '  Bia   Ramos  ', amount: '1.234,56' }, 'paid'],
    ];
    for (const [label, overrides, state] of scenario) {
      ids[label] = await createDonation(app, overrides);
      if (state === 'paid') {
        await confirmDonation(app, ids[label]!);
        clock.advanceSeconds(60);
      }
    }
  });
  afterAll(() => app.close());

  it('lists paid donations only, newest first, first name or "Doador anônimo"', async () => {
    const { body } = await app.graphql(RECENT);
    expect(body.errors).toBeUndefined();
    expect(body.data.recentDonations).toEqual([
      { id: ids.bia, name: 'Bia', amount: '1234.56', paidAt: new Date(base + 120_000).toISOString() },
      { id: ids.anon, name: 'Doador anônimo', amount: '100.00', paidAt: new Date(base + 60_000).toISOString() },
      { id: ids.ana, name: 'Ana', amount: '30.00', paidAt: new Date(base).toISOString() },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/Costa|Roberto|Ramos|Paulo|Eva|@|exemplo/);
  });

  it('pages with limit and the id of the last one shown', async () => {
    const first = (await app.graphql(RECENT, { limit: 2 })).body.data.recentDonations;
    expect(first.map((row: { id: string }) => row.id)).toEqual([ids.bia, ids.anon]);
    const next = (await app.graphql(RECENT, { limit: 2, after: ids.anon })).body.data.recentDonations;
    expect(next.map((row: { id: string }) => row.id)).toEqual([ids.ana]);
    const end = (await app.graphql(RECENT, { after: ids.ana })).body.data.recentDonations;
    expect(end).toEqual([]);
  });

  it('rejects a bad limit or cursor with BAD_USER_INPUT', async () => {
    for (const [variables, field] of [
      [{ limit: 0 }, 'limit'],
      [{ limit: 51 }, 'limit'],
      [{ after: 'xyz' }, 'after'],
      [{ after: ids.pending }, 'after'],
      [{ after: new Types.ObjectId().toHexString() }, 'after'],
    ] as const) {
      const { body } = await app.graphql(RECENT, variables);
      expect(firstError(body).extensions).toEqual({ code: 'BAD_USER_INPUT', field });
    }
  });
});
