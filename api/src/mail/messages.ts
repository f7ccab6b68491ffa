import { centsToBrl } from '../../../rules/money.js';
import { whatsappReferralUrl } from '../../../rules/referral.js';
import { pixHolderSentence } from '../../../rules/pix-holder.js';
import type { Config } from '../config.js';
import { publicUrlOf } from '../site/service.js';
import { formatDateTime } from '../../../rules/brasilia-time.js';
import { renderMailHtml, type MailPart } from './layout.js';

/** A page of the site, absolute: e-mails leave the site. */
export function siteUrlOf(config: Config, path: string): string {
  return `${publicUrlOf(config) ?? `http://localhost:${config.PORT}`}${path}`;
}

/** The donor's private page. */
export function donorUrlOf(config: Config, token: string): string {
  return siteUrlOf(config, `/minha-doacao/${token}`);
}

/** A pt-BR e-mail: plain text, and the same paragraphs as simple HTML with no remote image. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export type Block =
  | string
  | { code: string }
  | { link: string; label: string }
  /** A heading (an update's title). */
  | { heading: string }
  /** Someone else's words quoted (the donor's message an answer replies to): "> " lines in text, a blockquote in HTML. */
  | { quote: string }
  /** Small print at the end (how to stop receiving these). */
  | { small: string; link?: { href: string; label: string } };

/** Each block as the layout draws it (layout.tsx, React Email): one column that fits a phone, links as buttons 44 px tall. */
const partOf = (block: Block): MailPart => {
  if (typeof block === 'string') return { kind: 'text', text: block };
  if ('code' in block) return { kind: 'code', code: block.code };
  if ('heading' in block) return { kind: 'heading', text: block.heading };
  if ('quote' in block) return { kind: 'quote', text: block.quote };
  if ('small' in block) return { kind: 'small', text: block.small, ...(block.link && { link: block.link }) };
  return { kind: 'button', href: block.link, label: block.label };
};

export function compose(subject: string, greeting: string, blocks: Block[]): MailContent {
  const text = [
    greeting,
    ...blocks.map((block) => {
      if (typeof block === 'string') return block;
      if ('code' in block) return block.code;
      if ('heading' in block) return block.heading.toUpperCase();
      if ('quote' in block)
        return block.quote
          .split('\n')
          .map((line) => (line ? `> ${line}` : '>'))
          .join('\n');
      if ('small' in block) return block.link ? `${block.small} ${block.link.label}: ${block.link.href}` : block.small;
      return `${block.label}: ${block.link}`;
    }),
  ].join('\n\n');
  return { subject, text, html: renderMailHtml(subject, greeting, blocks.map(partOf)) };
}

/** "Olá, Maria!", or "Olá!" for an anonymous donor who gave no name. */
export const greetingOf = (name: string) => {
  const first = name.trim().split(/\s+/)[0];
  return first ? `Olá, ${first}!` : 'Olá!';
};

/** Right after the code is issued: so a donor who switched to the bank app can still pay. */
export function pixCodeMail(input: {
  name: string;
  amountCents: number;
  pixCode: string;
  expiresAt: Date;
  donorUrl: string;
  /** Who the bank app will show as receiving (rules/pix-holder.ts), said before the code; null while unset. */
  holder?: { line: string; contactUrl: string } | null;
}): MailContent {
  return compose(`Seu código PIX de ${centsToBrl(input.amountCents)}`, greetingOf(input.name), [
    `Este é o código PIX "copia e cola" da sua doação de ${centsToBrl(input.amountCents)}. Cole no app do seu banco, na opção PIX copia e cola:`,
    ...(input.holder
      ? [pixHolderSentence(input.holder.line), { link: input.holder.contactUrl, label: 'Fale com a gente' } as const]
      : []),
    { code: input.pixCode },
    `O código vale até ${formatDateTime(input.expiresAt)} (horário de Brasília). Depois disso, gere um novo na página da sua doação.`,
    { link: input.donorUrl, label: 'Página da sua doação (guarde este link)' },
    'Se você já pagou, não precisa fazer nada: avisaremos quando o pagamento for confirmado.',
  ]);
}

