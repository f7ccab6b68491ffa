import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CampaignHeroQuery } from '../../web/src/features/hero/documents';
import { CampaignHero } from '../../web/src/features/hero/components/CampaignHero';
import { heroCampaign } from './support/fixtures';
import { renderWithApollo } from './support/render';
import type { CampaignHeroQuery as CampaignHeroQueryResult } from '../../web/src/gql/graphql';
import { served, type Served } from './support/served';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

function heroMock(
  campaign: Served<CampaignHeroQueryResult['campaign']>,
  bankCheck: Served<CampaignHeroQueryResult['bankCheck']> = null,
) {
  return { request: { query: CampaignHeroQuery }, result: served(CampaignHeroQuery, { campaign, bankCheck, budget: null }) };
}

describe('CampaignHero', () => {
  it('shows a skeleton while loading, then the campaign numbers', async () => {
    renderWithApollo(<CampaignHero />, [heroMock(heroCampaign)]);
    expect(screen.getByLabelText('Carregando a campanha')).toHaveAttribute('aria-busy', 'true');

    expect(nbsp((await screen.findByTestId('raised')).textContent!)).toBe('R$ 47.823,50');
    expect(screen.getByRole('heading', { level: 1, name: 'Ajude a Ana' })).toBeInTheDocument();
    expect(screen.getByText('Campanha urgente')).toBeInTheDocument();
    expect(screen.getByTestId('percent')).toHaveTextContent('38,3% da meta');
    expect(nbsp(screen.getByTestId('goal').textContent!)).toBe('Meta: R$ 125.000,00');
    expect(screen.getByTestId('supporters')).toHaveTextContent('612 apoiadores');
    expect(screen.getByTestId('hearts')).toHaveTextContent('1.840 corações');
    expect(screen.getByRole('link', { name: 'DOAR AGORA' })).toHaveAttribute('href', '#doar');
    // Checkable facts instead of a badge any copy could print (issue 50, goal 5): the holder, no bank check yet.
    expect(screen.queryByText(/100% segura/)).not.toBeInTheDocument();
    expect(screen.getByTestId('checkable-facts')).toHaveTextContent(
      'O app do banco vai mostrar: ASSOCIACAO AMIGOS DA ANA (11.222.333/0001-81).Confira cada doação e despesa na prestação de contas',
    );
    expect(screen.getByRole('link', { name: /prestação de contas/ })).toHaveAttribute('href', '/transparencia');
    expect(nbsp(screen.getByTestId('raffle-banner').textContent!)).toContain('Sorteio de R$ 2.000,00 em 20/07');
    expect(screen.queryByLabelText('Carregando a campanha')).not.toBeInTheDocument();
  });

  it('claims no holder nor check it does not have: a stale bank check is said to be stale', async () => {
    const bankCheck = { __typename: 'BankCheck' as const, importedOn: '2026-05-10', stale: true, underReviewCount: 0 };
    renderWithApollo(<CampaignHero />, [heroMock({ ...heroCampaign, pixHolder: null }, bankCheck)]);
    const facts = await screen.findByTestId('checkable-facts');
    expect(facts).toHaveTextContent('Não conferido com o banco desde 10/05/2026.');
    expect(facts).not.toHaveTextContent('O app do banco vai mostrar');
    expect(facts).not.toHaveTextContent(/Conferido com o extrato/);
  });

  it('draws an uploaded poster in its sizes, WebP first with the JPEG as fallback, described for screen readers', async () => {
    const poster = {
      __typename: 'Image' as const,
      url: '/media/aaaaaaaaaaaaaaaaaaaaaaaa-1600.jpg',
      alt: 'A Lia sorrindo',
      width: 1600,
      height: 900,
      srcSet: '/media/aaaaaaaaaaaaaaaaaaaaaaaa-480.jpg 480w, /media/aaaaaaaaaaaaaaaaaaaaaaaa-1600.jpg 1600w',
      webpSrcSet: '/media/aaaaaaaaaaaaaaaaaaaaaaaa-480.webp 480w, /media/aaaaaaaaaaaaaaaaaaaaaaaa-1600.webp 1600w',
    };
    renderWithApollo(<CampaignHero />, [heroMock({ ...heroCampaign, videoPoster: poster })]);
    const img = await screen.findByRole('img', { name: 'A Lia sorrindo' });
    expect(img).toHaveAttribute('src', poster.url);
    expect(img).toHaveAttribute('srcset', poster.srcSet);
    expect(img).toHaveAttribute('sizes', '(min-width: 900px) 50vw, 100vw');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    const picture = img.parentElement!;
    expect(picture.tagName).toBe('PICTURE');
    const source = picture.querySelector('source')!;
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute('srcset', poster.webpSrcSet);
  });

  it('never draws the progress bar below 2 %', async () => {
    renderWithApollo(<CampaignHero />, [heroMock({ ...heroCampaign, raised: '10.00' })]);
    const bar = await screen.findByRole('progressbar', { name: 'Progresso da meta' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByTestId('percent')).toHaveTextContent('0,0% da meta');
  });

  it('loads the video player only after the visitor clicks the poster', async () => {
    const user = userEvent.setup();
    const { container } = renderWithApollo(<CampaignHero />, [heroMock(heroCampaign)]);
    const play = await screen.findByRole('button', { name: 'Assistir ao vídeo: Ajude a Ana' });
    expect(within(play).getByRole('img', { name: 'Capa do vídeo' })).toHaveAttribute('src', '/images/poster.svg');
    expect(container.querySelector('iframe')).toBeNull();

    await user.click(play);
    const iframe = container.querySelector('iframe')!;
    expect(iframe.getAttribute('src')).toBe('https://player.example/embed/abc?autoplay=1');
    expect(iframe).toHaveAttribute('title', 'Vídeo: Ajude a Ana');
  });

  it('shows no video block and no raffle when the content has none', async () => {
    const { container } = renderWithApollo(<CampaignHero />, [
      heroMock({ ...heroCampaign, videoUrl: null, videoPoster: null, raffle: null }),
    ]);
    await screen.findByTestId('raised');
    expect(screen.queryByRole('button', { name: /Assistir/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('raffle-banner')).not.toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('says so in pt-BR when the campaign cannot be loaded', async () => {
    renderWithApollo(<CampaignHero />, [{ request: { query: CampaignHeroQuery }, error: new Error('offline') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar a campanha');
    expect(screen.queryByTestId('raised')).not.toBeInTheDocument();
  });
});
