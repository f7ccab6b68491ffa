import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CampaignHeroQuery } from '../../web/src/features/hero/documents';
import { CampaignHero } from '../../web/src/features/hero/components/CampaignHero';
import { heroCampaign } from './support/fixtures';
import { renderWithApollo } from './support/render';
import type { CampaignHeroQuery as CampaignHeroQueryResult } from '../../web/src/gql/graphql';
import { served, type Served } from './support/served';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

function heroMock(campaign: Served<CampaignHeroQueryResult['campaign']>) {
  return { request: { query: CampaignHeroQuery }, result: served(CampaignHeroQuery, { campaign }) };
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
    expect(screen.getByText('doação 100% segura via PIX')).toBeInTheDocument();
    expect(nbsp(screen.getByTestId('raffle-banner').textContent!)).toContain('Sorteio de R$ 2.000,00 em 20/07');
    expect(screen.queryByLabelText('Carregando a campanha')).not.toBeInTheDocument();
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
