import { useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { messageOf } from '../../apollo';
import { useFeedback } from '../../feedback';
import { graphql } from '../../gql';
import type { NotificationSettingsInput } from '../../gql/graphql';
import { addPasskey } from '../../passkeys';
import { formatDateTime } from '../../format';

const MyNotificationsQuery = graphql(`
  query PanelMyNotifications {
    myNotifications {
      paidDonations
      contactMessages
      paymentIssues
      failedEmails
      dailySummary
    }
  }
`);

const SetMyNotificationsMutation = graphql(`
  mutation PanelSetMyNotifications($input: NotificationSettingsInput!) {
    setMyNotifications(input: $input) {
      paidDonations
      contactMessages
      paymentIssues
      failedEmails
      dailySummary
    }
  }
`);

const RemoveMyPasskeyMutation = graphql(`
  mutation PanelRemoveMyPasskey($id: ID!) {
    removeMyPasskey(id: $id)
  }
`);

/** The person's passkeys (from `me`): adding one on this device, removing one (asked first). */
export function usePasskeys() {
  const { confirm, notify } = useFeedback();
  const [adding, setAdding] = useState(false);
  const [removePasskey, removing] = useMutation(RemoveMyPasskeyMutation, { refetchQueries: ['PanelMe'] });
  const client = useApolloClient();

  const add = async () => {
    setAdding(true);
    try {
      await addPasskey();
      await client.refetchQueries({ include: ['PanelMe'] });
      notify('Passkey adicionada. Na próxima vez, toque em "Entrar com passkey" neste aparelho.');
    } catch (error) {
      notify((error as Error).message, 'error');
    } finally {
      setAdding(false);
    }
  };

  const remove = async (passkey: { id: string; createdAt: string }) => {
    const sure = await confirm({
      title: 'Remover esta passkey?',
      text: `A passkey criada em ${formatDateTime(passkey.createdAt)} deixa de entrar no painel. Você ainda pode entrar com e-mail.`,
      action: 'Remover passkey',
    });
    if (!sure) return;
    try {
      const { data } = await removePasskey({ variables: { id: passkey.id } });
      notify(data?.removeMyPasskey ? 'Passkey removida.' : 'Essa passkey já tinha sido removida.');
    } catch (error) {
      notify(messageOf(error), 'error');
    }
  };

  return { add, adding, remove, removing: removing.loading };
}

export type NotificationChoices = NotificationSettingsInput;

/** The e-mails the person chose, edited here and saved together. */
export function useNotificationChoices() {
  const { notify } = useFeedback();
  const { data, error, refetch } = useQuery(MyNotificationsQuery);
  const [edited, setEdited] = useState<NotificationChoices | null>(null);
  const [save, { loading }] = useMutation(SetMyNotificationsMutation, { refetchQueries: ['PanelMyNotifications'] });
  const saved = data?.myNotifications;
  const choices: NotificationChoices | null = edited ?? (saved ? withoutTypename(saved) : null);
  const change = (next: Partial<NotificationChoices>) => choices && setEdited({ ...choices, ...next });
  const submit = async () => {
    if (!choices || loading) return;
    try {
      await save({ variables: { input: choices } });
      setEdited(null);
      notify('Suas escolhas de e-mail foram salvas.');
    } catch (failure) {
      notify(messageOf(failure), 'error');
    }
  };
  return { choices, change, submit, saving: loading, error, retry: () => void refetch() };
}

function withoutTypename({ paidDonations, contactMessages, paymentIssues, failedEmails, dailySummary }: NotificationChoices) {
  return { paidDonations, contactMessages, paymentIssues, failedEmails, dailySummary };
}
