import { randomUUID } from 'node:crypto';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import express, { type Request, type Response, type IRouter } from 'express';
import { Types } from 'mongoose';
import { donationLimitsOf, getCampaignState } from '../campaign/service.js';
import { pixHolderView } from '../campaign/pix-holder.js';
import { PIX_HOLDER_CONTACT_PATH, periodAfter } from '../../../rules/pix-holder.js';
import type { Deps } from '../deps.js';
import { createDonation, getPixCode } from '../donations/service.js';
import { campaignClosedError } from '../campaign/goal.js';
import { httpStatusOf, toAppError } from '../errors.js';
import { requestOriginOf } from '../http/client.js';
import { amountRangeText, checkAmount } from '../../../rules/amount.js';
import { checkDonationInput } from '../../../rules/donation.js';
import { messagesByField } from '../../../rules/rule.js';
import { UPDATES_CONSENT_TEXT } from '../../../rules/updates-consent.js';
import {
  DEDICATION_KINDS,
  DEDICATION_KIND_LABELS,
  DEDICATION_MESSAGE_MAX_LENGTH,
  DEDICATION_NAME_MAX_LENGTH,
  DEDICATION_TOGGLE_TEXT,
  dedicationOfForm,
} from '../../../rules/dedication.js';
import { centsToAmountInput, centsToBrl } from '../../../rules/money.js';
import { renderHtmlDocument } from '../html.js';
import { DONATE_PATH } from '../web/pages.js';
import { EARLY_FORM_ID, EARLY_FORM_TEMPLATE_ID } from '../web/early-taps.js';
import { siteBaseUrl } from '../web/head.js';
import { shareCodeOfDonation } from '../referrals/service.js';
import { REFERRAL_SHARE_MESSAGE, referralUrlOf, whatsappReferralUrl } from '../../../rules/referral.js';
import { PAGE_SCRIPT_PATH, pageScriptRoutes } from './donate-script.js';
import { ServerPage } from './shell.js';
import { COLOURS, FORM_STYLE } from './shell-style.js';
import { formatTime } from '../../../rules/brasilia-time.js';

/**
 * The donation form without JavaScript: the amount cards link here, so a donor whose
 * phone has not run (or cannot run) the app still gets the PIX code. The same rules
 * (rules/donation.ts) and services as the app; a refresh of the code page reuses the
 * donation (the idempotency key travels in the form). Server-only React components,
 * rendered to static HTML, as /transparencia (transparency.tsx).
 */

const FORM_FIELDS = [
  'amount',
  'name',
  'email',
  'phone',
  'cpf',
  'message',
  // The dedication's fields (rules/dedication.ts), named as the API reports their problems.
  'dedication.kind',
  'dedication.name',
  'dedication.email',
  'dedication.message',
] as const;
type FormField = (typeof FORM_FIELDS)[number];
type FormValues = Record<FormField, string> & {
  isAnonymous: boolean;
  wantsUpdates: boolean;
  'dedication.showAmount': boolean;
  idempotencyKey: string;
};

/** The server pages' form (shell-style.ts), and this page's own rules. */
/** The form's own rules, beside the server pages' (FORM_STYLE); the home page's copy scopes both to its dialog. */
const FORM_OWN_STYLE =
  '.check{display:flex;gap:.5rem;align-items:center;font-weight:600;margin-top:1rem}.check input{width:24px;min-height:24px}' +
  // The dedication's fields stay folded, so the form stays short on a phone.
  'details{margin-top:1rem}summary{font-weight:600;padding:.6rem 0;cursor:pointer}fieldset{border:0;margin:0;padding:0}legend{font-weight:600;padding:0}';
const STYLE = `${FORM_STYLE}
${FORM_OWN_STYLE}
.code{word-break:break-all;font-family:ui-monospace,monospace;background:#fff;border:1px solid ${COLOURS.field};border-radius:8px;padding:.75rem}
img{display:block;margin:1rem auto;background:#fff}[hidden]{display:none!important}
#pix-copiar,button.secondary,.action{margin-top:.75rem}#pix-pago-titulo:focus{outline:none}.done{padding:.5rem 1rem 1rem}
.action{display:flex;align-items:center;justify-content:center;min-height:48px;border-radius:8px;font-weight:700;text-decoration:none}
.whatsapp{background:#075e54;color:#fff}button.secondary{background:#fff;color:${COLOURS.link};border:2px solid ${COLOURS.link}}
#pix-seu-link{font-family:ui-monospace,monospace;overflow-wrap:anywhere}`;

