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
  OfficialChannelsQuery,
  OfficialChannelsSection,
  SetOfficialChannelsMutation,
} from '../../web/src/panel/screens/campaign/OfficialChannelsSection';
import type { OfficialLinkKind } from '../../web/src/panel/gql/graphql';
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

const stored = (links: { kind: OfficialLinkKind; url: string }[], relationship: string | null, beneficiary: string | null) => ({
  request: { query: OfficialChannelsQuery },
  result: served(OfficialChannelsQuery, {
    campaign: {
      __typename: 'Campaign',
      officialChannels: {
        __typename: 'OfficialChannels',
        links: links.map((link) => ({ __typename: 'OfficialLink', ...link })),
        relationship,
        beneficiary,
        domain: 'doe.exemplo.org.br',
      },
    },
  }),
});

function renderSection(role: TeamRole, mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache()}>
      <MemoryRouter>
        <FeedbackProvider>
          <MeContextProvider value={meOf(role)}>
            <OfficialChannelsSection />
          </MeContextProvider>
        </FeedbackProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('Campanha, "Canais oficiais e quem organiza" (issue 50)', () => {
  it('the owner adds a link and says who they are; a refusal is shown next to its field', async () => {
    const user = userEvent.setup();
    const input = {
      links: [{ kind: 'INSTAGRAM' as OfficialLinkKind, url: 'https://instagram-oficial.net/ana' }],
      relationship: 'mãe',
      beneficiary: 'Ana',
    };
    renderSection('OWNER', [
      stored([], null, null),
      {
        request: { query: SetOfficialChannelsMutation, variables: { input } },
        result: {
          errors: [
            new GraphQLError('Link 1: não é um link do Instagram; use, por exemplo, https://www.instagram.com/seu_perfil.', {
              extensions: { code: 'BAD_USER_INPUT', field: 'links.0.url' },
            }),
          ],
        },
      },
    ]);
    expect(await screen.findByText(/Este é o site oficial desta campanha: doe\.exemplo\.org\.br\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar link' }));
    await user.type(screen.getByRole('textbox', { name: 'Endereço do link 1' }), input.links[0]!.url);
    await user.type(screen.getByRole('textbox', { name: 'Sua relação com quem recebe a ajuda' }), 'mãe');
    await user.type(screen.getByRole('textbox', { name: 'Nome de quem recebe a ajuda' }), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Salvar canais oficiais' }));
    expect(await screen.findByText(/não é um link do Instagram/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Endereço do link 1' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows what is stored, and removing a link takes it out of the form', async () => {
    const user = userEvent.setup();
    renderSection('OWNER', [stored([{ kind: 'SITE' as OfficialLinkKind, url: 'https://ana.org.br/' }], 'tio', 'Ana')]);
    expect(await screen.findByDisplayValue('https://ana.org.br/')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tipo do link 1' })).toHaveValue('SITE');
    expect(screen.getByDisplayValue('tio')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover o link 1' }));
    expect(screen.queryByDisplayValue('https://ana.org.br/')).not.toBeInTheDocument();
  });

  it('someone who is not the owner reads who may change it, with no form', () => {
    renderSection('CONTENT', []);
    expect(screen.getByText(/Só quem é dono\(a\) da campanha muda os canais oficiais/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
