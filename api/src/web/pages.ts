/**
 * Routes the web app renders, with the title and description the server puts in
 * their HTML (the client keeps the same titles on in-app navigation). Any other
 * path is answered with the app's 404 page and status 404.
 */
/** What the server writes into a page's <head>. */
export interface PageHead {
  title: string;
  description: string;
  /** Extra tags for <head>, already escaped. */
  tags: string[];
}

export interface PageInfo {
  /** Empty for the home page, whose title is the campaign's. */
  title: string;
  /** Empty: the campaign's share description. */
  description: string;
}

export const PAGES: Record<string, PageInfo> = {
  '/': { title: '', description: '' },
  '/privacy': { title: 'Política de Privacidade', description: 'Como tratamos os seus dados pessoais, conforme a LGPD.' },
  '/terms': { title: 'Termos de Uso', description: 'As regras para doar e usar este site.' },
  '/cookies': {
    title: 'Política de Cookies',
    description: 'Quais cookies e armazenamento local usamos e como mudar a sua escolha.',
  },
  '/acessibilidade': {
    title: 'Acessibilidade',
    description: 'Declaração de acessibilidade: o que atendemos da WCAG 2.2 AA e como testamos.',
  },
};

/** The seed's 404 title, kept as is (DECISIONS §9). */
/**
 * The donor's private page (`/minha-doacao/<token>`): rendered like any page, but never
 * indexed, stored or shown to another site, and its head never carries the token.
 */
export const DONOR_PAGE_PATH = /^\/minha-doacao\/[A-Za-z0-9_-]{1,100}$/;
export const DONOR_PAGE: PageInfo = { title: 'Minha doação', description: 'A página privada da sua doação.' };

/** The no-JavaScript donation form (server-pages/donate.tsx): a plain HTML form that posts to itself. */
export const DONATE_PATH = '/doar';

/** The monthly donation's private page (`/doacao-mensal/<token>`): private as the donor's page is. */
export const MONTHLY_PAGE_PATH = /^\/doacao-mensal\/[A-Za-z0-9_-]{1,100}$/;
export const MONTHLY_PAGE: PageInfo = { title: 'Doação mensal', description: 'A página privada da sua doação mensal.' };

/** Private pages by path: their address holds a secret, so they are never indexed, cached or sent as a referrer. */
export function privatePageOf(path: string): PageInfo | undefined {
  if (DONOR_PAGE_PATH.test(path)) return DONOR_PAGE;
  if (MONTHLY_PAGE_PATH.test(path)) return MONTHLY_PAGE;
  return undefined;
}

/** What a head tag of a private page must not hold: the address with its secret (canonical, sharing tags). */
export const PRIVATE_PATH_PREFIXES = ['/minha-doacao/', '/doacao-mensal/'];

export const NOT_FOUND_TITLE = '404 Page Not Found';
export const NOT_FOUND_DESCRIPTION = 'Página não encontrada.';
