import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../../gql';
import { checkContactMessage, type ContactField, type ContactForm } from '../../../../../rules/contact';
import { messagesByField } from '../../../../../rules/rule';

const SendContactMessage = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      id
    }
  }
`);

const EMPTY: ContactForm = { name: '', email: '', message: '' };

/** The server's error, when it names a field of this form. */
function fieldOf(error: unknown): ContactField | null {
  const field = (error as { errors?: { extensions?: { field?: unknown } }[] })?.errors?.[0]?.extensions?.field;
  return field === 'name' || field === 'email' || field === 'message' ? field : null;
}

export function ContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form, setForm] = useState<ContactForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sentId, setSentId] = useState<string | null>(null);
  const [send, { loading }] = useMutation(SendContactMessage);

  const close = () => {
    onClose();
    // Reset after the closing animation would show it; a fresh form next time.
    setTimeout(() => {
      setForm(EMPTY);
      setErrors({});
      setFailure(null);
      setSentId(null);
    }, 300);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkContactMessage(form);
    const found = checked.ok ? {} : messagesByField<ContactField>(checked.errors);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      const result = await send({ variables: { input: form } });
      setSentId(result.data?.sendContactMessage.id ?? null);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'Não foi possível enviar. Tente novamente.';
      const field = fieldOf(error);
      if (field) setErrors({ [field]: message });
      else setFailure(message);
    }
  };

  const bind = (field: ContactField) => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: event.target.value })),
    error: Boolean(errors[field]),
    helperText: errors[field] ?? ' ',
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby="contact-title" fullWidth maxWidth="sm">
      <DialogTitle id="contact-title">Fale conosco</DialogTitle>
      {sentId ? (
        <>
          <DialogContent>
            <Alert severity="success" data-testid="contact-sent">
              Mensagem enviada! Responderemos no e-mail informado assim que possível.
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} variant="contained">
              Fechar
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <DialogContent sx={{ pt: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Dúvidas sobre a campanha, uma doação ou os seus dados? Escreva para a organização.
            </Typography>
            <Stack spacing={1}>
              <TextField label="Nome" name="name" autoComplete="name" required fullWidth {...bind('name')} />
              <TextField label="E-mail" name="email" type="email" autoComplete="email" required fullWidth {...bind('email')} />
              <TextField label="Mensagem" name="message" required fullWidth multiline minRows={4} {...bind('message')} />
            </Stack>
            {failure && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {failure}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close}>Cancelar</Button>
            <Button type="submit" variant="contained" disabled={loading}>
              {loading ? 'Enviando...' : 'Enviar mensagem'}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
