import { act, screen, within } from '@testing-library/react';
import { jest } from '@jest/globals';
import { createCache } from '../../web/src/app/apollo';
import {
  CampaignTotalsQuery,
  FIRST_NOTIFICATION_DELAY_MS,
  LiveDonations,
  MAX_VISIBLE_NOTIFICATIONS,
  NOTIFICATION_INTERVAL_MIN_MS,
  NOTIFICATION_VISIBLE_MS,
  RecentDonationsQueryDocument,
} from '../../web/src/features/notifications/components/LiveDonations';
import { renderWithApollo } from './support/render';
import type { RecentDonationsQuery } from '../../web/src/gql/graphql';
import { served, type Served } from './support/served';

const donation = (
  id: string,
  name: string,
  amount: string,
  minutesAgo: number,
): Served<RecentDonationsQuery['recentDonations'][number]> => ({
  __typename: 'RecentDonation',
  id,
  name,
  amount,
  paidAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
});

/** The page's answers to recentDonations, in order; the last one repeats. */
function recentMocks(...answers: ReturnType<typeof donation>[][]) {
  return answers.map((recentDonations, index) => ({
    request: { query: RecentDonationsQueryDocument, variables: { limit: 10 } },
    result: served(RecentDonationsQueryDocument, { recentDonations }),
    maxUsageCount: index === answers.length - 1 ? Number.POSITIVE_INFINITY : 1,
  }));
}

function cacheWithTotals() {
  const cache = createCache();
  // __typename lets the cache file it as the one Campaign, as the server's answer would.
  const campaign = { __typename: 'Campaign' as const, raised: '1000.00', supportersCount: 10 };
  cache.writeQuery({ query: CampaignTotalsQuery, data: { campaign } });
  return cache;
}

const totals = (cache: ReturnType<typeof createCache>) => cache.readQuery({ query: CampaignTotalsQuery })!.campaign;
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('LiveDonations', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    // The interval is random in [15 s, 30 s]; pin it to the shortest.
    jest.spyOn(Math, 'random').mockReturnValue(0);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('shows nothing, ever, when no donation has been paid', async () => {
    const cache = cacheWithTotals();
    renderWithApollo(<LiveDonations />, recentMocks([]), cache);
    await advance(120_000);
    expect(screen.queryAllByTestId('donation-notification')).toHaveLength(0);
    expect(totals(cache)).toMatchObject({ raised: '1000.00', supportersCount: 10 });
  });

  it('shows donations paid before the page loaded after 3 s, with their age, without touching the totals, for 8 s', async () => {
    const cache = cacheWithTotals();
    renderWithApollo(
      <LiveDonations />,
      recentMocks([donation('a', 'Ana', '30.00', 5), donation('b', 'Bruno', '50.00', 90)]),
      cache,
    );
    await advance(FIRST_NOTIFICATION_DELAY_MS - 100);
    expect(screen.queryAllByTestId('donation-notification')).toHaveLength(0);
    await advance(200);
    const first = screen.getByTestId('donation-notification');
    expect(first).toHaveTextContent(/Ana doou R\$\s30,00/);
    expect(first).toHaveTextContent('há 5 min');
    expect(totals(cache)).toMatchObject({ raised: '1000.00', supportersCount: 10 });

    await advance(NOTIFICATION_VISIBLE_MS);
    expect(screen.queryAllByTestId('donation-notification')).toHaveLength(0);
    await advance(NOTIFICATION_INTERVAL_MIN_MS - NOTIFICATION_VISIBLE_MS);
    expect(screen.getByTestId('donation-notification')).toHaveTextContent('há 1h');
    expect(totals(cache)).toMatchObject({ raised: '1000.00', supportersCount: 10 });
  });

  it('adds a donation paid after the page loaded to the cached totals, once', async () => {
    const cache = cacheWithTotals();
    const old = donation('a', 'Ana', '30.00', 5);
    const fresh = donation('n', 'Nina', '50.00', 0);
    renderWithApollo(<LiveDonations />, recentMocks([old], [fresh, old]), cache);
    await advance(FIRST_NOTIFICATION_DELAY_MS + 100);
    expect(screen.getByTestId('donation-notification')).toHaveTextContent(/Nina doou R\$\s50,00/);
    expect(totals(cache)).toMatchObject({ raised: '1050.00', supportersCount: 11 });
    await advance(3 * NOTIFICATION_INTERVAL_MIN_MS);
    expect(totals(cache)).toMatchObject({ raised: '1050.00', supportersCount: 11 });
  });

  it('looks at once when asked (the visitor just paid)', async () => {
    const cache = cacheWithTotals();
    const fresh = donation('n', 'Nina', '50.00', 0);
    const { rerender } = renderWithApollo(<LiveDonations checkSignal={0} />, recentMocks([], [fresh]), cache);
    await advance(100);
    rerender(<LiveDonations checkSignal={1} />);
    await advance(100);
    expect(screen.getByTestId('donation-notification')).toHaveTextContent('Nina');
    expect(totals(cache)).toMatchObject({ raised: '1050.00', supportersCount: 11 });
  });

  it('keeps at most 3 on screen, and each can be dismissed', async () => {
    const cache = cacheWithTotals();
    const fresh = ['1', '2', '3', '4'].map((id) => donation(id, `Pessoa ${id}`, '10.00', 0));
    const { rerender } = renderWithApollo(<LiveDonations checkSignal={0} />, recentMocks([], fresh), cache);
    await advance(100);
    rerender(<LiveDonations checkSignal={1} />);
    await advance(100);
    const shown = screen.getAllByTestId('donation-notification');
    expect(shown).toHaveLength(MAX_VISIBLE_NOTIFICATIONS);
    expect(totals(cache)).toMatchObject({ raised: '1040.00', supportersCount: 14 });
    await act(async () => within(shown[0]!).getByRole('button', { name: 'Fechar notificação' }).click());
    expect(screen.getAllByTestId('donation-notification')).toHaveLength(MAX_VISIBLE_NOTIFICATIONS - 1);
  });
});
