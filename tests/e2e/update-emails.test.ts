/// <reference lib="dom" />
// Callbacks given to page.evaluate run in the browser.
import type { ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { expectNoViolations } from './support/axe.js';
import { join } from 'node:path';
import { ARTIFACTS_DIR, DESKTOP, screenshot } from './support/browser.js';
import { SMALL_PHONE, slowPhone } from './support/phone.js';
import { useSiteFixture } from './support/fixture.js';
import { eventually, hydrated } from './support/wait.js';
import { signInWithToken } from './support/panel.js';
import { adminGraphQL } from './support/admin.js';

const ADMIN_TOKEN = 'update-emails-e2e-admin-token-0123';
const EMAIL = 'beatriz.novidades@exemplo.com.br';

/** A header as the message carried it (mailparser folds the List-* headers into one object). */
const headerOf = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.slice(name.length + 1)
    .trim() ?? '';

/**
 * Issue 29, goal 1, as the people live it: a donor on a small, slow phone ticks the box,
 * pays; the organiser sees who will get the update, publishes it; the e-mail arrives through
 * a real SMTP server; the donor stops the updates from it, and the next update goes to no one.
 */
describe('updates by e-mail: opt in, receive, stop', () => {
  const e2e = useSiteFixture({ ADMIN_TOKEN }, { smtp: true });

  async function publish(panel: Page, title: string, expectedNote: string): Promise<void> {
    await panel
      .getByRole('navigation', { name: 'Seções do painel' })
      .getByRole('link', { name: 'Novidades', exact: true })
      .click();
    await panel.getByRole('heading', { level: 1, name: 'Novidades' }).waitFor();
    await panel.getByText(expectedNote).waitFor();
    await panel.getByRole('textbox', { name: 'Título' }).fill(title);
    await panel.getByRole('textbox', { name: 'Texto' }).fill('A Ana terminou a primeira fase do tratamento. Obrigado a todos!');
    await panel.getByRole('button', { name: 'Publicar', exact: true }).click();
    await panel
      .getByRole('status')
      .filter({ hasText: `Novidade "${title}" publicada` })
      .waitFor();
  }

  it('at 360×640 (4× CPU, slow 4G)', async () => {
    // The donor ticks the box and gives.
    const { context, page } = await slowPhone(e2e.browser, SMALL_PHONE);
    await page.goto(e2e.site.url);
    await hydrated(page);
    const card = page.getByRole('button', { name: 'Doar R$ 50,00' });
    await card.scrollIntoViewIfNeeded();
    await card.tap();
    const form = page.getByRole('dialog', { name: 'Seus dados para a doação' });
    await form.waitFor();
    await form.getByLabel('Nome completo').fill('Beatriz Novaes');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(EMAIL);
    const optIn = form.getByRole('checkbox', { name: 'Quero receber novidades da campanha por e-mail' });
    expect(await optIn.isChecked()).toBe(false);
    await optIn.tap();
    await optIn.scrollIntoViewIfNeeded();
    // The dialog is fixed: the viewport shows what the donor sees.
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'updates-1-opt-in-360x640.png') });
    await form.getByRole('button', { name: 'Gerar código PIX' }).tap();
    const pix = page.getByRole('dialog', { name: 'Pague com PIX' });
    const donorPath = (await pix
      .getByRole('link', { name: 'Abrir a página da minha doação' })
      .getAttribute('href', { timeout: 60_000 }))!;
    await context.close();

    // The organiser confirms the payment, then publishes an update from the panel.
    const { id } = (await (await fetch(`${e2e.site.url}/api${donorPath}`)).json()) as { id: string };
    const confirmed = await adminGraphQL(
      e2e.site.url,
      ADMIN_TOKEN,
      'mutation($id: ID!) { confirmDonation(id: $id) { status } }',
      { id },
    );
    expect(confirmed.confirmDonation.status).toBe('PAID');

    const organiser = await e2e.browser.newContext({ viewport: DESKTOP });
    const panel = await organiser.newPage();
    await panel.goto(`${e2e.site.url}/painel`);
    await signInWithToken(panel, ADMIN_TOKEN);
    await publish(panel, 'Primeira fase concluída', 'Ao publicar, 1 pessoa que pediu novidades recebe esta novidade por e-mail.');
    await panel.getByText('Por e-mail a 1 pessoa: 1 enviado.').waitFor({ timeout: 30_000 });
    await screenshot(panel, 'updates-2-panel-sent-desktop');
    await expectNoViolations(panel, 'Novidades with a mailing');

    // The e-mail, through the SMTP server, with both unsubscribe headers and a visible link.
    const mail = await eventually(
      () => e2e.smtp.received.find((received) => received.subject?.startsWith('Primeira fase concluída')),
      (found) => found !== undefined,
      30_000,
    );
    expect(mail!.to).toMatchObject({ text: EMAIL });
    expect(headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = /^<(http[^>]+)>$/.exec(headerOf(mail!, 'List-Unsubscribe'))![1]!;
    expect(mail!.text).toContain(link);

    // The donor follows the link on the phone: a page with a button; the button stops them.
    const later = await slowPhone(e2e.browser, SMALL_PHONE);
    await later.page.goto(link.replace('//localhost:', '//127.0.0.1:'));
    const stop = later.page.getByRole('button', { name: 'Não quero mais receber' });
    await stop.waitFor();
    await expectNoViolations(later.page, 'stop updates, confirm');
    await screenshot(later.page, 'updates-3-stop-360x640');
    await stop.tap();
    await later.page.getByRole('heading', { name: 'Pronto: você não receberá mais novidades por e-mail.' }).waitFor();
    await expectNoViolations(later.page, 'stop updates, done');
    await screenshot(later.page, 'updates-4-stopped-360x640');
    await later.context.close();

    // The next update goes to no one, and the panel says so before and after.
    await panel.reload();
    await publish(panel, 'Segunda fase', 'Ninguém está recebendo novidades por e-mail: ela aparece só na página.');
    await panel.getByText('Não enviada por e-mail: ninguém estava recebendo novidades.').waitFor({ timeout: 30_000 });
    expect(e2e.smtp.received.filter((received) => received.subject?.startsWith('Segunda fase'))).toEqual([]);
    await organiser.close();
  });
});
