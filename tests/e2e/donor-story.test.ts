import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { pdfText } from '../support/pdf.js';
import { axeViolations } from './support/axe.js';
import { ARTIFACTS_DIR } from './support/browser.js';
import { LARGE_PHONE, SMALL_PHONE, slowPhone } from './support/phone.js';
import { useSiteFixture } from './support/fixture.js';
import { hydrated } from './support/wait.js';
import { adminGraphQL } from './support/admin.js';

const ADMIN_TOKEN = 'e2e-admin-token-0123456789';
const look = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) });

/**
 * The whole promise to a donor, on a phone: donate, pay, get both e-mails through a real
 * SMTP server, open the private link, download and read the receipt, export, erase.
 */
describe("a donor's story, told by the site's e-mails and private page (4× CPU, slow 4G)", () => {
  const e2e = useSiteFixture({ ADMIN_TOKEN }, { smtp: true });

  const stories = [
    { size: SMALL_PHONE, receiptNumber: '000001' },
    { size: LARGE_PHONE, receiptNumber: '000002' },
  ];
  it.each(stories)(
    'at $size.width×$size.height: donates, pays, gets the code and the receipt by e-mail, and manages the donation from its private link',
    async ({ size, receiptNumber }) => {
      const tag = `${size.width}x${size.height}`;
      const mailsBefore = e2e.smtp.received.length;
      const { context, page } = await slowPhone(e2e.browser, size);
      await page.goto(e2e.site.url);
      await hydrated(page);
      const card = page.getByRole('button', { name: 'Doar R$ 50,00' });
      await card.scrollIntoViewIfNeeded();
      await card.tap();
      const form = page.getByRole('dialog', { name: 'Seus dados para a doação' });
      await form.waitFor();
      await form.getByLabel('Nome completo').fill('Helena Martins');
      await form.getByRole('textbox', { name: 'E-mail' }).fill(`helena-${tag}@exemplo.com.br`);
      await form.getByLabel('CPF').fill('52998224725');
      await form.getByRole('button', { name: 'Gerar código PIX' }).tap();
      const pix = page.getByRole('dialog', { name: 'Pague com PIX' });
      const code = await pix.getByTestId('pix-code').inputValue({ timeout: 60_000 });
      const link = pix.getByRole('link', { name: 'Abrir a página da minha doação' });
      const donorPath = (await link.getAttribute('href'))!;
      expect(donorPath).toMatch(/^\/minha-doacao\/[A-Za-z0-9_-]{22}$/);
      // On a phone the QR code (for paying from another device) comes last: the private link is read before it.
      const qr = pix.getByRole('img', { name: /QR code/ });
      expect((await link.boundingBox())!.y).toBeLessThan((await qr.boundingBox())!.y);
      await look(page, `story-1-code-and-private-link-${tag}`);

      // E-mail 1: the code and the private link, for a donor who switched to the bank app.
      const codeMail = (await e2e.smtp.waitFor(mailsBefore + 1, 30_000))[mailsBefore];
      expect(codeMail!.to).toMatchObject({ text: `helena-${tag}@exemplo.com.br` });
      expect(codeMail!.text).toContain(code);
      expect(codeMail!.text).toContain(donorPath);

      await context.close();

      // Before paying, the donor opens the private link and corrects the e-mail (the receipt is not issued yet).
      const later = await slowPhone(e2e.browser, size);
      const donorPage = later.page;
      await donorPage.goto(`${e2e.site.url}${donorPath}`);
      await donorPage.getByText('aguardando pagamento', { exact: true }).waitFor({ timeout: 30_000 });
      expect(await donorPage.getByRole('textbox', { name: 'Código PIX' }).inputValue()).toBe(code);
      // The site's header, whose links lead back to the campaign, and the QR code for paying from another device.
      expect(await donorPage.getByRole('banner').getByRole('link', { name: 'Doar Agora' }).getAttribute('href')).toBe('/#doar');
      await donorPage.getByRole('img', { name: /QR code do PIX/ }).waitFor();
      await hydrated(donorPage);
      const correction = donorPage.getByRole('form', { name: 'Corrigir nome ou e-mail' });
      await correction.getByRole('textbox', { name: 'E-mail correto' }).fill(`helena.martins-${tag}@exemplo.com.br`);
      await correction.getByRole('button', { name: 'Corrigir' }).tap();
      await correction.getByText(/Dados corrigidos/).waitFor();
      await look(donorPage, `story-2-private-page-corrected-${tag}`);

      // The organiser sees the money in the bank and confirms it.
      const status = (await (await fetch(`${e2e.site.url}/api${donorPath}`)).json()) as { id: string };
      const confirmed = await adminGraphQL(
        e2e.site.url,
        ADMIN_TOKEN,
        'mutation($id: ID!) { confirmDonation(id: $id) { status } }',
        {
          id: status.id,
        },
      );
      expect(confirmed.confirmDonation.status).toBe('PAID');

      // E-mail 2: thanks, with the receipt, to the corrected address.
      const thanks = (await e2e.smtp.waitFor(mailsBefore + 2, 30_000))[mailsBefore + 1];
      expect(thanks!.to).toMatchObject({ text: `helena.martins-${tag}@exemplo.com.br` });
      expect(thanks!.subject).toBe('Recebemos sua doação de R$ 50,00. Obrigado!');
      const mailed = pdfText(thanks!.attachments[0]!.content);
      expect(mailed).toContain(`RECIBO DE DOAÇÃO Nº ${receiptNumber}`);
      expect(mailed).toContain('CPF do(a) doador(a): 529.982.247-25');

      // The private link, opened again once paid.
      const response = await donorPage.goto(`${e2e.site.url}${donorPath}`);
      expect(response!.headers()['cache-control']).toBe('no-store');
      expect(response!.headers()['x-robots-tag']).toBe('noindex');
      await donorPage.getByText('pago', { exact: true }).waitFor({ timeout: 30_000 });
      expect(await donorPage.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await donorPage.content()).not.toContain('rel="canonical"');
      await look(donorPage, `story-3-private-page-paid-${tag}`);
      expect(await axeViolations(donorPage)).toEqual([]);

      const [receiptDownload] = await Promise.all([
        donorPage.waitForEvent('download'),
        donorPage.getByRole('link', { name: new RegExp(`Baixar recibo de doação nº ${receiptNumber}`) }).tap(),
      ]);
      const receipt = pdfText(readFileSync((await receiptDownload.path())!));
      expect(receipt).toContain('Doador(a): Helena Martins');
      expect(receipt).toContain('Valor: R$ 50,00 (cinquenta reais)');

      const [dataDownload] = await Promise.all([
        donorPage.waitForEvent('download'),
        donorPage.getByRole('link', { name: 'Baixar meus dados' }).tap(),
      ]);
      const data = JSON.parse(readFileSync((await dataDownload.path())!, 'utf8'));
      expect(data.donation).toMatchObject({
        name: 'Helena Martins',
        email: `helena.martins-${tag}@exemplo.com.br`,
        cpf: '52998224725',
      });

      await donorPage.getByRole('button', { name: 'Apagar meus dados' }).tap();
      await donorPage.getByRole('dialog', { name: 'Apagar seus dados?' }).getByRole('button', { name: 'Apagar' }).tap();
      await donorPage.getByText(/Apagamos: nome, e-mail/).waitFor({ timeout: 30_000 });
      await donorPage.getByText(new RegExp(`Mantivemos o recibo de doação nº ${receiptNumber}`)).waitFor();
      await look(donorPage, `story-4-erased-${tag}`);
      const after = (await (await fetch(`${e2e.site.url}/api${donorPath}/dados`)).json()) as any;
      expect(after.donation).toMatchObject({ name: '', email: '', cpf: '' });
      await later.context.close();
    },
  );
});
