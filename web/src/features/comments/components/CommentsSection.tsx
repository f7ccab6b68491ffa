import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatBRL } from '../../../shared/format';
import { Section } from '../../../shared/Section';
import { formatAge } from '../../../shared/time';
import { HOME_COMMENTS } from '../../../../../rules/home-page';

/** The first page is in the served HTML (rules/home-page.ts). */
export const COMMENTS_PAGE_SIZE = HOME_COMMENTS;
/** Seed §2: three skeleton cards while the comments load. */
export const COMMENT_SKELETONS = 3;
const AGE_REFRESH_MS = 60_000;

export const CommentsSectionQueryDocument = graphql(`
  query CommentsSection($first: Int!, $after: String) {
    comments(first: $first, after: $after) {
      nodes {
        id
        ...CommentCardFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const CommentCardFields = graphql(`
  fragment CommentCardFields on Comment {
    name
    avatar
    amount
    content
    dedication
    createdAt
  }
`);

export function CommentsSection() {
  const { data, error, networkStatus, fetchMore } = useQuery(CommentsSectionQueryDocument, {
    variables: { first: COMMENTS_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const [moreFailed, setMoreFailed] = useState(false);
  const now = useMinuteClock();

  const loadingFirst = networkStatus === NetworkStatus.loading && !data;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  const loadMore = async () => {
    setMoreFailed(false);
    try {
      await fetchMore({ variables: { after: data?.comments.pageInfo.endCursor ?? null } });
    } catch {
      setMoreFailed(true);
    }
  };

  return (
    <Section id="depoimentos" title="Depoimentos" subtitle="Mensagens de quem já ajudou." tinted>
      {loadingFirst ? (
        <Box role="status" aria-busy="true" aria-label="Carregando depoimentos" sx={gridSx}>
          {Array.from({ length: COMMENT_SKELETONS }, (_, index) => (
            <Paper key={index} variant="outlined" sx={{ p: 2.5 }} data-testid="comment-skeleton">
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
                <Skeleton variant="circular" width={44} height={44} />
                <Skeleton width="50%" />
              </Box>
              <Skeleton />
              <Skeleton width="80%" />
            </Paper>
          ))}
        </Box>
      ) : error && !data ? (
        <Alert severity="error">Não foi possível carregar os depoimentos. Atualize a página para tentar de novo.</Alert>
      ) : data && data.comments.nodes.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          Ainda não há depoimentos. Ao doar, deixe uma mensagem de apoio: ela aparece aqui.
        </Typography>
      ) : data ? (
        <>
          <Box component="ul" sx={{ ...gridSx, listStyle: 'none', p: 0, m: 0 }} aria-label="Depoimentos de apoiadores">
            {data.comments.nodes.map((comment) => (
              <CommentCard key={comment.id} comment={comment} now={now} />
            ))}
          </Box>
          {moreFailed ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              Não foi possível carregar mais depoimentos. Tente novamente.
            </Alert>
          ) : null}
          {data.comments.pageInfo.hasNextPage ? (
            <Box sx={{ textAlign: 'center', mt: 3 }}>
              <Button variant="outlined" onClick={() => void loadMore()} disabled={loadingMore}>
                {loadingMore ? 'Carregando…' : 'Ver mais'}
              </Button>
            </Box>
          ) : null}
        </>
      ) : null}
    </Section>
  );
}

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

function CommentCard({ now, ...props }: { comment: FragmentType<typeof CommentCardFields>; now: number }) {
  const comment = getFragmentData(CommentCardFields, props.comment);
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      data-testid="comment"
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        {/* The default picture, or the first letter when even that cannot load. */}
        {/* Lazy: below the fold, and React's server renderer would otherwise preload it ahead of the hero's poster. */}
        <Avatar
          src={comment.avatar}
          alt=""
          slotProps={{ img: { loading: 'lazy' } }}
          sx={{ width: 44, height: 44, bgcolor: 'primary.main' }}
        >
          {comment.name.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {comment.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="p">
            {/* The server wrote the age at its own clock; the browser's may be a minute on: hydration keeps the server's, the clock's next tick corrects it. */}
            <time dateTime={comment.createdAt} suppressHydrationWarning>
              {formatAge(comment.createdAt, now)}
            </time>
          </Typography>
        </Box>
        {comment.amount ? (
          <Chip label={formatBRL(comment.amount)} size="small" color="secondary" variant="outlined" sx={{ fontWeight: 700 }} />
        ) : null}
      </Box>
      {comment.dedication ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5, fontStyle: 'italic', overflowWrap: 'anywhere' }}>
          {comment.dedication}
        </Typography>
      ) : null}
      <Typography sx={{ overflowWrap: 'anywhere' }}>{comment.content}</Typography>
    </Paper>
  );
}

/** The current time, refreshed each minute so "agora" becomes "1 min" without a reload. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), AGE_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
