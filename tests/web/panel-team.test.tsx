import { jest } from '@jest/globals';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE_PERMISSIONS, type TeamRole } from '../../rules/team';
import { FeedbackProvider } from '../../web/src/panel/feedback';
import { MeContextProvider, screensFor, type Me } from '../../web/src/panel/me';
import { EmailsScreen } from '../../web/src/panel/screens/emails/EmailsScreen';
import { TeamScreen } from '../../web/src/panel/screens/team/TeamScreen';
import { PanelOutboxQueryDocument } from '../../web/src/panel/screens/emails/useEmails';
import { SessionProvider, SignInPage } from '../../web/src/panel/session';
import { served } from './support/served';

const SAME_ANSWER = 'Se este e-mail estiver na equipe, enviamos para ele um link de entrada que vale alguns minutos.';

/** The server as the sign-in page meets it: no session yet, and "Entrar com e-mail" answering 202 always. */
function fakeServer() {
  const calls: { path: string; method: string; body: unknown }[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ path, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    // jsdom has no Response: what panelFetch reads of one.
    const answer = (status: number, body: object) =>
      ({ ok: status < 300, status, json: async () => body }) as unknown as Response;
    if (path === '/api/painel/sessao' && method === 'GET') return answer(401, { message: 'Entre no painel.' });
    if (path === '/api/painel/link' && method === 'POST') return answer(202, { message: SAME_ANSWER });
    return answer(404, { message: 'Não encontrado.' });
  });
  return { calls, fetchMock };
}

describe('the sign-in page: "Entrar com e-mail"', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  function renderSignIn() {
    const server = fakeServer();
    globalThis.fetch = server.fetchMock as typeof fetch;
    render(
      <SessionProvider onSignedIn={() => {}}>
        <SignInPage />
      </SessionProvider>,
    );
    return server;
  }

  it('refuses a wrong address in pt-BR before sending anything', async () => {
    const { calls } = renderSignIn();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Seu e-mail'), 'maria@exemplo');
    await user.click(screen.getByRole('button', { name: 'Entrar com e-mail' }));
    expect(await screen.findByText('Informe um e-mail válido, como nome@exemplo.com.br.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/painel/link')).toEqual([]);
  });

  it("sends the address once and shows the server's answer, the same for anyone", async () => {
    const { calls } = renderSignIn();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Seu e-mail'), '  Maria.Souza@Exemplo.com.br ');
    await user.click(screen.getByRole('button', { name: 'Entrar com e-mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SAME_ANSWER);
    expect(calls.filter((call) => call.path === '/api/painel/link')).toEqual([
      { path: '/api/painel/link', method: 'POST', body: { email: 'maria.souza@exemplo.com.br' } },
    ]);
  });

  it('offers the passkey, and keeps the token folded below until asked for', async () => {
    renderSignIn();
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Entrar com passkey' })).toBeInTheDocument();
    const token = screen.getByRole('button', { name: 'Entrar com o token da organização' });
    expect(token).toHaveAttribute('aria-expanded', 'false');
    await user.click(token);
    expect(token).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Token da organização')).toBeVisible();
    // One thing so named: the field, not the section around it.
    expect(screen.getAllByLabelText(/token da organização/i)).toHaveLength(1);
  });
});

const meOf = (role: TeamRole, kind: 'TOKEN' | 'MEMBER' = 'MEMBER'): Me => ({
  __typename: 'Me',
  kind,
  name: kind === 'MEMBER' ? 'Maria Souza' : null,
  email: kind === 'MEMBER' ? 'maria@exemplo.com.br' : null,
  role,
  permissions: [...ROLE_PERMISSIONS[role]],
  passkeys: [],
});

describe("the menu and the screens show only what the person's role allows", () => {
  const SCREENS = [
    { path: '/', label: 'Início' },
    { path: '/doacoes', label: 'Doações' },
    { path: '/campanha', label: 'Campanha' },
    { path: '/emails', label: 'E-mails' },
    { path: '/equipe', label: 'Equipe' },
    { path: '/conta', label: 'Minha conta' },
  ];
  const labels = (me: Me) => screensFor(SCREENS, me).map((screen) => screen.label);

  it('Equipe for the owner only; Minha conta for a person, never the token; the reading screens for all', () => {
    expect(labels(meOf('OWNER', 'TOKEN'))).toEqual(['Início', 'Doações', 'Campanha', 'E-mails', 'Equipe']);
    expect(labels(meOf('OWNER'))).toEqual(['Início', 'Doações', 'Campanha', 'E-mails', 'Equipe', 'Minha conta']);
    for (const role of ['FINANCE', 'CONTENT', 'READER'] as const)
      expect(labels(meOf(role))).toEqual(['Início', 'Doações', 'Campanha', 'E-mails', 'Minha conta']);
  });

  const sent = {
    __typename: 'OutboxMessage',
    id: '6650f0c2a1b2c3d4e5f60718',
    to: 'rita@exemplo.com.br',
    subject: 'Recebemos sua doação de R$ 40,00. Obrigado!',
    text: 'Olá, Rita!',
    status: 'SENT' as const,
    attempts: 1,
    lastError: '',
    createdAt: '2026-11-23T17:05:00.000Z',
    nextAttemptAt: '2026-11-23T17:35:00.000Z',
    sentAt: '2026-11-23T17:05:03.000Z',
  };

  function renderAs(me: Me, screenElement: React.ReactNode) {
    const result = served(PanelOutboxQueryDocument, {
      mailDelivery: { __typename: 'MailDelivery', smtpConfigured: true },
      outbox: {
        __typename: 'OutboxMessageConnection',
        nodes: [sent],
        pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
      },
    });
    return render(
      <MockedProvider mocks={[{ request: { query: PanelOutboxQueryDocument, variables: { status: null } }, result }]}>
        <FeedbackProvider>
          <MeContextProvider value={me}>{screenElement}</MeContextProvider>
        </FeedbackProvider>
      </MockedProvider>,
    );
  }

  it("E-mails: Reenviar is the owner's; finanças reads the message and has no resend", async () => {
    renderAs(meOf('FINANCE'), <EmailsScreen />);
    const message = await screen.findByRole('article', { name: sent.subject });
    expect(within(message).getByRole('button', { name: 'Ler' })).toBeInTheDocument();
    expect(within(message).queryByRole('button', { name: 'Reenviar' })).toBeNull();
  });

  it('E-mails: the owner may resend', async () => {
    renderAs(meOf('OWNER'), <EmailsScreen />);
    const message = await screen.findByRole('article', { name: sent.subject });
    expect(within(message).getByRole('button', { name: 'Reenviar' })).toBeInTheDocument();
  });

  it('Equipe, opened by a typed address without the role, says so and asks the server nothing', async () => {
    renderAs(meOf('READER'), <TeamScreen />);
    await waitFor(() =>
      expect(screen.getByText('Esta tela não está disponível para o seu papel na equipe.')).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Enviar convite' })).toBeNull();
  });
});
