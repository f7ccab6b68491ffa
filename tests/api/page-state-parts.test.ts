import { buildSchema } from '../../api/src/app/schema.js';
import { pageQueryOf, pageState } from '../../api/src/web/state.js';
import { createCache } from '../../web/src/app/apollo.js';
import { pageStateParts, writePageState } from '../../web/src/app/pageState.js';
import { confirmDonation, createDonation } from '../support/donation-scenarios.js';
import { startTestApp, type TestApp } from '../support/harness.js';

// The browser writes the inlined page state into Apollo's cache in small parts, one per
// task (web/src/app/liveClient.ts); the cache must end as one write of the whole leaves it.
describe('the page state written in parts', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    await confirmDonation(app, await createDonation(app, { name: 'Ana Parcial', amount: '50' }));
  });
  afterAll(() => app?.close());

  it('leaves the cache as one write of the whole, the campaign cut in groups of its fields', async () => {
    const state = (await pageState(app.deps, pageQueryOf(buildSchema())))!.state;
    const roots = Object.keys(state.data);
    expect(roots).toEqual(expect.arrayContaining(['campaign', 'donationOptions', 'siteConfig', 'comments']));

    const byParts = createCache();
    const parts = pageStateParts(state, byParts);
    const partsOf = (root: string) => parts.filter((part) => Object.keys(part.data).join() === root).length;
    // The campaign, an entity the cache merges field by field, is written in several parts.
    expect(partsOf('campaign')).toBeGreaterThan(2);
    // The others whole: the comments' merge policy would let a later part replace an earlier one.
    for (const root of roots.filter((root) => root !== 'campaign')) expect(partsOf(root)).toBe(1);
    // Without a cache to tell entities, one part per root field.
    expect(pageStateParts(state).map((part) => Object.keys(part.data))).toEqual(roots.map((root) => [root]));

    const whole = createCache();
    writePageState(whole, state);
    for (const part of parts) writePageState(byParts, part);
    expect(byParts.extract()).toEqual(whole.extract());
    // And the whole query reads back from the cache written in parts as the server sent it.
    expect(byParts.readQuery({ query: state.document })).toEqual(state.data);
  });
});
