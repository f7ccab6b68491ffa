import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatDateTime } from '../../../../../rules/brasilia-time';

/** The answer of `DELETE <dataPath>`, the same shape for a one-off and a monthly donation. */
interface Erasure {
  alreadyErased: boolean;
  erasedAt?: string | null;
  message?: string;
  /** A monthly donation's erasure cancels it first. */
  cancelled?: boolean;
  erased?: string[];
  kept?: { what: string; why: string }[];
}

interface PersonalDataSectionProps {
  /** `/api/…/<token>/dados`: GET downloads everything kept, DELETE erases it. */
  dataPath: string;
  /** When the data were erased, as the page's query reads it; null while they are kept. */
  erasedAt: string | null | undefined;
  /** What the donor can do here, above the buttons. */
  intro: ReactNode;
  /** What erasing erases and keeps, and what else it does, in the confirmation dialog. */
  confirmText: ReactNode;
  /** The page reads itself again: the erasure changes what it shows (its date, a cancelled status). */
  onErased: () => void;
  /** Anything else the donor may do with their data while it is kept (the one-off page's correction form). */
  children?: ReactNode;
}

/**
 * "Seus dados" on a donor's private page (LGPD art. 18): the download of everything kept
 * and the erasure, asked first, then what was erased and what was kept and why.
 */
export function PersonalDataSection({ dataPath, erasedAt, intro, confirmText, onErased, children }: PersonalDataSectionProps) {
  const [confirming, setConfirming] = useState(false);
  const [erasure, setErasure] = useState<Erasure | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [erasing, setErasing] = useState(false);
  const doneRef = useRef<HTMLDivElement | null>(null);
  // The buttons are gone: the focus goes to what was erased and kept, which replaces them.
  useEffect(() => {
    if (erasure) doneRef.current?.focus();
  }, [erasure]);

  const erase = async () => {
    setConfirming(false);
    setFailure(null);
    setErasing(true);
    try {
      const response = await fetch(dataPath, { method: 'DELETE' });
      if (!response.ok) throw new Error(`erasure answered ${response.status}`);
      setErasure((await response.json()) as Erasure);
      onErased();
    } catch {
      setFailure('Não foi possível apagar agora. Tente de novo em instantes.');
    } finally {
      setErasing(false);
    }
  };

  const erasedOn = erasure?.erasedAt ?? erasedAt;

  return (
    <Paper component="section" aria-labelledby="seus-dados-titulo" variant="outlined" sx={{ p: 2.5, display: 'grid', gap: 1.5 }}>
      <Typography id="seus-dados-titulo" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Seus dados
      </Typography>
      {erasedOn || erasure ? (
        <Alert ref={doneRef} tabIndex={-1} severity="success" data-testid="data-erased" sx={{ outline: 'none' }}>
          {erasure?.message ??
            (erasedOn
              ? `Seus dados pessoais foram apagados em ${formatDateTime(new Date(erasedOn))}.`
              : 'Seus dados pessoais foram apagados.')}
          {erasure?.cancelled ? <> A doação mensal foi cancelada: nenhum mês ainda não vencido será cobrado.</> : null}
          {erasure?.erased ? <> Apagamos: {erasure.erased.join(', ')}.</> : null}
          {erasure?.kept?.map((kept) => (
            <span key={kept.what}>
              {' '}
              Mantivemos {kept.what}. {kept.why}
            </span>
          ))}
        </Alert>
      ) : (
        <>
          <Typography variant="body2">{intro}</Typography>
          <Button variant="outlined" href={dataPath} download="meus-dados.json" sx={{ minHeight: 44 }}>
            Baixar meus dados
          </Button>
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)} disabled={erasing} sx={{ minHeight: 44 }}>
            Apagar meus dados
          </Button>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          {children}
        </>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="apagar-titulo"
        aria-describedby="apagar-texto"
      >
        <DialogTitle id="apagar-titulo">Apagar seus dados?</DialogTitle>
        <DialogContent>
          <Typography id="apagar-texto">{confirmText}</Typography>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {/* "Voltar", not "Cancelar": on the monthly page erasing is what cancels. */}
          <Button onClick={() => setConfirming(false)} sx={{ minHeight: 44 }}>
            Voltar
          </Button>
          <Button color="error" variant="contained" onClick={() => void erase()} sx={{ minHeight: 44 }}>
            Apagar
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
