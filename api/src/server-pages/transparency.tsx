import { dedicationPhrase } from '../../../rules/dedication.js';
import { Fragment } from 'react';
import { type IRouter, type Request } from 'express';
import { formatDateTime } from '../../../rules/brasilia-time.js';
import type { Deps } from '../deps.js';
import { toAppError } from '../errors.js';
import { renderHtmlDocument } from '../html.js';
import { centsToBrl } from '../../../rules/money.js';
import { proofUrl } from '../transparency/expenses.js';
import { findDonationByReference, readLedger, type Ledger, type LedgerDonation } from '../transparency/ledger.js';
import { TRANSPARENCY_PATH } from '../receipts/reference.js';
import { siteBaseUrl } from '../web/head.js';
import { THEME_COLOR } from '../web/manifest.js';
import { FEED_PATH } from '../transparency/feed.js';
import { ServerPage } from './shell.js';
import { COLOURS } from './shell-style.js';
import { EXPENSE_CATEGORY_LABELS, type ExpenseDocument } from '../transparency/model.js';
import { REFUND_KIND_LABELS, REFUND_STATUS_LABELS, throughSiteCodesCents } from '../transparency/open-data.js';
import { readBankCheck, type BankCheck } from '../transparency/bank-check.js';
import { budgetFigures, budgetProofUrl, type BudgetFigures } from '../transparency/budget.js';
import { officialSiteSentence, siteDomainOf } from '../../../rules/official-channels.js';
import { BANK_CHECK_NOTE, BANK_CHECK_STALE_DAYS, bankCheckHeadline, bankCheckRows } from '../../../rules/bank-check.js';

/**
 * /transparencia: server-only React components rendered to static HTML, with no script
 * at all, so it is readable at once on a cheap phone and costs the donor bundle nothing.
 * The shell of the server's pages (shell.tsx) in its wide frame, as the
 * no-JavaScript donation form (donate.tsx) in its narrow one.
 */

/** Its own rules, after the server pages' stylesheet (shell-style.ts) and its wide frame. */
const STYLE = `h1{font-size:1.75rem}h2{font-size:1.3rem;margin:2rem 0 .75rem;color:${COLOURS.brandDark}}h3{font-size:1.05rem;margin:0 0 .25rem}
a:focus-visible,input:focus-visible,button:focus-visible,summary:focus-visible{outline:3px solid ${COLOURS.brandDark};outline-offset:2px}
.lead{color:${COLOURS.muted}}.card{background:#fff;border:1px solid ${COLOURS.line};border-radius:12px;padding:1rem;margin:0 0 .75rem}
.totals{display:grid;grid-template-columns:1fr auto;gap:.35rem 1rem;margin:0}.totals dt{margin:0}.totals dd{margin:0;text-align:right;font-variant-numeric:tabular-nums;font-weight:600}
.totals .sum{border-top:1px solid ${COLOURS.line};padding-top:.35rem;font-weight:700}.note{color:${COLOURS.muted};font-size:.9rem}
.lines{list-style:none;padding:0;margin:0}.lines li{display:grid;grid-template-columns:1fr auto;gap:0 1rem;padding:.6rem 0;border-bottom:1px solid ${COLOURS.line}}
.amount{font-weight:700;text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}.meta{color:${COLOURS.muted};font-size:.875rem;grid-column:1/-1}
.ref{font-family:ui-monospace,Menlo,Consolas,monospace;font-weight:600;color:${COLOURS.text};white-space:nowrap}.tag{display:inline-block;background:#fce4ec;color:${COLOURS.brandDark};border-radius:6px;padding:0 .4rem;font-size:.8rem;font-weight:700}
form.find{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end}form.find label{font-weight:600;width:100%}
form.find input{font:inherit;padding:.6rem .75rem;border:1px solid ${COLOURS.field};border-radius:8px;min-height:44px;box-sizing:border-box;flex:1 1 10rem;text-transform:uppercase}
form.find button,.button{font:inherit;font-weight:700;color:#fff;background:${COLOURS.brand};border:0;border-radius:8px;min-height:44px;padding:0 1.25rem;text-decoration:none;display:inline-flex;align-items:center}
.found{border:2px solid ${COLOURS.success}}.missing{border:2px solid ${COLOURS.error}}article.update p{white-space:pre-line;margin:.25rem 0 0}
.pager{display:flex;gap:1rem;flex-wrap:wrap;margin-top:1rem}details{margin-top:.5rem}
.scroll{overflow-x:auto}table.budget{border-collapse:collapse;width:100%;min-width:34rem}.budget caption{text-align:left;font-weight:700;padding-bottom:.5rem}
.budget th,.budget td{padding:.5rem .4rem;border-bottom:1px solid ${COLOURS.line};text-align:left;vertical-align:top}.budget .num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.budget tfoot th,.budget tfoot td{font-weight:700;border-bottom:0}`;

