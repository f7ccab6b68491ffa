import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
// First: it gives jsdom the TextEncoder react-router needs when it loads.
import './support/render';
import { MemoryRouter } from 'react-router';
import { ROLE_PERMISSIONS, type TeamRole } from '../../rules/team';
import { FeedbackProvider } from '../../web/src/panel/feedback';
import { MeContextProvider, type Me } from '../../web/src/panel/me';
import { BudgetScreen, PanelBudgetQueryDocument, SetBudgetMutation } from '../../web/src/panel/screens/budget/BudgetScreen';
import { served } from './support/served';

const meOf = (role: TeamRole): Me => ({
  __typename: 'Me',
  kind: 'MEMBER',
  name: 'Maria Souza',
  email: 'maria@exemplo.com.br',
  role,
  permissions: [...ROLE_PERMISSIONS[role]],
  passkeys: [],
});

const BUDGET = {
  __typename: 'Budget' as const,
  lines: [
    {
      __typename: 'BudgetLine' as const,
      category: 'CONSULTAS' as const,
      description: 'Consultas com o neurologista',
      planned: '500.00',
      spent: '650.00',
      remaining: '-150.00',
      proof: null,
    },
  ],
  unplanned: [{ __typename: 'BudgetUnplanned' as const, category: 'TRATAMENTOS' as const, spent: '120.00' }],
  planned: '500.00',
  spent: '770.00',
  remaining: '-270.00',
};
const budgetAnswer = (budget: typeof BUDGET | null) => ({
  request: { query: PanelBudgetQueryDocument },
  result: served(PanelBudgetQueryDocument, { budget }),
});

function renderScreen(role: TeamRole, mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache()}>
      <MemoryRouter>
        <FeedbackProvider>
          <MeContextProvider value={meOf(role)}>
            <BudgetScreen />
          </MeContextProvider>
        </FeedbackProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

const nbsp = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

describe('Painel, Orçamento (issue 50)', () => {
  it("shows the API's refusal next to the row it names, counting only the categories filled in", async () => {
    const user = userEvent.setup();
    const lines = [
      { category: 'REMEDIOS', amount: '1.200,00', description: 'Remédios de seis meses' },
      { category: 'VEICULO_ADAPTADO', amount: '80.000,00', description: 'Adaptação do carro' },
    ];
    renderScreen('FINANCE', [
      budgetAnswer(null),
      {
        request: { query: SetBudgetMutation, variables: { lines } },
        result: {
          errors: [
            new GraphQLError('Valor acima do limite de R$ 10.000.000,00 por linha: confira o valor.', {
              extensions: { code: 'BAD_USER_INPUT', field: 'lines.1.amount' },
            }),
          ],
        },
      },
    ]);
    await screen.findByText('Nenhum orçamento publicado ainda.');
    const row = (name: string) => screen.getByRole('group', { name });
    await user.type(within(row('Remédios')).getByRole('textbox', { name: 'Valor previsto (R$)' }), '1.200,00');
    await user.type(within(row('Remédios')).getByRole('textbox', { name: 'O que paga' }), 'Remédios de seis meses');
    await user.type(within(row('Veículo adaptado')).getByRole('textbox', { name: 'Valor previsto (R$)' }), '80.000,00');
    await user.type(within(row('Veículo adaptado')).getByRole('textbox', { name: 'O que paga' }), 'Adaptação do carro');
    await user.click(screen.getByRole('button', { name: 'Salvar orçamento' }));
    // The second line sent is the adapted vehicle's, the fourth category of the form.
    expect(await within(row('Veículo adaptado')).findByText(/limite de R\$ 10\.000\.000,00/)).toBeInTheDocument();
    expect(within(row('Veículo adaptado')).getByRole('textbox', { name: 'Valor previsto (R$)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(row('Remédios')).getByRole('textbox', { name: 'Valor previsto (R$)' })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
  });

  it('someone who only reads sees planned, spent and remaining, and no form', async () => {
    renderScreen('READER', [budgetAnswer(BUDGET)]);
    const table = await screen.findByRole('table', { name: 'Orçamento e gasto por categoria' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => nbsp(row.textContent)),
    ).toEqual([
      'CategoriaPrevistoGastoRestante',
      'ConsultasR$ 500,00R$ 650,00R$ 150,00 acima do previsto',
      'Tratamentos (fora do orçamento)—R$ 120,00—',
      'TotalR$ 500,00R$ 770,00R$ 270,00 acima do previsto',
    ]);
    expect(screen.queryByRole('button', { name: 'Salvar orçamento' })).not.toBeInTheDocument();
    expect(screen.getByText(/Só quem cuida das finanças/)).toBeInTheDocument();
  });
});