/** `links`: the official profiles, named in the head (rel="me") as every page of the site names them. */
function Page({
  title,
  head,
  links = [],
  children,
}: {
  title: string;
  head?: ReactNode;
  links?: readonly string[];
  children: ReactNode;
}) {
  return (
    <ServerPage
      title={title}
      style={STYLE}
      head={
        <>
          {head}
          {links.map((url) => (
            <link key={url} rel="me" href={url} />
          ))}
        </>
      }
    >
      {children}
    </ServerPage>
  );
}

type FormErrors = Partial<Record<FormField, string>>;

interface FieldProps {
  name: FormField;
  label: string;
  values: FormValues;
  errors: FormErrors;
  type?: 'text' | 'email' | 'tel';
  hint?: string;
  required?: boolean;
  autoComplete?: string;
  inputMode?: 'decimal' | 'numeric';
}

function Field({ name, label, values, errors, type = 'text', hint, required, autoComplete, inputMode }: FieldProps) {
  const id = `doar-${name}`;
  const error = errors[name];
  const describedBy = [error ? `${id}-erro` : '', hint ? `${id}-dica` : ''].filter(Boolean).join(' ');
  return (
    <>
      <label htmlFor={id}>
        {label}
        {required && ' (obrigatório)'}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={values[name]}
        required={required}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error && (
        <p className="error" id={`${id}-erro`}>
          {error}
        </p>
      )}
      {hint && (
        <p className="hint" id={`${id}-dica`}>
          {hint}
        </p>
      )}
    </>
  );
}

/**
 * "Em homenagem a" / "Em memória de" someone (rules/dedication.ts), folded in a disclosure that
 * opens by itself when the donor typed something or something is wrong.
 */
function DedicationFields({ values, errors }: { values: FormValues; errors: FormErrors }) {
  const fieldOf = (name: FormField) => ({ name, values, errors });
  const typed = Boolean(dedicationOfForm(dedicationValuesOf(values)));
  const wrong = FORM_FIELDS.some((field) => field.startsWith('dedication.') && errors[field]);
  const kindError = errors['dedication.kind'];
  return (
    <details open={typed || wrong || undefined}>
      <summary>{DEDICATION_TOGGLE_TEXT}</summary>
      <fieldset aria-describedby={kindError ? 'doar-dedication.kind-erro' : undefined}>
        <legend>Tipo de homenagem</legend>
        {DEDICATION_KINDS.map((kind, index) => (
          <label className="check" key={kind}>
            <input
              type="radio"
              name="dedication.kind"
              value={kind}
              id={index === 0 ? 'doar-dedication.kind' : undefined}
              defaultChecked={values['dedication.kind'] === kind}
            />{' '}
            {DEDICATION_KIND_LABELS[kind]}
          </label>
        ))}
        {kindError && (
          <p className="error" id="doar-dedication.kind-erro">
            {kindError}
          </p>
        )}
      </fieldset>
      <Field
        {...fieldOf('dedication.name')}
        label="Quem você homenageia"
        hint={`Até ${DEDICATION_NAME_MAX_LENGTH} caracteres.`}
      />
      <Field
        {...fieldOf('dedication.email')}
        label="Endereço para avisar da homenagem (em memória: de alguém da família)"
        type="email"
        hint="Opcional: um e-mail. Enviamos um único aviso quando o pagamento for confirmado, sem o valor, a menos que você marque abaixo."
      />
      <Field
        {...fieldOf('dedication.message')}
        label="Recado para o aviso"
        hint={`Opcional, até ${DEDICATION_MESSAGE_MAX_LENGTH} caracteres.`}
      />
      <label className="check">
        <input type="checkbox" name="dedication.showAmount" value="true" defaultChecked={values['dedication.showAmount']} />{' '}
        Mostrar no aviso quanto você doou
      </label>
      <p className="hint">Se a doação não for anônima, o nome homenageado aparece na página de transparência, nunca o e-mail.</p>
    </details>
  );
}