const brl = centsToBrl;
const day = (isoDay: string) => isoDay.split('-').reverse().join('/');
const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('pt-BR')} kB`;

interface TransparencyPageInput {
  ledger: Ledger;
  /** The check against the bank statements; null before the first import, and then nothing is shown. */
  bankCheck?: BankCheck | null;
  baseUrl: string;
  /** Whether the donations page is a later one (`?apos=`). */
  paged: boolean;
  search?: { reference: string; found: LedgerDonation | null } | { error: string };
  /** The official profiles (campaign/official-channels.ts), named in the head as every page of the site names them. */
  officialLinks?: readonly string[];
}

function Totals({ totals }: Pick<Ledger, 'totals'>) {
  const row = (label: string, cents: number) => [<dt key={`${label}-dt`}>{label}</dt>, <dd key={`${label}-dd`}>{brl(cents)}</dd>];
  return (
    <section aria-labelledby="totais">
      <h2 id="totais">Totais</h2>
      <div className="card">
        <dl className="totals" data-testid="totals">
          {row('Arrecadado antes deste site (declarado pela organização)', totals.baselineCents)}
          {row(`Doações confirmadas (${totals.confirmedCount})`, totals.confirmedCents)}
          {row(
            `· pelos códigos PIX do site (${totals.confirmedCount - totals.directCount - totals.registeredCount})`,
            throughSiteCodesCents(totals),
          )}
          {row(`· PIX direto na chave (${totals.directCount})`, totals.directCents)}
          {row(`· registradas pela organização (${totals.registeredCount})`, totals.registeredCents)}
          {row(`Devoluções (${totals.refundedCount})`, -totals.refundedCents)}
          <dt className="sum">Total arrecadado</dt>
          <dd className="sum" data-testid="total-raised">
            {brl(totals.raisedCents)}
          </dd>
          {row('Total gasto', -totals.spentCents)}
          <dt className="sum">Saldo</dt>
          <dd className="sum" data-testid="balance">
            {brl(totals.balanceCents)}
          </dd>
        </dl>
      </div>
      <p className="note">
        Total arrecadado = declarado antes do site + doações confirmadas − devoluções. Saldo = total arrecadado − total gasto.
        Doações registradas pela organização chegaram fora do site (dinheiro, transferência, evento); seus comprovantes ficam com
        a organização, pois costumam trazer dados de quem doou.
      </p>
      {totals.duplicateCount > 0 && (
        <p className="note">
          {`Pagamentos em duplicidade (o mesmo PIX pago duas vezes): ${totals.duplicateCount}, somando ${brl(totals.duplicateCents)}; devolvidos ${brl(totals.duplicateRefundedCents)}. Não entram no total: cada doação conta uma vez só.`}
        </p>
      )}
    </section>
  );
}

/** "Conferido com o banco": what the imported statements say, in words first (not colour alone). */
function BankCheckSection({ check }: { check: BankCheck }) {
  return (
    <section aria-labelledby="banco" data-testid="bank-check">
      <h2 id="banco">Conferido com o banco</h2>
      <div className={`card ${check.stale || check.underReviewCount > 0 ? 'missing' : 'found'}`}>
        <p>
          <strong data-testid="bank-check-headline">{bankCheckHeadline(check)}</strong>
        </p>
        <dl className="totals">
          {bankCheckRows(check).flatMap((row) => [
            <dt key={`${row.label}-dt`}>{row.label}</dt>,
            <dd key={`${row.label}-dd`}>{row.value}</dd>,
          ])}
        </dl>
      </div>
      <p className="note">
        {BANK_CHECK_NOTE} Sem extrato novo por mais de {BANK_CHECK_STALE_DAYS} dias, a conferência passa a dizer desde quando não
        é feita.
      </p>
    </section>
  );
}

/** Remaining money in words as well as sign: over the plan is said, not only shown in red. */
const remainingText = (cents: number) => (cents < 0 ? `${brl(-cents)} acima do previsto` : brl(cents));

/** "Orçamento e gasto": the organiser's plan per category against the expenses recorded in it. */
function BudgetSection({ budget }: { budget: BudgetFigures }) {
  return (
    <section aria-labelledby="orcamento" data-testid="budget">
      <h2 id="orcamento">Orçamento e gasto</h2>
      <p className="note">
        O que a organização prevê gastar em cada categoria, o que já gastou (a soma das despesas abaixo) e o que resta. Previsto
        em {formatDateTime(budget.updatedAt)}.
      </p>
      <div className="card scroll" role="region" aria-label="Tabela do orçamento, por categoria" tabIndex={0}>
        <table className="budget">
          <thead>
            <tr>
              <th scope="col">Categoria</th>
              <th scope="col">O que paga</th>
              <th scope="col" className="num">
                Previsto
              </th>
              <th scope="col" className="num">
                Gasto
              </th>
              <th scope="col" className="num">
                Restante
              </th>
            </tr>
          </thead>
          <tbody>
            {budget.lines.map((line) => (
              <tr key={line.category} data-category={line.category}>
                <th scope="row">{EXPENSE_CATEGORY_LABELS[line.category]}</th>
                <td>
                  {line.description}
                  {line.proof && (
                    <>
                      <br />
                      <a
                        href={budgetProofUrl(line.proof._id)}
                        download={line.proof.contentType === 'application/pdf' || undefined}
                      >
                        {`Orçamento de ${EXPENSE_CATEGORY_LABELS[line.category].toLowerCase()} (${line.proof.contentType === 'application/pdf' ? 'PDF' : 'imagem'}, ${kb(line.proof.size)})`}
                      </a>
                    </>
                  )}
                </td>
                <td className="num">{brl(line.amountCents)}</td>
                <td className="num">{brl(line.spentCents)}</td>
                <td className="num">{remainingText(line.remainingCents)}</td>
              </tr>
            ))}
            {budget.unplanned.map((line) => (
              <tr key={line.category} data-category={line.category}>
                <th scope="row">{EXPENSE_CATEGORY_LABELS[line.category]}</th>
                <td>Fora do orçamento: gasto sem valor previsto nesta categoria</td>
                <td className="num">—</td>
                <td className="num">{brl(line.spentCents)}</td>
                <td className="num">—</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-category="total">
              <th scope="row" colSpan={2}>
                Total
              </th>
              <td className="num">{brl(budget.plannedCents)}</td>
              <td className="num">{brl(budget.spentCents)}</td>
              <td className="num">{remainingText(budget.remainingCents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="note">Restante = previsto − gasto. O total gasto inclui as despesas fora do orçamento.</p>
    </section>
  );
}

/** A reference as donors read it on their receipt. */
const Reference = ({ children }: { children: string }) => <span className="ref">{children}</span>;

function DonationLine({ donation }: { donation: LedgerDonation }) {
  return (
    <li data-reference={donation.reference}>
      <span>
        {donation.name}
        {donation.monthly && (
          <>
            {' '}
            <span className="tag">mensal</span>
          </>
        )}
        {donation.directToKey && (
          <>
            {' '}
            <span className="tag">direto na chave</span>
          </>
        )}
        {donation.registered && (
          <>
            {' '}
            <span className="tag">registrada pela organização · {donation.registered.method}</span>
          </>
        )}
        {donation.refunded && (
          <>
            {' '}
            <span className="tag">devolvida</span>
          </>
        )}
        {donation.annulled && (
          <>
            {' '}
            <span className="tag">anulada pela organização (não conta)</span>
          </>
        )}
      </span>
      <span className="amount">{brl(donation.amountCents)}</span>
      {donation.dedication && (
        <span className="meta dedication" data-testid="ledger-dedication">
          {dedicationPhrase(donation.dedication.kind, donation.dedication.name).replace(/^e/, 'E')}
        </span>
      )}
      <span className="meta">
        {formatDateTime(donation.paidAt)} · referência <Reference>{donation.reference}</Reference>
      </span>
    </li>
  );
}

function SearchResult({ search }: { search: NonNullable<TransparencyPageInput['search']> }) {
  if ('error' in search)
    return (
      <div className="card missing" role="alert">
        <p>{search.error}</p>
      </div>
    );
  if (search.found)
    return (
      <div className="card found" role="status" data-testid="found-donation">
        <h3>Encontramos a sua doação</h3>
        <ul className="lines">
          <DonationLine donation={search.found} />
        </ul>
      </div>
    );
  return (
    <div className="card missing" role="status">
      <p>
        Nenhuma doação confirmada com a referência <Reference>{search.reference}</Reference>. Se você pagou há pouco, aguarde a
        confirmação e tente de novo.
      </p>
    </div>
  );
}

function Search({ search }: Pick<TransparencyPageInput, 'search'>) {
  return (
    <section aria-labelledby="encontre">
      <h2 id="encontre">Encontre a sua doação</h2>
      <form className="find" method="get" action={`${TRANSPARENCY_PATH}#encontre`} role="search">
        <label htmlFor="ref">
          Referência (está no seu recibo e na página da sua doação) ou o ID da transação do comprovante do seu banco
        </label>
        <input
          id="ref"
          name="ref"
          autoComplete="off"
          spellCheck={false}
          placeholder="ex.: 7KQ2-M9XD"
          maxLength={40}
          defaultValue={search && 'reference' in search ? search.reference : ''}
        />
        <button type="submit">Buscar</button>
      </form>
      {search && <SearchResult search={search} />}
    </section>
  );
}

