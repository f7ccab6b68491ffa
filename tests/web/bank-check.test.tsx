import { screen } from '@testing-library/react';
import { BankCheckSection, BankCheckSectionQueryDocument } from '../../web/src/features/bank-check/components/BankCheckSection';
import { renderWithApollo } from './support/render';
import { served } from './support/served';

const check = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'BankCheck' as const,
  periodFrom: '2026-03-02',
  periodTo: '2026-03-15',
  importedOn: '2026-03-16',
  stale: false,
  bankCredits: '1234.56',
  bankCreditsCount: 12,
  donationsCounted: '1200.00',
  donationsCountedCount: 11,
  underReview: '0.00',
  underReviewCount: 0,
  ignoredByOrganisation: '34.56',
  ignoredByOrganisationCount: 1,
  ...overrides,
});

const render = (bankCheck: ReturnType<typeof check> | null) =>
  renderWithApollo(<BankCheckSection />, [
    { request: { query: BankCheckSectionQueryDocument }, result: served(BankCheckSectionQueryDocument, { bankCheck }) },
  ]);

// Nothing at all before the first import is checked in the server's HTML (tests/api/bank-check.test.ts).
describe('BankCheckSection ("Conferido com o banco" on the home page)', () => {
  it('says in words, under a heading, that the period was checked, with both sums to the cent', async () => {
    render(check());
    expect(await screen.findByRole('heading', { name: 'Conferido com o banco' })).toBeInTheDocument();
    expect(screen.getByText('Conferido com o extrato do banco em 16/03/2026.')).toBeInTheDocument();
    expect(screen.getByText('02/03/2026 a 15/03/2026')).toBeInTheDocument();
    expect(screen.getByText('Entradas no banco no período (12 lançamentos)').nextSibling).toHaveTextContent(/R\$\s1\.234,56/);
    expect(screen.getByText('Doações contadas no período (11 doações)').nextSibling).toHaveTextContent(/R\$\s1\.200,00/);
    expect(screen.getByRole('link', { name: 'Veja a prestação de contas' })).toHaveAttribute('href', '/transparencia#banco');
  });

  it('counts what is under review, and says since when once stale', async () => {
    const view = render(check({ underReview: '50.00', underReviewCount: 1 }));
    expect(await screen.findByText('Extrato do banco importado em 16/03/2026: 1 lançamento em análise.')).toBeInTheDocument();
    view.unmount();
    render(check({ stale: true }));
    expect(await screen.findByText('Não conferido com o banco desde 16/03/2026.')).toBeInTheDocument();
  });
});
