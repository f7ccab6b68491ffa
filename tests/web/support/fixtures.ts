import type {
  AmountCardFieldsFragment,
  CampaignHeroQuery,
  CommentCardFieldsFragment,
  CommentsSectionQuery,
  DonationOptionsQuery,
  PictureFieldsFragment,
  RaffleBannerFieldsFragment,
} from '../../../web/src/gql/graphql';
import type { PanelCampaignQuery } from '../../../web/src/panel/gql/graphql';
import type { Served } from './served';

// With fragment masking, a query's type hides its fragments' fields; the server sends them all.
type ServedOption = Served<DonationOptionsQuery['donationOptions'][number]> & Served<AmountCardFieldsFragment>;
type ServedComment = Served<CommentsSectionQuery['comments']['nodes'][number]> & Served<CommentCardFieldsFragment>;

/** Server answers, typed from the generated operation types (with __typename, as the server sends). */
export const raffle: Served<RaffleBannerFieldsFragment> = {
  __typename: 'Raffle',
  prize: '2000.00',
  drawDate: '2027-07-20',
  minAmount: '50.00',
  text: 'O prêmio é oferecido por patrocinadores.',
};

export const heroCampaign: Served<CampaignHeroQuery['campaign']> & { videoPoster: Served<PictureFieldsFragment> | null } = {
  __typename: 'Campaign',
  raised: '47823.50',
  goal: '125000.00',
  supportersCount: 612,
  heartsReceived: 1840,
  title: 'Ajude a Ana',
  badge: 'Campanha urgente',
  summary: 'A Ana tem 9 anos.',
  videoUrl: 'https://player.example/embed/abc',
  goalExtensions: [],
  closing: null,
  videoPoster: {
    __typename: 'Image',
    url: '/images/poster.svg',
    alt: 'Capa do vídeo',
    width: 1280,
    height: 720,
    srcSet: null,
    webpSrcSet: null,
  },
  raffle,
  pixHolder: { __typename: 'PixHolder', name: 'ASSOCIACAO AMIGOS DA ANA', document: '11.222.333/0001-81' },
};

export function option(value: string, extra: Partial<ServedOption> = {}): ServedOption {
  return {
    __typename: 'DonationOption',
    value,
    label: `Rótulo ${value}`,
    description: `Descrição ${value}`,
    impact: `Impacto ${value}`,
    popular: false,
    raffleEntries: 0,
    checkoutUrl: null,
    ...extra,
  };
}

export function comment(id: string, minutesAgo: number, extra: Partial<ServedComment> = {}): ServedComment {
  return {
    __typename: 'Comment',
    id,
    name: `Apoiador ${id}`,
    avatar: '/images/default-avatar.svg',
    amount: null,
    content: `Mensagem ${id}`,
    dedication: null,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    ...extra,
  };
}

/** The panel's stored campaign as `PanelCampaignQuery` answers it, the smallest the editor takes; `campaign` overrides its fields. */
export function panelCampaign(
  campaign: Partial<PanelCampaignQuery['campaign']> = {},
  donationOptions: PanelCampaignQuery['donationOptions'] = [],
): PanelCampaignQuery {
  return {
    campaign: {
      isExample: false,
      organisation: { name: 'Instituto Rita', cnpj: null, email: 'contato@rita.org.br', whatsapp: null, city: null },
      videoPoster: null,
      badge: 'Urgente',
      title: 'Ajude a Rita',
      summary: 'O tratamento custa caro.',
      videoUrl: null,
      goal: '150000.00',
      raised: '0.00',
      story: { title: 'A história', verifiedLabel: 'Verificado', proofImage: null, paragraphs: ['Primeiro.'], blocks: [] },
      usage: [],
      raffle: null,
      trustBadges: [],
      share: { title: 'Ajude', description: 'Doe', image: null, message: 'Doe agora' },
      ...campaign,
    },
    donationOptions,
    booksCheck: { baselineRaised: '0.00', expectedSupporters: 0, paidCount: 0 },
  };
}