/** The dedication's fields as the rules read a form's values. */
const dedicationValuesOf = (values: FormValues) => ({
  kind: values['dedication.kind'],
  name: values['dedication.name'],
  email: values['dedication.email'],
  message: values['dedication.message'],
  showAmount: values['dedication.showAmount'],
});

/** The form's fields, on /doar and in the home page's copy of it (EarlyDonateForm). */
function DonateForm({
  values,
  errors,
  rangeText,
  dedications,
}: {
  values: FormValues;
  errors: FormErrors;
  rangeText: string;
  /** Whether the organiser offers dedications (campaign setting). */
  dedications: boolean;
}) {
  const fieldOf = (name: FormField) => ({ name, values, errors });
  return (
    <form method="post" action={DONATE_PATH} noValidate>
      <input type="hidden" name="idempotencyKey" value={values.idempotencyKey} />
      <Field {...fieldOf('amount')} label="Valor da doação (R$)" required inputMode="decimal" hint={`De ${rangeText}.`} />
      <label className="check">
        <input type="checkbox" name="isAnonymous" value="true" defaultChecked={values.isAnonymous} /> Doar anonimamente
      </label>
      <p className="hint">Seu nome não aparece nos depoimentos nem nas notificações e pode ficar em branco.</p>
      <Field {...fieldOf('name')} label="Nome completo" autoComplete="name" hint="Obrigatório, exceto em uma doação anônima." />
      <Field
        {...fieldOf('email')}
        label="E-mail"
        type="email"
        required
        autoComplete="email"
        hint="Para enviarmos a confirmação da doação."
      />
      <label className="check">
        <input type="checkbox" name="wantsUpdates" value="true" defaultChecked={values.wantsUpdates} /> {UPDATES_CONSENT_TEXT}
      </label>
      <p className="hint">Opcional. Você pode parar quando quiser, pelo link em cada e-mail.</p>
      <Field {...fieldOf('phone')} label="Telefone / WhatsApp" type="tel" autoComplete="tel-national" hint="Opcional, com DDD." />
      <Field {...fieldOf('cpf')} label="CPF" inputMode="numeric" hint="Opcional — para recibo. Guardado com criptografia." />
      <Field {...fieldOf('message')} label="Mensagem de apoio" hint="Opcional. Aparece nos depoimentos depois da confirmação." />
      {dedications && <DedicationFields values={values} errors={errors} />}
      <button type="submit">Gerar código PIX</button>
      <p className="hint">
        Ao doar você concorda com os{' '}
        <a href="/terms" target="_blank" rel="noopener">
          Termos de Uso
        </a>{' '}
        e a{' '}
        <a href="/privacy" target="_blank" rel="noopener">
          Política de Privacidade
        </a>
        .
      </p>
    </form>
  );
}

