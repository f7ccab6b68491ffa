import type { Page } from 'playwright-core';
import { brasiliaDayOf } from '../../rules/brasilia-time.js';
import { ADMIN_TOKEN } from '../support/harness.js';
import { adminGraphQL } from './support/admin.js';
import { expectNoViolations } from './support/axe.js';
import { DESKTOP, screenshot } from './support/browser.js';
import { useSiteFixture } from './support/fixture.js';
import { signInWithToken } from './support/panel.js';
import { PHONES, slowPhone } from './support/phone.js';
import { hydrated } from './support/wait.js';

/** Money as a person reads it, spaces normalised (Intl writes a no-break space). */
const text = (value: string | null) => (value ?? '').replace(/\s+/g, ' ').trim();

/**
 * Issue 50, goal 3, on the built site: the organiser sets the planned budget in the panel;
 * a donor opens / and reads what the goal pays for (with and without JavaScript); /transparencia
 * shows planned, spent and remaining per category against the expenses recorded. axe finds nothing.
 */
describe('budget: what the goal pays for, planned against spent', () => {
  const e2e = useSiteFixture({ ADMIN_TOKEN });
  const api = (query: string, variables: object = {}) => adminGraphQL(e2e.site.url, ADMIN_TOKEN, query, variables);

  beforeAll(async () => {
    const record = `mutation ($input: ExpenseInput!) { recordExpense(input: $input) { id } }`;
    const day = brasiliaDayOf(new Date());
    await api(record, {
      input: {
        date: day,
        category: 'REMEDIOS',
        description: 'Remédios de março',
        supplier: 'Farmácia Central',
        amount: '350,40',
      },
    });
    // A category the budget will not plan: shown as spent outside it.
    await api(record, {
      input: { date: day, category: 'TRATAMENTOS', description: 'Fisioterapia', supplier: 'Clínica Boa Vida', amount: '120,00' },
    });
  });

  /** A category's row of the form: a fieldset named by its legend. */
  const row = (page: Page, category: string) => page.getByRole('group', { name: category, exact: true });

  it('the organiser sets the budget in the panel; a wrong amount is refused next to its field first', async () => {
    const context = await e2e.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${e2e.site.url}/painel`);
    await signInWithToken(page, ADMIN_TOKEN);
    await page
      .getByRole('navigation', { name: 'Seções do painel' })
      .getByRole('link', { name: 'Orçamento', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Orçamento' }).waitFor();
    await page.getByText('Nenhum orçamento publicado ainda.').waitFor();

    await row(page, 'Remédios').getByLabel('Valor previsto (R$)').fill('0');
    await row(page, 'Remédios').getByLabel('O que paga').fill('Remédios de seis meses');
    await page.getByRole('button', { name: 'Salvar orçamento' }).click();
    await row(page, 'Remédios').getByText('O valor previsto deve ser maior que zero.').waitFor();

    await row(page, 'Remédios').getByLabel('Valor previsto (R$)').fill('1.200,00');
    await row(page, 'Veículo adaptado').getByLabel('Valor previsto (R$)').fill('80.000,00');
    await row(page, 'Veículo adaptado').getByLabel('O que paga').fill('Adaptação do carro para a cadeira de rodas');
    await page.getByRole('button', { name: 'Salvar orçamento' }).click();
    await page.getByRole('status').filter({ hasText: 'Orçamento salvo' }).waitFor();
    const table = page.getByRole('table', { name: 'Orçamento e gasto por categoria' });
    await table.waitFor();
    expect(text(await table.getByRole('row').filter({ hasText: 'Remédios' }).textContent())).toBe(
      'RemédiosR$ 1.200,00R$ 350,40R$ 849,60',
    );
    await expectNoViolations(page, 'the panel budget screen');
    await screenshot(page, 'budget-panel');
    await context.close();
  });

  for (const [size, viewport] of PHONES) {
    it(`at ${size}: a donor opens / and reads what the goal pays for`, async () => {
      const { context, page } = await slowPhone(e2e.browser, viewport);
      await page.goto(e2e.site.url);
      await hydrated(page);
      const section = page.getByRole('region', { name: 'O que a meta paga' });
      await section.waitFor();
      expect((await section.getByRole('listitem').allTextContents()).map(text)).toEqual([
        'Remédios: R$ 1.200,00 — Remédios de seis meses',
        'Veículo adaptado: R$ 80.000,00 — Adaptação do carro para a cadeira de rodas',
      ]);
      await expectNoViolations(page, `the home page at ${size}`);
      await screenshot(page, `budget-home-${size}`);
      await section.getByRole('link', { name: 'Veja o orçamento e quanto já foi gasto' }).tap();
      await page.waitForURL(/\/transparencia#orcamento$/);
      await context.close();
    });
  }

  it('without JavaScript, the home page says it and /transparencia shows planned, spent and remaining per category', async () => {
    const context = await e2e.browser.newContext({ viewport: PHONES[0][1], javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(e2e.site.url);
    expect(text(await page.getByTestId('goal-budget').textContent())).toContain('Veículo adaptado: R$ 80.000,00');

    await page.goto(`${e2e.site.url}/transparencia`);
    const table = page.getByTestId('budget').getByRole('table');
    const cells = async (category: string) =>
      (await table.locator(`tr[data-category="${category}"]`).locator('th, td').allTextContents()).map(text);
    expect(await cells('REMEDIOS')).toEqual(['Remédios', 'Remédios de seis meses', 'R$ 1.200,00', 'R$ 350,40', 'R$ 849,60']);
    expect(await cells('VEICULO_ADAPTADO')).toEqual([
      'Veículo adaptado',
      'Adaptação do carro para a cadeira de rodas',
      'R$ 80.000,00',
      'R$ 0,00',
      'R$ 80.000,00',
    ]);
    expect(await cells('TRATAMENTOS')).toEqual([
      'Tratamentos',
      'Fora do orçamento: gasto sem valor previsto nesta categoria',
      '—',
      'R$ 120,00',
      '—',
    ]);
    expect(await cells('total')).toEqual(['Total', 'R$ 81.200,00', 'R$ 470,40', 'R$ 80.729,60']);
    await context.close();

    const { context: phone, page: withScript } = await slowPhone(e2e.browser, PHONES[0][1]);
    await withScript.goto(`${e2e.site.url}/transparencia`);
    await expectNoViolations(withScript, '/transparencia with its budget');
    await screenshot(withScript, 'budget-transparencia', { fullPage: true });
    await phone.close();
  });
});
