import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { checkUpdateInput } from '../../../../../rules/expense';
import { messageOf } from '../../apollo';
import { useFeedback } from '../../feedback';
import { graphql } from '../../gql';
import type { PanelUpdateEmailsQuery, PanelUpdatesQuery } from '../../gql/graphql';
import { usePagedQuery } from '../../usePagedQuery';

const PanelUpdatesQueryDocument = graphql(`
  query PanelUpdates($after: String) {
    campaignUpdates(first: 50, after: $after) {
      nodes {
        ...CampaignUpdateFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

const PanelUpdateEmailsDocument = graphql(`
  query PanelUpdateEmails {
    updateEmails {
      recipients
      mailings(first: 50) {
        updateId
        status
        recipients
        sent
        waiting
        failed
      }
    }
  }
`);

export type UpdateMailing = PanelUpdateEmailsQuery['updateEmails']['mailings'][number];

/** While e-mails of an update wait their turn (one a second), the counts are read again this often. */
const MAILING_POLL_MS = 10_000;

/** Who the next update is e-mailed to, and what each recent update's e-mails did. */
export function useUpdateEmails() {
  const { data, startPolling, stopPolling } = useQuery(PanelUpdateEmailsDocument);
  const mailings = data?.updateEmails.mailings ?? [];
  const busy = mailings.some((mailing) => mailing.status === 'PENDING' || mailing.waiting > 0);
  useEffect(() => {
    if (busy) startPolling(MAILING_POLL_MS);
    else stopPolling();
  }, [busy, startPolling, stopPolling]);
  return {
    recipients: data?.updateEmails.recipients ?? null,
    mailingOf: (updateId: string): UpdateMailing | undefined => mailings.find((mailing) => mailing.updateId === updateId),
  };
}

const PostUpdateMutation = graphql(`
  mutation PanelPostUpdate($input: CampaignUpdateInput!) {
    postUpdate(input: $input) {
      id
    }
  }
`);

const EditUpdateMutation = graphql(`
  mutation PanelEditUpdate($id: ID!, $input: CampaignUpdateInput!) {
    editUpdate(id: $id, input: $input) {
      id
      title
      body
      editedAt
    }
  }
`);

export type CampaignUpdate = PanelUpdatesQuery['campaignUpdates']['nodes'][number];

/** The updates published so far, newest first, a page at a time. */
export const useUpdates = () => usePagedQuery(PanelUpdatesQueryDocument, 'campaignUpdates');

/** The update being written (a new one, or `editing`), checked by the shared rules, then published or saved. */
export function useUpdateEditor(editing: CampaignUpdate | null, onDone: () => void) {
  const { notify } = useFeedback();
  const [title, setTitle] = useState(editing?.title ?? '');
  const [body, setBody] = useState(editing?.body ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [post, posting] = useMutation(PostUpdateMutation, { refetchQueries: ['PanelUpdates', 'PanelUpdateEmails'] });
  const [edit, saving] = useMutation(EditUpdateMutation, { refetchQueries: ['PanelUpdates'] });
  const submit = async () => {
    const checked = checkUpdateInput({ title, body });
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.errors.map((error) => [error.field, error.message])));
      return;
    }
    setErrors({});
    try {
      if (editing) await edit({ variables: { id: editing.id, input: { title, body } } });
      else await post({ variables: { input: { title, body } } });
      notify(editing ? `Novidade "${title}" atualizada.` : `Novidade "${title}" publicada na página de transparência.`);
      setTitle('');
      setBody('');
      onDone();
    } catch (error) {
      notify(messageOf(error), 'error');
    }
  };
  return { title, setTitle, body, setBody, errors, submit, busy: posting.loading || saving.loading };
}
