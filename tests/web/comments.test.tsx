import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  COMMENTS_PAGE_SIZE,
  CommentsSection,
  CommentsSectionQueryDocument,
} from '../../web/src/features/comments/components/CommentsSection';
import { formatAge, formatCountdown } from '../../web/src/shared/time';
import { comment } from './support/fixtures';
import { renderWithApollo } from './support/render';
import { served } from './support/served';

const page = (nodes: ReturnType<typeof comment>[], endCursor: string | null, hasNextPage: boolean) =>
  served(CommentsSectionQueryDocument, {
    comments: { __typename: 'CommentConnection', nodes, pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage } },
  });

describe('CommentsSection', () => {
  it('shows three skeleton cards, then the comments with amount and age', async () => {
    renderWithApollo(<CommentsSection />, [
      {
        request: { query: CommentsSectionQueryDocument, variables: { first: COMMENTS_PAGE_SIZE } },
        result: page(
          [comment('1', 0.5, { amount: '100.00' }), comment('2', 35), comment('3', 180), comment('4', 4400)],
          null,
          false,
        ),
      },
    ]);
    expect(screen.getAllByTestId('comment-skeleton')).toHaveLength(3);
    const cards = await screen.findAllByTestId('comment');
    expect(cards).toHaveLength(4);
    expect(cards[0]).toHaveTextContent('Apoiador 1');
    expect(cards[0]).toHaveTextContent('agora');
    expect(cards[0]).toHaveTextContent(/R\$\s100,00/);
    expect(cards[1]).toHaveTextContent('35 min');
    expect(cards[2]).toHaveTextContent('3h');
    expect(cards[3]).toHaveTextContent('3d');
    expect(within(cards[1]!).queryByText(/R\$/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('comment-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver mais' })).not.toBeInTheDocument();
  });

  it('loads the next page with "Ver mais" and keeps the first', async () => {
    const user = userEvent.setup();
    renderWithApollo(<CommentsSection />, [
      {
        request: { query: CommentsSectionQueryDocument, variables: { first: COMMENTS_PAGE_SIZE } },
        result: page([comment('1', 5), comment('2', 6)], 'c2', true),
      },
      {
        request: { query: CommentsSectionQueryDocument, variables: { first: COMMENTS_PAGE_SIZE, after: 'c2' } },
        result: page([comment('3', 7)], 'c3', false),
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Ver mais' }));
    await screen.findByText('Apoiador 3');
    expect(screen.getAllByTestId('comment').map((card) => within(card).getByText(/Apoiador/).textContent)).toEqual([
      'Apoiador 1',
      'Apoiador 2',
      'Apoiador 3',
    ]);
    expect(screen.queryByRole('button', { name: 'Ver mais' })).not.toBeInTheDocument();
  });

  it('invites the first message when there are none', async () => {
    renderWithApollo(<CommentsSection />, [
      {
        request: { query: CommentsSectionQueryDocument, variables: { first: COMMENTS_PAGE_SIZE } },
        result: page([], null, false),
      },
    ]);
    expect(await screen.findByText(/Ainda não há depoimentos/)).toBeInTheDocument();
  });

  it('says so when the comments cannot be loaded', async () => {
    renderWithApollo(<CommentsSection />, [
      { request: { query: CommentsSectionQueryDocument, variables: { first: COMMENTS_PAGE_SIZE } }, error: new Error('offline') },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os depoimentos');
  });
});

describe('ages and countdowns', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  it.each([
    ['2026-01-10T11:59:30Z', 'agora'],
    ['2026-01-10T11:59:00Z', '1 min'],
    ['2026-01-10T11:01:00Z', '59 min'],
    ['2026-01-10T11:00:00Z', '1h'],
    ['2026-01-09T12:00:01Z', '23h'],
    ['2026-01-09T12:00:00Z', '1d'],
    ['2026-01-01T12:00:00Z', '9d'],
    ['2026-01-10T12:05:00Z', 'agora'],
  ])('%s is "%s" old', (instant, expected) => {
    expect(formatAge(instant, now)).toBe(expected);
  });

  it('shows mm:ss', () => {
    expect(formatCountdown(1800)).toBe('30:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});
