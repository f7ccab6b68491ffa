import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
// First: it gives jsdom the TextEncoder react-router needs when it loads.
import { renderWithApollo } from './support/render';
import { MemoryRouter } from 'react-router';
import {
  CONTACT_MESSAGE_RETENTION_DAYS,
  PAID_DONATION_RETENTION_YEARS,
  paidDonationAnonymisedYear,
  UNPAID_DONATION_RETENTION_DAYS,
} from '../../rules/retention';
import { TRACKING_RETENTION_DAYS } from '../../rules/tracking';
import { CookiesPage } from '../../web/src/features/legal/components/CookiesPage';
import { PrivacyPage } from '../../web/src/features/legal/components/PrivacyPage';
import { CONSENT_MAX_AGE_DAYS } from '../../web/src/shared/consent';
import { LegalOrganisationDocument } from '../../web/src/gql/graphql';
import { served } from './support/served';

// The legal pages state the periods the code applies, from the same constants (rules/retention.ts,
// rules/tracking.ts, shared/consent.ts), and describe no storage the site does not do.

function renderPage(page: React.ReactElement) {
  return renderWithApollo(<MemoryRouter>{page}</MemoryRouter>, [
    {
      request: { query: LegalOrganisationDocument },
      result: served(LegalOrganisationDocument, {
        campaign: {
          __typename: 'Campaign',
          title: 'Ajude a Lia',
          // The fragment's fields as the server sends them: the document's generated type masks them behind the fragment.
          organisation: {
            __typename: 'Organisation',
            name: 'Associação Amigos da Lia',
            cnpj: '11.222.333/0001-81',
            email: 'contato@amigosdalia.org.br',
            whatsapp: null,
            city: null,
          } as never,
        },
      }),
    },
  ]);
}

/** A section's text, found by its title (the heading is numbered: "7. Por quanto tempo guardamos"). */
const sectionText = (title: string) => screen.getByRole('region', { name: new RegExp(`^\\d+\\. ${title}$`) }).textContent ?? '';

// jsdom does not scroll; the page scrolls to its top when opened.
beforeEach(() => {
  window.scrollTo = jest.fn() as never;
});

describe('/privacy, "Por quanto tempo guardamos"', () => {
  it("states the retention job's periods", async () => {
    renderPage(<PrivacyPage />);
    const text = sectionText('Por quanto tempo guardamos');
    expect(text).toContain(`${UNPAID_DONATION_RETENTION_DAYS} dias depois de criada`);
    expect(text).toContain(`${PAID_DONATION_RETENTION_YEARS} anos depois do fim do ano do pagamento`);
    expect(text).toContain(`paga em 2026 é anonimizada em 1º de janeiro de ${paidDonationAnonymisedYear(2026)}`);
    expect(paidDonationAnonymisedYear(2026)).toBe(2026 + PAID_DONATION_RETENTION_YEARS + 1);
    expect(text).toContain(`apagadas ${CONTACT_MESSAGE_RETENTION_DAYS} dias depois de recebidas`);
    expect(text).toContain('recibo já emitido');
    expect(text).not.toContain('enquanto forem úteis');
    // What the organisation recorded of a donation goes with its data (tests/api/retention.test.ts, statements.test.ts).
    expect(text).toContain(
      'apagamos também o que a organização registrou dela: a anotação e as fotos de comprovantes de uma doação registrada pela organização, e a descrição do banco no lançamento do extrato que corresponde à doação',
    );
  });

  it('promises no analytics', async () => {
    renderPage(<PrivacyPage />);
    expect(sectionText('Cookies e armazenamento local')).toContain('Não usamos ferramentas de análise de uso');
    expect(document.body.textContent).not.toMatch(/cookies de análise/i);
  });
});

describe('/cookies', () => {
  it('lists what the site stores, with the lifetimes the code applies, and no analytics', async () => {
    renderPage(<CookiesPage />);
    const table = screen.getByRole('table', { name: 'Cookies e prazos' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.map(([name, category, , lifetime]) => [name, category, lifetime])).toEqual([
      ['Preferências de cookies', 'Essencial', `${CONSENT_MAX_AGE_DAYS} dias`],
      ['Origem da visita (UTM, anúncios e link de doador)', 'Essencial', `${TRACKING_RETENTION_DAYS} dias`],
      ['Pixel de anúncios', 'Marketing', 'A da plataforma'],
    ]);
    expect(sectionText('Cookies de análise')).toContain('Não usamos');
    expect(document.body.textContent).not.toMatch(/2 anos|24 horas|1 minuto/);
  });
});
