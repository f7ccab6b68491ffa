import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { checkUpdateInput } from '../../../../rules/expense';
import { messageOf } from '../apollo';
import { useFeedback } from '../feedback';
import { graphql } from '../gql';
import type { PanelUpdatesQuery } from '../gql/graphql';
import { usePagedQuery } from '../usePagedQuery';

const PanelUpdatesQueryDocument = graphql(`
  query PanelUpdates($after: String) {
    campaignUpdates(first: 50, after: $after) {
      nodes {
        id
        title
        body
        publishedAt
        editedAt
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

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
  const [post, posting] = useMutation(PostUpdateMutation, { refetchQueries: ['PanelUpdates'] });
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