function Donations({ donations, paged }: Pick<Ledger, 'donations'> & { paged: boolean }) {
  const { hasNextPage, endCursor } = donations.pageInfo;
  const older = hasNextPage && endCursor ? `${TRANSPARENCY_PATH}?apos=${encodeURIComponent(endCursor)}#doacoes` : null;
  return (
    <section aria-labelledby="doacoes">
      <h2 id="doacoes">Doações confirmadas</h2>
      <p className="note">Da mais recente para a mais antiga. Só o primeiro nome, ou &quot;Doador anônimo&quot;.</p>
      <div className="card">
        {donations.nodes.length ? (
          <ul className="lines" data-testid="donations">
            {donations.nodes.map((donation) => (
              <DonationLine key={donation.id} donation={donation} />
            ))}
          </ul>
        ) : (
          <p>Nenhuma doação confirmada ainda.</p>
        )}
        {(paged || older) && (
          <nav className="pager" aria-label="Páginas de doações">
            {paged && <a href={`${TRANSPARENCY_PATH}#doacoes`}>Doações mais recentes</a>}
            {older && <a href={older}>Doações mais antigas</a>}
          </nav>
        )}
      </div>
    </section>
  );
}

function Proofs({ proofs }: Pick<ExpenseDocument, 'proofs'>) {
  if (!proofs.length) return <span className="note">Comprovante ainda não anexado.</span>;
  return proofs.map((proof, index) => {
    const isPdf = proof.contentType === 'application/pdf';
    const label = `Comprovante${proofs.length > 1 ? ` ${index + 1}` : ''} (${isPdf ? 'PDF' : 'imagem'}, ${kb(proof.size)})`;
    return (
      <Fragment key={proof._id.toHexString()}>
        {index > 0 && ' · '}
        <a href={proofUrl(proof._id)} download={isPdf || undefined}>
          {label}
        </a>
      </Fragment>
    );
  });
}

