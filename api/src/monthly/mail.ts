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

/** A change the donor made on the page (or that their bank's authorisation completed), as its e-mail says it. */
export interface MonthlyChangeMailInput {
  name: string;
  change:
    | { kind: 'amount'; from: number; to: number }
    | { kind: 'day'; from: number; to: number; fromMonth: string | null }
    | { kind: 'skip'; month: string }
    | { kind: 'pause'; month: string | null }
    | { kind: 'resume'; nextDueDate: string };
  url: string | null;
}

export function monthlyChangedMail(input: MonthlyChangeMailInput): MailContent {
  const { change } = input;
  const [subject, line] = ((): [string, string] => {
    switch (change.kind) {
      case 'amount':
        return [
          `Doação mensal: novo valor de ${centsToBrl(change.to)}`,
          `Você autorizou no seu banco o novo valor da doação mensal: ${centsToBrl(change.to)} (antes, ${centsToBrl(change.from)}). Ele vale a partir do próximo mês ainda não enviado ao banco; a autorização anterior é cancelada assim que o último mês cobrado por ela terminar.`,
        ];
      case 'day':
        return [
          `Doação mensal: agora todo dia ${change.to}`,
          `A doação mensal passa a vencer todo dia ${change.to} (antes, dia ${change.from}), ${change.fromMonth ? `a partir de ${monthYear(change.fromMonth)}` : 'quando você retomar a doação'}.`,
        ];
      case 'skip':
        return [
          `Doação mensal: ${monthYear(change.month)} não será cobrado`,
          `Você pulou o mês ${monthYear(change.month)}: ele não será cobrado. Os meses seguintes continuam normalmente.`,
        ];
      case 'pause':
        return [
          'Doação mensal pausada',
          `A doação mensal está pausada: nenhum mês será cobrado${change.month ? `, a partir de ${monthYear(change.month)},` : ''} até você retomar, na página da doação.`,
        ];
      case 'resume':
        return [
          'Doação mensal retomada',
          `A doação mensal foi retomada. A próxima cobrança vence em ${dayMonthYear(change.nextDueDate)}.`,
        ];
    }
  })();
  return compose(subject, greetingOf(input.name), [
    line,
    ...linkBlock(input.url),
    'Se não foi você quem pediu, responda este e-mail ou cancele a doação mensal na página dela.',
  ]);
}

/** A new amount needs the donor's authorisation in the bank app: its code, as the first authorisation's. */
export function monthlyAmountCodeMail(input: {
  name: string;
  fromCents: number;
  toCents: number;
  pixCode: string;
  expiresAt: Date;
  url: string | null;
}): MailContent {
  const amount = centsToBrl(input.toCents);
  return compose(`Autorize o novo valor da doação mensal: ${amount}`, greetingOf(input.name), [
    `Você pediu para mudar a doação mensal de ${centsToBrl(input.fromCents)} para ${amount}. O Pix Automático pede uma nova autorização: cole este código no app do seu banco, na opção PIX copia e cola, e autorize:`,
    { code: input.pixCode },
    `O código vale até ${formatDateTime(input.expiresAt)} (horário de Brasília). Até você autorizar, a doação continua com o valor de ${centsToBrl(input.fromCents)}.`,
    ...linkBlock(input.url),
  ]);
}
