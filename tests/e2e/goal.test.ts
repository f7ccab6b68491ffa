/// <reference lib="dom" />
// Callbacks given to page.evaluate run in the browser.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { milestoneSuggestion } from '../../rules/campaign-goal.js';
import { brasiliaDayOf } from '../../rules/brasilia-time.js';
import { screenshot } from './support/browser.js';
import { useSiteFixture } from './support/fixture.js';
import { SMALL_PHONE, slowPhone, throttle } from './support/phone.js';
import { eventually, firstScreenHydrated, hydrated } from './support/wait.js';
import { adminGraphQL } from './support/admin.js';

const ADMIN_TOKEN = 'goal-e2e-admin-token-0123456789';
const LAPTOP = { width: 1280, height: 800 };
const REASON = 'Agora, a fisioterapia de seis meses.';
const MESSAGE = 'Obrigado a todos: o tratamento está pago. A campanha termina aqui.';
const SURPLUS = 'O que passou da meta vai para a fisioterapia, com notas em /transparencia.';

/** Intl puts a no-break space between "R$" and the figure. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

/**
 * Issue 39, goal 3, on a small phone (360x640, 4x slower CPU, slow 4G): a payment reaches the
 * goal and the hero celebrates; the owner sets a stretch goal on Início and the hero shows it
 * with its reason; the owner closes the campaign, the page becomes the record and no way to
 * give is left, and /doar answers 410 with the message.
 */
