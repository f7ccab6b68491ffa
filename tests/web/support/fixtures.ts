/** Server answers, shaped exactly as the schema's types (with __typename, as the server sends). */
export const raffle = {
  __typename: 'Raffle',
  prize: '2000.00',
  drawDate: '2027-07-20',
  minAmount: '50.00',
  text: 'O prêmio é oferecido por patrocinadores.',
};

export const heroCampaign = {
  __typename: 'Campaign',
  raised: '47823.50',
  goal: '125000.00',
  supportersCount: 612,
  heartsReceived: 1840,
  title: 'Ajude a Ana',
  badge: 'Campanha urgente',
  summary: 'A Ana tem 9 anos.',
  videoUrl: 'https://player.example/embed/abc',
  videoPoster: { __typename: 'Image', url: '/images/poster.svg', alt: 'Capa do vídeo', width: 1280, height: 720 },
  raffle,
};

export function option(value: string, extra: Partial<Record<string, unknown>> = {}) {
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

export function comment(id: string, minutesAgo: number, extra: Partial<Record<string, unknown>> = {}) {
  return {
    __typename: 'Comment',
    id,
    name: `Apoiador ${id}`,
    avatar: '/images/default-avatar.svg',
    amount: null,
    content: `Mensagem ${id}`,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    ...extra,
  };
}
