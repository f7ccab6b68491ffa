import { useApolloClient } from '@apollo/client/react';
import CloseIcon from '@mui/icons-material/Close';
import FavoriteIcon from '@mui/icons-material/Favorite';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { print } from 'graphql';
import { useCallback, useEffect, useRef, useState } from 'react';
import { graphql } from '../../../gql';
import type { RecentDonationsQuery } from '../../../gql/graphql';
import { formatBRL } from '../../../shared/format';
import { apiReaisToCents, centsToReais } from '../../../../../rules/money';
import { formatAge } from '../../../shared/time';
import { liveDocument, useLiveQuery } from '../../../shared/liveData';

/** DECISIONS §5 (the seed's timings, real donations only). */
export const FIRST_NOTIFICATION_DELAY_MS = 3_000;
export const NOTIFICATION_INTERVAL_MIN_MS = 15_000;
export const NOTIFICATION_INTERVAL_MAX_MS = 30_000;
export const NOTIFICATION_VISIBLE_MS = 8_000;
export const MAX_VISIBLE_NOTIFICATIONS = 3;
const RECENT_DONATIONS_LIMIT = 10;

export const RecentDonationsQueryDocument = graphql(`
  query RecentDonations($limit: Int!) {
    recentDonations(limit: $limit) {
      id
      name
      amount
      paidAt
    }
  }
`);

// The hero's totals, followed in the cache: notifications start once the page shows them.
export const CampaignTotalsQuery = graphql(`
  query CampaignTotals {
    campaign {
      raised
      supportersCount
    }
  }
`);
const CampaignTotals = liveDocument(() => Promise.resolve(CampaignTotalsQuery));

let recentDonationsQuery: string | undefined;

/**
 * The latest paid donations, asked with a plain request: through Apollo Client, the first
 * look was a task of 10–20 ms on a fast machine (its link, its document transforms), four
 * times that on a phone, right as the page settles; and the answer is never cached.
 */
async function fetchRecentDonations(): Promise<RecentDonation[]> {
  recentDonationsQuery ??= print(RecentDonationsQueryDocument);
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: recentDonationsQuery, variables: { limit: RECENT_DONATIONS_LIMIT } }),
  });
  if (!response.ok) throw new Error(`recent donations: HTTP ${response.status}`);
  const { data, errors } = (await response.json()) as { data?: RecentDonationsQuery | null; errors?: unknown[] };
  if (errors?.length || !data) throw new Error('recent donations: the API answered with an error');
  return data.recentDonations;
}

type RecentDonation = RecentDonationsQuery['recentDonations'][number];

interface Shown {
  donation: RecentDonation;
  /** Paid after this page loaded (and so just added to the totals). */
  isNew: boolean;
}

const nextInterval = () =>
  NOTIFICATION_INTERVAL_MIN_MS + Math.random() * (NOTIFICATION_INTERVAL_MAX_MS - NOTIFICATION_INTERVAL_MIN_MS);

interface LiveDonationsProps {
  /** Changing this asks for new donations at once (the visitor's own payment was just confirmed). */
  checkSignal?: number;
}

/**
 * Floating notifications of real paid donations (DECISIONS §5). Donations already paid
 * when the page loaded are shown with their age and change nothing; one paid afterwards
 * is added to the cached campaign, so the hero's numbers move with it.
 */
