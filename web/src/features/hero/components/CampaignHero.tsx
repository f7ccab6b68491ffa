import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { graphql } from '../../../gql';
import { formatBRL, formatCount, progressBarValue, progressPercent } from '../../../shared/format';

export const CampaignHeroQuery = graphql(`
  query CampaignHero {
    campaign {
      raised
      goal
      supportersCount
      heartsReceived
      title
      badge
      summary
    }
  }
`);

export function CampaignHero() {
  const { data, loading, error } = useQuery(CampaignHeroQuery);

  if (loading) return <HeroSkeleton />;
  if (error || !data) {
    return <Alert severity="error">Não foi possível carregar a campanha. Atualize a página para tentar de novo.</Alert>;
  }

  const { campaign } = data;
  const percent = progressPercent(campaign.raised, campaign.goal);
  return (
    <Paper component="section" aria-labelledby="campaign-title" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography variant="overline" color="primary">
        {campaign.badge}
      </Typography>
      <Typography id="campaign-title" variant="h4" component="h1" gutterBottom>
        {campaign.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {campaign.summary}
      </Typography>
      <Typography variant="h5" component="p" data-testid="raised">
        {formatBRL(campaign.raised)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={progressBarValue(percent)}
        aria-label="Progresso da meta"
        sx={{ height: 10, borderRadius: 5, my: 1 }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography data-testid="percent">{percent.toFixed(1).replace('.', ',')}% da meta</Typography>
        <Typography data-testid="goal">Meta: {formatBRL(campaign.goal)}</Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 3, mt: 2 }}>
        <Typography data-testid="supporters">{formatCount(campaign.supportersCount)} apoiadores</Typography>
        <Typography data-testid="hearts">{formatCount(campaign.heartsReceived)} corações</Typography>
      </Box>
    </Paper>
  );
}

function HeroSkeleton() {
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 } }} aria-busy="true" aria-label="Carregando a campanha">
      <Skeleton width="30%" />
      <Skeleton variant="text" sx={{ fontSize: '2rem' }} />
      <Skeleton variant="rectangular" height={80} sx={{ my: 2 }} />
      <Skeleton width="40%" sx={{ fontSize: '1.5rem' }} />
      <Skeleton variant="rectangular" height={10} />
    </Paper>
  );
}
