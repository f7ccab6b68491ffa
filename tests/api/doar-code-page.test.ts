import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PAGE_SCRIPT_PATH } from '../../api/src/server-pages/donate-script.js';
import { REFERRAL_SHARE_MESSAGE, whatsappReferralUrl } from '../../rules/referral.js';
import { startTestApp, type TestApp } from '../support/harness.js';

const PUBLIC_URL = 'https://doe.exemplo.org.br';

/** Issue 39, goal 4: /doar's code page, for a donor whose tap came before the app was ready. */
describe("/doar's code page: the private link, the share step and the script that reveals it", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { PUBLIC_URL } });
  });
  afterAll(() => app?.close());

  const codePage = async () => {
    const response = await fetch(`${app.url}/doar`, {
      method: 'POST',
      body: new URLSearchParams({
        amount: '30',
        email: 'pagina@exemplo.com.br',
        isAnonymous: 'true',
        idempotencyKey: 'form-code-page-0123456789',
      }),
    });
    expect(response.status).toBe(200);
    return { html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
  };

  it("links to the donor's private page and holds their share link for after the payment", async () => {
    const { html } = await codePage();
    const donation = await app.deps.models.Donation.findOne({ email: 'pagina@exemplo.com.br' }).lean();
    const token = /href="\/minha-doacao\/([\w-]+)"/.exec(html)?.[1];
    expect(token).toBeDefined();
    // The link's token opens the donation (the status the script reads with it).
    const status = await app.graphql(
      'query ($id: ID!, $token: String!) { donationStatus(id: $id, accessToken: $token) { status } }',
      {
        id: donation!._id.toHexString(),
        token,
      },
    );
    expect(status.body.data?.donationStatus.status).toBe('PENDING');
    expect(html).toContain(`data-token="${token}"`);
    const share = await app.deps.models.ShareCode.findOne({ donationId: donation!._id }).lean<{ _id: string }>();
    const link = `${PUBLIC_URL}/?ref=${share!._id}`;
    expect(html).toContain(`href="${whatsappReferralUrl(link).replace(/&/g, '&amp;')}"`);
    expect(html).toContain(`data-text="${REFERRAL_SHARE_MESSAGE}"`);
    // Shown by the script once paid; hidden without it.
    expect(html).toMatch(/<section id="pix-pago" class="done" hidden="">/);
  });

  it("serves the script as the site's own file, kept for a year, which the page's CSP runs", async () => {
    const { csp } = await codePage();
    expect(csp).toMatch(/script-src 'self'/);
    expect(PAGE_SCRIPT_PATH).toMatch(/^\/doar\/pix-[0-9a-f]{12}\.js$/);
    const response = await fetch(`${app.url}${PAGE_SCRIPT_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const script = await response.text();
    // It parses, and reads the status the app reads.
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain('donationStatus(id:$id,accessToken:$token)');
  });
});
