import { compose, shareBlocks, type MailContent } from '../mail/messages.js';

/** The first paid donation a donor's share link brought: thanks, the count on their page, never who gave. */
export function referralBroughtMail(input: {
  campaignTitle: string;
  donorUrl: string | null;
  shareUrl: string;
  unsubscribeUrl: string | null;
}): MailContent {
  return compose(`Seu link trouxe uma doação para "${input.campaignTitle}"`, 'Olá!', [
    'Alguém abriu o link que você compartilhou e fez uma doação. Obrigado por chamar mais gente para ajudar!',
    'Não dizemos quem doou: a página da sua doação mostra só quantas doações o seu link trouxe e quanto somam.',
    ...(input.donorUrl ? [{ link: input.donorUrl, label: 'Ver o que o seu link trouxe' }] : []),
    // The page is linked above, where this e-mail first speaks of it.
    ...shareBlocks(input.shareUrl, null),
    {
      small: 'Você recebe este e-mail porque pediu novidades da campanha ao doar.',
      ...(input.unsubscribeUrl && { link: { href: input.unsubscribeUrl, label: 'Não quero mais receber' } }),
    },
  ]);
}
