import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fromRoot } from '../../api/src/paths.js';
import { buildPageHead } from '../../api/src/web/head.js';
import { PAGES } from '../../api/src/web/pages.js';
import { renderHtml } from '../../api/src/web/serve.js';
import { startTestApp, type TestApp } from '../support/harness.js';

// The source template has the same placeholders as the built one, so no build is needed here;
// tests/e2e/share.test.ts checks the HTML the built server really sends.
const template = readFileSync(fromRoot('web', 'index.html'), 'utf8');

describe('page head from the campaign in the database', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      content: (content) => ({
        ...content,
        title: 'Ajude o "Léo" & a família <já>',
        share: { ...content.share, title: 'Léo precisa de você', image: { ...content.share.image!, url: '/img/léo.png' } },
      }),
    });
  });
  afterAll(() => app?.close());

  it('escapes the organiser text and makes image and page URLs absolute', async () => {
    const head = await buildPageHead(app.deps, { path: '/', baseUrl: 'https://doe.example.org' }, PAGES['/']);
    const html = renderHtml(template, head);
    expect(html).toContain('<title>Ajude o &quot;Léo&quot; &amp; a família &lt;já&gt;</title>');
    expect(html).toContain('<meta property="og:title" content="Léo precisa de você"/>');
    // The share card with the current total (tests/api/share-card.test.ts), on the page's absolute base.
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/doe\.example\.org\/og\/[0-9a-f]{20}\.jpg"\/>/);
    expect(html).toContain('<meta property="og:image:alt" content="Ajude o &quot;Léo&quot; &amp; a família &lt;já&gt;: R$ ');
    expect(html).toContain('<meta property="og:url" content="https://doe.example.org/"/>');
    expect(html).toContain('<link rel="canonical" href="https://doe.example.org/"/>');
    expect(html).not.toContain('<!--app-head-->');
  });

  it('titles legal pages after themselves and the campaign', async () => {
    const head = await buildPageHead(app.deps, { path: '/terms', baseUrl: 'https://doe.example.org' }, PAGES['/terms']);
    expect(head.title).toBe('Termos de Uso · Ajude o "Léo" & a família <já>');
    expect(head.description).toBe(PAGES['/terms']!.description);
    expect(head.tags).toContain('<meta property="og:url" content="https://doe.example.org/terms"/>');
  });

  it('gives unknown paths the 404 title, noindex and no preview', async () => {
    const head = await buildPageHead(app.deps, { path: '/nada', baseUrl: 'https://doe.example.org' }, undefined);
    expect(head.title).toBe('404 Page Not Found');
    expect(head.tags).toContain('<meta name="robots" content="noindex"/>');
    expect(head.tags.some((tag) => tag.includes('og:'))).toBe(false);
  });
});

describe('the site icon', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  const ICON = '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>';

  it.each(['/doar', '/transparencia'])('is declared by %s, a page the server alone renders, as by the app', async (path) => {
    const response = await fetch(`${app.url}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(ICON);
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"/>');
    const appHead = await buildPageHead(app.deps, { path: '/', baseUrl: app.url }, PAGES['/']);
    expect(appHead.tags).toContain(ICON);
  });

  it('answers /favicon.ico, which browsers ask for on their own, with the icon, kept a week', async () => {
    const response = await fetch(`${app.url}/favicon.ico`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/favicon.svg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
    // The file the build copies to the site's root.
    expect(existsSync(fromRoot('web', 'public', 'favicon.svg'))).toBe(true);
  });
});
