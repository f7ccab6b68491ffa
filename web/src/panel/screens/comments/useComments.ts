import { useMutation } from '@apollo/client/react';
import { messageOf } from '../../apollo';
import { useFeedback } from '../../feedback';
import { graphql } from '../../gql';
import type { PanelCommentsQuery } from '../../gql/graphql';
import { usePagedQuery } from '../../usePagedQuery';

const PanelCommentsQueryDocument = graphql(`
  query PanelComments($after: String) {
    adminComments(first: 50, after: $after) {
      nodes {
        id
        name
        content
        amount
        hidden
        createdAt
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

const HideCommentMutation = graphql(`
  mutation PanelHideComment($id: ID!) {
    hideComment(id: $id) {
      id
      hidden
    }
  }
`);

const ShowCommentMutation = graphql(`
  mutation PanelShowComment($id: ID!) {
    unhideComment(id: $id) {
      id
      hidden
    }
  }
`);

export type CommentNode = PanelCommentsQuery['adminComments']['nodes'][number];

/** The donors' comments, newest first, a page at a time. */
export const useComments = () => usePagedQuery(PanelCommentsQueryDocument, 'adminComments');

/** Hiding a comment from the page (asked first) or showing it again, with what happened said. */
export function useCommentVisibility(comment: CommentNode) {
  const { confirm, notify } = useFeedback();
  const [hide, hiding] = useMutation(HideCommentMutation);
  const [show, showing] = useMutation(ShowCommentMutation);
  const toggle = async () => {
    if (
      !comment.hidden &&
      !(await confirm({
        title: 'Ocultar este depoimento?',
        text: `O depoimento de ${comment.name} deixa de aparecer na página da campanha. Você pode mostrá-lo de novo depois.`,
        action: 'Ocultar',
      }))
    )
      return;
    try {
      if (comment.hidden) await show({ variables: { id: comment.id } });
      else await hide({ variables: { id: comment.id } });
      notify(
        comment.hidden
          ? `O depoimento de ${comment.name} voltou a aparecer na página.`
          : `O depoimento de ${comment.name} foi ocultado da página.`,
      );
    } catch (error) {
      notify(messageOf(error), 'error');
    }
  };
  return { toggle, busy: hiding.loading || showing.loading };
}
