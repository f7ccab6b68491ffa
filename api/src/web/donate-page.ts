import { randomUUID } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import QRCode from 'qrcode';
import { donationLimitsOf, getCampaignState } from '../campaign/service.js';
import type { Deps } from '../deps.js';
import { createDonation, getPixCode } from '../donations/service.js';
import { httpStatusOf, toAppError } from '../errors.js';
import { requestOriginOf } from '../http/client.js';
import { amountRangeText, checkAmount } from '../../../rules/amount.js';
import { checkDonationInput } from '../../../rules/donation.js';
import { messagesByField } from '../../../rules/rule.js';
import { centsToAmountInput, centsToBrl } from '../../../rules/money.js';
import { escapeHtml } from '../html.js';

/**
 * The donation form without JavaScript: the amount cards link here, so a donor whose
 * phone has not run (or cannot run) the app still gets the PIX code. The same rules
 * (rules/donation.ts) and services as the app; a refresh of the code page reuses the
 * donation (the idempotency key travels in the form).
 */
export const DONATE_PATH = '/doar';

const FORM_FIELDS = ['amount', 'name', 'email', 'phone', 'cpf', 'message'] as const;
type FormField = (typeof FORM_FIELDS)[number];
type FormValues = Record<FormField, string> & { isAnonymous: boolean; idempotencyKey: string };

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#fdf6f9;color:#1f1f1f;line-height:1.5}
main{max-width:34rem;margin:0 auto;padding:1rem}h1{font-size:1.5rem;margin:.5rem 0 1rem}
label{display:block;font-weight:600;margin-top:1rem}input,textarea{box-sizing:border-box;width:100%;font:inherit;padding:.75rem;border:1px solid #767676;border-radius:8px;min-height:44px}
.check{display:flex;gap:.5rem;align-items:center;font-weight:600;margin-top:1rem}.check input{width:24px;min-height:24px}
.hint{color:#555;font-size:.9rem;margin:.25rem 0 0}.error{color:#b00020;font-weight:600;font-size:.9rem;margin:.25rem 0 0}
[aria-invalid=true]{border-color:#b00020;border-width:2px}button{margin-top:1.5rem;width:100%;min-height:48px;font:inherit;font-weight:700;color:#fff;background:#c2185b;border:0;border-radius:8px}
.summary{border:2px solid #b00020;border-radius:8px;padding:.5rem 1rem;background:#fff}a{color:#ad1457}
.code{word-break:break-all;font-family:ui-monospace,monospace;background:#fff;border:1px solid #767676;border-radius:8px;padding:.75rem}
img{display:block;margin:1rem auto;background:#fff}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}<p><a href="/">Voltar para a campanha</a></p></main></body></html>`;
}

function field(
  name: FormField,
  label: string,
  values: FormValues,
  errors: Partial<Record<FormField, string>>,
  options: { type?: string; hint?: string; required?: boolean; autocomplete?: string; inputmode?: string } = {},
): string {
  const id = `doar-${name}`;
  const describedBy = [errors[name] ? `${id}-erro` : '', options.hint ? `${id}-dica` : ''].filter(Boolean).join(' ');
  const attributes = [
    `id="${id}"`,
    `name="${name}"`,
    `type="${options.type ?? 'text'}"`,
    `value="${escapeHtml(values[name])}"`,
    options.required ? 'required' : '',
    options.autocomplete ? `autocomplete="${options.autocomplete}"` : '',
    options.inputmode ? `inputmode="${options.inputmode}"` : '',
    errors[name] ? 'aria-invalid="true"' : '',
    describedBy ? `aria-describedby="${describedBy}"` : '',
  ].filter(Boolean);
  return `<label for="${id}">${label}${options.required ? ' (obrigatório)' : ''}</label><input ${attributes.join(' ')}>
${errors[name] ? `<p class="error" id="${id}-erro">${escapeHtml(errors[name]!)}</p>` : ''}${options.hint ? `<p class="hint" id="${id}-dica">${escapeHtml(options.hint)}</p>` : ''}`;
}

function formPage(values: FormValues, errors: Partial<Record<FormField, string>>, rangeText: string, failure?: string): string {
  const problems = FORM_FIELDS.filter((name) => errors[name]);
  const summary =
    problems.length || failure
      ? `<div class="summary" role="alert"><p><strong>${failure ? escapeHtml(failure) : 'Confira os campos abaixo:'}</strong></p>${
          problems.length
            ? `<ul>${problems.map((name) => `<li><a href="#doar-${name}">${escapeHtml(errors[name]!)}</a></li>`).join('')}</ul>`
            : ''
        }</div>`
      : '';
  return page(
    'Seus dados para a doação',
    `<h1>Seus dados para a doação</h1>${summary}
<form method="post" action="${DONATE_PATH}" novalidate>
<input type="hidden" name="idempotencyKey" value="${escapeHtml(values.idempotencyKey)}">
${field('amount', 'Valor da doação (R$)', values, errors, { required: true, inputmode: 'decimal', hint: `De ${rangeText}.` })}
<label class="check"><input type="checkbox" name="isAnonymous" value="true"${values.isAnonymous ? ' checked' : ''}> Doar anonimamente</label>
<p class="hint">Seu nome não aparece nos depoimentos nem nas notificações e pode ficar em branco.</p>
${field('name', 'Nome completo', values, errors, { autocomplete: 'name', hint: 'Obrigatório, exceto em uma doação anônima.' })}
${field('email', 'E-mail', values, errors, { type: 'email', required: true, autocomplete: 'email', hint: 'Para enviarmos a confirmação da doação.' })}
${field('phone', 'Telefone / WhatsApp', values, errors, { type: 'tel', autocomplete: 'tel-national', hint: 'Opcional, com DDD.' })}
${field('cpf', 'CPF', values, errors, { inputmode: 'numeric', hint: 'Opcional — para recibo. Guardado com criptografia.' })}
${field('message', 'Mensagem de apoio', values, errors, { hint: 'Opcional. Aparece nos depoimentos depois da confirmação.' })}
<button type="submit">Gerar código PIX</button>
<p class="hint">Ao doar você concorda com os <a href="/terms" target="_blank" rel="noopener">Termos de Uso</a> e a <a href="/privacy" target="_blank" rel="noopener">Política de Privacidade</a>.</p>
</form>`,
  );
}

async function codePage(pixCode: string, amountCents: number, expiresAt: Date): Promise<string> {
  const svg = await QRCode.toString(pixCode, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  const time = expiresAt.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });
  return page(
    'Pague com PIX',
    `<h1>Pague com PIX</h1><p>Valor da doação: <strong data-testid="pix-amount">${escapeHtml(centsToBrl(amountCents))}</strong></p>
<p>O código vale até <strong>${escapeHtml(time)}</strong> (horário de Brasília).</p>
<p><strong>PIX Copia e Cola</strong></p><p class="code" data-testid="pix-code">${escapeHtml(pixCode)}</p>
<p class="hint">Toque e segure o código para copiar; no app do banco, escolha "PIX Copia e Cola".</p>
<img src="data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}" width="220" height="220" alt="QR code do PIX: leia com o app do seu banco">
<p>Depois de pagar, a confirmação chega no seu e-mail. Obrigado!</p>`,
  );
}

function valuesOf(body: Record<string, unknown>): FormValues {
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
  return {
    amount: text('amount'),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    cpf: text('cpf'),
    message: text('message'),
    isAnonymous: body.isAnonymous === 'true',
    idempotencyKey: /^[\x21-\x7e]{8,100}$/.test(text('idempotencyKey')) ? text('idempotencyKey') : `form-${randomUUID()}`,
  };
}

export function donatePageRoutes(deps: Deps): Router {
  const router = Router();
  const limitsOf = async () => donationLimitsOf(deps.config, (await getCampaignState(deps)).content);

  router.get(DONATE_PATH, (req: Request, res: Response, next) => {
    limitsOf()
      .then((limits) => {
        const typed = typeof req.query.valor === 'string' ? req.query.valor.trim() : '';
        const values = valuesOf({ idempotencyKey: `form-${randomUUID()}` });
        const errors: Partial<Record<FormField, string>> = {};
        if (typed) {
          // "Outro valor" typed without JavaScript arrives here: a wrong amount is said at once, kept as typed.
          const checked = checkAmount(typed, limits);
          if ('error' in checked) [values.amount, errors.amount] = [typed, checked.error];
          else values.amount = centsToAmountInput(checked.value);
        }
        res
          .type('html')
          .setHeader('Cache-Control', 'no-store')
          .send(formPage(values, errors, amountRangeText(limits)));
      })
      .catch(next);
  });

  router.post(DONATE_PATH, express.urlencoded({ extended: false, limit: '16kb' }), (req: Request, res: Response, next) => {
    const values = valuesOf((req.body ?? {}) as Record<string, unknown>);
    res.type('html').setHeader('Cache-Control', 'no-store');
    limitsOf()
      .then(async (limits) => {
        const input = { ...values, isAnonymous: values.isAnonymous };
        const checked = checkDonationInput(input, limits);
        if (!checked.ok) {
          const errors = messagesByField<FormField>(checked.errors);
          // A problem outside the visible fields (a tampered request) is said above the form.
          const hidden = checked.errors.find((error) => !(FORM_FIELDS as readonly string[]).includes(error.field));
          res.status(400).send(formPage(values, errors, amountRangeText(limits), hidden?.message));
          return;
        }
        try {
          const origin = requestOriginOf(req);
          const { id, accessToken } = await createDonation(deps, input, origin);
          const charge = await getPixCode(deps, id, accessToken, origin);
          res.send(await codePage(charge.pixCode, checked.value.amountCents, new Date(charge.expiresAt)));
        } catch (error) {
          const appError = toAppError(error);
          res.status(httpStatusOf[appError.code]).send(formPage(values, {}, amountRangeText(limits), appError.message));
        }
      })
      .catch(next);
  });
  return router;
}
