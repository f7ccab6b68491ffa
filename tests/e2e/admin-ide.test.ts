import type { Browser, Page } from 'playwright-core';
import { ADMIN_TOKEN } from '../support/harness.js';
import { DESKTOP, PHONE, launchBrowser, screenshot } from './support/browser.js';
import { startSite, type RunningSite } from './support/server.js';

const CREATE = `mutation($input: CreateDonationInput!) { createDonation(input: $input) { id } }`;
const CONFIRM = `mutation($id: ID!) { confirmDonation(id: $id) { status } }`;

describe('GraphQL IDE at /graphql', () => {
  let site: RunningSite;
  let browser: Browser;

  async function graphql(query: string, variables: object, token?: string) {
    const response = await fetch(`${site.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: any; errors?: any[] };
  }

  beforeAll(async () => {
    site = await startSite({ ADMIN_TOKEN });
    browser = await launchBrowser();
    // Figures for the stats: two donations, one of them paid.
    const ids: string[] = [];
    for (const amount of ['100,00', '50,00']) {
      const { data, errors } = await graphql(CREATE, {
        input: {
          idempotencyKey: `ide-${amount}-${Date.now()}`,
          name: 'Carla Souza',
          email: 'carla@exemplo.com.br',
          amount,
          utmSource: 'instagram',
        },
      });
      if (!data) throw new Error(JSON.stringify(errors));
      ids.push(data.createDonation.id);
    }
    const confirmed = await graphql(CONFIRM, { id: ids[0] }, ADMIN_TOKEN);
    expect(confirmed.data.confirmDonation.status).toBe('PAID');
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  /** Opens the IDE with every request outside the site refused, as on a machine with no internet. */
  async function openIde(viewport: typeof PHONE): Promise<{ page: Page; outside: string[] }> {
    const page = await browser.newPage({ viewport });
    const outside: string[] = [];
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(site.url) || url.startsWith('blob:') || url.startsWith('data:')) return route.continue();
      outside.push(url);
      return route.abort('internetdisconnected');
    });
    await page.goto(`${site.url}/graphql`);
    await page.locator('.graphiql-container').waitFor();
    await page.locator('.graphiql-query-editor').getByText('donationStats').first().waitFor();
    return { page, outside };
  }

  it('loads with no outside network and answers a stats query once the token is in the headers', async () => {
    const { page, outside } = await openIde(DESKTOP);

    // The headers editor is open on the example tab; replace the placeholder with the token.
    const headers = page.locator('.graphiql-editor-tool .graphiql-editor').last();
    await headers.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(JSON.stringify({ Authorization: `Bearer ${ADMIN_TOKEN}` }));
    await page.locator('.graphiql-execute-button').click();

    const response = page.locator('.graphiql-response');
    await response.getByText('averagePaidAmount').first().waitFor();
    const text = (await response.innerText()).replace(/\s+/g, ' ');
    expect(text).toMatch(/"created": 2/);
    expect(text).toMatch(/"paid": 1/);
    expect(text).toMatch(/"paidAmount": "100.00"/);
    // The response editor renders only the lines in view; the rest of the figures are checked in tests/api/admin.test.ts.
    await screenshot(page, 'admin-ide-desktop');

    expect(outside).toEqual([]);
    await page.close();
  });

  it('without the token the same query answers UNAUTHENTICATED', async () => {
    const { page } = await openIde(PHONE);
    await page.locator('.graphiql-execute-button').click();
    await screenshot(page, 'admin-ide-phone');
    await page.locator('.graphiql-response').getByText('Acesso restrito').first().waitFor();
    await page.close();
  });
});
