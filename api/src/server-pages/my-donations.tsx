import express, { type Request, type Response, type IRouter } from 'express';
import type { ReactElement, ReactNode } from 'react';
import { centsToBrl } from '../../../rules/money.js';
import { MY_DONATIONS_LINK_HOURS, MY_DONATIONS_PATH } from '../../../rules/my-donations.js';
import { formatDateTime } from '../../../rules/brasilia-time.js';
import type { Deps } from '../deps.js';
import { httpStatusOf, toAppError } from '../errors.js';
import { renderHtmlDocument } from '../html.js';
import { clientIpOf } from '../http/client.js';
import {
  acceptLinkRequest,
  eraseContactMessagesOfLink,
  linkOfToken,
  myDonationsOf,
  resendMonthlyLink,
  sendLinkLater,
  statementOf,
  type DonationLine,
  type MonthlyLine,
  type MyDonations,
  type StatementField,
} from '../my-donations/service.js';
import { renderStatementPdf } from '../my-donations/statement-pdf.js';
import { ServerPage } from './shell.js';
import { FORM_STYLE } from './shell-style.js';

/** The one answer to every accepted request, known address or not. */
export const LINK_SENT_MESSAGE = `Se houver doações feitas com este e-mail, enviamos para ele um link que vale ${MY_DONATIONS_LINK_HOURS} horas.`;

/** The server pages' form (shell-style.ts), and this page's own rules. */
const STYLE = `${FORM_STYLE}
h2{font-size:1.2rem;margin:2rem 0 .5rem}
ul.donations{list-style:none;padding:0;margin:0}ul.donations li{background:#fff;border:1px solid #e0c6d2;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}
.amount{font-size:1.15rem;font-weight:700}.tag{display:inline-block;border-radius:999px;padding:0 .6rem;font-size:.9rem;font-weight:600;background:#f3e5ec;margin-left:.25rem}
.links a{display:inline-flex;align-items:center;min-height:44px;margin-right:1rem}`;

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ServerPage title={title} style={STYLE}>
      {children}
    </ServerPage>
  );
}

function EmailForm({ email, error, failure }: { email: string; error?: string; failure?: string }) {
  return (
    <Page title="Minhas doações">
      <h1>Minhas doações</h1>
      <p>
        Digite o e-mail que você usou para doar. Enviaremos para ele um link, válido por {MY_DONATIONS_LINK_HOURS} horas, com
        todas as doações feitas com esse e-mail: a situação, o valor, o recibo e a página de cada uma, e o informe anual para o
        Imposto de Renda.
      </p>
      {failure && (
        <div className="alert" role="alert">
          <p>
            <strong>{failure}</strong>
          </p>
        </div>
      )}
      <form method="post" action={MY_DONATIONS_PATH} noValidate>
        <label htmlFor="minhas-doacoes-email">E-mail (obrigatório)</label>
        <input
          id="minhas-doacoes-email"
          name="email"
          type="email"
          defaultValue={email}
          required
          autoComplete="email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'minhas-doacoes-email-erro' : undefined}
        />
        {error && (
          <p className="error" id="minhas-doacoes-email-erro">
            {error}
          </p>
        )}
        <button type="submit">Enviar o link</button>
      </form>
    </Page>
  );
}

function SentPage() {
  return (
    <Page title="Confira o seu e-mail">
      <h1>Confira o seu e-mail</h1>
      <div className="done" role="status">
        <p>{LINK_SENT_MESSAGE}</p>
      </div>
      <p>
        Não chegou em alguns minutos? Confira a caixa de spam e se o e-mail foi digitado como na doação.{' '}
        <a href={MY_DONATIONS_PATH}>Pedir de novo</a>
      </p>
      <p className="hint">
        Para não lotar a caixa de entrada, cada e-mail recebe no máximo alguns links por hora; um link que já chegou vale{' '}
        {MY_DONATIONS_LINK_HOURS} horas.
      </p>
    </Page>
  );
}

