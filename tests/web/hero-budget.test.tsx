import { screen, within } from '@testing-library/react';
import { CampaignHeroQuery } from '../../web/src/features/hero/documents';
import { CampaignHero } from '../../web/src/features/hero/components/CampaignHero';
import { heroCampaign } from './support/fixtures';
import { renderWithApollo } from './support/render';
import { served } from './support/served';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');
const BUDGET = {
  __typename: 'Budget' as const,
  lines: [
    {
      __typename: 'BudgetLine' as const,
      category: 'REMEDIOS' as const,
      description: 'Remédios de seis meses',
      planned: '1200.00',
    },
    {
      __typename: 'BudgetLine' as const,
      category: 'VEICULO_ADAPTADO' as const,
      description: 'Adaptação do carro para a cadeira de rodas',
      planned: '80000.00',
    },
  ],
};

function heroMock(budget: typeof BUDGET | null) {
  // Every root the hero reads; `bankCheck` and `budget` are null when the site has none.
  const data = { campaign: heroCampaign, bankCheck: null, budget };
  return { request: { query: CampaignHeroQuery }, result: served(CampaignHeroQuery, data) };
}

/** Issue 50, goal 3: the hero says what the goal pays for, from the organiser's budget. */
describe('CampaignHero and the budget', () => {
  it('lists what the goal pays for, each line with its planned amount, and links to the budget against what was spent', async () => {
    renderWithApollo(<CampaignHero />, [heroMock(BUDGET)]);
    const section = await screen.findByRole('region', { name: 'O que a meta paga' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => nbsp(item.textContent!)),
    ).toEqual([
      'Remédios: R$ 1.200,00 — Remédios de seis meses',
      'Veículo adaptado: R$ 80.000,00 — Adaptação do carro para a cadeira de rodas',
    ]);
    expect(within(section).getByRole('link', { name: 'Veja o orçamento e quanto já foi gasto' })).toHaveAttribute(
      'href',
      '/transparencia#orcamento',
    );
  });

  it('says nothing about a budget while none is published', async () => {
    renderWithApollo(<CampaignHero />, [heroMock(null)]);
    await screen.findByTestId('raised');
    expect(screen.queryByTestId('goal-budget')).not.toBeInTheDocument();
    expect(screen.queryByText('O que a meta paga')).not.toBeInTheDocument();
  });
});
