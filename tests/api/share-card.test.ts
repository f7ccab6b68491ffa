import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { createApp } from '../../api/src/app.js';
import { connectDatabase } from '../../api/src/db/connection.js';
import { createModels } from '../../api/src/app/models.js';
import { createDeps } from '../../api/src/deps.js';
import { cardTitleOf, renderShareCard, SHARE_CARD_MAX_BYTES } from '../../api/src/share/card.js';
import { shareCardRenderCount } from '../../api/src/share/service.js';
import { buildPageHead } from '../../api/src/web/head.js';
import { PAGES } from '../../api/src/web/pages.js';
import { firstError, paidDonation } from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, testDatabaseUri, type TestApp } from '../support/harness.js';

const PUBLIC_URL = 'https://doe.exemplo.org.br';
const SHARE_PREVIEW = `{ sharePreview { imageUrl width height title description url } }`;

/** A meta tag's content among the head's tags, as the server writes them. */
function metaOf(tags: string[], key: 'property' | 'name', name: string): string | undefined {
  const tag = tags.find((candidate) => candidate.startsWith(`<meta ${key}="${name}" `));
  return tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined;
}

/** A second app over the same database, with its own models and caches: another instance of the site. */
async function startOtherInstance(app: TestApp): Promise<{ url: string; close(): Promise<void> }> {
  const connection = await connectDatabase(testDatabaseUri(), app.connection.name);
  const { app: express, stop } = await createApp(createDeps({ ...app.deps, models: createModels(connection) }));
  const server = createServer(express);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await stop();
      await connection.close();
    },
  };
}

async function decoded(jpeg: Buffer) {
  const metadata = await sharp(jpeg).metadata();
  return { format: metadata.format, width: metadata.width, height: metadata.height };
}

