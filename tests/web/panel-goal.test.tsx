import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// First: it gives jsdom the TextEncoder react-router needs when it loads.
import './support/render';
import { MemoryRouter } from 'react-router';
import { ROLE_PERMISSIONS, type TeamRole } from '../../rules/team';
import { FeedbackProvider } from '../../web/src/panel/feedback';
import type { PanelGoalQuery } from '../../web/src/panel/gql/graphql';
import { MeContextProvider, type Me } from '../../web/src/panel/me';
import { GoalSection } from '../../web/src/panel/screens/home/GoalSection';
import { CloseCampaignMutation, PanelGoalQueryDocument, milestoneToTell } from '../../web/src/panel/screens/home/useGoal';
import { served, type Served } from './support/served';

const PASSED_AT = '2026-11-20T15:00:00.000Z';
const milestones = (passedAt: (percent: number) => string | null) =>
  [25, 50, 75, 100].map((percent) => ({
    __typename: 'GoalMilestone' as const,
    percent,
    passed: true,
    passedAt: passedAt(percent),
  }));

const reached: Served<PanelGoalQuery['campaign']> = {
  __typename: 'Campaign',
  raised: '126000.00',
  goal: '125000.00',
  supportersCount: 700,
  milestones: milestones((percent) => (percent === 100 ? PASSED_AT : null)),
  goalExtensions: [],
  closing: null,
};

const goalAnswer = (campaign: typeof reached, newestUpdateAt: string | null) =>
  served(PanelGoalQueryDocument, {
    campaign,
    campaignUpdates: {
      __typename: 'CampaignUpdateConnection',
      nodes: newestUpdateAt ? [{ __typename: 'CampaignUpdate', id: 'u1', publishedAt: newestUpdateAt }] : [],
    },
  });

const meOf = (role: TeamRole): Me => ({
  __typename: 'Me',
  kind: 'MEMBER',
  name: 'Maria Souza',
  email: 'maria@exemplo.com.br',
  role,
  permissions: [...ROLE_PERMISSIONS[role]],
  passkeys: [],
});

const MESSAGE = 'Obrigado a todos: a campanha termina aqui.';

