export type ContactField = 'name' | 'email' | 'message';
export type ContactForm = Record<ContactField, string>;

// The server (api/src/contact/service.ts) has the last word; these catch slips before a round trip.
const NAME_MAX_LENGTH = 100;
const MESSAGE_MIN_LENGTH = 10;
const MESSAGE_MAX_LENGTH = 2000;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** pt-BR messages per field; empty when the form can be sent. */
export function validateContactForm(form: ContactForm): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  const name = form.name.trim();
  const email = form.email.trim();
  const message = form.message.trim();
  if (name.length < 2) errors.name = 'Informe o seu nome.';
  else if (name.length > NAME_MAX_LENGTH) errors.name = `O nome pode ter no máximo ${NAME_MAX_LENGTH} caracteres.`;
  if (!email) errors.email = 'Informe o seu e-mail para podermos responder.';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Informe um e-mail válido, como nome@exemplo.com.';
  if (message.length < MESSAGE_MIN_LENGTH)
    errors.message = `Escreva a sua mensagem (pelo menos ${MESSAGE_MIN_LENGTH} caracteres).`;
  else if (message.length > MESSAGE_MAX_LENGTH)
    errors.message = `A mensagem pode ter no máximo ${MESSAGE_MAX_LENGTH} caracteres.`;
  return errors;
}
