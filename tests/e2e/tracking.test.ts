import { useSiteFixture } from './support/fixture.js';
import { PHONE } from './support/browser.js';
import { hydrated } from './support/wait.js';

describe('attribution tracking through a real donation', () => {
  const e2e = useSiteFixture({}, { mongo: true });

  it('keeps the landing parameters across pages and stores them on the donation', async () => {
    const page = await e2e.browser.newPage({ viewport: PHONE });
    await page.goto(`${e2e.site.url}/?utm_source=fb&utm_campaign=x&gclid=123`);
    await hydrated(page);
    await page.getByTestId('amount-card').first().waitFor();

    // Kept once the first screen is idle (TrackingBootstrap loads the tracking code then).
    await page.waitForFunction(() => localStorage.getItem('campanha:tracking') !== null);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('campanha:tracking') ?? 'null'));
    expect(stored.params).toEqual({ utmSource: 'fb', utmCampaign: 'x', gclid: '123' });

    // In-app navigation carries the parameters on the address bar, and back home.
    await page.getByRole('button', { name: 'Rejeitar não essenciais' }).click();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Termos de Uso' }).click();
    await page.getByRole('heading', { level: 1, name: 'Termos de Uso' }).waitFor();
    expect(new URL(page.url()).search).toBe('?utm_source=fb&utm_campaign=x&gclid=123');
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.getByTestId('amount-card').first().waitFor();

    await page.getByRole('button', { name: /^Doar R\$\s50,00/ }).click();
    await page.getByLabel('Nome completo').fill('Helena Martins');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('helena@exemplo.com.br');
    await page.getByRole('button', { name: 'Gerar código PIX' }).click();

    const donations = e2e.mongo.db(e2e.site.dbName).collection('donations');
    let donation = null;
    for (let attempt = 0; attempt < 100 && !donation; attempt++) {
      donation = await donations.findOne({ email: 'helena@exemplo.com.br' });
      if (!donation) await page.waitForTimeout(100);
    }
    expect(donation).not.toBeNull();
    expect(donation!.amountCents).toBe(5000);
    expect(donation!.tracking).toMatchObject({ utmSource: 'fb', utmCampaign: 'x', gclid: '123' });
    expect(donation!.tracking.utmMedium).toBeUndefined();
    await page.close();
  });
});
