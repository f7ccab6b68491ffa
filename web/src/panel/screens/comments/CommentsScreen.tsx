import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatBRL } from '../../../shared/format';
import { formatDateTime } from '../../format';
import { Can } from '../../me';
import { LoadError, LoadMore, ScreenTitle } from '../../ui';
import { useCommentVisibility, useComments, type CommentNode } from './useComments';

function CommentCard({ comment }: { comment: CommentNode }) {
  const { toggle, busy } = useCommentVisibility(comment);
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
      <Can need="content">
        <Button
          variant={comment.hidden ? 'contained' : 'outlined'}
          color={comment.hidden ? 'primary' : 'error'}
          disabled={busy}
          onClick={() => void toggle()}
        >
          {comment.hidden ? 'Mostrar na página' : 'Ocultar'}
        </Button>
      </Can>
    </Paper>
  );
}

export function CommentsScreen() {
  const comments = useComments();
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
