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
} from '../../web/src/features/notifications/components/LiveDonations';
import { renderWithApollo } from './support/render';
import type { RecentDonationsQuery } from '../../web/src/gql/graphql';
import type { Served } from './support/served';

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

/**
 * The API's answers to recentDonations, in order, the last one repeated: the network
 * boundary, where the notifications ask with a plain request (not through Apollo).
 * Each answer is a list of donations, or an HTTP status the API failed with.
 */
function recentAnswers(...answers: (ReturnType<typeof donation>[] | number)[]) {
  const asked: { query: string; variables: unknown }[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    expect(url).toBe('/graphql');
    const body = JSON.parse(String(init?.body)) as { query: string; variables: unknown };
    asked.push(body);
    const answer = answers[Math.min(asked.length, answers.length) - 1]!;
    if (typeof answer === 'number') return { ok: false, status: answer, json: async () => ({}) } as Response;
    return { ok: true, status: 200, json: async () => ({ data: { recentDonations: answer } }) } as Response;
  });
  return asked;
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
  beforeAll(() => {
    // jsdom has no fetch of its own: a stand-in each test answers (recentAnswers).
    globalThis.fetch ??= (() => Promise.reject(new Error('no answer set'))) as typeof fetch;
  });
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
    recentAnswers([]);
    renderWithApollo(<LiveDonations />, [], cache);
    await advance(120_000);
    expect(screen.queryAllByTestId('donation-notification')).toHaveLength(0);
    expect(totals(cache)).toMatchObject({ raised: '1000.00', supportersCount: 10 });
  });

  it('shows donations paid before the page loaded after 3 s, with their age, without touching the totals, for 8 s', async () => {
    const cache = cacheWithTotals();
    const asked = recentAnswers([donation('a', 'Ana', '30.00', 5), donation('b', 'Bruno', '50.00', 90)]);
    renderWithApollo(<LiveDonations />, [], cache);
    await advance(FIRST_NOTIFICATION_DELAY_MS - 100);
    expect(screen.queryAllByTestId('donation-notification')).toHaveLength(0);
    await advance(200);
    const first = screen.getByTestId('donation-notification');
    expect(first).toHaveTextContent(/Ana doou R\$\s30,00/);
    expect(first).toHaveTextContent('há 5 min');
    expect(asked[0]).toEqual({ query: expect.stringContaining('recentDonations(limit: $limit)'), variables: { limit: 10 } });
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
    recentAnswers([old], [fresh, old]);
    renderWithApollo(<LiveDonations />, [], cache);
    await advance(FIRST_NOTIFICATION_DELAY_MS + 100);
    expect(screen.getByTestId('donation-notification')).toHaveTextContent(/Nina doou R\$\s50,00/);
    expect(totals(cache)).toMatchObject({ raised: '1050.00', supportersCount: 11 });
    await advance(3 * NOTIFICATION_INTERVAL_MIN_MS);
    expect(totals(cache)).toMatchObject({ raised: '1050.00', supportersCount: 11 });
  });

  it('looks at once when asked (the visitor just paid)', async () => {
    const cache = cacheWithTotals();
    const fresh = donation('n', 'Nina', '50.00', 0);
    recentAnswers([], [fresh]);
    const { rerender } = renderWithApollo(<LiveDonations checkSignal={0} />, [], cache);
    await advance(100);
    rerender(<LiveDonations checkSignal={1} />);
    await advance(100);
    expect(screen.getByTestId('donation-notification')).toHaveTextContent('Nina');
    expect(totals(cache)).toMatchObject({ raised: '1050.00', supportersCount: 11 });
  });

  it('keeps at most 3 on screen, and each can be dismissed', async () => {
    const cache = cacheWithTotals();
    const fresh = ['1', '2', '3', '4'].map((id) => donation(id, `Pessoa ${id}`, '10.00', 0));
    recentAnswers([], fresh);
    const { rerender } = renderWithApollo(<LiveDonations checkSignal={0} />, [], cache);
    await advance(100);
    rerender(<LiveDonations checkSignal={1} />);
    await advance(100);
    const shown = screen.getAllByTestId('donation-notification');
    expect(shown).toHaveLength(MAX_VISIBLE_NOTIFICATIONS);
    expect(totals(cache)).toMatchObject({ raised: '1040.00', supportersCount: 14 });
    await act(async () => within(shown[0]!).getByRole('button', { name: 'Fechar notificação' }).click());
    expect(screen.getAllByTestId('donation-notification')).toHaveLength(MAX_VISIBLE_NOTIFICATIONS - 1);
  });

  it('shrugs off a failed look and shows what the next one finds', async () => {
    const cache = cacheWithTotals();
    const fresh = donation('n', 'Nina', '50.00', 0);
    recentAnswers([], 503, [fresh]);
    renderWithApollo(<LiveDonations />, [], cache);
    await advance(FIRST_NOTIFICATION_DELAY_MS + 100);
    expect(screen.queryAllByTestId('donation-notification')).toHaveLength(0);
    expect(totals(cache)).toMatchObject({ raised: '1000.00', supportersCount: 10 });
    await advance(NOTIFICATION_INTERVAL_MIN_MS);
    expect(screen.getByTestId('donation-notification')).toHaveTextContent('Nina');
    expect(totals(cache)).toMatchObject({ raised: '1050.00', supportersCount: 11 });
  });
});
