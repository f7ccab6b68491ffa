import { centsToBrl } from '../../../rules/money.js';
import { compose, greetingOf, type MailContent } from '../mail/messages.js';

/** "Minhas doações" sends a monthly donation's private link again (issue 54): the same link, which was never shown elsewhere. */
export function monthlyLinkMail(input: { name: string; amountCents: number; dayOfMonth: number; url: string }): MailContent {
  return compose('O link da sua doação mensal', greetingOf(input.name), [
    `Você pediu, em "Minhas doações", o link da sua doação mensal de ${centsToBrl(input.amountCents)} (todo dia ${input.dayOfMonth}). Nessa página você muda o valor ou o dia, pula um mês, pausa ou cancela:`,
    { link: input.url, label: 'Página da sua doação mensal (guarde este link)' },
    'O link é secreto: quem o tiver pode alterar a doação. Não o encaminhe. Se não foi você quem pediu, ignore este e-mail.',
  ]);
}
