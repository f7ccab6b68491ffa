import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useRef } from 'react';
import { useToast } from '../../../shared/toast';

/** The copy-and-paste code and the button that copies it. */
export function PixCopyCode({ pixCode }: { pixCode: string }) {
  const toast = useToast();
  const codeField = useRef<HTMLInputElement | null>(null);

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
    toast({ title: 'Código copiado!', description: 'O código PIX foi copiado para sua área de transferência.' });
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
    </>
  );
}
