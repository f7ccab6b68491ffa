import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
// Types only, never the site's `graphql()`: the panel's preview draws this view too (AmountCard.tsx says why).
import type { StoryViewFieldsFragment } from '../../../gql/graphql';
import { formatBRL } from '../../../shared/format';
import { scrollToSection } from '../../../shared/motion';
import { Picture, type PictureData } from '../../../shared/Picture';
import { Section } from '../../../shared/Section';

const BLOCK_ICONS = [MedicalServicesIcon, DirectionsCarIcon];

/** The story's text (StoryView.graphql, shared with the panel) and its proof photo, asked for apart. */
export type StoryData = StoryViewFieldsFragment & { proofImage?: PictureData | null };

/** The story as drawn, from its data: the home page's section, and the panel's preview of a draft. */
export function StoryView({ story, goal, organisedBy }: { story: StoryData; goal: string; organisedBy?: string }) {
  return (
    <Section id="historia" title={story.title}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: '1fr', md: story.proofImage ? '3fr 2fr' : '1fr' },
        }}
      >
        <Box>
          <Chip
            icon={<VerifiedIcon aria-hidden />}
            label={story.verifiedLabel}
            color="secondary"
            sx={{ fontWeight: 700, mb: 2 }}
          />
          {/* Who runs the campaign, for whom, from where: what a donor can ask about (rules/official-channels.ts). */}
          {organisedBy ? (
            <Typography data-testid="organised-by" sx={{ mb: 2, fontWeight: 600 }}>
              {organisedBy}
            </Typography>
          ) : null}
          {story.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 2, fontSize: { md: '1.05rem' } }}>
              {paragraph}
            </Typography>
          ))}
          <Paper variant="outlined" sx={{ p: 2, mb: 3, display: 'inline-block', borderColor: 'primary.main' }}>
            <Typography variant="body2" color="text.secondary">
              Meta da campanha
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 800, color: 'primary.dark' }} data-testid="story-goal">
              {formatBRL(goal)}
            </Typography>
          </Paper>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            {story.blocks.map((block, index) => {
              const Icon = BLOCK_ICONS[index % BLOCK_ICONS.length]!;
              return (
                <Paper key={block.title} variant="outlined" sx={{ p: 2.5 }}>
                  <Icon aria-hidden color="primary" sx={{ fontSize: 32, mb: 1 }} />
                  <Typography variant="h6" component="h3" sx={{ fontWeight: 800 }}>
                    {block.title}
                  </Typography>
                  <Typography color="text.secondary">{block.text}</Typography>
                </Paper>
              );
            })}
          </Box>
          <Button
            variant="contained"
            size="large"
            href="#doar"
            onClick={(event) => {
              event.preventDefault();
              scrollToSection('doar');
            }}
            sx={{ mt: 3, px: 4 }}
          >
            Quero ajudar
          </Button>
          <Typography sx={{ mt: 2 }}>
            {/* A server page, not a route of this app: a plain link. */}
            <Link href="/transparencia" sx={{ fontWeight: 700 }}>
              Prestação de contas: de onde veio e para onde foi cada real, com comprovantes
            </Link>
          </Typography>
        </Box>
        {story.proofImage ? (
          <Box component="figure" sx={{ m: 0 }}>
            <Picture
              image={story.proofImage}
              sizes="(min-width: 900px) 40vw, 100vw"
              sx={{ width: '100%', height: 'auto', borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: '#fff' }}
            />
            <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
              {story.proofImage.alt}
            </Typography>
          </Box>
        ) : null}
      </Box>
    </Section>
  );
}