function ExpenseCard({ expense }: { expense: ExpenseDocument }) {
  return (
    <article className="card" data-testid="expense">
      <h3>{expense.description}</h3>
      <ul className="lines">
        <li>
          <span>
            {day(expense.date)} · {EXPENSE_CATEGORY_LABELS[expense.category]}
            <br />
            Fornecedor: {expense.supplier}
          </span>
          <span className="amount">{brl(expense.amountCents)}</span>
        </li>
      </ul>
      <p>
        <Proofs proofs={expense.proofs} />
      </p>
      {expense.correctedAt && (
        <>
          <p className="note">
            <span className="tag">corrigido em {formatDateTime(expense.correctedAt)}</span>
          </p>
          <details>
            <summary>Versões anteriores</summary>
            <ul>
              {expense.history.map((version, index) => (
                <li key={index}>
                  {`${day(version.date)} · ${EXPENSE_CATEGORY_LABELS[version.category]} · ${version.description} · ${version.supplier} · ${brl(version.amountCents)} (registrada em ${formatDateTime(version.recordedAt)})`}
                </li>
              ))}
            </ul>
          </details>
        </>
      )}
    </article>
  );
}

function Expenses({ expenses }: Pick<Ledger, 'expenses'>) {
  return (
    <section aria-labelledby="despesas">
      <h2 id="despesas">Despesas</h2>
      <p className="note">Remédios, consultas, tratamentos, veículo adaptado e outros gastos, cada um com o seu comprovante.</p>
      {expenses.length ? (
        expenses.map((expense) => <ExpenseCard key={expense._id.toHexString()} expense={expense} />)
      ) : (
        <p>Nenhuma despesa registrada ainda.</p>
      )}
    </section>
  );
}

