import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { FeedbackProvider } from '../../web/src/panel/feedback';
import { EmailsScreen } from '../../web/src/panel/screens/emails/EmailsScreen';
import { PanelOutboxQueryDocument } from '../../web/src/panel/screens/emails/useEmails';
import { served } from './support/served';

const pending = {
  __typename: 'OutboxMessage',
  id: '6650f0c2a1b2c3d4e5f60718',
  to: 'rita@exemplo.com.br',
  subject: 'Recebemos sua doação de R$ 40,00. Obrigado!',
  text: 'Olá, Rita!',
  status: 'PENDING' as const,
  attempts: 1,
  lastError: '',
  createdAt: '2026-11-23T17:05:00.000Z',
  nextAttemptAt: '2026-11-23T17:35:00.000Z',
  sentAt: null,
};

function renderEmails(smtpConfigured: boolean) {
  const result = served(PanelOutboxQueryDocument, {
    mailDelivery: { __typename: 'MailDelivery', smtpConfigured },
    outbox: {
      __typename: 'OutboxMessageConnection',
      nodes: [pending],
      pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
    },
  });
  return render(
    <MockedProvider mocks={[{ request: { query: PanelOutboxQueryDocument, variables: { status: null } }, result }]}>
      <FeedbackProvider>
        <EmailsScreen />
      </FeedbackProvider>
    </MockedProvider>,
  );
}

describe('the E-mails screen says whether e-mails leave (issue 25, goal 5)', () => {
  it('without SMTP_URL: says plainly that nothing is sent and that the messages wait, with no "next attempt"', async () => {
    renderEmails(false);
    const message = await screen.findByRole('article', { name: pending.subject });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Os e-mails não estão sendo enviados');
    expect(alert).toHaveTextContent('SMTP_URL');
    expect(alert).toHaveTextContent('nenhum e-mail sai');
    expect(within(message).getByText('Parado na fila')).toBeInTheDocument();
    expect(message).toHaveTextContent('Não enviado: sem SMTP_URL o servidor não envia e-mails');
    expect(message).not.toHaveTextContent('próxima');
  });

  it('with SMTP: no warning; the next attempt in Brasília time, day first, and "1 tentativa" in the singular', async () => {
    renderEmails(true);
    const message = await screen.findByRole('article', { name: pending.subject });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(message).getByText('Na fila')).toBeInTheDocument();
    // (toHaveTextContent reads the no-break space between day and time as a space.)
    expect(message).toHaveTextContent('1 tentativa · próxima tentativa em 23/11/2026 14:35');
    expect(message).toHaveTextContent('criado em 23/11/2026 14:05');
    expect(message).not.toHaveTextContent('(s)');
  });
});