/** When the payment is confirmed: thanks, the receipt attached, the private link. */
export function paymentConfirmedMail(input: {
  name: string;
  amountCents: number;
  receiptKind: 'recibo' | 'comprovante';
  donorUrl: string | null;
  /** The "Minhas doações" page, where every donation of the address and the yearly statement are. */
  myDonationsUrl: string;
  /** Set when the box was ticked with an address that had stopped the updates: the link that confirms them. */
  resumeUpdatesUrl?: string | null;
  /** The donation's share link (`<site>/?ref=<code>`), asked for first while the donor is glad. */
  shareUrl?: string | null;
}): MailContent {
  const document = input.receiptKind === 'recibo' ? 'o recibo da doação' : 'o comprovante da doação';
  return compose(`Recebemos sua doação de ${centsToBrl(input.amountCents)}. Obrigado!`, greetingOf(input.name), [
    `Seu pagamento de ${centsToBrl(input.amountCents)} foi confirmado. Muito obrigado por ajudar!`,
    `Em anexo está ${document}, em PDF.`,
    // The share blocks link the donation's page where they speak of it; without them, the page is linked alone.
    ...(input.shareUrl
      ? shareBlocks(input.shareUrl, input.donorUrl)
      : input.donorUrl
        ? [{ link: input.donorUrl, label: 'Página da sua doação' }]
        : []),
    ...(input.resumeUpdatesUrl
      ? [
          'Na doação, a opção de receber novidades da campanha foi marcada, mas este e-mail tinha pedido antes para não recebê-las. Só voltaremos a enviar se você confirmar:',
          { link: input.resumeUpdatesUrl, label: 'Quero voltar a receber novidades' },
        ]
      : []),
    {
      small: 'Todas as suas doações e o informe anual para o Imposto de Renda ficam em',
      link: { href: input.myDonationsUrl, label: 'Minhas doações' },
    },
  ]);
}

/**
 * A donor's share link, WhatsApp first (where the donors came from), then the link itself to paste anywhere;
 * then, given `donorUrl`, the page where what the link brings shows (never named without its link).
 */
export function shareBlocks(shareUrl: string, donorUrl: string | null): Block[] {
  return [
    'Quer ajudar mais? Compartilhe a campanha com quem você conhece.',
    { link: whatsappReferralUrl(shareUrl), label: 'Compartilhe no WhatsApp' },
    `Ou envie o seu link: ${shareUrl}`,
    ...(donorUrl
      ? [
          'As doações que chegarem pelo seu link aparecem na página da sua doação, sem o nome de ninguém.',
          { link: donorUrl, label: 'Página da sua doação' },
        ]
      : []),
  ];
}

/** The "Minhas doações" link, sent only to the address whose donations it lists. */
export function myDonationsMail(input: { campaignTitle: string; url: string; expiresAt: Date }): MailContent {
  return compose(`Suas doações para "${input.campaignTitle}"`, 'Olá!', [
    `Recebemos um pedido para ver as doações feitas com este e-mail na campanha "${input.campaignTitle}".`,
    { link: input.url, label: 'Ver minhas doações' },
    `O link vale até ${formatDateTime(input.expiresAt)} (horário de Brasília). Nele estão a situação, o valor, o recibo e a página de cada doação, e o informe anual das doações para o Imposto de Renda.`,
    {
      small:
        'Se não foi você quem pediu, ignore este e-mail: o link foi enviado só para este endereço e deixa de funcionar sozinho.',
    },
  ]);
}

/** An update the organiser posted, to a donor who asked for updates; every one says how to stop them. */
export function campaignUpdateMail(input: {
  campaignTitle: string;
  title: string;
  body: string;
  updatesUrl: string;
  unsubscribeUrl: string;
}): MailContent {
  return compose(`${input.title} — ${input.campaignTitle}`, 'Olá!', [
    `Há uma novidade da campanha "${input.campaignTitle}", que você apoiou:`,
    { heading: input.title },
    input.body,
    { link: input.updatesUrl, label: 'Ver na página da campanha' },
    {
      small: 'Você recebe este e-mail porque pediu novidades da campanha ao doar.',
      link: { href: input.unsubscribeUrl, label: 'Não quero mais receber' },
    },
  ]);
}