function renderGoal(role: TeamRole, mocks: MockLink.MockedResponse[]) {
  return render(
    // As the panel's cache (apollo.ts): one Campaign, so a mutation's answer redraws the card.
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies: { Campaign: { keyFields: [] } } })}>
      <MemoryRouter>
        <FeedbackProvider>
          <MeContextProvider value={meOf(role)}>
            <GoalSection />
          </MeContextProvider>
        </FeedbackProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe("Início's goal card (issue 39, goal 3)", () => {
  it('suggests an update for the highest milestone a payment passed after the newest update, never for one passed silently', () => {
    const passed = milestones((percent) => (percent >= 50 ? `2026-11-2${percent / 25}T10:00:00.000Z` : null));
    expect(milestoneToTell(passed, null)).toBe(100);
    expect(milestoneToTell(passed, '2026-11-23T09:00:00.000Z')).toBe(100);
    expect(milestoneToTell(passed, '2026-11-24T11:00:00.000Z')).toBeNull();
    // 25 % has no time: it was behind the total when the goal was set.
    expect(
      milestoneToTell(
        milestones(() => null),
        null,
      ),
    ).toBeNull();
  });

  it('shows the owner the stretch goal and the closing, which confirms what stops and counts the monthly donations', async () => {
    const user = userEvent.setup();
    const input = { message: MESSAGE, surplusText: '' };
    renderGoal('OWNER', [
      { request: { query: PanelGoalQueryDocument }, result: goalAnswer(reached, '2026-11-19T10:00:00.000Z') },
      {
        request: { query: CloseCampaignMutation, variables: { input } },
        result: served(CloseCampaignMutation, {
          closeCampaign: {
            __typename: 'CloseCampaignResult',
            campaign: {
              ...reached,
              closing: { __typename: 'CampaignClosing', closedAt: '2026-11-21T12:00:00.000Z', message: MESSAGE, surplusText: '' },
            },
            monthlyCancelled: 2,
            monthlyFailed: 1,
          },
        }),
      },
    ]);
    expect(await screen.findByTestId('milestone-suggestion')).toHaveTextContent(
      'Vocês passaram de 100% da meta: que tal contar na Novidades?',
    );
    expect(screen.getByRole('link', { name: 'Escrever' })).toHaveAttribute('href', '/novidades');
    const card = screen.getByRole('region', { name: 'Meta alcançada!' });
    expect(within(card).getByRole('button', { name: 'Definir meta estendida' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Encerrar campanha' }));
    const form = screen.getByRole('dialog', { name: 'Encerrar campanha' });
    // The message is required, by the API's own rule.
    await user.click(within(form).getByRole('button', { name: 'Encerrar campanha' }));
    expect(within(form).getByText('Escreva a mensagem de encerramento: quem tentar doar vai lê-la.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Encerrar a campanha?' })).not.toBeInTheDocument();

    await user.type(within(form).getByLabelText('Mensagem aos doadores'), MESSAGE);
    await user.click(within(form).getByRole('button', { name: 'Encerrar campanha' }));
    const ask = screen.getByRole('dialog', { name: 'Encerrar a campanha?' });
    expect(ask).toHaveTextContent('As doações param para sempre');
    expect(ask).toHaveTextContent('Cada doação mensal ativa é cancelada, e o doador recebe um e-mail.');
    await user.click(within(ask).getByRole('button', { name: 'Encerrar campanha' }));

    const closed = await screen.findByRole('region', { name: 'Campanha encerrada' });
    expect(within(closed).getByText(MESSAGE)).toBeInTheDocument();
    expect(within(closed).getByTestId('closing-result')).toHaveTextContent(
      '2 doações mensais canceladas (cada doador avisado por e-mail). 1 não pôde ser cancelada agora: tente de novo.',
    );
    expect(within(closed).getByRole('button', { name: 'Tentar cancelar de novo' })).toBeInTheDocument();
    // Closed: no milestone to suggest any more.
    expect(screen.queryByTestId('milestone-suggestion')).not.toBeInTheDocument();
  });

  it('refuses a stretch goal at or below the total before asking the server', async () => {
    const user = userEvent.setup();
    renderGoal('OWNER', [{ request: { query: PanelGoalQueryDocument }, result: goalAnswer(reached, null) }]);
    await user.click(await screen.findByRole('button', { name: 'Definir meta estendida' }));
    const form = screen.getByRole('dialog', { name: 'Definir meta estendida' });
    await user.type(within(form).getByLabelText('Nova meta (R$)'), '126.000');
    await user.click(within(form).getByRole('button', { name: 'Estender a meta' }));
    expect(within(form).getByText('A nova meta precisa ser maior que o valor já arrecadado.')).toBeInTheDocument();
    expect(within(form).getByText('Conte por que a meta foi estendida: a página mostra o motivo.')).toBeInTheDocument();
  });

  it('shows the milestone to content, and the card to no one but the owner', async () => {
    renderGoal('CONTENT', [{ request: { query: PanelGoalQueryDocument }, result: goalAnswer(reached, null) }]);
    await screen.findByTestId('milestone-suggestion');
    expect(screen.queryByTestId('goal-card')).not.toBeInTheDocument();
  });

  it('before the goal is reached: the milestone to tell, no card', async () => {
    const halfway = { ...reached, raised: '70000.00', milestones: milestones(() => PASSED_AT).slice(0, 2) };
    renderGoal('OWNER', [{ request: { query: PanelGoalQueryDocument }, result: goalAnswer(halfway, null) }]);
    expect(await screen.findByTestId('milestone-suggestion')).toHaveTextContent('Vocês passaram de 50% da meta');
    expect(screen.queryByTestId('goal-card')).not.toBeInTheDocument();
  });

  it('shows a reader neither', async () => {
    renderGoal('READER', [{ request: { query: PanelGoalQueryDocument }, result: goalAnswer(reached, null) }]);
    // The answer arrives, and nothing is drawn for it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('milestone-suggestion')).not.toBeInTheDocument();
    expect(screen.queryByTestId('goal-card')).not.toBeInTheDocument();
  });
});
