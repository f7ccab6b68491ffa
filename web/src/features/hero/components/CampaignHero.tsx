import FavoriteIcon from '@mui/icons-material/Favorite';
import GroupsIcon from '@mui/icons-material/Groups';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { lazy, Suspense, type ReactNode } from 'react';
import { GOAL_MILESTONES } from '../../../../../rules/campaign-goal';
import { liveDocument, useLiveQuery } from '../../../shared/liveData';
import { formatBRL, formatCount, progressBarValue, progressPercent } from '../../../shared/format';
import { scrollToSection } from '../../../shared/motion';
import { pictureOf } from '../../../shared/Picture';
import { RaffleBanner } from '../../../shared/RaffleBanner';
import { CheckableFacts } from './CheckableFacts';
import { VideoFacade } from './VideoFacade';

// Only when the campaign could not be read at all: the Alert's code is not in the initial JavaScript.
const HeroError = lazy(() => import('./HeroError').then((module) => ({ default: module.HeroError })));

// Only when a budget is published: "O que a meta paga" (GoalBudget.tsx), its code on its own.
const GoalBudget = lazy(() => import('./GoalBudget'));

const CampaignHeroQuery = liveDocument(() => import('../../../gql/graphql').then((module) => module.CampaignHeroDocument));

export function CampaignHero() {
  const { data, loading, error } = useLiveQuery(CampaignHeroQuery);

  if (loading) return <HeroSkeleton />;
  if (error || !data) return <HeroError />;

  const { campaign } = data;
  const percent = progressPercent(campaign.raised, campaign.goal);
  const { closing } = campaign;
  const extension = campaign.goalExtensions.at(-1);
  const original = campaign.goalExtensions[0];
  const reached = percent >= 100;
  const passed = GOAL_MILESTONES.filter((milestone) => percent >= milestone);
  const milestonesText = passed.length ? `; marcos alcançados: ${passed.map((milestone) => `${milestone}%`).join(', ')}` : '';
  return (
    <Box component="section" aria-labelledby="campaign-title" id="topo" sx={{ py: { xs: 2, md: 6 } }}>
      {/* On a phone the numbers and the button come right after the title: the first screen
          shows what was raised and how to give, the story and the video follow. The markup
          is in that order too: a phone that paints before the whole hero has arrived never
          moves what it has painted (no CSS order). */}
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          columnGap: 5,
          rowGap: { xs: 2, md: 0 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          gridTemplateAreas: { xs: '"head" "panel" "story"', md: '"head panel" "story panel"' },
          gridTemplateRows: { md: 'auto 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridArea: 'head' }}>
          {/* Drawn as MUI's small primary Chip is: the Chip's code is not worth its weight in the initial JavaScript. */}
          <Box
            component="p"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              m: 0,
              mb: { xs: 1, md: 2 },
              height: 24,
              px: 1,
              borderRadius: 3,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontSize: '0.8125rem',
              fontWeight: 800,
              textTransform: 'uppercase',
              letterSpacing: 0.5,
            }}
          >
            <WhatshotIcon aria-hidden sx={{ fontSize: 18, ml: -0.5 }} />
            {campaign.badge}
          </Box>
          <Typography
            id="campaign-title"
            variant="h3"
            component="h1"
            sx={{ fontSize: { xs: '1.5rem', sm: '1.9rem', md: '2.6rem' }, lineHeight: 1.15, mb: { md: 2 } }}
          >
            {campaign.title}
          </Typography>
        </Box>
        <Paper
          variant="outlined"
          sx={{
            gridArea: 'panel',
            p: { xs: 2, md: 3.5 },
            position: { md: 'sticky' },
            top: { md: 88 },
            borderRadius: 3,
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          {closing ? <ClosedNotice message={closing.message} /> : reached ? <Celebration /> : null}
          <Typography variant="body2" color="text.secondary">
            {closing ? 'Total arrecadado' : 'Arrecadado'}
          </Typography>
          <Typography
            variant="h4"
            component="p"
            data-testid="raised"
            sx={{ fontWeight: 800, color: 'primary.dark', fontSize: { xs: '1.75rem', md: '2.125rem' } }}
          >
            {formatBRL(campaign.raised)}
          </Typography>
          <GoalProgress
            value={progressBarValue(percent)}
            valueText={`${formatPercent(percent)} da meta${milestonesText}`}
            passed={passed}
          />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Typography data-testid="percent" sx={{ fontWeight: 700 }}>
              {formatPercent(percent)} da meta
            </Typography>
            <Typography data-testid="goal" color="text.secondary">
              {extension ? 'Meta estendida' : 'Meta'}: {formatBRL(campaign.goal)}
            </Typography>
          </Box>
          {extension && original ? (
            <Box data-testid="goal-extension" sx={{ mt: 1, p: 1.25, borderRadius: 2, bgcolor: '#eef7ee', fontSize: '0.875rem' }}>
              <Typography variant="body2" sx={{ fontWeight: 700, color: '#1b5e20' }}>
                ✓ Meta original de {formatBRL(original.previousGoal)} alcançada
              </Typography>
              <Typography variant="body2">
                <strong>Meta estendida:</strong> {extension.reason}
              </Typography>
            </Box>
          ) : null}
          {closing ? (
            <ClosedRecord spent={closing.spent} balance={closing.balance} surplusText={closing.surplusText} />
          ) : (
            <>
              <Button
                variant="contained"
                size="large"
                fullWidth
                href="#doar"
                onClick={(event) => {
                  event.preventDefault();
                  scrollToSection('doar');
                }}
                sx={{ mt: { xs: 2, md: 3 }, py: 1.5, fontSize: '1.15rem', fontWeight: 800, letterSpacing: 0.5 }}
              >
                DOAR AGORA
              </Button>
              <CheckableFacts holder={campaign.pixHolder} bankCheck={data.bankCheck} />
            </>
          )}
          {/* Supporters and hearts below the button, which the first screen of a phone must show. */}
          <Box sx={{ display: 'flex', columnGap: 3, rowGap: 0.5, mt: 2, flexWrap: 'wrap' }}>
            <Stat icon={<GroupsIcon aria-hidden color="secondary" />} testId="supporters">
              {formatCount(campaign.supportersCount)} apoiadores
            </Stat>
            <Stat icon={<FavoriteIcon aria-hidden color="primary" />} testId="hearts">
              {formatCount(campaign.heartsReceived)} corações
            </Stat>
          </Box>
          {campaign.raffle && !closing ? (
            <Box sx={{ mt: 2.5 }}>
              <RaffleBanner raffle={campaign.raffle} />
            </Box>
          ) : null}
        </Paper>
        <Box sx={{ gridArea: 'story' }}>
          <Typography sx={{ mb: 3, fontSize: { md: '1.1rem' } }}>{campaign.summary}</Typography>
          {data.budget ? (
            <Suspense fallback={null}>
              <GoalBudget lines={data.budget.lines} />
            </Suspense>
          ) : null}
          {campaign.videoUrl ? (
            <VideoFacade videoUrl={campaign.videoUrl} poster={pictureOf(campaign.videoPoster)} title={campaign.title} />
          ) : null}
        </Box>
      </Container>
    </Box>
  );
}

/** The goal reached: a few words and a short glow, drawn by CSS alone (nothing loads for it). */
function Celebration() {
  return (
    <Box
      data-testid="goal-reached"
      role="status"
      sx={{
        mb: 1.5,
        px: 1.5,
        py: 1,
        borderRadius: 2,
        bgcolor: '#fff4d6',
        border: '1px solid #f2c14e',
        color: '#6b4a00',
        fontWeight: 800,
        textAlign: 'center',
        '@media (prefers-reduced-motion: no-preference)': { animation: `${glow} 1.6s ease-out 2` },
      }}
    >
      <span aria-hidden>🎉 </span>Meta alcançada! Obrigado a cada um de vocês.
    </Box>
  );
}

const glow = keyframes`
  from { box-shadow: 0 0 0 0 rgba(242, 193, 78, 0.8); }
  to { box-shadow: 0 0 0 12px rgba(242, 193, 78, 0); }
`;

/** Closed by the organiser: the campaign's last word, instead of a way to give. */
function ClosedNotice({ message }: { message: string }) {
  return (
    <Box data-testid="campaign-closed" sx={{ mb: 1.5 }}>
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.15rem', mb: 0.5 }}>
        Campanha encerrada
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{message}</Typography>
    </Box>
  );
}

/**
 * The record of a closed campaign: what was spent, what is left, what is done with it, where every
 * line is. The supporters are the line under it, as before the closing.
 */
function ClosedRecord({ spent, balance, surplusText }: { spent: string; balance: string; surplusText: string }) {
  const row = { display: 'flex', justifyContent: 'space-between', gap: 1, py: 0.25 } as const;
  return (
    <Box data-testid="closed-record" sx={{ mt: 2, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box component="dl" sx={{ m: 0, '& dd': { m: 0, fontWeight: 700 } }}>
        <Box sx={row}>
          <dt>Gasto até agora</dt>
          <dd data-testid="record-spent">{formatBRL(spent)}</dd>
        </Box>
        <Box sx={row}>
          <dt>Saldo</dt>
          <dd data-testid="record-balance">{formatBRL(balance)}</dd>
        </Box>
      </Box>
      {surplusText ? (
        <Typography variant="body2" data-testid="record-surplus" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          <strong>O que passar da meta:</strong> {surplusText}
        </Typography>
      ) : null}
      <Button variant="outlined" fullWidth href="/transparencia" sx={{ mt: 2, minHeight: 44, fontWeight: 700 }}>
        Ver a prestação de contas
      </Button>
    </Box>
  );
}

function formatPercent(percent: number): string {
  return `${percent.toFixed(1).replace('.', ',')}%`;
}

function Stat({ icon, testId, children }: { icon: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      {icon}
      <Typography data-testid={testId} sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The determinate bar MUI's LinearProgress draws, in a few lines instead of its code in the initial JavaScript. */
function GoalProgress({ value, valueText, passed }: { value: number; valueText: string; passed: readonly number[] }) {
  return (
    <Box sx={{ position: 'relative', my: { xs: 1, md: 1.5 } }}>
      <Box
        role="progressbar"
        aria-label="Progresso da meta"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(value)}
        aria-valuetext={valueText}
        sx={{ height: 12, borderRadius: 6, bgcolor: '#f8d7e4', overflow: 'hidden' }}
      >
        <Box
          sx={{
            height: '100%',
            bgcolor: 'primary.main',
            transform: `translateX(${value - 100}%)`,
            // A payment seen live moves the bar as MUI's did.
            transition: 'transform .4s linear',
          }}
        />
      </Box>
      {/* The milestones: a tick at 25, 50 and 75 % (100 % is the bar's end), white once passed; the bar's text says which. */}
      {GOAL_MILESTONES.filter((milestone) => milestone < 100).map((milestone) => (
        <Box
          key={milestone}
          aria-hidden
          data-milestone={milestone}
          data-passed={passed.includes(milestone) || undefined}
          sx={{
            position: 'absolute',
            top: 2,
            bottom: 2,
            left: `${milestone}%`,
            width: 2,
            ml: '-1px',
            borderRadius: 1,
            bgcolor: passed.includes(milestone) ? 'rgba(255, 255, 255, 0.9)' : 'rgba(0, 0, 0, 0.18)',
            // Drawn over the bar, never in the way: a tap or a hit test lands on the bar itself.
            pointerEvents: 'none',
          }}
        />
      ))}
    </Box>
  );
}

/** A grey block where text will be, as MUI's Skeleton draws it (without its code in the initial JavaScript). */
function Placeholder({ width = '100%', height, sx }: { width?: number | string; height: number | string; sx?: object }) {
  return <Box sx={{ width, height, borderRadius: 1, bgcolor: 'rgba(0, 0, 0, 0.11)', ...sx }} />;
}

/** The hero while the campaign loads: only when the page came without its inlined state. */
function HeroSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }} role="status" aria-busy="true" aria-label="Carregando a campanha">
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' } }}>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Placeholder width={160} height={32} />
          <Placeholder height="2.4rem" />
          <Placeholder width="70%" height="2.4rem" />
          <Placeholder height={90} sx={{ my: 1 }} />
          <Placeholder height="auto" sx={{ aspectRatio: '16 / 9' }} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <Placeholder width="40%" height="2rem" />
          <Placeholder height={12} />
          <Placeholder width="60%" height="1.5rem" />
          <Placeholder height={52} sx={{ mt: 1 }} />
        </Box>
      </Box>
    </Container>
  );
}