function ExpiredPage() {
  return (
    <Page title="Link vencido ou inválido">
      <h1>Este link venceu ou é inválido.</h1>
      <p>
        Os links de &quot;Minhas doações&quot; valem {MY_DONATIONS_LINK_HOURS} horas.{' '}
        <a href={MY_DONATIONS_PATH}>Peça um novo link</a> com o seu e-mail.
      </p>
    </Page>
  );
}

function DonationItem({ donation }: { donation: DonationLine }) {
  return (
    <li>
      <p style={{ margin: 0 }}>
        <span className="amount">{centsToBrl(donation.amountCents)}</span>
        <span className="tag">{donation.statusLabel}</span>
        {donation.monthly && <span className="tag">mensal</span>}
        {donation.refunded && <span className="tag">devolvida</span>}
      </p>
      <p style={{ margin: '.25rem 0 0' }}>
        Feita em {formatDateTime(donation.createdAt)}
        {donation.paidAt && donation.status === 'paid' ? `; paga em ${formatDateTime(donation.paidAt)}` : ''}.
      </p>
      <p className="links" style={{ margin: 0 }}>
        {donation.receipt && <a href={donation.receipt.path}>{donation.receipt.title} (PDF)</a>}
        {donation.donorPath ? (
          <a href={donation.donorPath}>Página da doação</a>
        ) : (
          <span className="hint">A página desta doação não está disponível; fale com a organização.</span>
        )}
      </p>
    </li>
  );
}

/** The address's monthly donations, each with a button that e-mails its page's link again (issue 54). */
function MonthlyDonations({ token, monthly }: { token: string; monthly: MonthlyLine[] }) {
  if (monthly.length === 0) return null;
  return (
    <>
      <h2>Doações mensais</h2>
      <p>Perdeu o link da página de uma doação mensal? Enviamos de novo para este e-mail.</p>
      <ul className="donations">
        {monthly.map((line) => (
          <li key={line.id}>
            <p style={{ margin: 0 }}>
              <span className="amount">{centsToBrl(line.amountCents)} por mês</span>
              <span className="tag">{line.statusLabel}</span>
            </p>
            <p style={{ margin: '.25rem 0 0' }}>
              Todo dia {line.dayOfMonth}; feita em {formatDateTime(line.createdAt)}.
            </p>
            <form method="post" action={`${MY_DONATIONS_PATH}/${encodeURIComponent(token)}/mensal/${line.id}/link`}>
              <button type="submit">Enviar o link por e-mail</button>
            </form>
          </li>
        ))}
      </ul>
    </>
  );
}

/** What the address sent through "Fale conosco" and the organisation's answers, with a way to erase them. */
function ContactMessages({ token, messages }: { token: string; messages: MyDonations['contactMessages'] }) {
  if (messages.length === 0) return null;
  return (
    <>
      <h2>Mensagens pelo &quot;Fale conosco&quot;</h2>
      <p>Mensagens enviadas com este e-mail pelo site, e as respostas da organização.</p>
      <ul className="donations">
        {messages.map((message, index) => (
          <li key={index}>
            <p style={{ margin: 0 }}>
              Enviada em {formatDateTime(message.sentAt)} por {message.name}
            </p>
            <p style={{ margin: '.25rem 0 0', whiteSpace: 'pre-line' }}>{message.message}</p>
            {message.answers.map((answer, answerIndex) => (
              <p key={answerIndex} style={{ margin: '.5rem 0 0', whiteSpace: 'pre-line' }}>
                <strong>Resposta em {formatDateTime(answer.answeredAt)}:</strong> {answer.text}
              </p>
            ))}
          </li>
        ))}
      </ul>
      <form method="post" action={`${MY_DONATIONS_PATH}/${encodeURIComponent(token)}/mensagens/apagar`}>
        <p className="hint">As mensagens e as respostas são apagadas de vez; as doações não mudam.</p>
        <button type="submit">Apagar estas mensagens</button>
      </form>
    </>
  );
}

