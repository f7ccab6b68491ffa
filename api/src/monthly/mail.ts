import { formatDateTime } from '../../../rules/brasilia-time.js';
import { compose, greetingOf, type MailContent } from '../mail/messages.js';
import { centsToBrl } from '../../../rules/money.js';
import type { Canceller } from './model.js';
import { pixHolderSentence } from '../../../rules/pix-holder.js';

/** What a monthly donor is told, in the donor's words (the events are in monthly/service.ts and monthly/charges.ts). */

/** "10/12/2026" of "2026-12-10". */
const dayMonthYear = (day: string) => day.split('-').reverse().join('/');
/** "12/2026" of "2026-12". */
const monthYear = (cycle: string) => cycle.split('-').reverse().join('/');

const linkBlock = (url: string | null) => (url ? [{ link: url, label: 'Acompanhar ou cancelar a doação mensal' }] : []);

export function monthlyCodeMail(input: {
  name: string;
  amountCents: number;
  dayOfMonth: number;
  payFirstNow: boolean;
  pixCode: string;
  expiresAt: Date;
  url: string;
  /** Who the bank app will show as receiving (rules/pix-holder.ts), said before the code, as in a one-off code's e-mail. */
  holder?: { line: string; contactUrl: string } | null;
}): MailContent {
  const amount = centsToBrl(input.amountCents);
  return compose(`Autorize sua doação mensal de ${amount}`, greetingOf(input.name), [
    `Para ativar a doação mensal de ${amount} todo dia ${input.dayOfMonth}, cole este código no app do seu banco, na opção PIX copia e cola, e autorize o Pix Automático${input.payFirstNow ? ' (o primeiro mês é pago agora)' : ''}:`,
    ...(input.holder
      ? [pixHolderSentence(input.holder.line), { link: input.holder.contactUrl, label: 'Fale com a gente' } as const]
      : []),
    { code: input.pixCode },
    `O código vale até ${formatDateTime(input.expiresAt)} (horário de Brasília).`,
    { link: input.url, label: 'Página da sua doação mensal (guarde este link)' },
    'Você pode cancelar quando quiser, nessa página ou no app do seu banco.',
  ]);
}

export function monthlyActiveMail(input: {
  name: string;
  amountCents: number;
  dayOfMonth: number;
  nextDueDate: string;
  url: string | null;
}): MailContent {
  const amount = centsToBrl(input.amountCents);
  return compose(`Sua doação mensal de ${amount} está ativa. Obrigado!`, greetingOf(input.name), [
    `Você autorizou no seu banco a doação mensal de ${amount}, todo dia ${input.dayOfMonth}. A próxima cobrança vence em ${dayMonthYear(input.nextDueDate)}; o seu banco avisa antes de cada uma.`,
    'A cada mês pago, você recebe o recibo por e-mail.',
    ...linkBlock(input.url),
    // "that page" only where the page is linked just above.
    input.url
      ? 'Você pode cancelar quando quiser, nessa página ou no app do seu banco.'
      : 'Você pode cancelar quando quiser, no app do seu banco.',
  ]);
}

const CANCELLED_BY: Record<Canceller, string> = {
  donor: 'Você cancelou a doação mensal na página dela.',
  'payer-app': 'Você cancelou a doação mensal no app do seu banco.',
  'payer-bank': 'O seu banco cancelou a autorização da doação mensal.',
  organiser: 'A campanha cancelou a doação mensal.',
  psp: 'O banco da campanha cancelou a doação mensal.',
};

export function monthlyCancelledMail(input: {
  name: string;
  amountCents: number;
  by: Canceller;
  url: string | null;
  /** The campaign was closed: the organiser's closing message (campaign/goal.ts). */
  closingMessage?: string | null;
}): MailContent {
  return compose(`Doação mensal de ${centsToBrl(input.amountCents)} cancelada`, greetingOf(input.name), [
    input.closingMessage
      ? `A campanha foi encerrada, e por isso a doação mensal foi cancelada. Nenhum mês ainda não vencido será cobrado.`
      : `${CANCELLED_BY[input.by]} Nenhum mês ainda não vencido será cobrado.`,
    ...(input.closingMessage ? [`Mensagem da organização: ${input.closingMessage}`] : []),
    'Os meses já pagos continuam contando para a campanha, com os seus recibos. Obrigado por ter ajudado!',
    ...linkBlock(input.url),
  ]);
}

export function monthlyFailedMail(input: { name: string; amountCents: number; month: string; url: string | null }): MailContent {
  return compose(`A doação mensal de ${monthYear(input.month)} não foi paga`, greetingOf(input.name), [
    `O seu banco não concluiu o pagamento de ${centsToBrl(input.amountCents)} da doação mensal de ${monthYear(input.month)}, e não haverá nova tentativa neste mês.`,
    'A doação mensal continua ativa: o próximo mês será cobrado normalmente.',
    ...linkBlock(input.url),
  ]);
}
