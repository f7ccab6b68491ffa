import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getFragmentData, graphql } from '../../../gql';
import { CampaignUpdateFieldsFragmentDoc } from '../../../gql/graphql';
import { Section } from '../../../shared/Section';
// How many the home page shows (in the served HTML); the rest are on /transparencia and in the feed.
import { HOME_UPDATES } from '../../../../../rules/home-page';
import { formatLongDate } from '../../../../../rules/brasilia-time';

export const UpdatesSectionQueryDocument = graphql(`
  query UpdatesSection($first: Int!) {
    campaignUpdates(first: $first) {
      nodes {
        ...CampaignUpdateFields
      }
    }
  }
`);

/** "Novidades": the organiser's latest updates, linking to the accountability page. Nothing until there is one. */
export function UpdatesSection() {
  const { data } = useQuery(UpdatesSectionQueryDocument, { variables: { first: HOME_UPDATES } });
  const updates = getFragmentData(CampaignUpdateFieldsFragmentDoc, data?.campaignUpdates.nodes) ?? [];
  if (updates.length === 0) return null;
  return (
    <Section id="novidades" title="Novidades" subtitle="O que a organização conta sobre o tratamento e o uso do dinheiro.">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: `repeat(${Math.min(updates.length, 3)}, minmax(0, 1fr))` },
        }}
      >
        {updates.map((update) => (
          <Paper key={update.id} component="article" variant="outlined" sx={{ p: 2.5 }}>
            <Typography variant="h6" component="h3" sx={{ fontWeight: 800 }}>
              {update.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {formatLongDate(new Date(update.publishedAt))}
              {update.editedAt ? ' · editado' : ''}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{update.body}</Typography>
          </Paper>
        ))}
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {/* A plain link: /transparencia is a server page, not a route of this app. */}
        <Link href="/transparencia#novidades" sx={{ fontWeight: 700 }}>
          Todas as novidades e a prestação de contas
        </Link>
      </Typography>
    </Section>
  );
}
