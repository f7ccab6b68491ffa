/// <reference lib="dom" />
// Callbacks given to page.evaluate run in the browser.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { centsToBrl } from '../../rules/money.js';
import { screenshot } from './support/browser.js';
import { expectNoViolations } from './support/axe.js';
import { useSiteFixture } from './support/fixture.js';
import { SMALL_PHONE, slowPhone } from './support/phone.js';
import { eventually } from './support/wait.js';
import { signInWithToken } from './support/panel.js';
import { adminGraphQL } from './support/admin.js';

const ADMIN_TOKEN = 'outside-e2e-admin-token-0123456789';
const DESKTOP_800 = { width: 1280, height: 800 };

/** Money as the pages write it, spaces made plain (they put a no-break space after "R$"). */
const plain = (text: string) => text.replace(/\s/g, ' ');

/**
 * Issue 37, goal 2: money received outside the site (cash handed over at church) registered from
 * the panel on a small phone, with a photo of the envelope, counted once everywhere the totals
 * show, then corrected (annulled with a reason, registered again with the right amount).
 */
describe('registering a donation received outside the site, from the panel at 360x640', () => {
  const e2e = useSiteFixture({ ADMIN_TOKEN });

  const api = <T = any>(query: string, variables: object = {}) => adminGraphQL<T>(e2e.site.url, ADMIN_TOKEN, query, variables);

  const raisedCents = async () =>
    Math.round(Number((await api<{ campaign: { raised: string } }>('{ campaign { raised } }')).campaign.raised) * 100);
  const registeredDonations = async () =>
    (
      await api<{ donations: { nodes: { amount: string; origin: string }[] } }>(
        '{ donations(first: 100) { nodes { amount origin } } }',
      )
    ).donations.nodes.filter((donation) => donation.origin === 'REGISTERED');

  /** The panel, signed in with the token (its pages' script errors fail the test: support/browser-errors.ts). */
  async function openPanel(page: Page): Promise<void> {
    await page.goto(`${e2e.site.url}/painel`);
    await signInWithToken(page, ADMIN_TOKEN);
    await page.getByRole('heading', { level: 1, name: 'Início' }).waitFor();
  }

  /** Opens a screen from the menu: a drawer behind the menu button on a phone, always shown on a desktop. */
  async function go(page: Page, label: string): Promise<void> {
    const menu = page.getByRole('button', { name: 'Abrir o menu' });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link', { name: label, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: label }).waitFor();
  }

  /** Resolves once a dialog's opening fade is over, so a screenshot shows it as the organiser does. */
  const opened = (dialog: Locator) =>
    dialog.evaluate((element) =>
      Promise.all(
        element
          .closest('.MuiDialog-root')!
          .getAnimations({ subtree: true })
          // A transition replaced midway (a field's focus ring) rejects: it is over all the same.
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );

  const notice = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
  /** Read, the notice is closed: on a small screen it covers the list's lines. */
  async function dismiss(page: Page, text: string | RegExp): Promise<void> {
    await notice(page, text).waitFor();
    await notice(page, text).getByRole('button', { name: 'Fechar' }).click();
    await notice(page, text).waitFor({ state: 'detached' });
  }

  /** The books check on the panel's first screen: the totals equal the sum of their lines, to the cent. */
  async function booksBalance(page: Page): Promise<void> {
    await go(page, 'Início');
    await page.getByText(/Contas certas: diferença de R\$\s0,00/).waitFor();
    expect((await api<{ booksCheck: { difference: string } }>('{ booksCheck { difference } }')).booksCheck.difference).toBe(
      '0.00',
    );
  }

  /** The home page's hero, read as a visitor reads it (the page may take a moment to be rebuilt). */
  async function heroShows(context: BrowserContext, cents: number): Promise<void> {
    const home = await context.newPage();
    const expected = centsToBrl(cents);
    const shown = await eventually(
      async () => {
        await home.goto(e2e.site.url);
        return plain(await home.getByTestId('raised').first().innerText());
      },
      (text) => text === expected,
      30_000,
    );
    expect(shown).toBe(expected);
    await home.close();
  }

  /** /transparencia's lines holding every one of `texts`, once its total reads `totalCents`. */
  async function ledgerLines(context: BrowserContext, texts: RegExp[], totalCents: number): Promise<string[]> {
    const ledger = await context.newPage();
    const lines = texts.reduce((found, text) => found.filter({ hasText: text }), ledger.locator('li[data-reference]'));
    const total = async () => plain(await ledger.getByTestId('total-raised').innerText());
    await eventually(
      async () => {
        await ledger.goto(`${e2e.site.url}/transparencia`);
        return (await lines.count()) > 0 && (await total()) === centsToBrl(totalCents);
      },
      (found) => found,
      30_000,
    );
    expect(await total()).toBe(centsToBrl(totalCents));
    const found = (await lines.allInnerTexts()).map(plain);
    await ledger.close();
    return found;
  }

  it('registers R$ 250,00 in cash with a photo, shows it everywhere, corrects it to R$ 200,00; the books balance to the cent', async () => {
    const before = await raisedCents();
    const { context, page } = await slowPhone(e2e.browser, SMALL_PHONE);
    await openPanel(page);
    await go(page, 'Doações');

    // The form takes the whole small screen.
    await page.getByRole('button', { name: 'Registrar doação recebida fora do site' }).click();
    const form = page.getByRole('dialog', { name: 'Registrar doação recebida fora do site' });
    await form.waitFor();
    const box = await form.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: SMALL_PHONE.width, height: SMALL_PHONE.height });
    const proof = form.getByLabel('Foto ou PDF do comprovante (opcional)');
    expect(await proof.getAttribute('accept')).toBe('image/*,application/pdf');
    // Today in Brasília, and anonymous unless the organiser says the donor agreed.
    expect(await form.getByLabel('Recebida em').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await form.getByRole('checkbox', { name: 'Mostrar o primeiro nome na página' }).isChecked()).toBe(false);

    // Bad input first: the shared rules answer in pt-BR, and nothing is sent.
    await form.getByRole('button', { name: 'Registrar doação' }).click();
    await form.getByText('Valor inválido: use reais com até duas casas decimais, como "150,00".').waitFor();
    expect(await registeredDonations()).toEqual([]);

    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 120, b: 200 } } })
      .jpeg()
      .toBuffer();
    await form.getByRole('textbox', { name: 'Valor (R$)' }).fill('250,00');
    await form.getByRole('textbox', { name: 'Nome de quem doou (opcional)' }).fill('Aparecida Souza');
    await form.getByRole('checkbox', { name: 'Mostrar o primeiro nome na página' }).check();
    await form
      .getByRole('textbox', { name: 'Observação interna (opcional)' })
      .fill('Envelope entregue depois da missa de domingo.');
    await proof.setInputFiles({ name: 'envelope.jpg', mimeType: 'image/jpeg', buffer: photo });
    await opened(form);
    await screenshot(page, 'outside-donation-form-360x640');
    await expectNoViolations(page, '360x640 outside donation form');
    // A double tap registers once: the second tap finds the form already sending.
    await form.getByRole('button', { name: 'Registrar doação' }).dblclick();
    await form.waitFor({ state: 'detached' });
    await dismiss(page, /Doação de R\$\s250,00 \(dinheiro\) registrada com o comprovante/);
    expect(await registeredDonations()).toEqual([{ amount: '250.00', origin: 'REGISTERED' }]);

    // The list marks it; the detail shows the photo (fetched with the session: the file is private) and the note.
    const row = page.getByRole('button', { name: /R\$\s250,00 · Aparecida Souza/ });
    await row.getByText('registrada pela organização').waitFor();
    await row.getByText(/Dinheiro/).waitFor();
    await screenshot(page, 'outside-donation-list-360x640');
    await row.click();
    const detail = page.getByRole('dialog', { name: /Aparecida Souza/ });
    await detail.getByText('Envelope entregue depois da missa de domingo.').waitFor();
    const image = detail.getByRole('img', { name: 'Comprovante 1 (imagem)' });
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    await eventually(
      () => image.evaluate((element) => (element as HTMLImageElement).naturalWidth),
      (width) => width === 64,
    );
    await opened(detail);
    await image.scrollIntoViewIfNeeded();
    await screenshot(page, 'outside-donation-detail-360x640');
    await expectNoViolations(page, '360x640 outside donation detail');
    const proofs = await api<{ donations: { nodes: { outside: { proofs: { url: string }[] } | null }[] } }>(
      '{ donations(first: 100) { nodes { outside { proofs { url } } } } }',
    );
    const proofUrl = proofs.donations.nodes.find((node) => node.outside)!.outside!.proofs[0]!.url;
    expect((await fetch(new URL(proofUrl, e2e.site.url))).status).toBe(401);
    await detail.getByRole('button', { name: 'Fechar' }).click();
    await detail.waitFor({ state: 'detached' });

    // Counted once: the hero, the ledger (its line says who registered it) and the books check.
    await heroShows(context, before + 25_000);
    const lines = await ledgerLines(context, [/Aparecida/], before + 25_000);
    expect(lines).toEqual([expect.stringContaining('registrada pela organização')]);
    expect(lines[0]).toContain('R$ 250,00');
    await booksBalance(page);

    // The amount was wrong: corrected, never silently.
    await go(page, 'Doações');
    await page.getByRole('button', { name: /R\$\s250,00 · Aparecida Souza/ }).click();
    await detail.getByRole('button', { name: 'Corrigir' }).click();
    const correction = page.getByRole('dialog', { name: /Corrigir doação de R\$\s250,00/ });
    expect(await correction.getByRole('textbox', { name: 'Valor (R$)' }).inputValue()).toBe('250,00');
    expect(await correction.getByRole('textbox', { name: 'Nome de quem doou (opcional)' }).inputValue()).toBe('Aparecida Souza');
    await correction.getByRole('button', { name: 'Anular e registrar a correção' }).click();
    await correction.getByText('Diga por que a entrada está sendo corrigida.').waitFor();
    await correction.getByRole('textbox', { name: 'Motivo da correção' }).fill('Contamos de novo: eram R$ 200,00.');
    await correction.getByRole('textbox', { name: 'Valor (R$)' }).fill('200,00');
    await opened(correction);
    await screenshot(page, 'outside-donation-correction-360x640');
    await correction.getByRole('button', { name: 'Anular e registrar a correção' }).click();
    await dismiss(page, /Doação de R\$\s250,00 anulada\. Doação de R\$\s200,00 \(dinheiro\) registrada no lugar/);
    await page
      .getByRole('button', { name: /R\$\s250,00 · Aparecida Souza/ })
      .getByText('anulada: Contamos de novo: eram R$ 200,00.')
      .waitFor();
    await page
      .getByRole('button', { name: /R\$\s200,00 · Aparecida Souza/ })
      .getByText('registrada pela organização')
      .waitFor();
    await screenshot(page, 'outside-donation-list-corrected-360x640');

    await heroShows(context, before + 20_000);
    const corrected = await ledgerLines(context, [/Aparecida/, /R\$\s200,00/], before + 20_000);
    expect(corrected).toEqual([expect.stringContaining('registrada pela organização')]);
    expect(corrected[0]).not.toContain('anulada');
    // The annulled entry stays on the ledger, marked, counting nowhere.
    const annulled = await ledgerLines(context, [/Aparecida/, /R\$\s250,00/], before + 20_000);
    expect(annulled).toEqual([expect.stringContaining('anulada')]);
    await booksBalance(page);

    await context.close();
  });

  it("at 1280x800 the form is a dialog beside the list, not the whole screen; the campaign's lump points to it", async () => {
    const context = await e2e.browser.newContext({ viewport: DESKTOP_800 });
    const page = await context.newPage();
    await openPanel(page);
    await go(page, 'Doações');
    await screenshot(page, 'outside-donation-list-1280x800');
    await page.getByRole('button', { name: 'Registrar doação recebida fora do site' }).click();
    const form = page.getByRole('dialog', { name: 'Registrar doação recebida fora do site' });
    await form.waitFor();
    const box = (await form.boundingBox())!;
    expect(box.width).toBeLessThan(DESKTOP_800.width / 2);
    await opened(form);
    await screenshot(page, 'outside-donation-form-1280x800');
    await expectNoViolations(page, '1280x800 outside donation form');
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await form.waitFor({ state: 'detached' });

    // The campaign's lump is history; it points to the form for money received now.
    await go(page, 'Campanha');
    const lump = page.getByRole('textbox', { name: 'Arrecadado antes deste site (R$)' });
    expect(await lump.getAttribute('aria-describedby')).toBeTruthy();
    const help = await page.locator(`#${await lump.getAttribute('aria-describedby')}`).innerText();
    expect(help).toMatch(/^Histórico:/);
    expect(help).toContain('“Registrar doação recebida fora do site”');
    await context.close();
  });
});
