import { withoutCpfs } from '../../../rules/documents.js';
import { formatDateTime } from '../../../rules/brasilia-time.js';
import { compose, greetingOf, type MailContent } from '../mail/messages.js';

/** An answer to a message sent through "Fale conosco": the answer, then the donor's words quoted (never a CPF they typed). */
export function contactAnswerMail(input: {
  name: string;
  message: string;
  sentAt: Date;
  answer: string;
  organisationName: string;
  organisationEmail: string;
}): MailContent {
  return compose(`Resposta à sua mensagem para ${input.organisationName}`, greetingOf(input.name), [
    input.answer,
    `Em ${formatDateTime(input.sentAt)}, você escreveu pelo "Fale conosco" do site:`,
    { quote: withoutCpfs(input.message) },
    {
      small: `Para continuar a conversa, responda a este e-mail: a resposta vai para ${input.organisationName} (${input.organisationEmail}).`,
    },
  ]);
}
