import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
// First: it gives jsdom the TextEncoder react-router needs when it loads.
import './support/render';
import { MemoryRouter } from 'react-router';
import { ROLE_PERMISSIONS, type TeamRole } from '../../rules/team';
import { FeedbackProvider } from '../../web/src/panel/feedback';
import { MeContextProvider, type Me } from '../../web/src/panel/me';
import {
  ConfirmPixHolderTestMutation,
  PixHolderRecordQuery,
  PixHolderSection,
  SetPixHolderMutation,
} from '../../web/src/panel/screens/campaign/PixHolderSection';
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

const RECORD = {
  __typename: 'PixHolderRecord',
  name: 'MARIA APARECIDA DE SOUZA',
  document: '529.982.247-25',
  maskedDocument: '***.982.247-**',
  institution: 'Banco do Brasil',
  testedAt: null as string | null,
};
const recordAnswer = (record: typeof RECORD | null) => ({
  request: { query: PixHolderRecordQuery },
  result: served(PixHolderRecordQuery, { pixHolderRecord: record }),
});

function renderSection(role: TeamRole, mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache()}>
      <MemoryRouter>
        <FeedbackProvider>
          <MeContextProvider value={meOf(role)}>
            <PixHolderSection />
          </MeContextProvider>
        </FeedbackProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('Campanha, "Quem recebe o PIX" (issue 50)', () => {
  it('previews the sentence donors will read, the CPF masked, and shows a refusal next to its field', async () => {
    const user = userEvent.setup();
    const input = { name: 'Maria Souza', document: '529.982.247-24', institution: 'Nubank' };
    renderSection('OWNER', [
      recordAnswer(null),
      {
        request: { query: SetPixHolderMutation, variables: { input } },
        result: {
          errors: [
            new GraphQLError('Campo "CPF ou CNPJ" inválido: CPF ou CNPJ inválido: confira os números.', {
              extensions: { code: 'BAD_USER_INPUT', field: 'pixHolder.document' },
            }),
          ],
        },
      },
    ]);
    await user.type(screen.getByRole('textbox', { name: /Nome do titular/ }), input.name);
    await user.type(screen.getByRole('textbox', { name: /CPF ou CNPJ do titular/ }), input.document);
    await user.type(screen.getByRole('textbox', { name: /Banco ou instituição/ }), input.institution);
    expect(screen.getByTestId('pix-holder-preview')).toHaveTextContent(
      'O app do seu banco vai mostrar: MARIA SOUZA · ***.982.247-** · Nubank. Se mostrar outro nome, não pague e fale com a gente.',
    );
    await user.click(screen.getByRole('button', { name: 'Salvar recebedor' }));
    expect(await screen.findByText(/CPF ou CNPJ inválido: confira os números/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /CPF ou CNPJ do titular/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('the owner ticks the R$ 1 test, and the date it was confirmed is shown', async () => {
    const user = userEvent.setup();
    const testedAt = '2026-12-01T15:00:00.000Z';
    renderSection('OWNER', [
      recordAnswer(RECORD),
      {
        request: { query: ConfirmPixHolderTestMutation, variables: { confirmed: true } },
        result: served(ConfirmPixHolderTestMutation, { confirmPixHolderTest: { ...RECORD, testedAt } }),
      },
      recordAnswer({ ...RECORD, testedAt }),
    ]);
    const box = await screen.findByRole('checkbox', { name: 'Fiz um PIX de R$ 1 e o app mostrou este nome' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(await screen.findByText(/Confirmado em 01\/12\/2026/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Fiz um PIX de R$ 1 e o app mostrou este nome' })).toBeChecked();
  });

  it('someone who is not the owner reads who may change it, with no form', () => {
    renderSection('CONTENT', []);
    expect(screen.getByText(/Só quem é dono\(a\) da campanha/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
