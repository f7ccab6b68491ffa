import { screen } from '@testing-library/react';
import { CampaignHeroQuery } from '../../web/src/features/hero/documents';
import { CampaignHero } from '../../web/src/features/hero/components/CampaignHero';
import { heroCampaign } from './support/fixtures';
import { renderWithApollo } from './support/render';
import type { CampaignHeroQuery as CampaignHeroQueryResult } from '../../web/src/gql/graphql';
import { served, type Served } from './support/served';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');
const heroMock = (campaign: Served<CampaignHeroQueryResult['campaign']>) => ({
  request: { query: CampaignHeroQuery },
  result: served(CampaignHeroQuery, { campaign, bankCheck: null, budget: null }),
});

/** Issue 39, goal 3: the hero's milestones, the goal reached, a stretch goal, the closed campaign's record. */
describe('CampaignHero and the goal', () => {
  it('marks the milestones passed on the bar, and says them to screen readers', async () => {
    renderWithApollo(<CampaignHero />, [heroMock({ ...heroCampaign, raised: '70000.00', goal: '125000.00' })]);
    const bar = await screen.findByRole('progressbar', { name: 'Progresso da meta' });
    expect(bar).toHaveAttribute('aria-valuetext', '56,0% da meta; marcos alcançados: 25%, 50%');
    const ticks = document.querySelectorAll('[data-milestone]');
    expect([...ticks].map((tick) => [tick.getAttribute('data-milestone'), tick.hasAttribute('data-passed')])).toEqual([
      ['25', true],
      ['50', true],
      ['75', false],
    ]);
    expect(screen.queryByTestId('goal-reached')).not.toBeInTheDocument();
  });

  it('celebrates at 100 %, and still offers to give', async () => {
    renderWithApollo(<CampaignHero />, [heroMock({ ...heroCampaign, raised: '125000.00', goal: '125000.00' })]);
    expect(await screen.findByTestId('goal-reached')).toHaveTextContent('Meta alcançada!');
    expect(screen.getByRole('link', { name: 'DOAR AGORA' })).toBeInTheDocument();
  });

  it('shows a stretch goal as such: the new goal, the original one reached, the reason', async () => {
    const goalExtensions = [
      { __typename: 'GoalExtension' as const, previousGoal: '125000.00', goal: '200000.00', reason: 'Agora, a fisioterapia.' },
    ];
    renderWithApollo(<CampaignHero />, [heroMock({ ...heroCampaign, raised: '130000.00', goal: '200000.00', goalExtensions })]);
    expect(nbsp((await screen.findByTestId('goal')).textContent!)).toBe('Meta estendida: R$ 200.000,00');
    expect(screen.getByTestId('percent')).toHaveTextContent('65,0% da meta');
    expect(nbsp(screen.getByTestId('goal-extension').textContent!)).toBe(
      '✓ Meta original de R$ 125.000,00 alcançadaMeta estendida: Agora, a fisioterapia.',
    );
    expect(screen.queryByTestId('goal-reached')).not.toBeInTheDocument();
  });

  it('closed: the organiser’s message, the record and the way to /transparencia, and no way to give', async () => {
    const closing = {
      __typename: 'CampaignClosing' as const,
      message: 'Chegamos lá. Obrigado!',
      surplusText: 'O que sobrar vai para a fisioterapia.',
      spent: '1000.00',
      balance: '129000.00',
    };
    renderWithApollo(<CampaignHero />, [heroMock({ ...heroCampaign, raised: '130000.00', goal: '125000.00', closing })]);
    expect(await screen.findByTestId('campaign-closed')).toHaveTextContent('Campanha encerradaChegamos lá. Obrigado!');
    expect(nbsp(screen.getByTestId('record-balance').textContent!)).toBe('R$ 129.000,00');
    expect(nbsp(screen.getByTestId('record-spent').textContent!)).toBe('R$ 1.000,00');
    expect(screen.getByTestId('record-surplus')).toHaveTextContent('O que sobrar vai para a fisioterapia.');
    expect(screen.getByRole('link', { name: 'Ver a prestação de contas' })).toHaveAttribute('href', '/transparencia');
    expect(screen.queryByRole('link', { name: 'DOAR AGORA' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('raffle-banner')).not.toBeInTheDocument();
    expect(screen.queryByTestId('goal-reached')).not.toBeInTheDocument();
  });
});
