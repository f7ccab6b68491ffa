import { useSiteFixture } from './support/fixture.js';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { hydrated } from './support/wait.js';

/** The sections each page must have (issue 6 §2), by their heading text. */
const LEGAL_PAGES = [
  {
    path: '/privacy',
    name: 'privacy',
    title: 'Política de Privacidade',
    sections: [
      'Dados que coletamos',
      'Como usamos os dados',
      'Bases legais',
      'Compartilhamento',
      'Segurança',
      'Seus direitos (LGPD)',
      'Por quanto tempo guardamos',
      'Cookies e armazenamento local',
      'Transferência internacional',
      'Menores de 18 anos',
      'Alterações desta política',
      'Contato',
    ],
    phrases: ['5 anos', 'CPF (opcional)', 'ANPD'],
  },
  {
    path: '/terms',
    name: 'terms',
    title: 'Termos de Uso',
    sections: [
      'Aceitação',
      'Natureza das doações',
      'Destino dos recursos',
      'Recibos',
      'Valores mínimos',
      'Quem pode doar',
      'Condutas proibidas',
      'Responsabilidades',
      'Alterações destes termos',
      'Lei aplicável e foro',
      'Contato',
    ],
    phrases: ['irrevogáveis e não reembolsáveis', 'excedente', '30 dias', '18 anos'],
  },
  {
    path: '/cookies',
    name: 'cookies',
    title: 'Política de Cookies',
    sections: [
      'O que são cookies',
      'Cookies essenciais',
      'Cookies de análise',
      'Cookies de marketing',
      'Rastreamento de origem (UTM)',
      'Link de doador (ref)',
      'Quais usamos e por quanto tempo',
      'Como mudar a sua escolha',
      'Contato',
    ],
    phrases: ['365 dias', '30 dias', 'A da plataforma', 'Não usamos', 'ANPD', 'Fale conosco'],
  },
];

// Content configuration (content/campaign.example.json).
const ORGANISATION = { name: 'Instituto Exemplo de Apoio', cnpj: '12.ABC.345/01DE-35', email: 'contato@exemplo.org.br' };

describe('legal pages and 404', () => {
  const e2e = useSiteFixture();

  async function open(path: string, viewport = PHONE): Promise<Page> {
    // bypassCSP lets axe-core's inline script run; the app's own scripts are unaffected.
    const context = await e2e.browser.newContext({ viewport, bypassCSP: true });
    // Decided already, so the banner does not cover the page in these screenshots.
    await context.addInitScript(() => {
      // A new page's first document (about:blank) has no storage: reading it there throws.
      if (location.href === 'about:blank') return;
      localStorage.setItem(
        'campanha:consent',
        JSON.stringify({ analytics: false, marketing: false, decidedAt: Date.now(), version: 1 }),
      );
    });
    const page = await context.newPage();
    const response = await page.goto(`${e2e.site.url}${path}`);
    await hydrated(page);
    expect(response?.status()).toBe(path in { '/privacy': 1, '/terms': 1, '/cookies': 1, '/': 1 } ? 200 : 404);
    return page;
  }

  for (const legal of LEGAL_PAGES) {
    it(`${legal.path}: every section, the organisation, the date, no serious accessibility issue`, async () => {
      const page = await open(legal.path);
      await page.getByRole('heading', { level: 1, name: legal.title }).waitFor();
      await page.getByText(ORGANISATION.name).first().waitFor();
      const body = await page.locator('main').innerText();
      expect(body).toContain('Última atualização: 23 de novembro de 2026');
      const headings = await page.locator('main section h2').allInnerTexts();
      expect(headings.map((heading) => heading.replace(/^\d+\.\s*/, ''))).toEqual(legal.sections);
      for (const phrase of legal.phrases) expect(body).toContain(phrase);
      expect(body).toContain(ORGANISATION.email);
      if (legal.name !== 'cookies') expect(body).toContain(ORGANISATION.cnpj);
      await expect(page.title()).resolves.toMatch(new RegExp(`^${legal.title} · `));

      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, `legal-${legal.name}-phone`);
      await page.setViewportSize(DESKTOP);
      await screenshot(page, `legal-${legal.name}-desktop`);
      await page.context().close();
    });
  }

  it('Back returns to the previous page, and goes home when the legal page was opened directly', async () => {
    const page = await open('/');
    await page.getByRole('link', { name: 'Termos de Uso' }).click();
    await page.getByRole('heading', { level: 1, name: 'Termos de Uso' }).waitFor();
    await page.getByRole('link', { name: 'Política de Cookies' }).click();
    await page.getByRole('heading', { level: 1, name: 'Política de Cookies' }).waitFor();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Termos de Uso' }).waitFor();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL(`${e2e.site.url}/`);
    await page.context().close();

    const direct = await open('/privacy');
    await direct.getByRole('button', { name: 'Voltar' }).click();
    await direct.waitForURL(`${e2e.site.url}/`);
    await direct.context().close();
  });

  it('/nada-aqui answers 404 with the 404 page and a way back', async () => {
    const page = await open('/nada-aqui');
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    await expect(page.title()).resolves.toBe('404 Page Not Found');
    expect(await page.locator('main').innerText()).toContain('Não encontramos esta página');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'not-found-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'not-found-desktop');
    await page.getByRole('link', { name: 'Voltar para a campanha' }).click();
    await page.waitForURL(`${e2e.site.url}/`);
    await page.context().close();
  });
});
