/// <reference lib="dom" />
// Callbacks given to page.evaluate run in the browser.
import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { ARTIFACTS_DIR, DESKTOP } from './support/browser.js';
import { EARLY_FORM, FORM_NAME, formVisible, tapAtFirstPaint, tapWhenLoaded } from './support/first-tap.js';
import { useSiteFixture } from './support/fixture.js';
import { PHONES, slowPhone, slowTouchDesktop } from './support/phone.js';
import { eventually, hydrated } from './support/wait.js';

/** What the donor sees: the viewport, not the full page. */
const look = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) });

/** Whether the element is whole inside the viewport and on top at its centre (nothing fixed covers it). */
async function seenWhole(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) return false;
    const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return onTop !== null && (element === onTop || element.contains(onTop));
  });
}

/** The style that makes a button look more or less important. */
const weightOf = (button: Locator) =>
  button.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return {
      background: style.backgroundColor,
      color: style.color,
      border: style.borderTopColor + ' ' + style.borderTopWidth,
      fontSize: style.fontSize,
      fontWeight: style.fontWeight,
      height: Math.round(box.height),
    };
  });

/** Goals 2, 3 and 6 hold at every size: the two phones, and a touch laptop at desktop size. */
const DEVICES = [
  ...PHONES.map(([size, viewport]) => ({ size, viewport, label: `phone-${size}`, isPhone: true, open: slowPhone })),
  { size: '1366x768', viewport: DESKTOP, label: 'desktop-1366x768', isPhone: false, open: slowTouchDesktop },
];