type StatementErrors = Partial<Record<StatementField, string>>;

function StatementForm({
  token,
  years,
  values,
  errors,
}: {
  token: string;
  years: number[];
  values: { ano: string; cpf: string };
  errors: StatementErrors;
}) {
  const field = (name: StatementField) => ({
    id: `informe-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [errors[name] ? `informe-${name}-erro` : '', name === 'cpf' ? 'informe-cpf-dica' : ''].filter(Boolean).join(' ') ||
      undefined,
  });
  const errorOf = (name: StatementField) =>
    errors[name] && (
      <p className="error" id={`informe-${name}-erro`}>
        {errors[name]}
      </p>
    );
  return (
    <form method="post" action={`${MY_DONATIONS_PATH}/${encodeURIComponent(token)}/informe`} noValidate>
      <label htmlFor="informe-ano">Ano</label>
      <select {...field('ano')} defaultValue={values.ano || String(years[0])}>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
      {errorOf('ano')}
      <label htmlFor="informe-cpf">CPF</label>
      <input {...field('cpf')} defaultValue={values.cpf} inputMode="numeric" autoComplete="off" required />
      {errorOf('cpf')}
      <p className="hint" id="informe-cpf-dica">
        Entram as doações pagas no ano em que este CPF foi informado. As devolvidas ficam de fora.
      </p>
      <button type="submit">Baixar o informe (PDF)</button>
    </form>
  );
}

function ListPage({
  token,
  mine,
  values = { ano: '', cpf: '' },
  errors = {},
  notice,
}: {
  token: string;
  mine: MyDonations;
  values?: { ano: string; cpf: string };
  errors?: StatementErrors;
  notice?: string;
}) {
  return (
    <Page title="Minhas doações">
      <h1>Minhas doações</h1>
      <p>
        Doações feitas com <strong>{mine.email}</strong>. Este link vale até {formatDateTime(mine.expiresAt)} (horário de
        Brasília).
      </p>
      {notice && (
        <div className="done" role="status">
          <p>{notice}</p>
        </div>
      )}
      {mine.donations.length === 0 ? (
        <p>Não há mais doações com este e-mail.</p>
      ) : (
        <ul className="donations">
          {mine.donations.map((donation) => (
            <DonationItem key={donation.id} donation={donation} />
          ))}
        </ul>
      )}
      <MonthlyDonations token={token} monthly={mine.monthly} />
      <h2>Informe de doações para o Imposto de Renda</h2>
      {mine.years.length === 0 ? (
        <p>O informe fica disponível quando houver uma doação paga.</p>
      ) : (
        <>
          <p>
            Um PDF com as doações pagas de um ano para um CPF, o total e como declarar no IRPF (ficha &quot;Doações
            Efetuadas&quot;, código 80).
          </p>
          <StatementForm token={token} years={mine.years} values={values} errors={errors} />
        </>
      )}
      <ContactMessages token={token} messages={mine.contactMessages} />
    </Page>
  );
}

function html(res: Response, status: number, page: ReactElement): void {
  res.status(status).type('html').send(renderHtmlDocument(page));
}

/** A page holding a secret in its address: never stored, indexed or sent on as a referrer. */
function privatePage(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Robots-Tag', 'noindex');
}

const bodyText = (req: Request, name: string) => {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.slice(0, 300) : '';
};

/**
 * `GET /minhas-doacoes`: the e-mail form. `POST`: one answer for every valid request,
 * sent before the address is looked up. `GET /minhas-doacoes/<token>`: the donations of
 * the link's address. `POST /minhas-doacoes/<token>/informe`: the yearly statement's PDF.
 * `POST /minhas-doacoes/<token>/mensagens/apagar`: erases what the address sent through "Fale conosco".
 */
export function myDonationsRoutes(router: IRouter, deps: Deps): void {
  const form = express.urlencoded({ extended: false, limit: '2kb' });

  router.get(MY_DONATIONS_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    html(res, 200, <EmailForm email="" />);
  });

  router.post(MY_DONATIONS_PATH, form, (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    const typed = bodyText(req, 'email');
    acceptLinkRequest(deps, typed, clientIpOf(req)).then(
      ({ email, send }) => {
        html(res, 200, <SentPage />);
        if (send) sendLinkLater(deps, email);
      },
      (error: unknown) => {
        const appError = toAppError(error);
        const status = httpStatusOf[appError.code];
        if (status >= 500) return next(error);
        if (appError.details.retryAfterSeconds) res.setHeader('Retry-After', String(appError.details.retryAfterSeconds));
        // A wrong address is said beside the field; a rate limit above the form.
        const field = appError.code === 'BAD_USER_INPUT' ? appError.message : undefined;
        html(res, status, <EmailForm email={typed} error={field} failure={field ? undefined : appError.message} />);
      },
    );
  });

  router.get(`${MY_DONATIONS_PATH}/:token`, (req, res, next) => {
    privatePage(res);
    const token = String(req.params.token);
    linkOfToken(deps, token)
      .then(async (link) => {
        if (!link) return html(res, 404, <ExpiredPage />);
        html(res, 200, <ListPage token={token} mine={await myDonationsOf(deps, link)} />);
      })
      .catch(next);
  });

  router.post(`${MY_DONATIONS_PATH}/:token/informe`, form, (req, res, next) => {
    privatePage(res);
    const token = String(req.params.token);
    const values = { ano: bodyText(req, 'ano'), cpf: bodyText(req, 'cpf') };
    linkOfToken(deps, token)
      .then(async (link) => {
        if (!link) return html(res, 404, <ExpiredPage />);
        const answer = await statementOf(deps, link, values);
        if ('errors' in answer)
          return html(
            res,
            400,
            <ListPage token={token} mine={await myDonationsOf(deps, link)} values={values} errors={answer.errors} />,
          );
        const pdf = await renderStatementPdf(answer.statement);
        res.setHeader('Content-Type', 'application/pdf');
        res.setHeader('Content-Disposition', `attachment; filename="informe-doacoes-${answer.statement.year}.pdf"`);
        res.send(pdf);
      })
      .catch(next);
  });

  router.post(`${MY_DONATIONS_PATH}/:token/mensal/:id/link`, (req, res, next) => {
    privatePage(res);
    const token = String(req.params.token);
    linkOfToken(deps, token)
      .then(async (link) => {
        if (!link) return html(res, 404, <ExpiredPage />);
        let status = 200;
        let notice: string;
        try {
          notice = await resendMonthlyLink(deps, link, String(req.params.id));
        } catch (error) {
          const appError = toAppError(error);
          status = httpStatusOf[appError.code];
          if (status >= 500) throw error;
          if (appError.details.retryAfterSeconds) res.setHeader('Retry-After', String(appError.details.retryAfterSeconds));
          notice = appError.message;
        }
        html(res, status, <ListPage token={token} mine={await myDonationsOf(deps, link)} notice={notice} />);
      })
      .catch(next);
  });

  router.post(`${MY_DONATIONS_PATH}/:token/mensagens/apagar`, form, (req, res, next) => {
    privatePage(res);
    const token = String(req.params.token);
    linkOfToken(deps, token)
      .then(async (link) => {
        if (!link) return html(res, 404, <ExpiredPage />);
        const erased = await eraseContactMessagesOfLink(deps, link);
        const notice =
          erased === 0
            ? 'Não havia mensagens do "Fale conosco" com este e-mail.'
            : `${erased === 1 ? 'A mensagem foi apagada' : `As ${erased} mensagens foram apagadas`}, com as respostas.`;
        html(res, 200, <ListPage token={token} mine={await myDonationsOf(deps, link)} notice={notice} />);
      })
      .catch(next);
  });
}
