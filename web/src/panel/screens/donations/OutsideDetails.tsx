import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useFeedback } from '../../feedback';
import { formatDateTime, formatDay } from '../../format';
import type { DonationNode } from './useDonations';
import { PROOF_ACCEPT } from './OutsideDonationForm';
import { METHOD_LABEL, uploadDonationProof } from './useOutsideDonation';

type Outside = NonNullable<DonationNode['outside']>;
type Proof = Outside['proofs'][number];

/** The detail's lines for a donation the organisation registered: label, value. */
export function outsideRows(outside: Outside): [label: string, value: string][] {
  const lines: [string, string][] = [
    ['Recebida', `${METHOD_LABEL[outside.method]} em ${formatDay(outside.receivedOn)}, registrada pela organização`],
    ['Observação interna', outside.note || '—'],
  ];
  if (outside.annulledAt) lines.push(['Anulada em', formatDateTime(outside.annulledAt)], ['Motivo', outside.annulReason]);
  if (outside.replacedBy) lines.push(['Correção', 'Outra entrada, corrigida, tomou o lugar desta.']);
  if (outside.replaces) lines.push(['Corrige', 'Uma entrada anterior, anulada.']);
  return lines;
}

/**
 * A private proof: its address answers only to the organiser's session, so the panel fetches it
 * and shows a local copy (an object URL, let go when the detail closes).
 */
function usePrivateFile(url: string): { objectUrl?: string; failed?: boolean } {
  const [file, setFile] = useState<{ objectUrl?: string; failed?: boolean }>({});
  useEffect(() => {
    let live = true;
    let objectUrl: string | undefined;
    fetch(url, { credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.blob();
      })
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        if (live) setFile({ objectUrl });
        else URL.revokeObjectURL(objectUrl);
      })
      .catch(() => live && setFile({ failed: true }));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return file;
}

function PrivateProof({ proof, number }: { proof: Proof; number: number }) {
  const { objectUrl, failed } = usePrivateFile(proof.url);
  const isPdf = proof.contentType === 'application/pdf';
  const name = `Comprovante ${number} (${isPdf ? 'PDF' : 'imagem'})`;
  if (failed)
    return (
      <Typography variant="body2" color="error">
        {name}: não foi possível abrir. Feche e abra a doação de novo.
      </Typography>
    );
  if (!objectUrl) return <Typography variant="body2">{name}: carregando…</Typography>;
  if (isPdf)
    return (
      <Link href={objectUrl} target="_blank" rel="noopener" download={`comprovante-${number}.pdf`}>
        Abrir {name.toLowerCase()}
      </Link>
    );
  return (
    <Link href={objectUrl} target="_blank" rel="noopener" aria-label={`Abrir ${name.toLowerCase()} em tamanho real`}>
      <Box
        component="img"
        src={objectUrl}
        alt={name}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: 280, borderRadius: 1, border: 1, borderColor: 'divider' }}
      />
    </Link>
  );
}

/** The proofs of a registered donation, and one more sent from here (when the first upload failed, say). */
export function OutsideProofs({ donationId, outside }: { donationId: string; outside: Outside }) {
  const { notify } = useFeedback();
  const client = useApolloClient();
  const [sending, setSending] = useState(false);
  const inputId = useId();
  const headingId = useId();
  const send = async (file: File) => {
    setSending(true);
    const problem = await uploadDonationProof(donationId, file);
    if (!problem) await client.refetchQueries({ include: ['PanelDonations'] });
    setSending(false);
    notify(problem ? `O comprovante não foi enviado: ${problem}` : 'Comprovante enviado.', problem ? 'error' : 'success');
  };
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        Comprovantes
      </Typography>
      <Stack spacing={1} sx={{ my: 1 }}>
        {outside.proofs.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Nenhum comprovante.
          </Typography>
        )}
        {outside.proofs.map((proof, index) => (
          <PrivateProof key={proof.id} proof={proof} number={index + 1} />
        ))}
      </Stack>
      {!outside.annulledAt && (
        <>
          <Typography component="label" htmlFor={inputId} variant="body2" sx={{ display: 'block', fontWeight: 700 }}>
            {sending ? 'Enviando o comprovante…' : 'Enviar mais um comprovante'}
          </Typography>
          <input
            id={inputId}
            type="file"
            accept={PROOF_ACCEPT}
            disabled={sending}
            style={{ maxWidth: '100%' }}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void send(file);
            }}
          />
        </>
      )}
    </Box>
  );
}
