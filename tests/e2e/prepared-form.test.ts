/// <reference lib="dom" />
// Callbacks given to page.evaluate run in the browser.
import { useSiteFixture } from './support/fixture.js';
import { FORM_NAME, formVisible } from './support/first-tap.js';
import { SMALL_PHONE, slowPhone } from './support/phone.js';
import { hydrated } from './support/wait.js';

/** The form's fields, as the donor fills them in (web/src/features/donation/components/DonationFormDialog.tsx). */
const FIELDS = ['amount', 'name', 'email', 'phone', 'cpf', 'message'].map((field) => `#doacao-${field}`);

describe('the donation form on the loaded page (issue 51)', () => {
  const e2e = useSiteFixture();

  it('is ready, hidden, before the tap: the tap only shows it, creating none of its fields', async () => {
    const { context, page } = await slowPhone(e2e.browser, SMALL_PHONE);
    await page.goto(e2e.site.url);
    await hydrated(page);
    await page.waitForLoadState('networkidle');

    // Prepared after load: every field is in the page, and nothing of it is shown or announced.
    await page.waitForFunction((fields) => fields.every((field) => document.querySelector(field)), FIELDS);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('heading', { name: FORM_NAME }).count()).toBe(0);
    expect(await page.locator('#doacao-name').isVisible()).toBe(false);

    // What the tap's render adds: the fields counted as they are created (a deterministic
    // measure of the work, where a time would be noisy). Rendering the form then created all six.
    await page.evaluate((fields) => {
      const created: string[] = [];
      (window as unknown as { created: string[] }).created = created;
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of Array.from(mutation.addedNodes)) {
            if (!(node instanceof Element)) continue;
            for (const field of fields) if (node.matches(field) || node.querySelector(field)) created.push(field);
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    }, FIELDS);
    const card = page.getByRole('button', { name: 'Doar R$ 50,00' });
    await card.scrollIntoViewIfNeeded();
    await card.tap();
    expect(await formVisible(page)).toBe('dialog');
    expect(await page.evaluate(() => (window as unknown as { created: string[] }).created)).toEqual([]);
    expect(await page.getByLabel(/Valor da doação/).inputValue()).toBe('50,00');

    // The page behind stays where the donor left it. Its scroll is not locked: that set the
    // body's overflow, and the phone laid the whole page out again in the tap's frame. And
    // scrolling the form past its end does not pass on to the page (overscroll-behavior).
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('visible');
    const left = await page.evaluate(() => window.scrollY);
    const form = (await page.getByRole('dialog', { name: FORM_NAME }).boundingBox())!;
    await page.mouse.move(form.x + form.width / 2, form.y + form.height / 2);
    for (let turn = 0; turn < 6; turn++) await page.mouse.wheel(0, 800);
    await page.waitForFunction(() => {
      const content = document.querySelector('[role="dialog"] .MuiDialogContent-root')!;
      return content.scrollTop > 0 && content.scrollTop + content.clientHeight >= content.scrollHeight - 1;
    });
    for (let turn = 0; turn < 4; turn++) await page.mouse.wheel(0, 800);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.scrollY)).toBe(left);

    // Closed and opened on another amount: the typed name is kept, the amount is the new one.
    await page.getByLabel(/Nome completo/).fill('Maria Silva');
    await page.getByRole('button', { name: 'Fechar' }).tap();
    await page.getByRole('dialog', { name: FORM_NAME }).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Doar R$ 100,00' }).tap();
    await page.getByRole('dialog', { name: FORM_NAME }).waitFor();
    expect(await page.getByLabel(/Valor da doação/).inputValue()).toBe('100,00');
    expect(await page.getByLabel(/Nome completo/).inputValue()).toBe('Maria Silva');
    await context.close();
  });
});
