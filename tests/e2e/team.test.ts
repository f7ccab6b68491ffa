/// <reference lib="dom" />
// Callbacks given to page.evaluate run in the browser.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.js';
import { allowBrowserErrors } from './support/browser-errors.js';
import { expectNoViolations } from './support/axe.js';
import { startMailpit, type Mailpit } from './support/mailpit.js';
import { signInWithToken } from './support/panel.js';
import { SMALL_PHONE, slowPhone } from './support/phone.js';
import { startSite, type RunningSite } from './support/server.js';
import { adminGraphQL } from './support/admin.js';

const ADMIN_TOKEN = 'team-e2e-admin-token-0123456789abc';
const DESKTOP_800 = { width: 1280, height: 800 };
const FINANCE = { name: 'Fernanda Lima', email: 'fernanda.lima@exemplo.com.br' };
const READER = { name: 'Leo Costa', email: 'leo.costa@exemplo.com.br' };
const SIGN_IN_LINK = /https?:\/\/\S+\/painel\/entrar\/[A-Za-z0-9_-]{43}/;

/**
 * Issue 38, goals 1-2, on a 360×640 phone with a 4× slower CPU on slow 4G, the e-mails through
 * Mailpit (a real SMTP server): the owner, signed in with the token, invites a person for the
 * money and one who only reads; each comes in from the e-mailed link; finanças adds a passkey
 * (Chromium's virtual authenticator) and comes back with it; each sees only what the role
 * allows, the server refuses the rest, and the audit names each person.
 */
