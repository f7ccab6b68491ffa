import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackProvider } from '../../web/src/panel/feedback';
import { StatementScreen } from '../../web/src/panel/screens/statement/StatementScreen';
import {
  IgnoreStatementLineMutation,
  PanelStatementLinesQueryDocument,
} from '../../web/src/panel/screens/statement/useStatement';
import { served } from './support/served';

const hospital = {
  __typename: 'StatementLine',
  id: '6650f0c2a1b2c3d4e5f60718',
  account: '0341/0157012345',
  postedOn: '2026-03-11',
  amount: '1234.56',
  description: 'TRANSFERÊNCIA RECEBIDA - HOSPITAL SÃO LUCAS',
  status: 'UNMATCHED' as const,
  matchedBy: null,
  matchedDonationId: null,
  acceptedDonationId: null,
  ignoredReason: '',
  ignoredByImport: false,
  proposedName: 'Hospital São Lucas',
};

const page = (nodes: (typeof hospital)[]) =>
  served(PanelStatementLinesQueryDocument, {
    statementLines: {
      __typename: 'StatementLineConnection',
      nodes,
      pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
    },
  });

const REASON = 'Reembolso do hospital, não é doação.';

function renderStatement() {
  const request = { query: PanelStatementLinesQueryDocument, variables: { status: 'UNMATCHED' } };
  return render(
    <MockedProvider
      mocks={[
        { request, result: page([hospital]) },
        {
          request: { query: IgnoreStatementLineMutation, variables: { id: hospital.id, reason: REASON } },
          result: served(IgnoreStatementLineMutation, {
            ignoreStatementLine: { __typename: 'StatementLine', id: hospital.id, status: 'IGNORED', ignoredReason: REASON },
          }),
        },
        { request, result: page([]) },
      ]}
    >
      <FeedbackProvider>
        <StatementScreen />
      </FeedbackProvider>
    </MockedProvider>,
  );
}

describe('the Extrato bancário screen (issue 37, goal 3)', () => {
  it('lists an unmatched credit with its accents, proposes the name from the bank, and ignores only with a reason', async () => {
    const user = userEvent.setup();
    renderStatement();
    expect(screen.getByRole('button', { name: 'Importar extrato (OFX ou CSV)' })).toBeInTheDocument();
    const line = await screen.findByRole('article', { name: /11\/03\/2026/ });
    expect(line).toHaveTextContent('TRANSFERÊNCIA RECEBIDA - HOSPITAL SÃO LUCAS');
    expect(line).toHaveTextContent('R$ 1.234,56');

    await user.click(within(line).getByRole('button', { name: 'Registrar como doação' }));
    expect(screen.getByRole('textbox', { name: 'Nome de quem doou (opcional)' })).toHaveValue('Hospital São Lucas');
    expect(screen.getByRole('checkbox', { name: /Anônima na página/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    await user.click(within(line).getByRole('button', { name: 'Ignorar' }));
    const dialog = screen.getByRole('dialog', { name: 'Ignorar esta entrada' });
    await user.click(within(dialog).getByRole('button', { name: 'Ignorar' }));
    expect(dialog).toHaveTextContent('Diga por que esta entrada não é doação.');
    await user.type(within(dialog).getByRole('textbox', { name: /Por que não é doação/ }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Ignorar' }));
    expect(await screen.findByText('Entrada ignorada: ela não conta como doação.')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum crédito esperando: tudo conferido.')).toBeInTheDocument();
  });
});
