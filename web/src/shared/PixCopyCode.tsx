import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { TOAST_DURATION_MS, useToast } from './toast';

/** The copy-and-paste code and the button that copies it. */
export function PixCopyCode({ pixCode }: { pixCode: string }) {
  const toast = useToast();
  const codeField = useRef<HTMLInputElement | null>(null);
  // Said next to the button, not in a toast: a toast over the dialog would hide the QR code.
  const [copiedAt, setCopiedAt] = useState<number | null>(null);

  useEffect(() => {
    if (copiedAt === null) return undefined;
    const timer = window.setTimeout(() => setCopiedAt(null), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [copiedAt]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(pixCode);
    } catch {
      // Older browsers and non-secure pages: select the text and use the legacy command.
      codeField.current?.select();
      if (!document.execCommand?.('copy')) {
        toast({ title: 'Não foi possível copiar', description: 'Selecione o código e copie manualmente.', severity: 'warning' });
        return;
      }
    }
    setCopiedAt(Date.now());
  };

  return (
    <>
      <TextField
        label="PIX Copia e Cola"
        value={pixCode}
        inputRef={codeField}
        multiline
        maxRows={4}
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'pix-code', spellCheck: false } }}
        onFocus={(event) => event.target.select()}
        sx={{ '& textarea': { fontFamily: 'ui-monospace, monospace', fontSize: 13, wordBreak: 'break-all' } }}
      />
      <Button
        variant="contained"
        size="large"
        startIcon={<ContentCopyIcon />}
        onClick={() => void copy()}
        disabled={!pixCode}
        sx={{ py: 1.5 }}
      >
        Copiar código PIX
      </Button>
      <Box role="status" sx={{ '&:empty': { display: 'none' } }}>
        {copiedAt !== null ? (
          <Alert key={copiedAt} severity="success" variant="outlined" role="none">
            <AlertTitle>Código copiado!</AlertTitle>O código PIX foi copiado para sua área de transferência.
          </Alert>
        ) : null}
      </Box>
    </>
  );
}
