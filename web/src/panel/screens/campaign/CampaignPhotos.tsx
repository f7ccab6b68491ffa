import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONTENT_MAX_LENGTH } from '../../../../../rules/campaign-limits';
import { visuallyHidden } from '../../../shared/visuallyHidden';
import type { PhotoDraft, PhotoKey } from './draft';
import { maxLengthOf } from './fields';
import { usePhotoUpload } from './usePhotoUpload';

const PHOTO_SLOTS: readonly { key: PhotoKey; label: string; hint: string }[] = [
  {
    key: 'videoPoster',
    label: 'Capa do vídeo',
    hint: 'A primeira imagem da página, no topo. Uma foto na horizontal fica melhor.',
  },
  {
    key: 'proofImage',
    label: 'Imagem da história',
    hint: 'Um laudo, um documento ou uma foto que comprove a história. Cubra dados pessoais antes de enviar.',
  },
  {
    key: 'shareImage',
    label: 'Foto da prévia no WhatsApp',
    hint: 'Aparece quando alguém compartilha o link, com o título e o quanto já foi arrecadado.',
  },
];

/** Whether a picture is still one of the example's (shipped under /images/example-…). */
const isExample = (url: string | null) => Boolean(url?.startsWith('/images/example-'));

function PhotoField({
  slot,
  photo,
  onChange,
}: {
  slot: (typeof PHOTO_SLOTS)[number];
  photo: PhotoDraft;
  onChange: (photo: PhotoDraft) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { choose, busy, error } = usePhotoUpload(photo, onChange);

  return (
    <Box sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }} data-photo={slot.key}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {slot.label}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {slot.hint}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box
          sx={{
            width: { xs: '100%', sm: 160 },
            aspectRatio: '16 / 9',
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
          }}
        >
          {photo.url ? (
            <Box component="img" src={photo.url} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              Sem foto
            </Typography>
          )}
        </Box>
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          {isExample(photo.url) && !photo.newImageId && (
            <Alert severity="warning" sx={{ py: 0 }}>
              Ainda é a imagem de exemplo.
            </Alert>
          )}
          {/* A real button opens the file picker; the input stays out of the tab order. No `capture`: a phone offers both the camera and the gallery. */}
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            tabIndex={-1}
            aria-hidden
            style={visuallyHidden}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => input.current?.click()}
            startIcon={busy ? <CircularProgress size={18} aria-hidden /> : undefined}
            sx={{ alignSelf: 'flex-start', minHeight: 44 }}
          >
            {busy ? 'Enviando…' : photo.url ? `Trocar: ${slot.label}` : `Enviar: ${slot.label}`}
          </Button>
          {photo.newImageId && (
            <Typography variant="body2" role="status">
              Foto enviada. Ela vai para a página quando você salvar a campanha.
            </Typography>
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <TextField
            label={`Descrição: ${slot.label}`}
            value={photo.alt}
            required={Boolean(photo.url)}
            onChange={(event) => onChange({ ...photo, alt: event.target.value })}
            {...maxLengthOf(CONTENT_MAX_LENGTH.imageAlt)}
            helperText="O que a foto mostra, em uma frase. É lida para quem usa leitor de tela."
            fullWidth
          />
        </Stack>
      </Stack>
    </Box>
  );
}

export function CampaignPhotos({
  photos,
  onChange,
}: {
  photos: Record<PhotoKey, PhotoDraft>;
  onChange: (photos: Record<PhotoKey, PhotoDraft>) => void;
}) {
  return (
    <>
      {PHOTO_SLOTS.map((slot) => (
        <PhotoField
          key={slot.key}
          slot={slot}
          photo={photos[slot.key]}
          onChange={(photo) => onChange({ ...photos, [slot.key]: photo })}
        />
      ))}
    </>
  );
}
