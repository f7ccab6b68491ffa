/// <reference lib="dom" />
// Callbacks given to page.evaluate run in the browser.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { freePort } from '../support/server-process.js';
import { pdfText } from '../support/pdf.js';
import { startTestSmtp, type TestSmtp } from '../support/smtp.js';
import { expectNoViolations } from './support/axe.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { SMALL_PHONE } from './support/phone.js';
import { startSite, type RunningSite } from './support/server.js';
import { eventually } from './support/wait.js';
import { signInWithToken } from './support/panel.js';
import { adminGraphQL } from './support/admin.js';

const ADMIN_TOKEN = 'organiser-e2e-admin-token-0123456789';
const WHATSAPP = 'WhatsApp/2.23.20.0 A';
const GPS_MARK = 'CameraMakerXYZ';

/** A photo as a phone writes it: the camera's name and the GPS position in its EXIF. */
async function phonePhoto(colour: string, width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fff8"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: GPS_MARK, Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '22/1 54/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '43/1 6/1 0/1' },
    })
    .toBuffer();
}

/** The content of one meta tag in served HTML. */
function metaContent(html: string, name: string): string | undefined {
  return new RegExp(`<meta property="${name.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
}

describe('a new organiser turns the example into their own campaign, on a phone', () => {
  let site: RunningSite;
  let browser: Browser;
  let smtp: TestSmtp;
  let dir: string;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    const port = await freePort();
    site = await startSite({
      ADMIN_TOKEN,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: smtp.url,
      PIX_KEY: 'contato@amigosdalia.org.br',
      PIX_MERCHANT_NAME: 'Amigos da Lia',
    });
    browser = await launchBrowser();
    dir = mkdtempSync(join(tmpdir(), 'fotos-'));
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await smtp?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function shareCard(): Promise<{ url: string; bytes: Buffer }> {
    const html = await (await fetch(`${site.url}/`, { headers: { 'user-agent': WHATSAPP } })).text();
    const url = metaContent(html, 'og:image')!;
    expect(url).toMatch(new RegExp(`^${site.url}/og/[0-9a-f]{20}\\.jpg$`));
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    const response = await fetch(url, { headers: { 'user-agent': WHATSAPP } });
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(bytes.length).toBeLessThan(300 * 1024);
    return { url, bytes };
  }

  const checklistRow = (page: Page, key: string) => page.locator(`[data-item="${key}"]`);

  it('identity, three photos from files with GPS EXIF and texts, then the site, the preview and a receipt are theirs', async () => {
    const files = {
      videoPoster: join(dir, 'IMG_0001.jpg'),
      proofImage: join(dir, 'IMG_0002.jpg'),
      shareImage: join(dir, 'IMG_0003.jpg'),
    };
    writeFileSync(files.videoPoster, await phonePhoto('#2e7d32', 1920, 1080));
    writeFileSync(files.proofImage, await phonePhoto('#1565c0', 1200, 1600));
    writeFileSync(files.shareImage, await phonePhoto('#ef6c00', 1600, 1200));

    const context = await browser.newContext({ viewport: SMALL_PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${site.url}/painel`);
    await signInWithToken(page, ADMIN_TOKEN);
    await page.getByRole('heading', { level: 1, name: 'Início' }).waitFor();

    // Publicar says what is still the example's; the PIX key, SMTP and address are set on this server.
    await page.getByRole('button', { name: 'Abrir o menu' }).click();
    await page.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link', { name: 'Publicar', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Publicar' }).waitFor();
    await page.getByText(/Faltam 8 itens para a campanha ficar pronta/).waitFor();
    for (const key of [
      'texts',
      'videoPoster',
      'proofImage',
      'shareImage',
      'identity',
      'legalController',
      'pixHolder',
      'pixHolderTest',
    ])
      expect(await checklistRow(page, key).getAttribute('data-done')).toBe('false');
    for (const key of ['pixKey', 'smtp', 'publicUrl'])
      expect(await checklistRow(page, key).getAttribute('data-done')).toBe('true');
    await screenshot(page, 'organiser-publicar-before-360x640');
    await expectNoViolations(page, 'Publicar, before');
    const cardBefore = await shareCard();

    // Its link goes to the form's section.
    await checklistRow(page, 'identity')
      .getByRole('link', { name: /Corrigir/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Campanha' }).waitFor();
    await page.getByRole('textbox', { name: 'Nome da organização ou responsável', exact: true }).fill('Associação Amigos da Lia');
    await page.getByRole('textbox', { name: 'CNPJ ou CPF', exact: true }).fill('11.222.333/0001-81');
    await page.getByRole('textbox', { name: 'E-mail de contato', exact: true }).fill('contato@amigosdalia.org.br');
    await page.getByRole('textbox', { name: 'WhatsApp', exact: true }).fill('+55 21 98765-4321');
    await page.getByRole('textbox', { name: 'Cidade (UF)', exact: true }).fill('Niterói (RJ)');

    const descriptions = {
      videoPoster: 'A Lia sorrindo no colo da mãe',
      proofImage: 'Laudo médico da Lia, com os dados pessoais cobertos',
      shareImage: 'A Lia no jardim do hospital',
    } as const;
    for (const key of ['videoPoster', 'proofImage', 'shareImage'] as const) {
      const field = page.locator(`[data-photo="${key}"]`);
      await field.locator('input[type="file"]').setInputFiles(files[key]);
      await field.getByText('Foto enviada.').waitFor();
      await field.getByRole('textbox', { name: /Descrição/ }).fill(descriptions[key]);
    }
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill('Ajude a Lia a voltar a andar');
    await screenshot(page, 'organiser-campanha-photos-360x640');
    await expectNoViolations(page, 'Campanha with photos');
    await page.getByRole('button', { name: 'Salvar campanha' }).click();
    await page.getByRole('status').filter({ hasText: 'Campanha salva' }).waitFor();

    // Who receives: as the bank app shows the key's holder, then the R$ 1 test from the organiser's own phone.
    await page.getByRole('textbox', { name: 'Nome do titular', exact: true }).fill('Associação Amigos da Lia');
    await page.getByRole('textbox', { name: 'CPF ou CNPJ do titular', exact: true }).fill('11.222.333/0001-81');
    await page.getByRole('textbox', { name: 'Banco ou instituição', exact: true }).fill('Banco do Brasil');
    await page.getByRole('button', { name: 'Salvar recebedor' }).click();
    await page.getByRole('status').filter({ hasText: 'Recebedor salvo' }).waitFor();
    // The box shows what the server kept: it turns checked once the confirmation is stored.
    await page.getByRole('checkbox', { name: 'Fiz um PIX de R$ 1 e o app mostrou este nome' }).click();
    await page.getByText(/^Confirmado em /).waitFor();

    // Publicar: ready.
    await page.getByRole('button', { name: 'Abrir o menu' }).click();
    await page.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link', { name: 'Publicar', exact: true }).click();
    await page.getByText('Tudo pronto: a campanha é sua. Pode divulgar o link.').waitFor();
    await screenshot(page, 'organiser-publicar-ready-360x640');

    // The home page as a donor sees it: no ribbon, the new photos in their sizes, none with EXIF.
    const home = await context.newPage();
    await home.goto(site.url);
    await home.getByRole('heading', { name: 'Ajude a Lia a voltar a andar' }).waitFor();
    expect(await home.getByTestId('example-ribbon').count()).toBe(0);
    const poster = home.getByRole('img', { name: descriptions.videoPoster });
    await eventually(
      () => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      (loaded) => loaded,
    );
    const served = await poster.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(served).toMatch(/\/media\/[0-9a-f]{32}-\d+\.webp$/);
    await home.locator('#historia').scrollIntoViewIfNeeded();
    const proof = home.getByRole('img', { name: descriptions.proofImage });
    await proof.scrollIntoViewIfNeeded();
    await eventually(
      () => proof.evaluate((img: HTMLImageElement) => img.currentSrc),
      (src) => src.includes('/media/'),
    );
    const urls = [served, await proof.evaluate((img: HTMLImageElement) => img.currentSrc), await poster.getAttribute('src')];
    for (const url of urls) {
      const bytes = Buffer.from(await (await fetch(new URL(url!, site.url))).arrayBuffer());
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes(Buffer.from(GPS_MARK))).toBe(false);
    }
    await screenshot(home, 'organiser-home-360x640');
    const privacy = await (await fetch(`${site.url}/privacidade`)).text();
    expect(privacy).toContain('Associação Amigos da Lia');
    expect(privacy).toContain('CNPJ 11.222.333/0001-81');
    expect(privacy).not.toContain('Instituto Exemplo');

    // The WhatsApp preview: the organiser's card, and new bytes once a payment moves the total.
    const cardAfterEdit = await shareCard();
    expect(cardAfterEdit.url).not.toBe(cardBefore.url);
    const created = await fetch(`${site.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($input: CreateDonationInput!) { createDonation(input: $input) { id accessToken } }',
        variables: {
          input: {
            idempotencyKey: `organiser-${randomUUID()}`,
            name: 'Marta Rocha',
            email: 'marta@exemplo.com.br',
            cpf: '529.982.247-25',
            amount: '250,00',
          },
        },
      }),
    });
    const { data } = (await created.json()) as { data: { createDonation: { id: string; accessToken: string } } };
    const confirmed = await adminGraphQL(site.url, ADMIN_TOKEN, 'mutation($id: ID!) { confirmDonation(id: $id) { status } }', {
      id: data.createDonation.id,
    });
    expect(confirmed).toEqual({ confirmDonation: { status: 'PAID' } });
    const cardAfterPayment = await eventually(shareCard, (card) => card.url !== cardAfterEdit.url);
    expect(cardAfterPayment.bytes.equals(cardAfterEdit.bytes)).toBe(false);

    // The receipt issued after the change carries the organiser's identity.
    const receipt = await fetch(`${site.url}/api/minha-doacao/${data.createDonation.accessToken}/recibo.pdf`);
    expect(receipt.status).toBe(200);
    const text = pdfText(Buffer.from(await receipt.arrayBuffer()));
    expect(text).toContain('Associação Amigos da Lia');
    expect(text).toContain('11.222.333/0001-81');
    expect(text).not.toContain('Instituto Exemplo');
    await context.close();
  });
});