describe("the organiser's team in the panel", () => {
  let mailpit: Mailpit;
  let site: RunningSite;
  let browser: Browser;
  /** The site as the browser opens it: WebAuthn takes a host name, never an IP address, and the links name localhost. */
  let origin: string;

  beforeAll(async () => {
    mailpit = await startMailpit();
    site = await startSite({ SMTP_URL: mailpit.smtpUrl, ADMIN_TOKEN, OUTBOX_INTERVAL_SECONDS: '1' });
    origin = site.url.replace('//127.0.0.1:', '//localhost:');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await mailpit?.stop();
  });

  const api = <T = any>(query: string, variables: object = {}) => adminGraphQL<T>(site.url, ADMIN_TOKEN, query, variables);

  // A refused session or field is answered 401/403 on purpose below; any other error fails the test (support/browser-errors.ts).
  allowBrowserErrors(/status of 40[13]\b/, 'a refused session or field is answered 401/403 on purpose');

  /** A phone (its pages' script errors fail the test: support/browser-errors.ts). */
  async function phone(): Promise<{ context: BrowserContext; page: Page }> {
    return slowPhone(browser, SMALL_PHONE);
  }

  const menu = (page: Page) => page.getByRole('navigation', { name: 'Seções do painel' });
  const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
  const signedInAs = (page: Page) => page.getByTestId('signed-in-as');

  async function openMenu(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Abrir o menu' }).tap();
    await menu(page).waitFor();
  }

  async function go(page: Page, label: string): Promise<void> {
    await openMenu(page);
    await menu(page).getByRole('link', { name: label, exact: true }).tap();
    await page.getByRole('heading', { level: 1, name: label }).waitFor();
  }

  /** The menu's screens, as the person sees them. */
  async function menuLabels(page: Page): Promise<string[]> {
    await openMenu(page);
    const labels = await menu(page).getByRole('link').allInnerTexts();
    await page.getByRole('button', { name: 'Fechar o menu' }).tap();
    return labels.map((label) => label.split('\n')[0]!.trim());
  }

  /** Both sizes of the issue, without committing the pictures (tests/e2e/artifacts is ignored). */
  async function bothSizes(page: Page, name: string): Promise<void> {
    await screenshot(page, `${name}-360x640`);
    await page.setViewportSize(DESKTOP_800);
    await screenshot(page, `${name}-1280x800`);
    await page.setViewportSize(SMALL_PHONE);
  }

  async function invite(page: Page, person: { name: string; email: string }, role: string): Promise<void> {
    const form = page.getByRole('form', { name: 'Convidar pessoa' });
    await form.getByLabel('E-mail', { exact: true }).fill(person.email);
    await form.getByLabel('Nome', { exact: true }).fill(person.name);
    await form.getByRole('radio', { name: new RegExp(`^${role}`) }).check();
    await form.getByRole('button', { name: 'Enviar convite' }).tap();
    await notice(page, `Convite enviado para ${person.email}, com o papel "${role}".`).waitFor();
  }

  /** The link of the invitation e-mailed to `email`, through Mailpit. */
  async function invitationLink(email: string): Promise<string> {
    const message = await mailpit.waitForMessage(email, /^Convite para a equipe/);
    const link = SIGN_IN_LINK.exec(message.Text)?.[0];
    if (!link) throw new Error(`no sign-in link in: ${message.Text}`);
    return link.replace('//127.0.0.1:', '//localhost:');
  }

  /** What the server answers this page's session for one GraphQL operation: the error's code, or 'OK'. */
  const codeOf = (page: Page, query: string) =>
    page.evaluate(async (body) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: body }),
      });
      const answer = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
      return answer.errors?.[0]?.extensions?.code ?? 'OK';
    }, query);

  it('at 360×640: invited by e-mail, in by the link, back with a passkey, each role only its own', async () => {
    // A donation waiting for its payment: something for each role to (not) confirm.
    const donated = await fetch(`${site.url}/api/donations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idempotencyKey: 'equipe-e2e-1', name: 'Rosa Alves', email: 'rosa@exemplo.com.br', amount: '50,00' }),
    });
    expect(donated.ok).toBe(true);
    // And a message from the contact form: Leitura reads it, only conteúdo and the owner answer it.
    const contacted = await fetch(`${site.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }',
        variables: {
          input: { name: 'Paulo Reis', email: 'paulo.reis@exemplo.com.br', message: 'Posso levar doações em dinheiro?' },
        },
      }),
    });
    expect(((await contacted.json()) as { errors?: unknown }).errors).toBeUndefined();

    // The owner, with the token: the sign-in page first.
    const owner = await phone();
    await owner.page.goto(`${origin}/painel`);
    await owner.page.getByRole('button', { name: 'Entrar com passkey' }).waitFor();
    await expectNoViolations(owner.page, 'sign-in');
    await bothSizes(owner.page, 'team-sign-in');
    await signInWithToken(owner.page, ADMIN_TOKEN);
    await owner.page.getByRole('heading', { level: 1, name: 'Início' }).waitFor();
    expect(await signedInAs(owner.page).innerText()).toBe('Token da organização');
    // The token is no person: Equipe, and no Minha conta.
    const ownerMenu = await menuLabels(owner.page);
    expect(ownerMenu).toContain('Equipe');
    expect(ownerMenu).not.toContain('Minha conta');

    await go(owner.page, 'Equipe');
    await invite(owner.page, FINANCE, 'Finanças');
    await invite(owner.page, READER, 'Leitura');
    const financeCard = owner.page.getByRole('article', { name: FINANCE.name });
    await financeCard.getByText('Convite pendente').waitFor();
    await owner.page.getByRole('article', { name: READER.name }).getByText('Convite pendente').waitFor();
    await expectNoViolations(owner.page, 'Equipe');

    // Finanças, from the e-mailed link in a browser of her own: straight to Início, the secret out of the address bar.
    const financeLink = await invitationLink(FINANCE.email);
    const finance = await phone();
    await finance.page.goto(financeLink);
    await finance.page.getByRole('heading', { level: 1, name: 'Início' }).waitFor();
    expect(new URL(finance.page.url()).pathname).toMatch(/^\/painel\/?$/);
    expect(await signedInAs(finance.page).innerText()).toBe(`${FINANCE.name} · Finanças`);

    // The same link again, elsewhere: used, said in the server's words, over the sign-in.
    const stranger = await phone();
    await stranger.page.goto(financeLink);
    await stranger.page.getByText(/Este link de entrada não vale mais/).waitFor();
    await stranger.page.getByRole('button', { name: 'Entrar com e-mail' }).waitFor();
    expect(stranger.page.url()).not.toContain(financeLink.split('/').pop()!);
    await stranger.context.close();

    // Her menu: no Equipe; Minha conta is hers.
    const financeMenu = await menuLabels(finance.page);
    expect(financeMenu).not.toContain('Equipe');
    expect(financeMenu).toContain('Minha conta');

    // A passkey on this phone: Chromium's virtual authenticator stands for the fingerprint.
    const cdp = await finance.context.newCDPSession(finance.page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await go(finance.page, 'Minha conta');
    await finance.page.getByText('Nenhuma passkey ainda.').waitFor();
    await finance.page.getByRole('button', { name: 'Adicionar passkey' }).tap();
    await notice(finance.page, 'Passkey adicionada.').waitFor();
    await finance.page.getByRole('list', { name: 'Suas passkeys' }).getByRole('listitem').first().waitFor();
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);

    // Her e-mails: a summary of paid donations, no daily summary.
    const choices = finance.page.getByRole('form', { name: 'E-mails que você recebe' });
    await choices.getByRole('radio', { name: 'Um resumo a cada 15 minutos, no máximo' }).check();
    await choices.getByRole('checkbox', { name: 'Resumo do dia, toda manhã' }).uncheck();
    await choices.getByRole('button', { name: 'Salvar' }).tap();
    await notice(finance.page, 'Suas escolhas de e-mail foram salvas.').waitFor();
    await expectNoViolations(finance.page, 'Minha conta');
    await bothSizes(finance.page, 'team-my-account');

    // Out, and back in with the passkey: no e-mail, no token.
    await openMenu(finance.page);
    await menu(finance.page).getByRole('button', { name: 'Sair', exact: true }).tap();
    await finance.page.getByRole('button', { name: 'Entrar com passkey' }).tap();
    const home = finance.page.getByRole('heading', { level: 1, name: 'Início' });
    await home.waitFor();
    expect(await signedInAs(finance.page).innerText()).toBe(`${FINANCE.name} · Finanças`);
    // The choices were kept.
    await go(finance.page, 'Minha conta');
    await expect(choices.getByRole('radio', { name: 'Um resumo a cada 15 minutos, no máximo' }).isChecked()).resolves.toBe(true);

    // What finanças may and may not do, on screen.
    await go(finance.page, 'Doações');
    await finance.page.getByRole('button', { name: 'Registrar doação recebida fora do site' }).waitFor();
    await go(finance.page, 'Campanha');
    await finance.page.getByText('Seu papel na equipe permite ver a campanha, não mudá-la.').waitFor();
    expect(await finance.page.getByRole('button', { name: 'Salvar campanha' }).count()).toBe(0);
    expect(await finance.page.getByRole('textbox', { name: 'Título', exact: true }).isDisabled()).toBe(true);
    await go(finance.page, 'Novidades');
    expect(await finance.page.getByRole('button', { name: 'Publicar' }).count()).toBe(0);
    await go(finance.page, 'E-mails');
    await finance.page.getByRole('article').first().waitFor();
    expect(await finance.page.getByRole('button', { name: 'Reenviar' }).count()).toBe(0);
    // And from the page's own session, the server refuses what the role lacks.
    expect(await codeOf(finance.page, 'mutation { postUpdate(input: { title: "Oi", body: "Texto" }) { id } }')).toBe('FORBIDDEN');
    expect(await codeOf(finance.page, '{ team { id } }')).toBe('FORBIDDEN');
    expect(await codeOf(finance.page, '{ donations(first: 1) { nodes { id } } }')).toBe('OK');

    // Leitura, from his link: reads everything, changes nothing.
    const reader = await phone();
    await reader.page.goto(await invitationLink(READER.email));
    await reader.page.getByRole('heading', { level: 1, name: 'Início' }).waitFor();
    expect(await signedInAs(reader.page).innerText()).toBe(`${READER.name} · Leitura`);
    await go(reader.page, 'Doações');
    await reader.page.getByRole('button', { name: /R\$\s50,00 · Rosa Alves/ }).tap();
    const detail = reader.page.getByRole('dialog', { name: /Rosa Alves/ });
    await detail.getByRole('button', { name: 'Fechar' }).waitFor();
    expect(await detail.getByRole('button').allInnerTexts()).toEqual(['Fechar']);
    await detail.getByRole('button', { name: 'Fechar' }).tap();
    expect(await reader.page.getByRole('button', { name: 'Registrar doação recebida fora do site' }).count()).toBe(0);
    expect(await reader.page.getByRole('link', { name: 'Exportar CSV' }).count()).toBe(0);
    // The menu counts the unanswered message beside the name.
    await openMenu(reader.page);
    await menu(reader.page)
      .getByRole('link', { name: /^Mensagens/ })
      .tap();
    await reader.page.getByRole('heading', { level: 1, name: 'Mensagens' }).waitFor();
    await reader.page.getByRole('article', { name: 'Mensagem de Paulo Reis' }).getByRole('button', { name: 'Abrir' }).tap();
    const message = reader.page.getByRole('dialog', { name: 'Mensagem de Paulo Reis' });
    await message.getByText('Só quem cuida do conteúdo ou o dono da campanha responde e apaga mensagens.').waitFor();
    expect(await message.getByRole('button').allInnerTexts()).toEqual(['Fechar']);
    await message.getByRole('button', { name: 'Fechar' }).tap();
    await go(reader.page, 'Extrato bancário');
    expect(await reader.page.getByRole('button', { name: /Importar extrato/ }).count()).toBe(0);
    await go(reader.page, 'Prestação de contas');
    expect(await reader.page.getByRole('button', { name: /Registrar despesa|Salvar/ }).count()).toBe(0);
    await go(reader.page, 'Campanha');
    expect(await reader.page.getByRole('button', { name: 'Salvar campanha' }).count()).toBe(0);
    expect(await codeOf(reader.page, 'mutation { confirmDonation(id: "000000000000000000000000") { id } }')).toBe('FORBIDDEN');

    // The owner sees them in, finanças with her passkey and a session, and ends that session.
    await owner.page.reload();
    await owner.page.getByRole('heading', { level: 1, name: 'Equipe' }).waitFor();
    await financeCard.getByText(/Entrou em .* · 1 passkey$/).waitFor();
    await financeCard.getByText('1 sessão aberta').waitFor();
    await bothSizes(owner.page, 'team-equipe');
    await financeCard.getByRole('button', { name: 'Encerrar' }).tap();
    await notice(owner.page, 'Sessão de Fernanda encerrada.').waitFor();
    await financeCard.getByText('Nenhuma sessão aberta').waitFor();
    // Her next step meets the sign-in over her screen.
    await go(finance.page, 'Doações').catch(() => {});
    await finance.page.getByRole('dialog', { name: 'Sua sessão expirou' }).waitFor();

    // Leitura leaves the team, after a confirmation.
    await owner.page.getByRole('article', { name: READER.name }).getByRole('button', { name: 'Tirar da equipe' }).tap();
    await owner.page
      .getByRole('dialog', { name: `Tirar ${READER.name} da equipe?` })
      .getByRole('button', { name: 'Tirar da equipe' })
      .tap();
    await notice(owner.page, `${READER.name} saiu da equipe.`).waitFor();
    await owner.page.getByRole('article', { name: READER.name }).waitFor({ state: 'detached' });

    // The audit names each person (the token as such).
    const { auditLog } = await api<{ auditLog: { nodes: { action: string; actor: string }[] } }>(
      '{ auditLog(first: 100) { nodes { action actor } } }',
    );
    const actorsOf = (action: string) => auditLog.nodes.filter((entry) => entry.action === action).map((entry) => entry.actor);
    expect(actorsOf('panelSignInWithLink').join(' | ')).toContain(FINANCE.name);
    expect(actorsOf('panelSignInWithLink').join(' | ')).toContain(READER.name);
    expect(actorsOf('panelSignInWithPasskey').join(' | ')).toContain(FINANCE.name);
    expect(actorsOf('inviteTeamMember')).toHaveLength(2);
    expect(actorsOf('inviteTeamMember').join(' | ')).toMatch(/token/);
    expect(actorsOf('removeTeamMember').join(' | ')).toMatch(/token/);

    for (const person of [owner, finance, reader]) await person.context.close();
  }, 420_000);

  it('a paid donation reaches by e-mail who asked for it, at the notices’ next pass', async () => {
    // Finanças chose a summary of paid donations above; the donation waiting since then is paid now.
    const { donations } = await api<{ donations: { nodes: { id: string }[] } }>(
      '{ donations(filter: { status: PENDING }) { nodes { id } } }',
    );
    expect(donations.nodes.length).toBeGreaterThan(0);
    await api('mutation C($id: ID!) { confirmDonation(id: $id) { id } }', { id: donations.nodes[0]!.id });
    // The notices job passes every 30 seconds, the outbox every second here.
    const message = await mailpit.waitForMessage(FINANCE.email, /^1 doação paga: R\$ 50,00$/, 120_000);
    expect(message.Text).toContain('Rosa: R$ 50,00');
    expect(message.Text).toMatch(/\/painel\/doacoes/);
    // Never the donor's address in a notice.
    expect(message.Text).not.toContain('rosa@exemplo.com.br');
  }, 180_000);
});
