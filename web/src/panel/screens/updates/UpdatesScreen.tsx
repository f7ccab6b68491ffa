import { useState } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { countOf, formatCount, formatDateTime } from '../../format';
import { Can, useCan } from '../../me';
import { LoadError, LoadMore, ScreenTitle } from '../../ui';
import { useUpdateEditor, useUpdateEmails, useUpdates, type CampaignUpdate, type UpdateMailing } from './useUpdates';

/** Said before publishing: who gets it by e-mail (an edit sends nothing again). */
function RecipientsNote({ editing, recipients }: { editing: boolean; recipients: number | null }) {
  if (editing) return <Typography variant="body2">Salvar uma edição não envia e-mail de novo.</Typography>;
  if (recipients === null) return null;
  return (
    <Typography variant="body2">
      {recipients === 0
        ? 'Ninguém está recebendo novidades por e-mail: ela aparece só na página.'
        : `Ao publicar, ${countOf(recipients, 'pessoa que pediu novidades recebe', 'pessoas que pediram novidades recebem')} esta novidade por e-mail.`}
    </Typography>
  );
}

/** What an update's e-mails did: nothing for updates posted before e-mails existed. */
function MailingNote({ mailing }: { mailing: UpdateMailing | undefined }) {
  if (!mailing) return null;
  if (mailing.status === 'PENDING') return <Typography variant="body2">Preparando os e-mails…</Typography>;
  if (mailing.recipients === 0)
    return <Typography variant="body2">Não enviada por e-mail: ninguém estava recebendo novidades.</Typography>;
  const parts = [
    `${formatCount(mailing.sent)} ${mailing.sent === 1 ? 'enviado' : 'enviados'}`,
    ...(mailing.waiting > 0 ? [`${formatCount(mailing.waiting)} na fila`] : []),
    ...(mailing.failed > 0 ? [`${formatCount(mailing.failed)} com falha (veja E-mails)`] : []),
  ];
  return (
    <Typography variant="body2">
      Por e-mail a {countOf(mailing.recipients, 'pessoa', 'pessoas')}: {parts.join(', ')}.
    </Typography>
  );
}

function UpdateEditor({ editing, onDone }: { editing: CampaignUpdate | null; onDone: () => void }) {
  const { recipients } = useUpdateEmails();
  const { title, setTitle, body, setBody, errors, submit, busy } = useUpdateEditor(editing, onDone);
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
          <Button type="submit" variant="contained" disabled={busy}>
            {editing ? 'Salvar novidade' : 'Publicar'}
          </Button>
          {editing && <Button onClick={onDone}>Cancelar edição</Button>}
        </Stack>
        <RecipientsNote editing={Boolean(editing)} recipients={recipients} />
      </Stack>
    </Paper>
  );
}

export function UpdatesScreen() {
  const updates = useUpdates();
  const { data, error, refetch, nodes } = updates;
  const [editing, setEditing] = useState<CampaignUpdate | null>(null);
  const { mailingOf } = useUpdateEmails();
  const content = useCan()('content');
  return (
    <>
      <ScreenTitle
        intro={
          <>
            Conte aos doadores como está o tratamento. As novidades aparecem em{' '}
            <Link href="/transparencia" target="_blank" rel="noopener">
              /transparencia
            </Link>{' '}
            e no feed /novidades.xml; quem pediu ao doar também as recebe por e-mail.
          </>
        }
      >
        Novidades
      </ScreenTitle>
      <Can need="content">
        <UpdateEditor key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      </Can>
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
            <MailingNote mailing={mailingOf(update.id)} />
            <Typography sx={{ my: 1, whiteSpace: 'pre-line' }}>{update.body}</Typography>
            {content && (
              <Button size="small" variant="outlined" onClick={() => setEditing(update)}>
                Editar
              </Button>
            )}
          </Paper>
        ))}
      </Stack>
      <LoadMore paged={updates} />
    </>
  );
}
