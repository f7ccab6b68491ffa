import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { OUTSIDE_METHODS } from '../../../../../rules/outside-donation';
import { formatBRL } from '../../../shared/format';
import type { DonationNode } from './useDonations';
import {
  METHOD_LABEL,
  useCorrectOutsideDonation,
  useOutsideDonationForm,
  useRegisterOutsideDonation,
} from './useOutsideDonation';

/** A photo of the envelope or the bank's receipt; the phone offers its camera for image/*, or a file already on it. */
export const PROOF_ACCEPT = 'image/*,application/pdf';

const DATE_FIELD = { '& .MuiInputBase-input': { px: 1 } } as const;

/** The entry's fields, the same for a new donation and a correction. */
function OutsideFields({ entry }: { entry: ReturnType<typeof useOutsideDonationForm> }) {
  const { field, showName, form, setFile, today } = entry;
  const proofId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr' } }}>
      <TextField label="Valor (R$)" inputMode="decimal" autoComplete="off" {...field('amount')} />
      <TextField
        label="Recebida em"
        type="date"
        {...field('receivedOn')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        sx={DATE_FIELD}
      />
      <TextField select label="Como chegou" {...field('method')} sx={{ gridColumn: '1 / -1' }}>
        {OUTSIDE_METHODS.map((method) => (
          <MenuItem key={method} value={method}>
            {METHOD_LABEL[method]}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextField label="Nome de quem doou (opcional)" autoComplete="off" {...field('name')} />
        <FormControlLabel
          control={<Checkbox {...showName} disabled={!form.name.trim()} />}
          label="Mostrar o primeiro nome na página"
        />
        <FormHelperText sx={{ mt: 0 }}>Só se a pessoa concordou. Sem marcar, aparece como anônima.</FormHelperText>
      </Box>
      <TextField
        label="E-mail (opcional)"
        type="email"
        inputMode="email"
        autoComplete="off"
        {...field('email')}
        helperText={field('email').helperText ?? 'Com e-mail, o recibo é enviado.'}
        sx={{ gridColumn: '1 / -1' }}
      />
      <TextField
        label="CPF (opcional)"
        inputMode="numeric"
        autoComplete="off"
        {...field('cpf')}
        helperText={field('cpf').helperText ?? 'Sai no recibo.'}
        sx={{ gridColumn: '1 / -1' }}
      />
      <TextField
        label="Observação interna (opcional)"
        multiline
        minRows={2}
        {...field('note')}
        helperText={field('note').helperText ?? 'Só a organização vê: onde, quem trouxe.'}
        sx={{ gridColumn: '1 / -1' }}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Typography component="label" htmlFor={proofId} sx={{ display: 'block', fontWeight: 700, mb: 0.5 }}>
          Foto ou PDF do comprovante (opcional)
        </Typography>
        <input
          id={proofId}
          type="file"
          accept={PROOF_ACCEPT}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          style={{ maxWidth: '100%' }}
        />
        <Typography variant="body2" color="text.secondary">
          Até 10 MB. Fica só no painel: não é publicado.
        </Typography>
      </Box>
    </Box>
  );
}

/** A dialog holding a form: the whole screen on a phone, where the keyboard leaves little room. */
function FormDialog({
  title,
  onClose,
  onSubmit,
  children,
  actions,
}: {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
  /** The buttons; the one of type submit names the form (`form={formId}`), which sits in the scrolling content. */
  actions: (formId: string) => ReactNode;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const formId = useId();
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {/* Focusable: the form scrolls on a phone, and keyboards must reach it. */}
      <DialogContent dividers tabIndex={0}>
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
        </form>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Cancelar</Button>
        {actions(formId)}
      </DialogActions>
    </Dialog>
  );
}

/** "Registrar doação recebida fora do site": cash, a transfer, an event, counted like any paid donation. */
export function RegisterOutsideDonationDialog({ onClose }: { onClose: () => void }) {
  const entry = useRegisterOutsideDonation(onClose);
  return (
    <FormDialog
      title="Registrar doação recebida fora do site"
      onClose={onClose}
      onSubmit={() => void entry.submit()}
      actions={(formId) => (
        <Button type="submit" form={formId} variant="contained" disabled={entry.busy}>
          {entry.busy ? 'Registrando…' : 'Registrar doação'}
        </Button>
      )}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Entra no total arrecadado e em /transparencia, marcada como registrada pela organização.
      </Typography>
      <OutsideFields entry={entry} />
    </FormDialog>
  );
}

/** "Corrigir": the entry is annulled with a reason, and the corrected one (prefilled) takes its place, or none. */
export function CorrectOutsideDonationDialog({ donation, onClose }: { donation: DonationNode; onClose: () => void }) {
  const entry = useCorrectOutsideDonation(donation, onClose);
  return (
    <FormDialog
      title={`Corrigir doação de ${formatBRL(donation.amount)}`}
      onClose={onClose}
      onSubmit={() => void entry.correct()}
      actions={(formId) => (
        <>
          <Button color="error" onClick={() => void entry.annulOnly()} disabled={entry.busy}>
            Só anular
          </Button>
          <Button type="submit" form={formId} variant="contained" disabled={entry.busy}>
            {entry.busy ? 'Salvando…' : 'Anular e registrar a correção'}
          </Button>
        </>
      )}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Nada some em silêncio: esta entrada fica anulada, com o motivo, e a corrigida entra no lugar.
      </Typography>
      <TextField label="Motivo da correção" multiline required {...entry.reasonField} sx={{ mb: 2 }} />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
        Valores corrigidos
      </Typography>
      <OutsideFields entry={entry} />
    </FormDialog>
  );
}