describe('the donor on a slow phone, and on a touch laptop where it applies (4× CPU, slow 4G)', () => {
  const e2e = useSiteFixture({}, { mongo: true });

  for (const [size, viewport] of PHONES) {
    it(`at ${size}: the first screen shows the raised amount, the goal, the progress and a donate button, under a small banner`, async () => {
      const { context, page } = await slowPhone(e2e.browser, viewport);
      await page.goto(e2e.site.url);
      await hydrated(page);
      const banner = page.getByRole('region', { name: 'Aviso de cookies' });
      await banner.waitFor();
      await look(page, `phone-${size}-first-screen`);

      const bannerBox = (await banner.boundingBox())!;
      expect(bannerBox.height).toBeLessThanOrEqual(viewport.height * 0.25);
      for (const target of [
        page.getByTestId('raised'),
        page.getByTestId('goal'),
        page.getByRole('progressbar', { name: 'Progresso da meta' }),
        page.getByRole('link', { name: 'DOAR AGORA', exact: true }),
      ])
        expect({ target: String(target), seen: await seenWhole(target) }).toEqual({ target: String(target), seen: true });

      // The hero's markup is in the order a phone shows it (no CSS order): a phone that paints
      // before the whole hero has arrived never moves what it painted (layout shift).
      const outOfOrder = await page.locator('#topo').evaluate((section) => {
        const grid = section.firstElementChild!;
        const panel = section.querySelector('[data-testid="raised"]')!.parentElement!;
        // Each list in document order; every element must start at or below the one before it.
        return [Array.from(grid.children), Array.from(panel.children)].flatMap((elements) =>
          elements
            .filter(
              (element, index) =>
                index > 0 && element.getBoundingClientRect().top < elements[index - 1]!.getBoundingClientRect().top,
            )
            .map((element) => element.textContent!.slice(0, 30)),
        );
      });
      expect(outOfOrder).toEqual([]);

      // ANPD's guide: refusing is as easy and as visible as accepting.
      const accept = await weightOf(banner.getByRole('button', { name: 'Aceitar todos' }));
      const reject = await weightOf(banner.getByRole('button', { name: 'Rejeitar não essenciais' }));
      expect(reject).toEqual(accept);
      expect(accept.height).toBeGreaterThanOrEqual(44);
      await context.close();
    });
  }

  for (const { size, viewport, label, isPhone, open } of DEVICES) {
    it(`at ${size}: a tap made before the page is hydrated opens the page's copy of the server's form, and "tap → form visible" is measured`, async () => {
      // Deterministic: the app's scripts are held until the donor has tapped a card painted by the server.
      const held = await open(e2e.browser, viewport);
      let releaseScripts!: () => void;
      const tapped = new Promise<void>((resolve) => (releaseScripts = resolve));
      await held.page.route('**/assets/*.js', async (route) => {
        await tapped;
        await route.continue().catch(() => {}); // the page it was for may be gone
      });
      await held.page.goto(e2e.site.url, { waitUntil: 'commit' });
      const card = held.page.getByRole('button', { name: 'Doar R$ 50,00' });
      await card.tap();
      // The page's own copy of the server's form, opened at once with the amount: no round trip, no waiting for the app.
      const earlyForm = held.page.locator(EARLY_FORM);
      await earlyForm.getByRole('heading', { level: 2, name: FORM_NAME }).waitFor();
      expect(new URL(held.page.url()).pathname).toBe('/');
      expect(await earlyForm.getByLabel(/Valor da doação/).inputValue()).toBe('50,00');
      await look(held.page, `${label}-early-form`);
      // Closed, it comes back as it was left; sent, it goes on as the server's form does: the PIX code.
      await earlyForm.getByRole('button', { name: 'Fechar' }).click();
      await earlyForm.waitFor({ state: 'hidden' });
      await card.tap();
      await earlyForm.getByLabel(/E-mail/).fill(`cedo-${size}@exemplo.com.br`);
      await earlyForm.getByRole('checkbox', { name: 'Doar anonimamente' }).check();
      await earlyForm.getByRole('button', { name: 'Gerar código PIX' }).click();
      await held.page.getByRole('heading', { level: 1, name: 'Pague com PIX' }).waitFor();
      expect(getPixPayloadInfo((await held.page.getByTestId('pix-code').innerText()).trim())?.amount).toBe(50);
      releaseScripts();
      await held.context.close();

      // Measured: the card tapped as soon as it is painted, as an impatient donor does, and
      // the same tap on the loaded page, which a tap made early must not be slower than by much.
      const early = await tapAtFirstPaint(e2e.browser, e2e.site.url, viewport, open);
      const loaded = await tapWhenLoaded(e2e.browser, e2e.site.url, viewport, open);
      console.log(
        `[${label}, 4× CPU, slow 4G] card painted ${early.paintedMs} ms; tap → form visible ${early.tapToFormMs} ms ` +
          `(${early.answeredBy}); on the loaded page ${loaded} ms`,
      );
      expect(early.answeredBy).toBe('early');
    });

    it(`at ${size}: without JavaScript the donate buttons still lead to the PIX code`, async () => {
      const context = await e2e.browser.newContext({ viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(e2e.site.url);
      if (isPhone) {
        // The phone's header menu opens as a list of plain links, and following one closes it.
        await page.getByRole('button', { name: 'Abrir menu' }).click();
        const menu = page.getByRole('navigation', { name: 'Menu', exact: true });
        await menu.waitFor();
        await look(page, `${label}-no-js-menu`);
        await menu.getByRole('link', { name: 'Depoimentos' }).click();
        await menu.waitFor({ state: 'hidden' });
        expect(new URL(page.url()).hash).toBe('#depoimentos');
      }

      // The hero's button is a link to the options; a card submits to the server's own form.
      expect(await page.getByRole('link', { name: 'DOAR AGORA', exact: true }).getAttribute('href')).toBe('#doar');
      await page.getByRole('button', { name: 'Doar R$ 50,00' }).click();
      await page.getByRole('heading', { level: 1, name: 'Seus dados para a doação' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/doar');
      expect(await page.getByLabel(/Valor da doação/).inputValue()).toBe('50,00');

      // Refused in pt-BR, field by field, and nothing stored.
      await page.getByRole('button', { name: 'Gerar código PIX' }).click();
      await page.getByRole('alert').getByText('Informe um e-mail válido, como nome@exemplo.com.br.').waitFor();
      expect(await page.getByLabel(/E-mail/).getAttribute('aria-invalid')).toBe('true');
      await look(page, `${label}-no-js-form-refused`);

      const email = `sem-js-${size}@exemplo.com.br`;
      await page.getByRole('checkbox', { name: 'Doar anonimamente' }).check();
      await page.getByLabel(/E-mail/).fill(email);
      await page.getByRole('button', { name: 'Gerar código PIX' }).click();
      await page.getByRole('heading', { level: 1, name: 'Pague com PIX' }).waitFor();
      const code = (await page.getByTestId('pix-code').innerText()).trim();
      expect(getPixPayloadInfo(code)?.amount).toBe(50);
      await page.getByRole('img', { name: 'QR code do PIX: leia com o app do seu banco' }).waitFor();
      await look(page, `${label}-no-js-code`);

      // A refresh (the browser resends the form) shows the same donation, not a second one.
      await page.reload();
      expect((await page.getByTestId('pix-code').innerText()).trim()).toBe(code);
      const stored = await e2e.mongo.db(e2e.site.dbName).collection('donations').find({ email }).toArray();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ name: '', isAnonymous: true, amountCents: 5000 });

      // "Outro valor" too: a wrong amount is said on the server's form, a good one fills it.
      await page.goto(e2e.site.url);
      const custom = page.getByRole('form', { name: 'Doar outro valor' });
      await custom.getByLabel('Outro valor').fill('0,50');
      await custom.getByRole('button', { name: 'Doar este valor' }).click();
      await page.getByRole('heading', { level: 1, name: 'Seus dados para a doação' }).waitFor();
      expect(await page.getByLabel(/Valor da doação/).inputValue()).toBe('0,50');
      expect(await page.getByLabel(/Valor da doação/).getAttribute('aria-invalid')).toBe('true');
      await page
        .getByRole('alert')
        .getByText(/^O valor da doação deve ficar entre R\$/)
        .waitFor();
      await page.goto(e2e.site.url);
      await custom.getByLabel('Outro valor').fill('75,5');
      await custom.getByRole('button', { name: 'Doar este valor' }).click();
      await page.getByRole('heading', { level: 1, name: 'Seus dados para a doação' }).waitFor();
      expect(await page.getByLabel(/Valor da doação/).inputValue()).toBe('75,50');
      await context.close();
    });

    it(`at ${size}: a tap as soon as the buttons have their props, before their section has committed, opens a form`, async () => {
      const { context, page } = await open(e2e.browser, viewport);
      await page.goto(e2e.site.url);
      // Props are given while hydrating, before the section commits: a click then reached no handler,
      // and the card's form went to the server's page instead of opening the dialog.
      await hydrated(page);
      await page.getByRole('button', { name: 'Doar R$ 50,00' }).tap();
      // The app's dialog once the section has committed; the server's form a moment before.
      const answeredBy = await formVisible(page);
      expect(new URL(page.url()).pathname).toBe(answeredBy === 'page' ? '/doar' : '/');
      const form = answeredBy === 'early' ? page.locator(EARLY_FORM) : page;
      expect(await form.getByLabel(/Valor da doação/).inputValue()).toBe('50,00');
      await context.close();
    });

    it(`at ${size}: links carry the ad's parameters as rendered; the form's legal links open in a new tab; Voltar never loops`, async () => {
      const { context, page } = await open(e2e.browser, viewport);
      await page.goto(`${e2e.site.url}/?utm_source=whatsapp&gclid=g-1`);
      await hydrated(page);

      // Every internal link, as it stands in the page (a long press copies this).
      const internalHrefs = () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('a[href]'))
            .map((anchor) => anchor.getAttribute('href')!)
            .filter((href) => !href.startsWith('#') && new URL(href, location.href).origin === location.origin),
        );
      const rendered = await eventually(internalHrefs, (hrefs) => hrefs.every((href) => href.includes('utm_source=whatsapp')));
      expect(rendered.length).toBeGreaterThan(0);
      for (const href of rendered) expect(href).toMatch(/utm_source=whatsapp.*gclid=g-1|gclid=g-1.*utm_source=whatsapp/);

      // The form's legal links: what the donor typed is still there after reading the terms.
      await page.getByRole('button', { name: 'Doar R$ 50,00' }).tap();
      const form = page.getByRole('dialog', { name: 'Seus dados para a doação' });
      await form.getByRole('textbox', { name: 'E-mail' }).fill('leitora@exemplo.com.br');
      const terms = form.getByRole('link', { name: 'Termos de Uso (abre em nova aba)' });
      expect(await terms.getAttribute('href')).toContain('utm_source=whatsapp');
      const [tab] = await Promise.all([context.waitForEvent('page'), terms.tap()]);
      await tab.getByRole('heading', { level: 1, name: 'Termos de Uso' }).waitFor();
      expect(new URL(tab.url()).pathname).toBe('/terms');
      await tab.close();
      expect(page.url()).toBe(`${e2e.site.url}/?utm_source=whatsapp&gclid=g-1`);
      expect(await form.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe('leitora@exemplo.com.br');

      // A legal page opened by a full load: Voltar goes home, and the browser's Back does not return to it.
      const legal = await context.newPage();
      await legal.goto(`${e2e.site.url}/terms`);
      await hydrated(legal);
      await legal.getByRole('button', { name: 'Voltar' }).tap();
      await legal.waitForURL((url) => url.pathname === '/');
      await legal.getByTestId('raised').waitFor();
      await legal.goBack();
      expect(new URL(legal.url()).pathname).not.toBe('/terms');
      await context.close();
    });

    it(`at ${size}: two taps to the code — a card opens the form with its amount, and an anonymous donor gives only an e-mail`, async () => {
      const { context, page } = await open(e2e.browser, viewport);
      await page.goto(e2e.site.url);
      await hydrated(page);
      // The consent banner stays unanswered: it must not stand between the donor and the code.
      await page.getByRole('region', { name: 'Aviso de cookies' }).waitFor();

      // Tap 1: the card. The form opens with its amount, with no thank-you before any payment.
      const card = page.getByRole('button', { name: 'Doar R$ 50,00' });
      await card.scrollIntoViewIfNeeded();
      await card.tap();
      const form = page.getByRole('dialog', { name: 'Seus dados para a doação' });
      await form.waitFor();
      expect(await page.getByRole('dialog', { name: 'Obrigado por ajudar!' }).count()).toBe(0);
      expect(await form.getByLabel('Valor da doação').inputValue()).toBe('50,00');

      // Anonymous: the name may stay empty; the e-mail (receipt, private link) may not.
      const email = `anonima-${size}@exemplo.com.br`;
      await form.getByRole('checkbox', { name: 'Doar anonimamente' }).tap();
      expect(await form.getByRole('textbox', { name: 'Nome completo' }).getAttribute('required')).toBeNull();
      await form.getByRole('button', { name: 'Gerar código PIX' }).tap();
      await form.getByText('Informe um e-mail válido, como nome@exemplo.com.br.').waitFor();
      expect(await form.getByText(/Informe seu nome/).count()).toBe(0);
      await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await look(page, `${label}-form-anonymous`);

      // Tap 2: the code, with the banner still unanswered.
      await form.getByRole('button', { name: 'Gerar código PIX' }).tap();
      const code = page.getByRole('dialog', { name: 'Pague com PIX' }).getByTestId('pix-code');
      await code.waitFor({ timeout: 30_000 });
      expect(getPixPayloadInfo(await code.inputValue())?.amount).toBe(50);
      await look(page, `${label}-pix-code`);

      const donations = e2e.mongo.db(e2e.site.dbName).collection('donations');
      const stored = await eventually(
        () => donations.findOne({ email }),
        (found) => found !== null,
      );
      expect(stored).toMatchObject({ name: '', isAnonymous: true, amountCents: 5000 });
      await context.close();
    });
  }
});