describe('the share card: og:image drawn from the current total', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { PUBLIC_URL } });
  });
  afterAll(() => app?.close());

  const homeHead = () => buildPageHead(app.deps, { path: '/', baseUrl: PUBLIC_URL }, PAGES['/']);
  const cardUrl = async () => metaOf((await homeHead()).tags, 'property', 'og:image')!;
  /** The card's path on the test server, from the absolute URL the page carries. */
  const local = (absolute: string) => `${app.url}${new URL(absolute).pathname}`;

  it('puts the card in og:image and twitter:image with absolute URLs, size, type and alt', async () => {
    const { tags } = await homeHead();
    const image = metaOf(tags, 'property', 'og:image');
    expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/og/[0-9a-f]{20}\\.jpg$`));
    expect(metaOf(tags, 'name', 'twitter:image')).toBe(image);
    expect(metaOf(tags, 'property', 'og:image:type')).toBe('image/jpeg');
    expect(metaOf(tags, 'property', 'og:image:width')).toBe('1200');
    expect(metaOf(tags, 'property', 'og:image:height')).toBe('630');
    // The example campaign: R$ 47.823,50 raised of R$ 125.000.
    expect(metaOf(tags, 'property', 'og:image:alt')).toBe(
      'Ajude a Ana a tratar a epidermólise bolhosa: R$ 47.823 arrecadados de R$ 125.000',
    );
    expect(metaOf(tags, 'name', 'twitter:card')).toBe('summary_large_image');
  });

  it('serves the card as a 1200×630 JPEG under 300 KB, kept for a year', async () => {
    const response = await fetch(local(await cardUrl()));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const jpeg = Buffer.from(await response.arrayBuffer());
    expect(jpeg.length).toBeLessThanOrEqual(300 * 1024);
    expect(await decoded(jpeg)).toEqual({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('gets a new URL and new pixels when a payment moves the total; the old URL leads to the new card', async () => {
    const before = await cardUrl();
    const beforeBytes = Buffer.from(await (await fetch(local(before))).arrayBuffer());

    await paidDonation(app, { amount: '250,00' });

    const after = await cardUrl();
    expect(after).not.toBe(before);
    expect(metaOf((await homeHead()).tags, 'property', 'og:image:alt')).toContain('R$ 48.073 arrecadados');
    const afterBytes = Buffer.from(await (await fetch(local(after))).arrayBuffer());
    expect(afterBytes.equals(beforeBytes)).toBe(false);
    expect(await decoded(afterBytes)).toEqual({ format: 'jpeg', width: 1200, height: 630 });

    // This instance keeps the old card under its old name: a name never changes its pixels.
    const kept = await fetch(local(before), { redirect: 'manual' });
    expect(kept.status).toBe(200);
    expect(Buffer.from(await kept.arrayBuffer()).equals(beforeBytes)).toBe(true);

    // Another instance behind the same load balancer, which drew neither card: the current one on
    // demand, the same pixels; the old name leads to the current card.
    const other = await startOtherInstance(app);
    try {
      const current = await fetch(`${other.url}${new URL(after).pathname}`);
      expect(current.status).toBe(200);
      expect(Buffer.from(await current.arrayBuffer()).equals(afterBytes)).toBe(true);
      const old = await fetch(`${other.url}${new URL(before).pathname}`, { redirect: 'manual' });
      expect(old.status).toBe(302);
      expect(old.headers.get('location')).toBe(new URL(after).pathname);
    } finally {
      await other.close();
    }
  });

  it('draws a card once, however many ask for it at the same time or after', async () => {
    await paidDonation(app, { amount: '30,00' });
    const url = local(await cardUrl());
    const drawnBefore = shareCardRenderCount(app.deps);

    const together = await Promise.all(Array.from({ length: 6 }, () => fetch(url)));
    const bodies = await Promise.all(together.map(async (response) => Buffer.from(await response.arrayBuffer())));
    const later = Buffer.from(await (await fetch(url)).arrayBuffer());

    expect(together.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const body of [...bodies, later]) expect(body.equals(bodies[0]!)).toBe(true);
    expect(shareCardRenderCount(app.deps) - drawnBefore).toBe(1);
  });

  it('never draws what a URL names: a made-up hash leads to the current card, other names are not found', async () => {
    const current = new URL(await cardUrl()).pathname;
    await fetch(`${app.url}${current}`);
    const drawnBefore = shareCardRenderCount(app.deps);

    const madeUp = await fetch(`${app.url}/og/0123456789abcdef0123.jpg`, { redirect: 'manual' });
    expect(madeUp.status).toBe(302);
    expect(madeUp.headers.get('location')).toBe(current);
    for (const name of ['0123.jpg', `${current.slice(4, -4)}.png`, 'ZZZZZZZZZZZZZZZZZZZZ.jpg', '..%2Fpackage.json']) {
      const response = await fetch(`${app.url}/og/${name}`, { redirect: 'manual' });
      expect([name, response.status]).toEqual([name, 404]);
    }
    expect(shareCardRenderCount(app.deps)).toBe(drawnBefore);
  });

  it('shows the organiser the preview WhatsApp draws, and no one else', async () => {
    expect(firstError((await app.graphql(SHARE_PREVIEW)).body).extensions.code).toBe('UNAUTHENTICATED');

    const { body } = await app.graphql(SHARE_PREVIEW, {}, { authorization: `Bearer ${ADMIN_TOKEN}` });
    expect(body.data.sharePreview).toEqual({
      imageUrl: await cardUrl(),
      width: 1200,
      height: 630,
      title: 'Ajude a Ana a tratar a epidermólise bolhosa',
      description: 'Doe por PIX e ajude a pagar remédios, consultas e um veículo adaptado.',
      url: `${PUBLIC_URL}/`,
    });
  });
});

describe('the share card without any picture', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      content: (content) => ({
        ...content,
        videoPoster: undefined,
        story: { ...content.story, proofImage: undefined },
        share: { ...content.share, image: undefined },
      }),
    });
  });
  afterAll(() => app?.close());

  it('still shows the title and the progress, on the campaign colour', async () => {
    const head = await buildPageHead(app.deps, { path: '/', baseUrl: app.url }, PAGES['/']);
    const image = metaOf(head.tags, 'property', 'og:image')!;
    expect(image.startsWith(`${app.url}/og/`)).toBe(true);
    const response = await fetch(image);
    expect(response.status).toBe(200);
    expect(await decoded(Buffer.from(await response.arrayBuffer()))).toEqual({ format: 'jpeg', width: 1200, height: 630 });
  });
});

/** The card a URL names, fetched over HTTP as a crawler would: status, caching and the decoded picture. */
async function fetchCard(app: TestApp, path: string) {
  const started = performance.now();
  const response = await fetch(`${app.url}${path}`);
  const jpeg = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    jpeg,
    milliseconds: performance.now() - started,
    picture: response.ok ? await decoded(jpeg) : null,
  };
}

/** The current card's path, as the organiser's panel reads it. */
async function currentCardPath(app: TestApp): Promise<string> {
  const { body } = await app.graphql(SHARE_PREVIEW, {}, { authorization: `Bearer ${ADMIN_TOKEN}` });
  return body.data.sharePreview.imageUrl as string;
}

describe('the share card of any accepted title, and of older longer ones', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it('draws a title at the limit made of the widest letter, in well under a second or two', async () => {
    // W is the widest character of the card's font; one unbroken word is the layout's worst case.
    const title = 'W'.repeat(150);
    const { body } = await app.graphql(
      `mutation Update($input: UpdateCampaignInput!) { updateCampaign(input: $input) { title } }`,
      { input: { title } },
      { authorization: `Bearer ${ADMIN_TOKEN}` },
    );
    expect(body.errors).toBeUndefined();
    const drawnBefore = shareCardRenderCount(app.deps);
    const card = await fetchCard(app, await currentCardPath(app));
    expect(card.status).toBe(200);
    expect(card.picture).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    expect(card.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(card.jpeg.length).toBeLessThanOrEqual(SHARE_CARD_MAX_BYTES);
    expect(shareCardRenderCount(app.deps) - drawnBefore).toBe(1);
    // Before the limit, 10,000 characters took 4.9 s on the main thread; here about 0.2 s.
    expect(card.milliseconds).toBeLessThan(3000);
  });

  it('still draws an older stored title far past the limit, cut with "…", and says the same in the alt text', async () => {
    // Written before the limit existed: the database holds it, no edit could save it now.
    await app.deps.models.Campaign.updateOne({}, { $set: { 'content.title': 'W'.repeat(20_000) } });
    const card = await fetchCard(app, await currentCardPath(app));
    expect(card.status).toBe(200);
    expect(card.picture).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    expect(card.milliseconds).toBeLessThan(3000);
    const alt = metaOf(
      (await buildPageHead(app.deps, { path: '/', baseUrl: app.url }, PAGES['/'])).tags,
      'property',
      'og:image:alt',
    );
    expect(alt).toMatch(/^W{149}…: R\$ /);
  });
});

describe('cardTitleOf', () => {
  it.each([
    [
      'keeps an accepted title as it is',
      'Ajude a Ana: remédios & consultas (2025) — 100%',
      'Ajude a Ana: remédios & consultas (2025) — 100%',
    ],
    ['leaves out what the font cannot draw', 'Ajude a Ana ❤️🙏 a andar\u202e de novo 漢字', 'Ajude a Ana a andar de novo'],
    ['joins accents typed apart', 'Joa\u0303o e Ce\u0301u', 'João e Céu'],
    ['turns line breaks and runs of spaces into one space', '  Ajude\n\n a   Ana\t ', 'Ajude a Ana'],
    ['cuts an older title past the limit', 'x'.repeat(151), `${'x'.repeat(149)}…`],
  ])('%s', (_name, title, drawn) => {
    expect(cardTitleOf(title)).toBe(drawn);
    expect(cardTitleOf(drawn)).toBe(drawn);
  });
});

describe('a share card whose drawing fails', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  // A real failure of the real drawing: with SVG reading blocked in libvips (as on a build without it),
  // the card's text layer cannot be read. The plain card needs no SVG.
  const SVG_READING = { operation: ['VipsForeignLoadSvg'] };

  it('serves the plain card at once, and never draws the same facts again', async () => {
    const path = await currentCardPath(app);
    const drawnBefore = shareCardRenderCount(app.deps);
    let failed: Awaited<ReturnType<typeof fetchCard>>;
    sharp.block(SVG_READING);
    try {
      failed = await fetchCard(app, path);
      expect(failed.status).toBe(200);
      expect(failed.picture).toEqual({ format: 'jpeg', width: 1200, height: 630 });
      // Not kept for a year under a name that promises the real card.
      expect(failed.cacheControl).toBe('public, max-age=300');
      expect(shareCardRenderCount(app.deps) - drawnBefore).toBe(1);

      const again = await fetchCard(app, path);
      expect(again.jpeg.equals(failed.jpeg)).toBe(true);
      expect(shareCardRenderCount(app.deps) - drawnBefore).toBe(1);
    } finally {
      sharp.unblock(SVG_READING);
    }
    // Remembered for these facts even once drawing would work again.
    const later = await fetchCard(app, path);
    expect(later.jpeg.equals(failed.jpeg)).toBe(true);
    expect(shareCardRenderCount(app.deps) - drawnBefore).toBe(1);

    // New facts (a payment) are a new card, drawn afresh.
    await paidDonation(app, { amount: '40,00' });
    const next = await fetchCard(app, await currentCardPath(app));
    expect(next.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(next.jpeg.equals(failed.jpeg)).toBe(false);
    expect(shareCardRenderCount(app.deps) - drawnBefore).toBe(2);
  });
});

describe('renderShareCard', () => {
  const photo = () =>
    sharp({ create: { width: 900, height: 1200, channels: 3, background: '#3a7bd5' } })
      .jpeg()
      .toBuffer();

  it.each([
    ['nothing raised', 0, 5_000_000],
    ['37 % raised', 1_850_000, 5_000_000],
    ['past the goal', 6_123_456, 5_000_000],
    ['a goal of zero', 1_000, 0],
  ])('draws a 1200×630 JPEG within 300 KB with %s', async (_name, raisedCents, goalCents) => {
    const jpeg = await renderShareCard({
      title: 'Ação solidária: coração, canção e paixão pela reconstrução da creche comunitária São João, destruída pela enchente',
      photo: await photo(),
      raisedCents,
      goalCents,
    });
    expect(jpeg.length).toBeLessThanOrEqual(SHARE_CARD_MAX_BYTES);
    expect(await decoded(jpeg)).toEqual({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('draws the same card for the same facts, and another for another total', async () => {
    const input = { title: 'Ajude o Léo', photo: null, raisedCents: 100_000, goalCents: 1_000_000 };
    const first = await renderShareCard(input);
    expect((await renderShareCard(input)).equals(first)).toBe(true);
    expect((await renderShareCard({ ...input, raisedCents: 110_000 })).equals(first)).toBe(false);
  });

  it('draws without the photo when the photo cannot be read', async () => {
    const jpeg = await renderShareCard({
      title: 'Ajude o Léo',
      photo: Buffer.from('not a picture'),
      raisedCents: 0,
      goalCents: 100,
    });
    expect(await decoded(jpeg)).toEqual({ format: 'jpeg', width: 1200, height: 630 });
  });
});
