import { screen, waitFor } from '@testing-library/react';
import { HOME_UPDATES } from '../../rules/home-page';
import { UpdatesSection, UpdatesSectionQueryDocument } from '../../web/src/features/updates/components/UpdatesSection';
import { renderWithApollo } from './support/render';
import { served } from './support/served';

const update = (id: string, title: string, editedAt: string | null = null) => ({
  __typename: 'CampaignUpdate' as const,
  id,
  title,
  body: `Texto de ${title}.\nSegunda linha.`,
  publishedAt: '2026-03-10T15:00:00.000Z',
  editedAt,
});

const answer = (nodes: ReturnType<typeof update>[]) =>
  served(UpdatesSectionQueryDocument, { campaignUpdates: { __typename: 'CampaignUpdateConnection', nodes } });

describe('UpdatesSection ("Novidades" on the home page)', () => {
  it('shows the latest updates, dated in Brasília, and links to the accountability page', async () => {
    renderWithApollo(<UpdatesSection />, [
      {
        request: { query: UpdatesSectionQueryDocument, variables: { first: HOME_UPDATES } },
        result: answer([update('2', 'Cadeira nova', '2026-03-11T10:00:00.000Z'), update('1', 'Primeira consulta')]),
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Novidades' })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Cadeira nova', 'Primeira consulta']);
    expect(screen.getAllByText('10 de março de 2026 · editado')).toHaveLength(1);
    expect(screen.getByText(/Texto de Primeira consulta/)).toHaveTextContent('Texto de Primeira consulta. Segunda linha.');
    expect(screen.getByRole('link', { name: 'Todas as novidades e a prestação de contas' })).toHaveAttribute(
      'href',
      '/transparencia#novidades',
    );
  });

  it('shows nothing until the organiser has posted an update', async () => {
    const variables = { first: HOME_UPDATES };
    const { container, cache } = renderWithApollo(<UpdatesSection />, [
      { request: { query: UpdatesSectionQueryDocument, variables }, result: answer([]) },
    ]);
    // Nothing on screen changes when the empty answer comes: wait until it is in the cache (and so rendered),
    // rather than for a fixed time the mock's delay may exceed.
    await waitFor(() => expect(cache.readQuery({ query: UpdatesSectionQueryDocument, variables })).not.toBeNull());
    expect(screen.queryByRole('heading', { name: 'Novidades' })).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});