describe('the goal reached, stretched and closed', () => {
  const e2e = useSiteFixture({ ADMIN_TOKEN }, { mongo: true });

  const admin = <T = any>(query: string, variables: object = {}) => adminGraphQL<T>(e2e.site.url, ADMIN_TOKEN, query, variables);

  /** A donation paid as the organiser confirms a PIX seen in the bank: the same path as the webhook's. */
  async function paidDonation(amount: string): Promise<void> {
    const response = await fetch(`${e2e.site.url}/api/donations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        idempotencyKey: `meta-${randomUUID()}`,
        name: 'Lia Meta',
        email: 'lia.meta@exemplo.com.br',
        amount,
      }),
    });
    const body = (await response.json()) as { id?: string };
    if (!body.id) throw new Error(`donation refused: ${JSON.stringify(body)}`);
    await admin('mutation ($id: ID!) { confirmDonation(id: $id) { id } }', { id: body.id });
  }

  /** The home page once it shows `testId` with `text` (public reads are a snapshot at most 1 s old). */
  async function homeShowing(page: Page, testId: string, text: string): Promise<void> {
    const shown = await eventually(
      async () => {
        await page.goto(e2e.site.url);
        const locator = page.getByTestId(testId);
        return (await locator.count()) ? plain(await locator.first().innerText()) : '';
      },
      (value) => value.includes(text),
      30_000,
    );
    expect(shown).toContain(text);
    await firstScreenHydrated(page);
  }

  /** The consent banner answered, so the screenshots show the hero rather than it. */
  async function dismissConsent(page: Page): Promise<void> {
    const reject = page.getByRole('button', { name: 'Rejeitar não essenciais' });
    await reject.waitFor({ timeout: 10_000 }).catch(() => {});
    if (await reject.count()) await reject.click();
  }

  /** The hero at a laptop's size too, for the screenshots only. */
  async function laptopShot(browser: Browser, name: string): Promise<void> {
    const page = await browser.newPage({ viewport: LAPTOP });
    await page.goto(e2e.site.url);
    await firstScreenHydrated(page);
    await dismissConsent(page);
    await screenshot(page, name);
    await page.close();
  }

  async function signIn(page: Page): Promise<void> {
    await page.goto(`${e2e.site.url}/painel`);
    const token = page.getByLabel('Token da organização');
    const folded = page.getByRole('button', { name: 'Entrar com o token da organização' });
    await Promise.race([token.waitFor({ timeout: 30_000 }), folded.waitFor({ timeout: 30_000 })]);
    if (!(await token.isVisible())) await folded.click();
    await token.fill(ADMIN_TOKEN);
    await page.getByRole('button', { name: /^Entrar( com o token)?$/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Início' }).waitFor({ timeout: 30_000 });
  }

  it('celebrates at 100 %, shows the stretch goal, then closes into the record with no way to give', async () => {
    // A goal just above what was raised, then a payment that passes it.
    const { campaign } = await admin<{ campaign: { raised: string } }>('{ campaign { raised } }');
    const goal = (Math.floor(Number(campaign.raised)) + 50).toFixed(2);
    await admin('mutation ($input: UpdateCampaignInput!) { updateCampaign(input: $input) { goal } }', { input: { goal } });
    await paidDonation('100,00');
    await admin('mutation ($input: ExpenseInput!) { recordExpense(input: $input) { id } }', {
      input: {
        date: brasiliaDayOf(new Date()),
        category: 'REMEDIOS',
        description: 'Primeira compra de remédios',
        supplier: 'Farmácia Central',
        amount: '1.000,00',
      },
    });
    const raised = Number((await admin<{ campaign: { raised: string } }>('{ campaign { raised } }')).campaign.raised);

    // The hero celebrates, and still offers to give.
    const { context, page } = await slowPhone(e2e.browser, SMALL_PHONE);
    // Hydrating the whole page on a 4x slower CPU may outlast the default 30 s on a busy machine.
    context.setDefaultTimeout(60_000);
    await homeShowing(page, 'goal-reached', 'Meta alcançada!');
    await dismissConsent(page);
    expect(await page.getByTestId('percent').innerText()).toMatch(/^100,\d% da meta$/);
    await expect(page.getByRole('link', { name: 'DOAR AGORA', exact: true }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'goal-1-reached-360x640');
    await laptopShot(e2e.browser, 'goal-1-reached-1280x800');

    // The owner, on Início: the milestone to tell, and the stretch goal.
    const panel = await context.newPage();
    await throttle(panel);
    await signIn(panel);
    const suggestion = panel.getByTestId('milestone-suggestion');
    await suggestion.waitFor({ timeout: 30_000 });
    expect(await suggestion.innerText()).toContain(milestoneSuggestion(100));
    expect(await suggestion.getByRole('link', { name: 'Escrever' }).getAttribute('href')).toBe('/painel/novidades');
    const card = panel.getByRole('region', { name: 'Meta alcançada!' });
    await card.waitFor();
    await screenshot(panel, 'goal-panel-1-reached-360x640');
    await card.getByRole('button', { name: 'Definir meta estendida' }).click();
    const extend = panel.getByRole('dialog', { name: 'Definir meta estendida' });
    // A goal at or below the total is refused before it leaves.
    await extend.getByLabel('Nova meta (R$)').fill('10');
    await extend.getByLabel('Motivo').fill(REASON);
    await extend.getByRole('button', { name: 'Estender a meta' }).click();
    await extend.getByText('A nova meta precisa ser maior que o valor já arrecadado.').waitFor();
    const stretched = Math.round(raised * 1.25);
    await extend.getByLabel('Nova meta (R$)').fill(String(stretched));
    await screenshot(panel, 'goal-panel-2-extend-dialog-360x640');
    await extend.getByRole('button', { name: 'Estender a meta' }).click();
    await extend.waitFor({ state: 'detached' });
    await panel.getByRole('region', { name: 'Meta estendida' }).waitFor();

    // The hero: "Meta estendida" with the reason, the original goal reached, the bar at 80 %.
    await homeShowing(page, 'goal', 'Meta estendida');
    expect(plain(await page.getByTestId('goal').innerText())).toBe(`Meta estendida: R$ ${stretched.toLocaleString('pt-BR')},00`);
    const extension = plain(await page.getByTestId('goal-extension').innerText());
    expect(extension).toContain(REASON);
    expect(extension).toContain(`Meta original de R$ ${Number(goal).toLocaleString('pt-BR')},00 alcançada`);
    expect(await page.getByRole('progressbar', { name: 'Progresso da meta' }).getAttribute('aria-valuenow')).toBe('80');
    expect(await page.getByTestId('goal-reached').count()).toBe(0);
    await screenshot(page, 'goal-2-stretched-360x640');
    await laptopShot(e2e.browser, 'goal-2-stretched-1280x800');

    // The owner closes: the message, the surplus, the confirmation that says what stops.
    await panel.getByRole('button', { name: 'Encerrar campanha' }).click();
    const close = panel.getByRole('dialog', { name: 'Encerrar campanha' });
    await close.getByLabel('Mensagem aos doadores').fill(MESSAGE);
    await close.getByLabel(/O que será feito com o que passar da meta/).fill(SURPLUS);
    await close.getByRole('button', { name: 'Encerrar campanha' }).click();
    const ask = panel.getByRole('dialog', { name: 'Encerrar a campanha?' });
    await ask.getByText(/As doações param para sempre.*doação mensal ativa é cancelada/).waitFor();
    await screenshot(panel, 'goal-panel-3-confirm-360x640');
    await ask.getByRole('button', { name: 'Encerrar campanha' }).click();
    const closed = panel.getByRole('region', { name: 'Campanha encerrada' });
    await closed.getByText(MESSAGE).waitFor({ timeout: 30_000 });
    expect(await closed.getByTestId('closing-result').innerText()).toContain('0 doações mensais canceladas');
    await screenshot(panel, 'goal-panel-4-closed-360x640');
    const laptopPanel = await e2e.browser.newPage({ viewport: LAPTOP });
    await signIn(laptopPanel);
    await laptopPanel.getByRole('region', { name: 'Campanha encerrada' }).waitFor({ timeout: 30_000 });
    await screenshot(laptopPanel, 'goal-panel-4-closed-1280x800');
    await laptopPanel.close();

    // The page is the record: the message, the totals, spent and balance, the surplus, the ledger's link.
    await homeShowing(page, 'campaign-closed', MESSAGE);
    await hydrated(page);
    expect(plain(await page.getByTestId('raised').innerText())).toBe(
      `R$ ${raised.toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`,
    );
    expect(plain(await page.getByTestId('record-spent').innerText())).toBe('R$ 1.000,00');
    expect(plain(await page.getByTestId('record-balance').innerText())).toBe(
      `R$ ${(raised - 1000).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`,
    );
    expect(await page.getByTestId('record-surplus').innerText()).toContain(SURPLUS);
    expect(await page.getByRole('link', { name: 'Ver a prestação de contas' }).getAttribute('href')).toBe('/transparencia');
    // No way to give: neither the hero's nor the header's button, no amounts, so no form can open.
    expect(await page.getByRole('link', { name: /doar agora/i }).count()).toBe(0);
    expect(await page.getByTestId('amount-card').count()).toBe(0);
    expect(await page.locator('#doar').count()).toBe(0);
    await page.goto(`${e2e.site.url}/#doar`);
    await firstScreenHydrated(page);
    expect(await page.getByRole('dialog', { name: 'Seus dados para a doação' }).count()).toBe(0);
    await screenshot(page, 'goal-3-closed-360x640');
    await laptopShot(e2e.browser, 'goal-3-closed-1280x800');
    await context.close();

    // Every way of donating answers the message: /doar is gone for good (410).
    const donatePage = await fetch(`${e2e.site.url}/doar`);
    expect(donatePage.status).toBe(410);
    expect(await donatePage.text()).toContain(MESSAGE);
  });
});