function Refunds({ refunds, duplicates }: Pick<Ledger, 'refunds' | 'duplicates'>) {
  if (refunds.length === 0 && duplicates.length === 0) return null;
  return (
    <section aria-labelledby="devolucoes">
      <h2 id="devolucoes">Devoluções e pagamentos em duplicidade</h2>
      {refunds.length > 0 && (
        <div className="card">
          <h3>Devoluções</h3>
          <ul className="lines">
            {refunds.map((refund) => (
              <li key={refund.reference}>
                <span>
                  {REFUND_KIND_LABELS[refund.kind]} <span className="tag">{REFUND_STATUS_LABELS[refund.status]}</span>
                </span>
                <span className="amount">{brl(-refund.amountCents)}</span>
                <span className="meta">
                  {formatDateTime(refund.settledAt ?? refund.requestedAt)} · referência <Reference>{refund.reference}</Reference>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {duplicates.length > 0 && (
        <div className="card">
          <h3>Pagamentos em duplicidade</h3>
          <p className="note">Recebidos, não contados no total e devolvidos a quem pagou.</p>
          <ul className="lines">
            {duplicates.map((duplicate) => (
              <li key={duplicate.reference}>
                <span>
                  Pagamento repetido
                  {duplicate.donationReference && (
                    <>
                      {' '}
                      da doação <Reference>{duplicate.donationReference}</Reference>
                    </>
                  )}{' '}
                  <span className="tag">{duplicate.refund ? REFUND_STATUS_LABELS[duplicate.refund] : 'a devolver'}</span>
                </span>
                <span className="amount">{brl(duplicate.amountCents)}</span>
                <span className="meta">
                  {formatDateTime(duplicate.receivedAt)} · referência <Reference>{duplicate.reference}</Reference>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function Updates({ updates }: Pick<Ledger, 'updates'>) {
  return (
    <section aria-labelledby="novidades">
      <h2 id="novidades">Novidades</h2>
      {updates.length ? (
        updates.map((update) => (
          <article className="card update" id={`novidade-${update._id.toHexString()}`} key={update._id.toHexString()}>
            <h3>{update.title}</h3>
            <p className="note">
              {formatDateTime(update.publishedAt)}
              {update.editedAt && ` · editado em ${formatDateTime(update.editedAt)}`}
            </p>
            <p>{update.body}</p>
          </article>
        ))
      ) : (
        <p>Nenhuma novidade publicada ainda.</p>
      )}
      <p>
        <a href={FEED_PATH}>Acompanhe as novidades pelo feed (Atom)</a>
      </p>
    </section>
  );
}

function TransparencyPage({ ledger, bankCheck, baseUrl, paged, search, officialLinks = [] }: TransparencyPageInput) {
  const budget = budgetFigures(ledger.budget, ledger.expenses);
  const title = `Transparência${ledger.campaignTitle ? ` — ${ledger.campaignTitle}` : ''}`;
  return (
    <ServerPage
      title={title}
      style={STYLE}
      indexed
      frame="wide"
      head={
        <>
          <meta
            name="description"
            content="De onde veio e para onde foi cada real da campanha: doações, despesas com comprovantes, devoluções e saldo."
          />
          <link rel="canonical" href={`${baseUrl}${TRANSPARENCY_PATH}`} />
          <link rel="alternate" type="application/atom+xml" title="Novidades da campanha" href={FEED_PATH} />
          <meta name="theme-color" content={THEME_COLOR} />
          {officialLinks.map((url) => (
            <link key={url} rel="me" href={url} />
          ))}
        </>
      }
    >
      <h1>Transparência</h1>
      <p className="lead">
        {ledger.campaignTitle}: tudo o que a campanha recebeu e gastou, com comprovantes. Confira a sua doação pela referência do
        seu recibo.
      </p>
      {/* The address this page was reached at, as configured (PUBLIC_URL): a copy elsewhere cannot say it truthfully. */}
      <p data-testid="official-domain">
        <strong>{officialSiteSentence(siteDomainOf(baseUrl) ?? baseUrl)}</strong>
      </p>
      <Totals totals={ledger.totals} />
      {budget ? <BudgetSection budget={budget} /> : null}
      {bankCheck ? <BankCheckSection check={bankCheck} /> : null}
      <Search search={search} />
      <Donations donations={ledger.donations} paged={paged} />
      <Expenses expenses={ledger.expenses} />
      <Refunds refunds={ledger.refunds} duplicates={ledger.duplicates} />
      <Updates updates={ledger.updates} />
      <section aria-labelledby="dados">
        <h2 id="dados">Dados abertos</h2>
        <p>
          O mesmo livro-caixa para baixar e conferir: <a href="/api/transparency">JSON</a> ·{' '}
          <a href="/api/transparency.csv">CSV (planilha)</a> · <a href={FEED_PATH}>Novidades (Atom)</a>
        </p>
        <p className="note">Atualizado em {formatDateTime(ledger.generatedAt)} (horário de Brasília).</p>
      </section>
    </ServerPage>
  );
}

function renderTransparencyPage(input: TransparencyPageInput): string {
  return renderHtmlDocument(<TransparencyPage {...input} />);
}

const queryText = (req: Request, name: string) => (typeof req.query[name] === 'string' ? (req.query[name] as string) : undefined);

/** `GET /transparencia`: the ledger's page; `?apos=` a later page of donations, `?ref=` one donation's line. */
export function transparencyPageRoutes(router: IRouter, deps: Deps): void {
  router.get(TRANSPARENCY_PATH, (req, res, next) => {
    (async () => {
      const after = queryText(req, 'apos');
      let ledger: Ledger;
      try {
        ledger = await readLedger(deps, { after });
      } catch (error) {
        // A stale or hand-edited page link: start again from the newest donations.
        if (after && toAppError(error).code === 'BAD_USER_INPUT') return res.redirect(302, TRANSPARENCY_PATH);
        throw error;
      }
      const bankCheck = await readBankCheck(deps);
      const ref = queryText(req, 'ref')?.trim();
      let search: TransparencyPageInput['search'];
      if (ref) {
        try {
          search = { reference: ref.toUpperCase(), found: await findDonationByReference(deps, ref) };
        } catch (error) {
          const appError = toAppError(error);
          if (appError.code !== 'BAD_USER_INPUT') throw error;
          search = { error: appError.message };
        }
      }
      res
        .status(search && 'error' in search ? 400 : 200)
        .type('html')
        .setHeader('Cache-Control', 'no-cache')
        .send(
          renderTransparencyPage({
            ledger,
            bankCheck,
            baseUrl: siteBaseUrl(deps, req),
            paged: Boolean(after),
            search,
            officialLinks: ledger.officialLinks,
          }),
        );
    })().catch(next);
  });
}
