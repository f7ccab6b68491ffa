import type { ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { expectNoViolations } from './support/axe.js';
import { screenshot } from './support/browser.js';
import { SMALL_PHONE } from './support/phone.js';
import { useSiteFixture } from './support/fixture.js';
import { eventually, hydrated } from './support/wait.js';
import { adminGraphQL } from './support/admin.js';

const ADMIN_TOKEN = 'contact-answers-e2e-admin-token-01';
const DONOR = { name: 'Rafael Costa', email: 'rafael.contato@exemplo.com.br' };
const QUESTION = 'Posso ajudar com transporte para as consultas?\nTenho carro nas terças.';
const ANSWER = 'Pode sim, Rafael! Muito obrigado.\nVamos combinar pelo WhatsApp.';

/**
 * Issue 38, goal 4, as the people live it on a 360×640 phone: a donor writes through
 * "Fale conosco"; the organiser sees it counted in the panel's menu, answers it from
 * "Mensagens" (the e-mail arrives through a real SMTP server, Reply-To the organisation),
 * finds it among the answered, and deletes it.
 */
describe('answering a contact message from the panel', () => {
  const e2e = useSiteFixture({ ADMIN_TOKEN }, { smtp: true });

  const api = <T = any>(query: string, variables: object = {}) => adminGraphQL<T>(e2e.site.url, ADMIN_TOKEN, query, variables);

  const menuLink = (panel: Page, name: string) =>
    panel.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link', { name, exact: true });
  const notice = (panel: Page, text: string) => panel.getByRole('status').filter({ hasText: text });

  it('at 360×640: sent on the site, answered by e-mail, then deleted', async () => {
    // The donor, on the site.
    const donorContext = await e2e.browser.newContext({ viewport: SMALL_PHONE, isMobile: true, hasTouch: true });
    const donorPage = await donorContext.newPage();
    await donorPage.goto(e2e.site.url);
    await hydrated(donorPage);
    await donorPage.getByRole('button', { name: 'Rejeitar não essenciais' }).click();
    await donorPage.getByRole('contentinfo').getByRole('button', { name: 'Enviar mensagem' }).click();
    const form = donorPage.getByRole('dialog', { name: 'Fale conosco' });
    await form.getByLabel('Nome').fill(DONOR.name);
    await form.getByLabel('E-mail').fill(DONOR.email);
    await form.getByLabel('Mensagem').fill(QUESTION);
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await form.getByTestId('contact-sent').waitFor();
    await donorContext.close();

    // The organiser: the menu counts it.
    const context = await e2e.browser.newContext({ viewport: SMALL_PHONE, isMobile: true, hasTouch: true });
    const panel = await context.newPage();
    await panel.goto(`${e2e.site.url}/painel`);
    // The token's form may sit folded under the team's ways in.
    const tokenWay = panel.getByRole('button', { name: 'Entrar com o token da organização' });
    const token = panel.getByLabel('Token da organização');
    await tokenWay.or(token).first().waitFor();
    if (await tokenWay.isVisible()) await tokenWay.click();
    await token.fill(ADMIN_TOKEN);
    await panel.getByRole('button', { name: /^Entrar( com o token)?$/ }).click();
    await panel.getByRole('heading', { level: 1, name: 'Início' }).waitFor();
    await panel.getByRole('button', { name: 'Abrir o menu' }).click();
    await menuLink(panel, 'Mensagens 1 sem resposta').waitFor();
    await screenshot(panel, 'panel-menu-360x640');
    await menuLink(panel, 'Mensagens 1 sem resposta').click();
    await panel.getByRole('heading', { level: 1, name: 'Mensagens' }).waitFor();
    const card = panel.getByRole('article', { name: `Mensagem de ${DONOR.name}` });
    await card.getByText('Sem resposta').waitFor();
    await screenshot(panel, 'panel-messages-360x640');
    await expectNoViolations(panel, '360x640 Mensagens');

    // Opened, answered.
    await card.getByRole('button', { name: 'Abrir e responder' }).click();
    const dialog = panel.getByRole('dialog', { name: `Mensagem de ${DONOR.name}` });
    await dialog.getByText('Tenho carro nas terças.').waitFor();
    await dialog.getByRole('button', { name: 'Responder por e-mail' }).click();
    await dialog.getByText('Escreva a resposta.').waitFor();
    await dialog.getByRole('textbox', { name: 'Sua resposta' }).fill(ANSWER);
    await screenshot(panel, 'panel-message-answer-360x640');
    await expectNoViolations(panel, '360x640 Mensagens, message');
    await dialog.getByRole('button', { name: 'Responder por e-mail' }).click();
    await notice(panel, `Resposta enviada por e-mail para ${DONOR.email}.`).waitFor();
    await dialog.getByText('Resposta enviada', { exact: true }).waitFor();
    await dialog.getByText('Respondida').waitFor();
    await screenshot(panel, 'panel-message-answered-360x640');

    // The e-mail, through the SMTP server: to the donor, Reply-To the organisation, the question quoted.
    const { campaign } = await api<{ campaign: { organisation: { email: string; name: string } } }>(
      '{ campaign { organisation { name email } } }',
    );
    const found = await eventually(
      () => e2e.smtp.received.find((received: ParsedMail) => received.subject?.startsWith('Resposta à sua mensagem')),
      (received) => received !== undefined,
    );
    const mail = found!;
    expect((mail.to as { text: string }).text).toBe(DONOR.email);
    expect(mail.replyTo?.text).toBe(campaign.organisation.email);
    expect(mail.subject).toBe(`Resposta à sua mensagem para ${campaign.organisation.name}`);
    expect(mail.text).toContain(ANSWER);
    expect(mail.text).toContain('> Posso ajudar com transporte para as consultas?\n> Tenho carro nas terças.');

    // Among the answered, no longer counted.
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await panel.getByRole('combobox', { name: 'Mostrar' }).click();
    await panel.getByRole('option', { name: 'Sem resposta' }).click();
    await panel.getByText('Nenhuma mensagem sem resposta.').waitFor();
    await panel.getByRole('combobox', { name: 'Mostrar' }).click();
    await panel.getByRole('option', { name: 'Respondidas' }).click();
    await card.getByText('Respondida').waitFor();
    await panel.getByRole('button', { name: 'Abrir o menu' }).click();
    await menuLink(panel, 'Mensagens').waitFor();
    await panel.getByRole('button', { name: 'Fechar o menu' }).click();

    // Deleted, after a confirmation.
    await card.getByRole('button', { name: 'Abrir', exact: true }).click();
    await dialog.getByText(ANSWER.split('\n')[0]!).waitFor();
    await dialog.getByRole('button', { name: 'Apagar mensagem' }).click();
    const ask = panel.getByRole('dialog', { name: 'Apagar esta mensagem?' });
    await ask.getByRole('button', { name: 'Apagar' }).click();
    await notice(panel, `A mensagem de ${DONOR.name} foi apagada.`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await panel.getByText('Nenhuma mensagem respondida.').waitFor();
    await screenshot(panel, 'panel-messages-deleted-360x640');

    const left = await api<{ contactMessages: { nodes: unknown[] }; outbox: { nodes: { to: string; status: string }[] } }>(
      '{ contactMessages { nodes { id } } outbox { nodes { to status } } }',
    );
    expect(left.contactMessages.nodes).toEqual([]);
    // The answer's e-mail had left: the outbox keeps only that it was sent, not to whom.
    expect(left.outbox.nodes).toEqual([{ to: '', status: 'SENT' }]);
    await context.close();
  });
});
