import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messageOf } from '../apollo';
import { useFeedback } from '../feedback';
import { formatBRL } from '../../shared/format';
import { formatDateTime } from '../format';
import { graphql } from '../gql';
import type { PanelCommentsQuery } from '../gql/graphql';
import { LoadError, LoadMore, ScreenTitle } from '../ui';
import { usePagedQuery } from '../usePagedQuery';

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

type Comment = PanelCommentsQuery['adminComments']['nodes'][number];

function CommentCard({ comment }: { comment: Comment }) {
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
  return (
    <Paper component="article" aria-label={`Depoimento de ${comment.name}`} sx={{ p: 2, opacity: comment.hidden ? 0.85 : 1 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <div>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {comment.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {comment.amount ? `${formatBRL(comment.amount)} · ` : ''}
            {formatDateTime(comment.createdAt)}
          </Typography>
        </div>
        <Chip size="small" label={comment.hidden ? 'Oculto' : 'Na página'} color={comment.hidden ? 'default' : 'success'} />
      </Stack>
      <Typography sx={{ my: 1, whiteSpace: 'pre-line' }}>{comment.content}</Typography>
      <Button
        variant={comment.hidden ? 'contained' : 'outlined'}
        color={comment.hidden ? 'primary' : 'error'}
        disabled={hiding.loading || showing.loading}
        onClick={() => void toggle()}
      >
        {comment.hidden ? 'Mostrar na página' : 'Ocultar'}
      </Button>
    </Paper>
  );
}

export function CommentsScreen() {
  const comments = usePagedQuery(PanelCommentsQueryDocument, 'adminComments');
  const { data, error, refetch, nodes } = comments;
  return (
    <>
      <ScreenTitle intro="Mensagens dos doadores na página, as mais recentes primeiro. Oculte o que não deve aparecer; nada é apagado.">
        Depoimentos
      </ScreenTitle>
      {!data && (error ? <LoadError error={error} retry={() => void refetch()} /> : <LinearProgress aria-label="Carregando" />)}
      {nodes && nodes.length === 0 && <Typography>Ainda não há depoimentos.</Typography>}
      <Stack spacing={1.5}>
        {nodes?.map((comment) => (
          <CommentCard key={comment.id} comment={comment} />
        ))}
      </Stack>
      <LoadMore paged={comments}>Carregar mais depoimentos</LoadMore>
    </>
  );
}
