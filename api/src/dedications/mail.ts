import { centsToBrl } from '../../../rules/money.js';
import { dedicationPhrase, type DedicationKind } from '../../../rules/dedication.js';
import { compose, type Block, type MailContent } from '../mail/messages.js';

/**
 * The honoree's notice (for "em memória", the family's): who gave, in whose name, the donor's
 * message, and the amount only when the donor chose to tell it. Every one says how to stop them.
 */
export function dedicationNoticeMail(input: {
  campaignTitle: string;
  kind: DedicationKind;
  honoreeName: string;
  /** The donor's name as they gave it; '' for an anonymous donor. */
  donorName: string;
  message: string;
  /** Null unless the donor chose to tell it. */
  amountCents: number | null;
  campaignUrl: string;
  stopUrl: string;
}): MailContent {
  const donor = input.donorName.trim() || 'Uma pessoa que preferiu não se identificar';
  const phrase = dedicationPhrase(input.kind, input.honoreeName);
  const gift = input.amountCents === null ? 'uma doação' : `uma doação de ${centsToBrl(input.amountCents)}`;
  const blocks: Block[] = [
    `${donor} fez ${gift} ${phrase} para a campanha "${input.campaignTitle}".`,
    ...(input.message ? ['Junto com a doação, deixou esta mensagem:', { quote: input.message }] : []),
    { link: input.campaignUrl, label: 'Conheça a campanha' },
    {
      small:
        'Você recebe este aviso porque quem doou informou este endereço. Se não quiser receber outros avisos de homenagem desta campanha:',
      link: { href: input.stopUrl, label: 'Não quero mais receber' },
    },
  ];
  return compose(`Uma doação ${phrase}`, 'Olá!', blocks);
}
