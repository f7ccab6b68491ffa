import { useSiteFixture } from './support/fixture.js';
import { ADMIN_TOKEN } from '../support/harness.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { hydrated } from './support/wait.js';

describe('contact form', () => {
  const e2e = useSiteFixture({ ADMIN_TOKEN });

  async function adminMessages(): Promise<{ name: string; email: string; message: string }[]> {
    const response = await fetch(`${e2e.site.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
      body: JSON.stringify({ query: '{ contactMessages { nodes { name email message } } }' }),
    });
    const body = await response.json();
    return body.data.contactMessages.nodes;
  }

  it('shows pt-BR errors for bad input, sends a good message, and the admin query returns it', async () => {
    const page = await e2e.browser.newPage({ viewport: PHONE });
    await page.goto(e2e.site.url);
    await hydrated(page);
    await page.getByRole('button', { name: 'Rejeitar não essenciais' }).click();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Enviar mensagem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fale conosco' });
    await dialog.waitFor();

    await dialog.getByLabel('Nome').fill('Rafael Costa');
    await dialog.getByLabel('E-mail').fill('rafael-sem-arroba');
    await dialog.getByLabel('Mensagem').fill('Oi');
    await dialog.getByRole('button', { name: 'Enviar mensagem' }).click();
    await dialog.getByText('Informe um e-mail válido, como nome@exemplo.com.').waitFor();
    await dialog.getByText('Escreva a sua mensagem (pelo menos 10 caracteres).').waitFor();
    await screenshot(page, 'contact-errors-phone');
    expect(await adminMessages()).toEqual([]);

    await dialog.getByLabel('E-mail').fill('rafael@exemplo.com.br');
    await dialog.getByLabel('Mensagem').fill('Posso ajudar com transporte para as consultas?');
    await dialog.getByRole('button', { name: 'Enviar mensagem' }).click();
    await dialog.getByTestId('contact-sent').waitFor();
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'contact-sent-desktop');

    expect(await adminMessages()).toEqual([
      { name: 'Rafael Costa', email: 'rafael@exemplo.com.br', message: 'Posso ajudar com transporte para as consultas?' },
    ]);
    await page.close();
  });
});
