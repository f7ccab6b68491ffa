import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatBRL } from '../../format';
import type { Draft } from './draft';

/** What the donors' page will show, redrawn as the organiser types. */
export function CampaignPreview({ draft }: { draft: Draft }) {
  return (
    <Paper component="aside" aria-labelledby="previa" sx={{ p: 2, position: { lg: 'sticky' }, top: { lg: 80 } }}>
      <Typography id="previa" component="h2" variant="overline">
        Prévia da página
      </Typography>
      {draft.badge && <Chip label={draft.badge} color="primary" size="small" sx={{ my: 1 }} />}
      <Typography component="p" variant="h5" sx={{ fontWeight: 800 }}>
        {draft.title}
      </Typography>
      <Typography sx={{ my: 1 }}>{draft.summary}</Typography>
      <Typography variant="body2" color="text.secondary">
        Meta:{' '}
        {Number.isFinite(Number(draft.goal.replace(/\./g, '').replace(',', '.')))
          ? formatBRL(draft.goal.replace(/\./g, '').replace(',', '.'))
          : draft.goal}
      </Typography>
      <Typography component="p" variant="h6" sx={{ mt: 2 }}>
        {draft.storyTitle}
      </Typography>
      {draft.paragraphs
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph, index) => (
          <Typography key={index} sx={{ mb: 1, whiteSpace: 'pre-line' }}>
            {paragraph.trim()}
          </Typography>
        ))}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', mt: 2 }}>
        {draft.options.map((option, index) => (
          <Paper key={index} variant="outlined" sx={{ p: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>R$ {option.value}</Typography>
            <Typography variant="body2">{option.label}</Typography>
          </Paper>
        ))}
      </Box>
    </Paper>
  );
}
