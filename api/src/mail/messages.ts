import { centsToBrl } from '../../../rules/money.js';
import type { Config } from '../config.js';
import { publicUrlOf } from '../site/service.js';
import { formatDateTime } from '../brasilia-time.js';
import { escapeHtml } from '../html.js';

/** The donor's private page, absolute: e-mails leave the site. */
export function donorUrlOf(config: Config, token: string): string {
  const base = publicUrlOf(config) ?? `http://localhost:${config.PORT}`;
  return `${base}/minha-doacao/${token}`;
}

/** A pt-BR e-mail: plain text, and the same paragraphs as simple HTML with no remote image. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

type Block = string | { code: string } | { link: string; label: string };

function compose(subject: string, greeting: string, blocks: Block[]): MailContent {
  const text = [
    greeting,
    ...blocks.map((block) =>
      typeof block === 'string' ? block : 'code' in block ? block.code : `${block.label}: ${block.link}`,
    ),
  ].join('\n\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...blocks.map((block) => {
      if (typeof block === 'string') return `<p>${escapeHtml(block)}</p>`;
      if ('code' in block)
        return `<p style="font-family:monospace;word-break:break-all;background:#f4f4f4;padding:12px">${escapeHtml(block.code)}</p>`;
      return `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.label)}</a></p>`;
    }),
  ].join('\n');
  return { subject, text, html: `<!doctype html><html lang="pt-BR"><body>${html}</body></html>` };
}

/** "Olá, Maria!", or "Olá!" for an anonymous donor who gave no name. */
const greetingOf = (name: string) => {
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
}): MailContent {
  return compose(`Seu código PIX de ${centsToBrl(input.amountCents)}`, greetingOf(input.name), [
    `Este é o código PIX "copia e cola" da sua doação de ${centsToBrl(input.amountCents)}. Cole no app do seu banco, na opção PIX copia e cola:`,
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
}): MailContent {
  const document = input.receiptKind === 'recibo' ? 'o recibo da doação' : 'o comprovante da doação';
  return compose(`Recebemos sua doação de ${centsToBrl(input.amountCents)}. Obrigado!`, greetingOf(input.name), [
    `Seu pagamento de ${centsToBrl(input.amountCents)} foi confirmado. Muito obrigado por ajudar!`,
    `Em anexo está ${document}, em PDF.`,
    ...(input.donorUrl ? [{ link: input.donorUrl, label: 'Página da sua doação' }] : []),
  ]);
}