function FormPage({
  values,
  errors,
  rangeText,
  links,
  failure,
  dedications,
}: {
  values: FormValues;
  errors: FormErrors;
  rangeText: string;
  links: readonly string[];
  failure?: string;
  dedications: boolean;
}) {
  const problems = FORM_FIELDS.filter((name) => errors[name]);
  return (
    <Page title="Seus dados para a doação" links={links}>
      <h1>Seus dados para a doação</h1>
      {(problems.length > 0 || failure) && (
        <div className="alert" role="alert">
          <p>
            <strong>{failure ?? 'Confira os campos abaixo:'}</strong>
          </p>
          {problems.length > 0 && (
            <ul>
              {problems.map((name) => (
                <li key={name}>
                  <a href={`#doar-${name}`}>{errors[name]}</a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <DonateForm values={values} errors={errors} rangeText={rangeText} dedications={dedications} />
    </Page>
  );
}

/** Flat rules (no at-rules) with every selector put inside `scope`. */
const scopedCss = (scope: string, css: string) =>
  css.replace(/([^{}]+)\{([^{}]*)\}/g, (_, selectors: string, declarations: string) => {
    const scoped = selectors
      .split(',')
      .map((selector) => `${scope} ${selector.trim()}`)
      .join(',');
    return `${scoped}{${declarations}}`;
  });

/** The dialog around the home page's copy of the form: a sheet over the page, the whole screen on a phone. */
const EARLY_FORM_STYLE = `${scopedCss(`#${EARLY_FORM_ID}`, `${FORM_STYLE}${FORM_OWN_STYLE}`)}
#${EARLY_FORM_ID}{box-sizing:border-box;width:100%;max-width:34rem;max-height:calc(100% - 2rem);margin:auto;padding:1rem 1rem 1.5rem;border:0;border-radius:12px;background:#fff;color:${COLOURS.text};font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:16px;line-height:1.5}
#${EARLY_FORM_ID}::backdrop{background:rgba(0,0,0,.55)}#${EARLY_FORM_ID} h2{font-size:1.35rem;line-height:1.3;margin:.25rem 3rem .5rem 0}
#${EARLY_FORM_ID} a{color:${COLOURS.link}}#${EARLY_FORM_ID} .close{position:absolute;top:.5rem;right:.5rem;margin:0}
#${EARLY_FORM_ID} .close button{width:48px;background:transparent;color:${COLOURS.text};font-size:1.75rem;line-height:1}
@media (max-width:600px){#${EARLY_FORM_ID}{max-width:100%;height:100%;max-height:100%;border-radius:0}}`;

/**
 * The same form in the home page, inert in a <template> in its head until a donate button is
 * tapped before the app runs (EARLY_TAPS_SCRIPT): the script opens it at once, the amount
 * filled and a fresh idempotency key, where following the button to /doar costs a round trip
 * (over half a second on slow 4G). It posts to /doar, so the donor goes on as without
 * JavaScript. The same bytes for every visitor: the key is made in the browser.
 */
function EarlyDonateForm({ rangeText, dedications }: { rangeText: string; dedications: boolean }) {
  const values: FormValues = { ...valuesOf({}), idempotencyKey: '' };
  return (
    <template id={EARLY_FORM_TEMPLATE_ID}>
      <dialog id={EARLY_FORM_ID} aria-labelledby={`${EARLY_FORM_ID}-titulo`}>
        <style dangerouslySetInnerHTML={{ __html: EARLY_FORM_STYLE }} />
        <form method="dialog" className="close">
          <button type="submit" aria-label="Fechar">
            ×
          </button>
        </form>
        <h2 id={`${EARLY_FORM_ID}-titulo`}>Seus dados para a doação</h2>
        <DonateForm values={values} errors={{}} rangeText={rangeText} dedications={dedications} />
      </dialog>
    </template>
  );
}

/**
 * The home page's copy of the form, as a tag for its head (none while closed). Drawn with the
 * page, which is rendered once per change and kept (cache/kept-pages.ts).
 */
export async function earlyDonateFormTag(deps: Deps): Promise<string> {
  const state = await getCampaignState(deps);
  if (state.closing) return '';
  return renderToStaticMarkup(
    <EarlyDonateForm
      rangeText={amountRangeText(donationLimitsOf(deps.config, state.content))}
      dedications={state.dedications.enabled}
    />,
  );
}

const formPage = (form: {
  values: FormValues;
  errors: FormErrors;
  rangeText: string;
  links: readonly string[];
  failure?: string;
  dedications: boolean;
}) => renderHtmlDocument(<FormPage {...form} />);

interface CodePageProps {
  donationId: string;
  /** The donation's access token: the script reads its status with it, and the private page's link is made of it. */
  accessToken: string;
  donorUrl: string;
  pixCode: string;
  amountCents: number;
  expiresAt: Date;
  qrCodeSvg: string;
  /** The donor's share link (rules/referral.ts), offered once paid; null when it could not be read. */
  shareLink: string | null;
  /** Who the bank app will show as receiving (campaign/pix-holder.ts), said before the code; null while unset. */
  holderLine: string | null;
  links: readonly string[];
}

/**
 * The PIX code, and without JavaScript the private page's link, where the payment's
 * confirmation and the share step are. Where JavaScript runs, donate-script.ts adds the copy
 * button, reads the status and, once paid, swaps the code for the hidden confirmation below.
 */
function CodePage(props: CodePageProps) {
  const { pixCode, amountCents, expiresAt, qrCodeSvg, shareLink } = props;
  const time = formatTime(expiresAt);
  return (
    <Page title="Pague com PIX" head={<script src={PAGE_SCRIPT_PATH} defer />} links={props.links}>
      <div id="pix" data-donation={props.donationId} data-token={props.accessToken} data-expires={expiresAt.toISOString()}>
        <section id="pix-pagar">
          <h1>Pague com PIX</h1>
          <p>
            Valor da doação: <strong data-testid="pix-amount">{centsToBrl(amountCents)}</strong>
          </p>
          <p>
            O código vale até <strong>{time}</strong> (horário de Brasília).
          </p>
          {props.holderLine && (
            <p id="pix-recebedor" data-testid="pix-holder">
              O app do seu banco vai mostrar: <strong>{props.holderLine}</strong>
              {periodAfter(props.holderLine)} Se mostrar outro nome, não pague e{' '}
              <a href={PIX_HOLDER_CONTACT_PATH}>fale com a gente</a>.
            </p>
          )}
          <p>
            <strong>PIX Copia e Cola</strong>
          </p>
          <p className="code" id="pix-code" data-testid="pix-code">
            {pixCode}
          </p>
          <button type="button" id="pix-copiar" hidden>
            Copiar código PIX
          </button>
          <p className="hint" id="pix-dica">
            Toque e segure o código para copiar; no app do banco, escolha &quot;PIX Copia e Cola&quot;.
          </p>
          <p className="hint" id="pix-copiado" role="status" />
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrCodeSvg)}`}
            width={220}
            height={220}
            alt="QR code do PIX: leia com o app do seu banco"
          />
          <p id="pix-situacao" role="status" />
          <p>Depois de pagar, a confirmação chega no seu e-mail. Obrigado!</p>
        </section>
        <section id="pix-pago" className="done" hidden>
          <h1 id="pix-pago-titulo" tabIndex={-1}>
            Pagamento confirmado
          </h1>
          <p>Obrigado! O recibo chega no seu e-mail.</p>
          {shareLink && (
            <>
              <h2>Chame mais gente para ajudar</h2>
              <p className="hint">
                Envie o seu link: as doações que chegarem por ele aparecem na página da sua doação, sem o nome de ninguém.
              </p>
              <a className="action whatsapp" href={whatsappReferralUrl(shareLink)} target="_blank" rel="noopener noreferrer">
                Compartilhe no WhatsApp
              </a>
              <button type="button" id="pix-compartilhar" className="secondary" data-text={REFERRAL_SHARE_MESSAGE} hidden>
                Compartilhar de outro jeito
              </button>
              <button type="button" id="pix-copiar-link" className="secondary">
                Copiar link
              </button>
              <p className="hint" id="pix-link-copiado" role="status" />
              <p>
                Seu link: <span id="pix-seu-link">{shareLink}</span>
              </p>
            </>
          )}
        </section>
        <p data-testid="donor-page-link">
          Acompanhe a confirmação, o recibo e o seu link para compartilhar na <a href={props.donorUrl}>página da sua doação</a>.
          Guarde este link: só quem o tem vê a página.
        </p>
      </div>
    </Page>
  );
}

/** Closed by the organiser: the refusal's message, the way back to the record, and no form. */
function ClosedPage({ message }: { message: string }) {
  return (
    <Page title="Campanha encerrada">
      <h1>Campanha encerrada</h1>
      <p role="alert" data-testid="campaign-closed">
        {message}
      </p>
      <p>
        Veja o resultado final e as contas em <a href="/transparencia">Transparência</a>, ou volte para a{' '}
        <a href="/">página da campanha</a>.
      </p>
    </Page>
  );
}

/** The closed page with CAMPAIGN_CLOSED's status, or false while the campaign takes donations. */
async function sentClosed(deps: Deps, res: Response): Promise<boolean> {
  const state = await getCampaignState(deps);
  if (!state.closing) return false;
  const error = campaignClosedError(state.closing);
  res
    .status(httpStatusOf[error.code])
    .type('html')
    .setHeader('Cache-Control', 'no-store')
    .send(renderHtmlDocument(<ClosedPage message={error.message} />));
  return true;
}

async function codePage(props: Omit<CodePageProps, 'qrCodeSvg'>): Promise<string> {
  // Loaded by the first donor who pays without the app (rare), not at start.
  const { default: QRCode } = await import('qrcode');
  const qrCodeSvg = await QRCode.toString(props.pixCode, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return renderHtmlDocument(<CodePage {...props} qrCodeSvg={qrCodeSvg} />);
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
    'dedication.kind': text('dedication.kind'),
    'dedication.name': text('dedication.name'),
    'dedication.email': text('dedication.email'),
    'dedication.message': text('dedication.message'),
    isAnonymous: body.isAnonymous === 'true',
    wantsUpdates: body.wantsUpdates === 'true',
    'dedication.showAmount': body['dedication.showAmount'] === 'true',
    idempotencyKey: /^[\x21-\x7e]{8,100}$/.test(text('idempotencyKey')) ? text('idempotencyKey') : `form-${randomUUID()}`,
  };
}

export function donatePageRoutes(router: IRouter, deps: Deps): void {
  pageScriptRoutes(router);
  const campaignOf = async () => {
    const state = await getCampaignState(deps);
    const links = state.officialChannels.links.map((link) => link.url);
    return {
      limits: donationLimitsOf(deps.config, state.content),
      links,
      holder: pixHolderView(state.content),
      dedications: state.dedications.enabled,
    };
  };

  router.get(DONATE_PATH, (req: Request, res: Response, next) => {
    sentClosed(deps, res)
      .then(async (closed) => {
        if (closed) return;
        const { limits, links, dedications } = await campaignOf();
        const typed = typeof req.query.valor === 'string' ? req.query.valor.trim() : '';
        const values = valuesOf({ idempotencyKey: `form-${randomUUID()}` });
        const errors: FormErrors = {};
        if (typed) {
          // "Outro valor" typed without JavaScript arrives here: a wrong amount is said at once, kept as typed.
          const checked = checkAmount(typed, limits);
          if ('error' in checked) [values.amount, errors.amount] = [typed, checked.error];
          else values.amount = centsToAmountInput(checked.value);
        }
        res
          .type('html')
          .setHeader('Cache-Control', 'no-store')
          .send(formPage({ values, errors, rangeText: amountRangeText(limits), links, dedications }));
      })
      .catch(next);
  });

  router.post(DONATE_PATH, express.urlencoded({ extended: false, limit: '16kb' }), (req: Request, res: Response, next) => {
    const values = valuesOf((req.body ?? {}) as Record<string, unknown>);
    res.type('html').setHeader('Cache-Control', 'no-store');
    sentClosed(deps, res)
      .then(async (closed) => {
        // Closed: said before the fields are checked, which would only ask for what cannot be used.
        if (closed) return;
        const { limits, links, holder, dedications } = await campaignOf();
        const input = {
          idempotencyKey: values.idempotencyKey,
          amount: values.amount,
          name: values.name,
          email: values.email,
          phone: values.phone,
          cpf: values.cpf,
          message: values.message,
          isAnonymous: values.isAnonymous,
          wantsUpdates: values.wantsUpdates,
          // Sent whatever the switch says, so a dedication posted while it is off is refused, never dropped unsaid.
          dedication: dedicationOfForm(dedicationValuesOf(values)),
        };
        const checked = checkDonationInput(input, limits);
        if (!checked.ok) {
          const errors = messagesByField<FormField>(checked.errors);
          // A problem outside the visible fields (a tampered request) is said above the form.
          const hidden = checked.errors.find((error) => !(FORM_FIELDS as readonly string[]).includes(error.field));
          res
            .status(400)
            .send(formPage({ values, errors, rangeText: amountRangeText(limits), links, failure: hidden?.message, dedications }));
          return;
        }
        try {
          const origin = requestOriginOf(req);
          const { id, accessToken, donorUrl } = await createDonation(deps, input, origin);
          const charge = await getPixCode(deps, id, accessToken, origin);
          // Made with the donation; a failure to read it costs the share step, never the code.
          const shareCode = await shareCodeOfDonation(deps, new Types.ObjectId(id)).catch(() => null);
          const page = await codePage({
            donationId: id,
            accessToken,
            donorUrl,
            pixCode: charge.pixCode,
            amountCents: checked.value.amountCents,
            expiresAt: new Date(charge.expiresAt),
            shareLink: shareCode ? referralUrlOf(siteBaseUrl(deps, req), shareCode) : null,
            holderLine: holder?.line ?? null,
            links,
          });
          res.send(page);
        } catch (error) {
          const appError = toAppError(error);
          res
            .status(httpStatusOf[appError.code])
            .send(
              formPage({ values, errors: {}, rangeText: amountRangeText(limits), links, failure: appError.message, dedications }),
            );
        }
      })
      .catch(next);
  });
}
