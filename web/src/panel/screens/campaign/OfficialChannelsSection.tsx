import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  OFFICIAL_CHANNELS_LIMITS,
  OFFICIAL_LINK_KINDS,
  OFFICIAL_LINK_LABELS,
  officialSiteSentence,
  type OfficialLinkKind,
} from '../../../../../rules/official-channels';
import { graphql } from '../../gql';
import { fieldOf, messageOf } from '../../apollo';
import { useFeedback } from '../../feedback';
import { useCan } from '../../me';

export const OfficialChannelsQuery = graphql(`
  query PanelOfficialChannels {
    campaign {
      officialChannels {
        links {
          kind
          url
        }
        relationship
        beneficiary
        domain
      }
    }
  }
`);

export const SetOfficialChannelsMutation = graphql(`
  mutation PanelSetOfficialChannels($input: OfficialChannelsInput!) {
    setOfficialChannels(input: $input) {
      links {
        kind
        label
        url
      }
      relationship
      beneficiary
      domain
    }
  }
`);

interface Draft {
  links: { kind: OfficialLinkKind; url: string }[];
  relationship: string;
  beneficiary: string;
}

/**
 * "Canais oficiais" (issue 50): the owner lists the campaign's profiles and links (every page
 * names them with rel="me", the footer lists them) and says who they are to the beneficiary
 * (the story's "Organizado por …").
 */
export function OfficialChannelsSection() {
  const can = useCan();
  const owner = can('owner');
  const { data, refetch } = useQuery(OfficialChannelsQuery, { skip: !owner, refetchWritePolicy: 'overwrite' });
  const stored = data?.campaign.officialChannels;
  const [draft, setDraft] = useState<Draft>({ links: [], relationship: '', beneficiary: '' });
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [save, saving] = useMutation(SetOfficialChannelsMutation);
  const feedback = useFeedback();

  useEffect(() => {
    if (stored)
      setDraft({
        links: stored.links.map(({ kind, url }) => ({ kind: kind as OfficialLinkKind, url })),
        relationship: stored.relationship ?? '',
        beneficiary: stored.beneficiary ?? '',
      });
  }, [stored]);

  const domain = stored?.domain;
  const title = (
    <Typography id="canais-titulo" component="h2" variant="h6" gutterBottom>
      Canais oficiais e quem organiza
    </Typography>
  );
  if (!owner)
    return (
      <Paper component="section" id="canais" aria-labelledby="canais-titulo" sx={{ p: 2, mb: 2 }}>
        {title}
        <Typography variant="body2">Só quem é dono(a) da campanha muda os canais oficiais.</Typography>
      </Paper>
    );

  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);
  const setLink = (index: number, change: Partial<Draft['links'][number]>) =>
    setDraft({ ...draft, links: draft.links.map((link, at) => (at === index ? { ...link, ...change } : link)) });
  const onSave = async () => {
    setError(null);
    try {
      await save({ variables: { input: draft } });
      await refetch();
      feedback.notify('Canais oficiais salvos.', 'success');
    } catch (failure) {
      setError({ field: fieldOf(failure), message: messageOf(failure) });
    }
  };

  return (
    <Paper component="section" id="canais" aria-labelledby="canais-titulo" sx={{ p: 2, mb: 2 }}>
      {title}
      <Typography variant="body2" sx={{ mb: 2 }}>
        Os perfis que os doadores já seguem. Cada página do site aponta para eles (rel=&quot;me&quot;) e o rodapé os lista; ponha
        o endereço do site na bio de cada perfil, para que um confirme o outro.
        {domain ? ` ${officialSiteSentence(domain)}` : ''}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {draft.links.map((link, index) => (
          <Box key={index} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '11rem 1fr auto' } }}>
            <TextField
              select
              label={`Tipo do link ${index + 1}`}
              value={link.kind}
              onChange={(event) => setLink(index, { kind: event.target.value as OfficialLinkKind })}
              slotProps={{ select: { native: true } }}
            >
              {OFFICIAL_LINK_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {OFFICIAL_LINK_LABELS[kind]}
                </option>
              ))}
            </TextField>
            <TextField
              label={`Endereço do link ${index + 1}`}
              value={link.url}
              onChange={(event) => setLink(index, { url: event.target.value })}
              error={Boolean(errorOf(`links.${index}.url`) ?? errorOf(`links.${index}.kind`))}
              helperText={errorOf(`links.${index}.url`) ?? errorOf(`links.${index}.kind`) ?? 'Começando com https://'}
              slotProps={{ htmlInput: { maxLength: OFFICIAL_CHANNELS_LIMITS.url, inputMode: 'url' } }}
              fullWidth
            />
            <Button
              aria-label={`Remover o link ${index + 1}`}
              onClick={() => setDraft({ ...draft, links: draft.links.filter((_, at) => at !== index) })}
            >
              Remover
            </Button>
          </Box>
        ))}
        <Box>
          <Button
            variant="outlined"
            disabled={draft.links.length >= OFFICIAL_CHANNELS_LIMITS.links}
            onClick={() => setDraft({ ...draft, links: [...draft.links, { kind: 'INSTAGRAM', url: '' }] })}
          >
            Adicionar link
          </Button>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label="Sua relação com quem recebe a ajuda"
            value={draft.relationship}
            onChange={(event) => setDraft({ ...draft, relationship: event.target.value })}
            error={Boolean(errorOf('relationship'))}
            helperText={errorOf('relationship') ?? 'Ex.: mãe, tio, amiga da família.'}
            slotProps={{ htmlInput: { maxLength: OFFICIAL_CHANNELS_LIMITS.relationship } }}
          />
          <TextField
            label="Nome de quem recebe a ajuda"
            value={draft.beneficiary}
            onChange={(event) => setDraft({ ...draft, beneficiary: event.target.value })}
            error={Boolean(errorOf('beneficiary'))}
            helperText={errorOf('beneficiary') ?? 'Como a história o(a) chama. A cidade é a da organização.'}
            slotProps={{ htmlInput: { maxLength: OFFICIAL_CHANNELS_LIMITS.beneficiary } }}
          />
        </Box>
        {error && !error.field?.match(/^(links\.|relationship|beneficiary)/) && <Alert severity="error">{error.message}</Alert>}
        <Box>
          <Button variant="contained" onClick={() => void onSave()} disabled={saving.loading}>
            Salvar canais oficiais
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
