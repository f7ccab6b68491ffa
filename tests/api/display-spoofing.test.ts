import { createDonation, confirmDonation } from '../support/donation-scenarios.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { ADMIN, POST_UPDATE } from '../support/transparency-scenarios.js';

// Right-to-left override and its kin: invisible, they make "Ana gnp.exe" display as "Ana exe.png".
const RLO = '\u202e';
const ISOLATE = '\u2066';
const POP_ISOLATE = '\u2069';
const MARK = '\u200f';
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

const PUBLIC_LISTS = `{
  recentDonations(limit: 50) { name }
  comments(first: 50) { nodes { name content } }
}`;

describe('bidirectional controls never reach what the public pages show', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('are dropped from a name and a message as the donor sends them', async () => {
    const id = await createDonation(app, {
      name: `Ana${RLO}gnp.exe Souza`,
      message: `Força, ${ISOLATE}família${POP_ISOLATE}!${MARK}`,
    });
    const stored = await app.deps.models.Donation.findById(id).lean();
    expect(stored).toMatchObject({ name: 'Anagnp.exe Souza', message: 'Força, família!' });
    await confirmDonation(app, id);
    const { body } = await app.graphql(PUBLIC_LISTS);
    expect(JSON.stringify(body.data)).not.toMatch(BIDI);
    expect(body.data.comments.nodes).toContainEqual({ name: 'Anagnp.exe', content: 'Força, família!' });
  });

  it('are dropped on the way out from data stored before the rule, in the feeds and past them', async () => {
    const id = await createDonation(app, { name: 'Beto Lima', message: 'Melhoras!' });
    await confirmDonation(app, id);
    // Data as an older version stored it: the donation, its comment and both feeds' entries.
    await app.deps.models.Donation.updateOne({ _id: id }, { $set: { name: `Beto${RLO}gnp.exe Lima` } });
    await app.deps.models.Comment.updateMany(
      { donationId: id },
      { $set: { name: `Beto${RLO}gnp.exe`, content: `Melhoras${RLO}!` } },
    );
    for (const feed of await app.deps.models.PublicFeed.find().lean()) {
      const items = (feed.items as { id: string; name?: string; content?: string }[]).map((item) =>
        item.name?.startsWith('Beto')
          ? { ...item, name: `Beto${RLO}gnp.exe`, ...(item.content ? { content: `Melhoras${RLO}!` } : {}) }
          : item,
      );
      await app.deps.models.PublicFeed.updateOne({ _id: feed._id }, { $set: { items } });
    }
    const { body } = await app.graphql(PUBLIC_LISTS);
    expect(JSON.stringify(body.data)).toContain('Betognp.exe');
    expect(JSON.stringify(body.data)).not.toMatch(BIDI);
    // Paging past the feed reads the collection.
    const older = await app.graphql('query($after: String) { recentDonations(limit: 1, after: $after) { name } }', {
      after: '0'.repeat(24).replace(/^0/, 'f'),
    });
    expect(JSON.stringify(older.body)).not.toMatch(BIDI);
    const ledger = await (await fetch(`${app.url}/api/transparency`)).text();
    expect(ledger).not.toMatch(BIDI);
  });

  it('an update whose title holds a character XML forbids is refused in Portuguese, and the feed stays well-formed', async () => {
    for (const title of ['Notícias\uFFFE', 'Notícias\uFFFF', 'Notícias\uD800']) {
      const { body } = await app.graphql(POST_UPDATE, { input: { title, body: 'A cirurgia foi marcada.' } }, ADMIN);
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(body.errors![0].message).toMatch(/caracteres|inválid/);
    }
    expect(await app.deps.models.CampaignUpdate.countDocuments()).toBe(0);
  });
});
