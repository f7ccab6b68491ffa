import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeaderQuery } from '../../web/src/features/header/documents';
import { SiteHeader } from '../../web/src/features/header/components/SiteHeader';
import { StorySection, StorySectionQuery } from '../../web/src/features/story/components/StorySection';
import { renderWithApollo } from './support/render';
import type {
  PictureFieldsFragment,
  StorySectionQuery as StorySectionQueryResult,
  StoryViewFieldsFragment,
} from '../../web/src/gql/graphql';
import { served, type Served } from './support/served';

// With fragment masking, a query's type hides its fragments' fields; the server sends them all.
const story: Served<StorySectionQueryResult['campaign']['story']> &
  Served<StoryViewFieldsFragment> & { proofImage: Served<PictureFieldsFragment> | null } = {
  __typename: 'Story',
  title: 'Conheça a história da Ana',
  verifiedLabel: 'História verificada',
  paragraphs: ['Primeiro parágrafo.', 'Segundo parágrafo.'],
  blocks: [
    { __typename: 'StoryBlock', title: 'Tratamento', text: 'Curativos.' },
    { __typename: 'StoryBlock', title: 'Transporte adaptado', text: 'Um veículo.' },
  ],
  proofImage: {
    __typename: 'Image',
    url: '/images/laudo.svg',
    alt: 'Laudo médico',
    width: 800,
    height: 1000,
    srcSet: null,
    webpSrcSet: null,
  },
};

describe('StorySection', () => {
  it('loads, then shows the verified story, the goal, the blocks, the proof and a help button', async () => {
    renderWithApollo(<StorySection />, [
      {
        request: { query: StorySectionQuery },
        result: served(StorySectionQuery, {
          campaign: {
            __typename: 'Campaign',
            goal: '125000.00',
            organisation: { __typename: 'Organisation', name: 'Maria Souza', city: 'Niterói (RJ)' },
            officialChannels: { __typename: 'OfficialChannels', relationship: 'mãe', beneficiary: 'Ana' },
            story,
          },
        }),
      },
    ]);
    expect(screen.getByLabelText('Carregando a história')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Conheça a história da Ana' })).toBeInTheDocument();
    expect(screen.getByText('História verificada')).toBeInTheDocument();
    expect(screen.getByTestId('organised-by')).toHaveTextContent('Organizado por Maria Souza, mãe de Ana, Niterói (RJ).');
    expect(screen.getByTestId('story-goal')).toHaveTextContent(/R\$\s125\.000,00/);
    expect(screen.getByRole('heading', { name: 'Tratamento' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Transporte adaptado' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Laudo médico' })).toHaveAttribute('src', '/images/laudo.svg');
    expect(screen.getByRole('link', { name: 'Quero ajudar' })).toHaveAttribute('href', '#doar');
    expect(screen.getByRole('link', { name: /^Prestação de contas/ })).toHaveAttribute('href', '/transparencia');
    expect(document.getElementById('historia')).not.toBeNull();
  });

  it('shows the story without a proof image when there is none, and an error when it fails', async () => {
    const { unmount } = renderWithApollo(<StorySection />, [
      {
        request: { query: StorySectionQuery },
        result: served(StorySectionQuery, {
          campaign: {
            __typename: 'Campaign',
            goal: '1000.00',
            organisation: { __typename: 'Organisation', name: 'Maria Souza', city: null },
            officialChannels: { __typename: 'OfficialChannels', relationship: null, beneficiary: null },
            story: { ...story, proofImage: null },
          },
        }),
      },
    ]);
    await screen.findByText('Primeiro parágrafo.');
    // Only what is set: no relationship nor city, and nothing invented for them.
    expect(screen.getByTestId('organised-by')).toHaveTextContent(/^Organizado por Maria Souza\.$/);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    unmount();
    renderWithApollo(<StorySection />, [{ request: { query: StorySectionQuery }, error: new Error('offline') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar a história');
  });
});

describe('SiteHeader', () => {
  const headerMock = (isExample: boolean) => ({
    request: { query: SiteHeaderQuery },
    result: served(SiteHeaderQuery, {
      campaign: {
        __typename: 'Campaign',
        isExample,
        closing: null,
        organisation: { __typename: 'Organisation', name: 'Instituto Teste' },
      },
    }),
  });

  it('shows the organisation, the section links, Doar Agora and the example ribbon', async () => {
    const user = userEvent.setup();
    renderWithApollo(<SiteHeader />, [headerMock(true)]);
    expect(await screen.findByText('Instituto Teste')).toBeInTheDocument();
    expect(screen.getByTestId('example-ribbon')).toHaveTextContent('Conteúdo de exemplo');
    expect(screen.getAllByRole('link', { name: 'Como Ajudar' })[0]).toHaveAttribute('href', '#doar');
    expect(screen.getAllByRole('link', { name: 'Como Funciona' })[0]).toHaveAttribute('href', '#historia');
    expect(screen.getAllByRole('link', { name: 'Depoimentos' })[0]).toHaveAttribute('href', '#depoimentos');
    expect(screen.getByRole('link', { name: 'Doar Agora' })).toHaveAttribute('href', '#doar');
    expect(screen.getByRole('link', { name: 'Transparência' })).toHaveAttribute('href', '/transparencia');

    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Depoimentos' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Transparência' })).toHaveAttribute('href', '/transparencia');
  });

  it("on another page (the donor's private page) opens the home page at each section", async () => {
    const user = userEvent.setup();
    renderWithApollo(<SiteHeader home={false} />, [headerMock(false)]);
    expect(await screen.findByRole('link', { name: 'Instituto Teste' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('link', { name: 'Como Ajudar' })[0]).toHaveAttribute('href', '/#doar');
    expect(screen.getAllByRole('link', { name: 'Depoimentos' })[0]).toHaveAttribute('href', '/#depoimentos');
    expect(screen.getByRole('link', { name: 'Doar Agora' })).toHaveAttribute('href', '/#doar');
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Como Funciona' })).toHaveAttribute('href', '/#historia');
  });

  it('has no ribbon once the organiser supplied the content', async () => {
    renderWithApollo(<SiteHeader />, [headerMock(false)]);
    await screen.findByText('Instituto Teste');
    expect(screen.queryByTestId('example-ribbon')).not.toBeInTheDocument();
  });
});
