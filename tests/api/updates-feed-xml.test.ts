import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';
import { POST_UPDATE } from '../support/transparency-scenarios.js';

/** Any character XML 1.0 forbids (its Char production): a reader refuses the whole document for one. */
const XML_FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

describe('/novidades.xml stays well-formed whatever an update holds (issue 26, item 5a)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('drops U+FFFE, U+FFFF (and any character XML forbids) from titles and bodies stored before input refused them, keeps the rest escaped', async () => {
    const posted = await app.graphql(
      POST_UPDATE,
      { input: { title: 'Exames de março & alta', body: 'Tudo bem <sim>' } },
      { authorization: `Bearer ${ADMIN_TOKEN}` },
    );
    expect(posted.body.errors).toBeUndefined();
    // As an older version stored it, before the input rule refused these characters.
    await app.deps.models.CampaignUpdate.updateOne(
      { _id: posted.body.data.postUpdate.id },
      { $set: { title: 'Exames\uFFFE de março & alta\uFFFF', body: 'Tudo\uFFFF bem <sim>' } },
    );
    const xml = await (await fetch(`${app.url}/novidades.xml`)).text();
    expect(xml).not.toMatch(XML_FORBIDDEN);
    expect(xml).toContain('<title>Exames de março &amp; alta</title>');
    expect(xml).toContain('Tudo bem &lt;sim&gt;');
  });
});
