import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PIX_HOLDER_MAX_LENGTH, maskedHolderDocument, pixHolderSentence } from '../../../../../rules/pix-holder';
import { graphql } from '../../gql';
import { fieldOf, messageOf } from '../../apollo';
import { useFeedback } from '../../feedback';
import { formatDate } from '../../format';
import { useCan } from '../../me';

export const PixHolderRecordQuery = graphql(`
  query PanelPixHolder {
    pixHolderRecord {
      name
      document
      maskedDocument
      institution
      testedAt
    }
  }
`);

export const SetPixHolderMutation = graphql(`
  mutation PanelSetPixHolder($input: PixHolderInput!) {
    setPixHolder(input: $input) {
      name
      document
      maskedDocument
      institution
      testedAt
    }
  }
`);

export const ConfirmPixHolderTestMutation = graphql(`
  mutation PanelConfirmPixHolderTest($confirmed: Boolean!) {
    confirmPixHolderTest(confirmed: $confirmed) {
      name
      document
      maskedDocument
      institution
      testedAt
    }
  }
`);

type Field = 'name' | 'document' | 'institution';

/**
 * "Quem recebe o PIX" (issue 50): the owner records the key holder as the bank app shows
 * it, sees the sentence donors will read, and confirms a R$ 1 PIX showed that name.
 */
export function PixHolderSection() {
  const can = useCan();
  const owner = can('owner');
  const { data, refetch } = useQuery(PixHolderRecordQuery, { skip: !owner, refetchWritePolicy: 'overwrite' });
  const record = data?.pixHolderRecord ?? null;
  const [draft, setDraft] = useState<Record<Field, string>>({ name: '', document: '', institution: '' });
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [save, saving] = useMutation(SetPixHolderMutation);
  const [confirm, confirming] = useMutation(ConfirmPixHolderTestMutation);
  const feedback = useFeedback();

  useEffect(() => {
    if (record) setDraft({ name: record.name, document: record.document, institution: record.institution });
  }, [record]);

  if (!owner)
    return (
      <Paper component="section" id="recebedor" aria-labelledby="recebedor-titulo" sx={{ p: 2, mb: 2 }}>
        <Typography id="recebedor-titulo" component="h2" variant="h6">
          Quem recebe o PIX
        </Typography>
        <Typography variant="body2">Só quem é dono(a) da campanha informa e confere quem recebe o PIX.</Typography>
      </Paper>
    );

  const errorOf = (field: Field) => (error?.field === `pixHolder.${field}` ? error.message : undefined);
  const onSave = async () => {
    setError(null);
    try {
      await save({ variables: { input: draft } });
      await refetch();
      feedback.notify('Recebedor salvo.', 'success');
    } catch (failure) {
      setError({ field: fieldOf(failure), message: messageOf(failure) });
    }
  };
  const onConfirm = async (confirmed: boolean) => {
    try {
      await confirm({ variables: { confirmed } });
      await refetch();
    } catch (failure) {
      setError({ message: messageOf(failure) });
    }
  };
  const field = (name: Field, label: string, helper: string, max?: number) => (
    <TextField
      label={label}
      value={draft[name]}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      error={Boolean(errorOf(name))}
      helperText={errorOf(name) ?? helper}
      slotProps={{ htmlInput: max ? { maxLength: max } : {} }}
      required
      fullWidth
    />
  );
  const previewDocument = draft.document.trim() ? maskedHolderDocument(draft.document) : '…';
  const previewLine = `${draft.name.trim().toLocaleUpperCase('pt-BR') || '…'} · ${previewDocument} · ${draft.institution.trim() || '…'}`;

  return (
    <Paper component="section" id="recebedor" aria-labelledby="recebedor-titulo" sx={{ p: 2, mb: 2 }}>
      <Typography id="recebedor-titulo" component="h2" variant="h6" gutterBottom>
        Quem recebe o PIX
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Copie do app do banco o que ele mostra ao confirmar um PIX para a chave da campanha. A página, o e-mail do código e o
        recibo dizem ao doador o que esperar; sem isso, a campanha não recebe doações.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {field('name', 'Nome do titular', 'Como o banco mostra (é exibido em maiúsculas).', PIX_HOLDER_MAX_LENGTH.name)}
        {field('document', 'CPF ou CNPJ do titular', 'O doador vê um CPF mascarado, como os bancos mostram; um CNPJ, inteiro.')}
        {field('institution', 'Banco ou instituição', 'Ex.: Banco do Brasil, Nubank.', PIX_HOLDER_MAX_LENGTH.institution)}
        <Alert severity="info" data-testid="pix-holder-preview">
          {pixHolderSentence(previewLine)}
        </Alert>
        {error && !error.field?.startsWith('pixHolder.') && <Alert severity="error">{error.message}</Alert>}
        <Box>
          <Button variant="contained" onClick={() => void onSave()} disabled={saving.loading}>
            Salvar recebedor
          </Button>
        </Box>
        {record && (
          <Box>
            <FormControlLabel
              control={
                <Checkbox
                  checked={Boolean(record.testedAt)}
                  disabled={confirming.loading}
                  onChange={(event) => void onConfirm(event.target.checked)}
                />
              }
              label="Fiz um PIX de R$ 1 e o app mostrou este nome"
            />
            <Typography variant="body2" color="text.secondary">
              {record.testedAt
                ? `Confirmado em ${formatDate(record.testedAt)}. Se o recebedor mudar, faça o teste de novo.`
                : 'Do seu celular, pague R$ 1 pelo QR code da própria página e confira se o app mostra exatamente o nome, o documento e a instituição acima.'}
            </Typography>
          </Box>
        )}
      </Box>
    </Paper>
  );
}
