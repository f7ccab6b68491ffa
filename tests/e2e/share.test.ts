import sharp from 'sharp';
import { useSiteFixture } from './support/fixture.js';
import { PHONE } from './support/browser.js';
import { brasiliaYear, hydrated } from './support/wait.js';

const PUBLIC_URL = 'https://doe.exemplo.org.br';

/** The content of one meta tag in served HTML, attributes in the order the server writes them. */
function metaContent(html: string, key: 'property' | 'name', name: string): string | undefined {
  const match = new RegExp(`<meta ${key}="${name.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

describe('sharing: Open Graph tags, manifest and the share block', () => {
  const e2e = useSiteFixture({ PUBLIC_URL });

  it('serves / with Open Graph and Twitter tags carrying absolute URLs from PUBLIC_URL', async () => {
    const response = await fetch(`${e2e.site.url}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<title>Ajude a Ana a tratar a epidermólise bolhosa</title>');
    expect(metaContent(html, 'property', 'og:title')).toBe('Ajude a Ana a tratar a epidermólise bolhosa');
    expect(metaContent(html, 'property', 'og:description')).toBe(
      'Doe por PIX e ajude a pagar remédios, consultas e um veículo adaptado.',
    );
    expect(metaContent(html, 'property', 'og:url')).toBe(`${PUBLIC_URL}/`);
    // The share card with the current total (api/src/share), absolute on PUBLIC_URL.
    const card = metaContent(html, 'property', 'og:image')!;
    expect(card).toMatch(new RegExp(`^${PUBLIC_URL}/og/[0-9a-f]{20}\\.jpg$`));
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'property', 'og:image:height')).toBe('630');
    expect(metaContent(html, 'property', 'og:image:type')).toBe('image/jpeg');
    expect(metaContent(html, 'property', 'og:locale')).toBe('pt_BR');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:image')).toBe(card);
    expect(metaContent(html, 'name', 'theme-color')).toBe('#c2185b');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/"/>`);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');

    // The image the preview points at is really served, as a 1200x630 JPEG within WhatsApp's 300 KB.
    const image = await fetch(`${e2e.site.url}${new URL(card).pathname}`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.length).toBeLessThanOrEqual(300 * 1024);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it.each([
    ['WhatsApp', 'WhatsApp/2.23.20.0 A'],
    ['Facebook', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
  ])('gives %s’s link preview fetcher the same tags, early in the page, and the card it points at', async (_name, agent) => {
    const asBrowser = await (await fetch(`${e2e.site.url}/`)).text();
    // Crawlers ask for gzip (or nothing); fetch decodes what the server compressed.
    for (const encoding of ['gzip, deflate', 'identity']) {
      const response = await fetch(`${e2e.site.url}/`, { headers: { 'user-agent': agent, 'accept-encoding': encoding } });
      expect(response.status).toBe(200);
      const html = await response.text();
      const tags = [
        'og:title',
        'og:description',
        'og:url',
        'og:image',
        'og:image:type',
        'og:image:width',
        'og:image:height',
        'og:image:alt',
      ];
      for (const tag of tags)
        expect([tag, metaContent(html, 'property', tag)]).toEqual([tag, metaContent(asBrowser, 'property', tag)]);
      expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
      // Preview fetchers read only the start of a page: the tags come before the rendered app and its CSS.
      expect(html.indexOf('property="og:image"')).toBeLessThan(8 * 1024);

      const card = await fetch(`${e2e.site.url}${new URL(metaContent(html, 'property', 'og:image')!).pathname}`, {
        headers: { 'user-agent': agent, 'accept-encoding': encoding },
      });
      expect(card.status).toBe(200);
      expect(card.headers.get('content-type')).toBe('image/jpeg');
      expect(card.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await sharp(Buffer.from(await card.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 630 });
    }
  });

  it('gives each legal page its own title and description, and unknown paths a 404 without preview', async () => {
    const privacy = await fetch(`${e2e.site.url}/privacy`);
    expect(privacy.status).toBe(200);
    const privacyHtml = await privacy.text();
    expect(privacyHtml).toContain('<title>Política de Privacidade · Ajude a Ana a tratar a epidermólise bolhosa</title>');
    expect(metaContent(privacyHtml, 'name', 'description')).toBe('Como tratamos os seus dados pessoais, conforme a LGPD.');
    expect(metaContent(privacyHtml, 'property', 'og:url')).toBe(`${PUBLIC_URL}/privacy`);
    for (const path of ['/terms', '/cookies']) expect((await fetch(`${e2e.site.url}${path}`)).status).toBe(200);

    const missing = await fetch(`${e2e.site.url}/nada-aqui`);
    expect(missing.status).toBe(404);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain('<title>404 Page Not Found</title>');
    expect(missingHtml).toContain('<meta name="robots" content="noindex"/>');
    expect(metaContent(missingHtml, 'property', 'og:title')).toBeUndefined();
  });

  it('serves a web app manifest named after the campaign, with icons that exist', async () => {
    const response = await fetch(`${e2e.site.url}/manifest.webmanifest`);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({ name: 'Ajude a Ana a tratar a epidermólise bolhosa', lang: 'pt-BR', start_url: '/' });
    for (const icon of manifest.icons) expect((await fetch(`${e2e.site.url}${icon.src}`)).status).toBe(200);
  });

  it('shares on WhatsApp with the public link tagged utm_source=whatsapp&utm_medium=share, and copies a link', async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.site.url });
    const page = await context.newPage();
    await page.goto(e2e.site.url);
    await hydrated(page);
    await page.getByRole('button', { name: 'Rejeitar não essenciais' }).click();
    const footer = page.getByRole('contentinfo');
    const whatsapp = footer.getByTestId('share-whatsapp');
    await footer.getByText(`© ${brasiliaYear()} Instituto Exemplo de Apoio`).waitFor();
    const href = new URL((await whatsapp.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    const text = href.searchParams.get('text')!;
    expect(text).toBe(
      `Estou ajudando a Ana a tratar a epidermólise bolhosa. Doe qualquer valor por PIX: ${PUBLIC_URL}/?utm_source=whatsapp&utm_medium=share`,
    );

    await footer.getByRole('button', { name: 'Copiar link' }).click();
    await footer.getByRole('button', { name: 'Link copiado!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${PUBLIC_URL}/?utm_source=link&utm_medium=share`);
    await context.close();
  });
});