export function LiveDonations({ checkSignal = 0 }: LiveDonationsProps) {
  const client = useApolloClient();
  const { data: totals } = useLiveQuery(CampaignTotals);
  const campaignReady = Boolean(totals?.campaign);
  const [visible, setVisible] = useState<Shown[]>([]);
  // Just below the sticky header (and the example ribbon above it at the page's top):
  // a notification never covers the header's "Doar Agora" (WCAG 2.4.11).
  const [top, setTop] = useState<number | null>(null);
  const seen = useRef<Set<string> | null>(null);
  const queue = useRef<Shown[]>([]);
  const hideTimers = useRef(new Map<string, number>());

  const dismiss = useCallback((id: string) => {
    window.clearTimeout(hideTimers.current.get(id));
    hideTimers.current.delete(id);
    setVisible((current) => current.filter((shown) => shown.donation.id !== id));
  }, []);

  const show = useCallback(
    (shown: Shown) => {
      const header = document.querySelector('header');
      setTop(Math.max(0, header?.getBoundingClientRect().bottom ?? 0) + 8);
      setVisible((current) =>
        [shown, ...current.filter((item) => item.donation.id !== shown.donation.id)].slice(0, MAX_VISIBLE_NOTIFICATIONS),
      );
      hideTimers.current.set(
        shown.donation.id,
        window.setTimeout(() => dismiss(shown.donation.id), NOTIFICATION_VISIBLE_MS),
      );
    },
    [dismiss],
  );

  /** Finds donations paid since the last look, adds them to the totals, and puts them first in line. */
  const checkForNew = useCallback(async (): Promise<Shown[]> => {
    if (!seen.current) return [];
    let donations: RecentDonation[];
    try {
      donations = await fetchRecentDonations();
    } catch {
      return []; // Notifications are a nicety: a failed look is simply retried at the next tick.
    }
    const fresh = donations.filter((donation) => !seen.current!.has(donation.id));
    if (fresh.length === 0) return [];
    for (const donation of fresh) seen.current.add(donation.id);
    const addedCents = fresh.reduce((sum, donation) => sum + apiReaisToCents(donation.amount), 0);
    client.cache.modify({
      id: client.cache.identify({ __typename: 'Campaign' }),
      fields: {
        raised: (raised: string) => centsToReais(apiReaisToCents(raised) + addedCents),
        supportersCount: (count: number) => count + fresh.length,
      },
    });
    return fresh.map((donation) => ({ donation, isNew: true }));
  }, [client]);

  // Start once the totals are on screen: what is paid before the first look is already in them.
  useEffect(() => {
    if (!campaignReady || seen.current) return undefined;
    let cancelled = false;
    let timer: number | undefined;

    const tick = async () => {
      const fresh = document.hidden ? [] : await checkForNew();
      if (cancelled) return;
      queue.current = [...fresh, ...queue.current];
      const next = queue.current.shift();
      if (next) show(next);
      timer = window.setTimeout(() => void tick(), nextInterval());
    };

    fetchRecentDonations()
      .then((donations) => {
        if (cancelled) return;
        seen.current = new Set(donations.map((donation) => donation.id));
        queue.current = donations.map((donation) => ({ donation, isNew: false }));
      })
      .catch(() => {
        if (!cancelled) seen.current = new Set();
      })
      .finally(() => {
        if (!cancelled) timer = window.setTimeout(() => void tick(), FIRST_NOTIFICATION_DELAY_MS);
      });

    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      seen.current = null;
    };
  }, [campaignReady, checkForNew, show]);

  useEffect(() => {
    if (checkSignal === 0) return undefined;
    let cancelled = false;
    void checkForNew().then((fresh) => {
      if (!cancelled) fresh.forEach(show);
    });
    return () => {
      cancelled = true;
    };
  }, [checkSignal, checkForNew, show]);

  useEffect(() => {
    const timers = hideTimers.current;
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, []);

  return (
    <Box
      role="status"
      aria-live="polite"
      aria-label="Doações recentes"
      sx={{
        position: 'fixed',
        top: top ?? { xs: 72, md: 80 },
        right: { xs: 8, md: 16 },
        left: { xs: 8, sm: 'auto' },
        // Above the sticky header, below dialogs: a donor in the middle of paying is not covered.
        zIndex: (theme) => theme.zIndex.appBar + 50,
        display: 'grid',
        gap: 1,
        justifyItems: 'end',
        pointerEvents: 'none',
      }}
    >
      {visible.map((shown) => (
        <DonationNotification key={shown.donation.id} shown={shown} onDismiss={() => dismiss(shown.donation.id)} />
      ))}
    </Box>
  );
}

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

function DonationNotification({ shown, onDismiss }: { shown: Shown; onDismiss: () => void }) {
  const { donation } = shown;
  const age = formatAge(donation.paidAt, Date.now());
  return (
    <Paper
      elevation={6}
      data-testid="donation-notification"
      sx={{
        pointerEvents: 'auto',
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        pl: 1.5,
        pr: 0.5,
        py: 1,
        width: { xs: '100%', sm: 340 },
        borderLeft: 4,
        borderColor: 'primary.main',
        animation: `${slideIn} 250ms ease-out`,
      }}
    >
      <FavoriteIcon aria-hidden color="primary" />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2">
          <strong>{donation.name}</strong> doou <strong>{formatBRL(donation.amount)}</strong>
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {age === 'agora' ? 'agora mesmo' : `há ${age}`}
        </Typography>
      </Box>
      <IconButton size="small" aria-label="Fechar notificação" onClick={onDismiss} sx={{ width: 44, height: 44 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}
