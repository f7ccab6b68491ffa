import { PAGE_SCRIPT_PATH } from '../../api/src/server-pages/donate-script.js';
import { paidDonation } from '../support/donation-scenarios.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { ADMIN, POST_UPDATE, recordExpense } from '../support/transparency-scenarios.js';

const ENV = { RATE_LIMIT_CREATE_DONATION: '100000/60', RATE_LIMIT_PIX_CODE: '100000/60' };
/** Markup, both quotes, the end of the page's own <style> and a line separator (U+2028), which ends a line in JS. */
const HOSTILE = `<script>alert("x")</script>'</style>\u2028<b>`;
/** The same text as an HTML text node or attribute value carries it: each special character escaped, U+2028 as is. */
const HOSTILE_AS_TEXT = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#x27;&lt;/style&gt;\u2028&lt;b&gt;';

/** The form's <input> for one field, whatever order its attributes come in. */
const inputOf = (html: string, name: string) => new RegExp(`<input[^>]*\\sname="${name}"[^>]*>`).exec(html)?.[0] ?? '';

/** Every tag the page opens: the hostile text must add none. */
const tagsOf = (html: string) => [...html.matchAll(/<([a-z]+)[\s>/]/gi)].map((match) => match[1]!.toLowerCase());

/**
 * The server's pages are React components: organiser and donor text reaches them as
 * text, never as markup, on /transparencia and on the no-JavaScript /doar pages.
 */
describe('hostile text on the server-rendered pages is shown as text', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: ENV });
    // The ledger shows the first name only: the hostile text is the whole first word.
    await paidDonation(app, { name: `Zé${HOSTILE.replace('\u2028', '')} Souza`, amount: '30,00' });
    await recordExpense(app, { description: `Remédio ${HOSTILE}`, supplier: `Farmácia ${HOSTILE}` });
    await app.graphql(POST_UPDATE, { input: { title: `Aviso ${HOSTILE}`, body: `Texto ${HOSTILE}` } }, ADMIN);
  });
  afterAll(() => app.close());

  it('/transparencia: donor name, expense and update as text, no script and one <style>', async () => {
    const html = await (await fetch(`${app.url}/transparencia`)).text();
    expect(html).toContain(`<span>Zé${HOSTILE_AS_TEXT.replace('\u2028', '')}</span>`);
    expect(html).toContain(`<h3>Remédio ${HOSTILE_AS_TEXT}</h3>`);
    expect(html).toContain(`Fornecedor: Farmácia ${HOSTILE_AS_TEXT}</span>`);
    expect(html).toContain(`<h3>Aviso ${HOSTILE_AS_TEXT}</h3>`);
    expect(html).toContain(`<p>Texto ${HOSTILE_AS_TEXT}</p>`);
    expect(html).not.toMatch(/<script/i);
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(tagsOf(html)).not.toContain('b');
  });

  it('/transparencia: a searched reference is kept as typed, as text', async () => {
    const response = await fetch(`${app.url}/transparencia?ref=${encodeURIComponent(`"><script>`)}`);
    const html = await response.text();
    expect(html).toContain('Referência inválida');
    expect(html).not.toMatch(/<script/i);
  });

  it('/doar: a refused form shows back what was typed as attribute values, and an amount typed in the link', async () => {
    const response = await fetch(`${app.url}/doar`, {
      method: 'POST',
      body: new URLSearchParams({
        amount: '1',
        name: HOSTILE,
        email: HOSTILE,
        message: HOSTILE,
        idempotencyKey: 'form-hostile-0123456789',
      }),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(inputOf(html, 'name')).toContain(`value="${HOSTILE_AS_TEXT}"`);
    expect(inputOf(html, 'email')).toContain(`value="${HOSTILE_AS_TEXT}"`);
    expect(inputOf(html, 'message')).toContain(`value="${HOSTILE_AS_TEXT}"`);
    expect(html).not.toMatch(/<script/i);
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(tagsOf(html)).not.toContain('b');

    const typed = await (await fetch(`${app.url}/doar?valor=${encodeURIComponent(HOSTILE)}`)).text();
    expect(inputOf(typed, 'amount')).toContain(`value="${HOSTILE_AS_TEXT}"`);
    expect(typed).not.toMatch(/<script/i);
    expect(tagsOf(typed)).not.toContain('b');
  });

  it('/doar: the PIX code page carries the donor text nowhere as markup', async () => {
    const response = await fetch(`${app.url}/doar`, {
      method: 'POST',
      body: new URLSearchParams({
        amount: '25',
        name: `Ana ${HOSTILE}`,
        email: 'ana@example.org',
        message: HOSTILE,
        idempotencyKey: 'form-hostile-code-0123456789',
      }),
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="pix-code"');
    // One script: the site's own file (server-pages/donate-script.ts), nothing inline.
    expect(html.match(/<script\b[^>]*>[\s\S]*?<\/script>/gi)).toEqual([`<script src="${PAGE_SCRIPT_PATH}" defer=""></script>`]);
    expect(tagsOf(html)).not.toContain('b');
  });
});
