import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CONTACT_ANSWER_MAX_LENGTH } from '../../../../../rules/contact';
import { formatDateTime, plural } from '../../format';
import { LoadError, LoadMore, ScreenTitle } from '../../ui';
import { useCan } from '../../me';
import { useMessageActions, useMessages, type AnsweredFilter, type ContactMessageNode } from './useMessages';

const EMPTY: Record<AnsweredFilter, string> = {
  all: 'Ainda não chegou nenhuma mensagem pelo "Fale conosco".',
  unanswered: 'Nenhuma mensagem sem resposta.',
  answered: 'Nenhuma mensagem respondida.',
};

function AnsweredChip({ message }: { message: ContactMessageNode }) {
  return message.answeredAt ? (
    <Chip size="small" color="success" label="Respondida" />
  ) : (
    <Chip size="small" color="primary" variant="outlined" label="Sem resposta" />
  );
}

function MessageCard({ message, onOpen }: { message: ContactMessageNode; onOpen: () => void }) {
  const mayAnswer = useCan()('content');
  return (
    <Paper component="article" aria-label={`Mensagem de ${message.name}`} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <div>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {message.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(message.createdAt)}
          </Typography>
        </div>
        <AnsweredChip message={message} />
      </Stack>
      {/* Three lines here; the whole message when opened. */}
      <Typography
        sx={{
          my: 1,
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          display: '-webkit-box',
          WebkitLineClamp: 3,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {message.message}
      </Typography>
      <Button variant="outlined" onClick={onOpen}>
        {message.answeredAt || !mayAnswer ? 'Abrir' : 'Abrir e responder'}
      </Button>
    </Paper>
  );
}

/** One message: the whole text, the answers sent, a new answer by e-mail, and its deletion. */
function MessageDialog({ message, onClose }: { message: ContactMessageNode; onClose: () => void }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const { text, setText, error, sent, problem, answer, remove, busy, sending } = useMessageActions(message, onClose);
  // Answering and deleting are the content role's (the server refuses them to finanças and leitura).
  const mayAnswer = useCan()('content');
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Mensagem de {message.name}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {message.email}
            <br />
            {formatDateTime(message.createdAt)}
          </Typography>
          <AnsweredChip message={message} />
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mb: 2 }}>{message.message}</Typography>
        {message.answers.length > 0 && (
          <>
            <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
              {plural(message.answers.length, 'Resposta enviada', 'Respostas enviadas')}
            </Typography>
            <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: '8px 0 16px' }}>
              {message.answers.map((sent) => (
                <Paper component="li" key={sent.id} variant="outlined" sx={{ p: 1.5, bgcolor: 'action.hover' }}>
                  <Typography variant="body2" color="text.secondary">
                    {formatDateTime(sent.answeredAt)}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{sent.text}</Typography>
                </Paper>
              ))}
            </Stack>
          </>
        )}
        {mayAnswer ? (
          <>
            <TextField
              label={message.answers.length > 0 ? 'Nova resposta' : 'Sua resposta'}
              multiline
              minRows={4}
              fullWidth
              value={text}
              onChange={(event) => setText(event.target.value)}
              error={error !== null}
              helperText={
                error ??
                `Vai por e-mail para ${message.email}, citando a mensagem. Se a pessoa responder, a resposta chega ao e-mail da organização.`
              }
              slotProps={{ htmlInput: { maxLength: CONTACT_ANSWER_MAX_LENGTH } }}
            />
            <Button variant="contained" sx={{ mt: 1.5 }} disabled={busy} onClick={() => void answer()}>
              {sending ? 'Enviando…' : 'Responder por e-mail'}
            </Button>
            <Box role="status" sx={{ mt: sent ? 1.5 : 0 }}>
              {sent && <Alert severity="success">{sent}</Alert>}
            </Box>
            <Box role="alert" sx={{ mt: problem ? 1.5 : 0 }}>
              {problem && <Alert severity="error">{problem}</Alert>}
            </Box>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Só quem cuida do conteúdo ou o dono da campanha responde e apaga mensagens.
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: mayAnswer ? 'space-between' : 'flex-end' }}>
        {mayAnswer && (
          <Button color="error" disabled={busy} onClick={() => void remove()}>
            Apagar mensagem
          </Button>
        )}
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

export function MessagesScreen() {
  const { filter, setFilter, messages } = useMessages();
  const [openId, setOpenId] = useState<string | null>(null);
  const { data, error, refetch, nodes } = messages;
  // Read from the list, so an answer sent from the dialog shows in it at once.
  const open = nodes?.find((message) => message.id === openId) ?? null;
  return (
    <>
      <ScreenTitle intro='Mensagens do "Fale conosco" do site, as mais recentes primeiro. A resposta vai por e-mail para quem escreveu.'>
        Mensagens
      </ScreenTitle>
      <TextField
        select
        size="small"
        label="Mostrar"
        value={filter}
        onChange={(event) => setFilter(event.target.value as AnsweredFilter)}
        sx={{ mb: 2, minWidth: 200 }}
      >
        <MenuItem value="all">Todas</MenuItem>
        <MenuItem value="unanswered">Sem resposta</MenuItem>
        <MenuItem value="answered">Respondidas</MenuItem>
      </TextField>
      {!data && (error ? <LoadError error={error} retry={() => void refetch()} /> : <LinearProgress aria-label="Carregando" />)}
      {nodes && nodes.length === 0 && <Typography>{EMPTY[filter]}</Typography>}
      <Stack spacing={1.5}>
        {nodes?.map((message) => (
          <MessageCard key={message.id} message={message} onOpen={() => setOpenId(message.id)} />
        ))}
      </Stack>
      <LoadMore paged={messages}>Carregar mais mensagens</LoadMore>
      {open && <MessageDialog key={open.id} message={open} onClose={() => setOpenId(null)} />}
    </>
  );
}
