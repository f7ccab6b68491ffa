import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { messageOf } from '../../apollo';
import { useFeedback } from '../../feedback';
import { graphql } from '../../gql';
import type { OutboxStatus, PanelOutboxQuery } from '../../gql/graphql';
import { usePagedQuery } from '../../usePagedQuery';

export const PanelOutboxQueryDocument = graphql(`
  query PanelOutbox($status: OutboxStatus, $after: String) {
    mailDelivery {
      smtpConfigured
    }
    outbox(status: $status, first: 100, after: $after) {
      nodes {
        id
        to
        subject
        text
        status
        attempts
        lastError
        createdAt
        nextAttemptAt
        sentAt
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

const ResendEmailMutation = graphql(`
  mutation PanelResendEmail($id: ID!) {
    resendEmail(id: $id) {
      id
      status
      attempts
      nextAttemptAt
    }
  }
`);

export type OutboxMessage = PanelOutboxQuery['outbox']['nodes'][number];

/** The outbox, filtered by status, a page at a time, and whether the server sends e-mails at all. */
export function useEmails() {
  const [status, setStatus] = useState<'' | OutboxStatus>('');
  const outbox = usePagedQuery(PanelOutboxQueryDocument, 'outbox', { variables: { status: status || null } });
  // Until the answer arrives, no warning: most servers have SMTP.
  const smtpConfigured = outbox.data?.mailDelivery.smtpConfigured ?? true;
  return { status, setStatus, outbox, smtpConfigured };
}

/** Sending a message again (asked first), with what happened said. */
export function useResend(message: OutboxMessage) {
  const { confirm, notify } = useFeedback();
  const [resend, { loading }] = useMutation(ResendEmailMutation);
  const again = async () => {
    if (
      !(await confirm({
        title: 'Reenviar este e-mail?',
        text: `"${message.subject}" volta para a fila e é enviado de novo para ${message.to}.`,
        action: 'Reenviar',
      }))
    )
      return;
    try {
      await resend({ variables: { id: message.id } });
      notify(`E-mail "${message.subject}" para ${message.to} voltou para a fila de envio.`);
    } catch (error) {
      notify(messageOf(error), 'error');
    }
  };
  return { again, loading };
}
