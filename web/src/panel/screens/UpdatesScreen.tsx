import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { checkUpdateInput } from '../../../../rules/expense';
import { messageOf } from '../apollo';
import { useFeedback } from '../feedback';
import { formatDateTime } from '../format';
import { graphql } from '../gql';
import type { PanelUpdatesQuery } from '../gql/graphql';
import { LoadError, LoadMore, ScreenTitle } from '../ui';
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

type Update = PanelUpdatesQuery['campaignUpdates']['nodes'][number];

function UpdateEditor({ editing, onDone }: { editing: Update | null; onDone: () => void }) {
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
  return (
    <Paper
      component="form"
      noValidate
      aria-labelledby="novidade-form"
      sx={{ p: 2, mb: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography id="novidade-form" component="h2" variant="h6" gutterBottom>
        {editing ? 'Editar novidade' : 'Publicar novidade'}
      </Typography>
      <Stack spacing={1.5}>
        <TextField
          label="Título"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={Boolean(errors.title)}
          helperText={errors.title}
        />
        <TextField
          label="Texto"
          multiline
          minRows={4}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          error={Boolean(errors.body)}
          helperText={errors.body}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={posting.loading || saving.loading}>
            {editing ? 'Salvar novidade' : 'Publicar'}
          </Button>
          {editing && <Button onClick={onDone}>Cancelar edição</Button>}
        </Stack>
      </Stack>
    </Paper>
  );
}

export function UpdatesScreen() {
  const updates = usePagedQuery(PanelUpdatesQueryDocument, 'campaignUpdates');
  const { data, error, refetch, nodes } = updates;
  const [editing, setEditing] = useState<Update | null>(null);
  return (
    <>
      <ScreenTitle
        intro={
          <>
            Conte aos doadores como está o tratamento. As novidades aparecem em{' '}
            <Link href="/transparencia" target="_blank" rel="noopener">
              /transparencia
            </Link>{' '}
            e no feed /novidades.xml.
          </>
        }
      >
        Novidades
      </ScreenTitle>
      <UpdateEditor key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      {!data && (error ? <LoadError error={error} retry={() => void refetch()} /> : <LinearProgress aria-label="Carregando" />)}
      {nodes && nodes.length === 0 && <Typography>Nenhuma novidade publicada ainda.</Typography>}
      <Stack spacing={1.5}>
        {nodes?.map((update) => (
          <Paper key={update.id} component="article" aria-label={update.title} sx={{ p: 2 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {update.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Publicada em {formatDateTime(update.publishedAt)}
              {update.editedAt ? ` · editada em ${formatDateTime(update.editedAt)}` : ''}
            </Typography>
            <Typography sx={{ my: 1, whiteSpace: 'pre-line' }}>{update.body}</Typography>
            <Button size="small" variant="outlined" onClick={() => setEditing(update)}>
              Editar
            </Button>
          </Paper>
        ))}
      </Stack>
      <LoadMore paged={updates} />
    </>
  );
}
