import { formatDateTime } from '../brasilia-time.js';
import { escapeHtml } from '../html.js';
import { centsToBrl } from '../../../rules/money.js';
import { proofUrl } from './expenses.js';
import type { Ledger, LedgerDonation } from './ledger.js';
import { TRANSPARENCY_PATH } from './reference.js';
import { EXPENSE_CATEGORY_LABELS, type ExpenseDocument } from './model.js';
import { REFUND_KIND_LABELS, REFUND_STATUS_LABELS } from './open-data.js';

/**
 * /transparencia: plain HTML rendered on the server, with no script at all, so it is
 * readable at once on a cheap phone and costs the donor bundle nothing. The site's
 * colours and type, as the no-JavaScript donation form (web/donate-page.ts).
 */
export { TRANSPARENCY_PATH };
export const FEED_PATH = '/novidades.xml';

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#fdf6f9;color:#1f1a1c;line-height:1.5}
header.top{background:#fff;border-bottom:1px solid #eadde3}header.top div{max-width:56rem;margin:0 auto;padding:.75rem 1rem;display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}
main{max-width:56rem;margin:0 auto;padding:1rem}h1{font-size:1.75rem;margin:.5rem 0}h2{font-size:1.3rem;margin:2rem 0 .75rem;color:#8c0f42}h3{font-size:1.05rem;margin:0 0 .25rem}
a{color:#ad1457}a:focus-visible,input:focus-visible,button:focus-visible,summary:focus-visible{outline:3px solid #8c0f42;outline-offset:2px}
.lead{color:#5a5357}.card{background:#fff;border:1px solid #eadde3;border-radius:12px;padding:1rem;margin:0 0 .75rem}
.totals{display:grid;grid-template-columns:1fr auto;gap:.35rem 1rem;margin:0}.totals dt{margin:0}.totals dd{margin:0;text-align:right;font-variant-numeric:tabular-nums;font-weight:600}
.totals .sum{border-top:1px solid #eadde3;padding-top:.35rem;font-weight:700}.note{color:#5a5357;font-size:.9rem}
.lines{list-style:none;padding:0;margin:0}.lines li{display:grid;grid-template-columns:1fr auto;gap:0 1rem;padding:.6rem 0;border-bottom:1px solid #eadde3}
.amount{font-weight:700;text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}.meta{color:#5a5357;font-size:.875rem;grid-column:1/-1}
.ref{font-family:ui-monospace,Menlo,Consolas,monospace;font-weight:600;color:#1f1a1c;white-space:nowrap}.tag{display:inline-block;background:#fce4ec;color:#8c0f42;border-radius:6px;padding:0 .4rem;font-size:.8rem;font-weight:700}
form.find{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end}form.find label{font-weight:600;width:100%}
form.find input{font:inherit;padding:.6rem .75rem;border:1px solid #767676;border-radius:8px;min-height:44px;box-sizing:border-box;flex:1 1 10rem;text-transform:uppercase}
form.find button,.button{font:inherit;font-weight:700;color:#fff;background:#c2185b;border:0;border-radius:8px;min-height:44px;padding:0 1.25rem;text-decoration:none;display:inline-flex;align-items:center}
.found{border:2px solid #2e7d32}.missing{border:2px solid #b00020}article.update p{white-space:pre-line;margin:.25rem 0 0}
.pager{display:flex;gap:1rem;flex-wrap:wrap;margin-top:1rem}details{margin-top:.5rem}footer{max-width:56rem;margin:2rem auto 0;padding:1rem;color:#5a5357;font-size:.9rem}`;

const brl = (cents: number) => escapeHtml(centsToBrl(cents));
const day = (isoDay: string) => isoDay.split('-').reverse().join('/');
const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('pt-BR')} kB`;

export interface TransparencyPageInput {
  ledger: Ledger;
  baseUrl: string;
  /** Whether the donations page is a later one (`?apos=`). */
  paged: boolean;
  search?: { reference: string; found: LedgerDonation | null } | { error: string };
}

function totalsSection({ totals }: Ledger): string {
  const row = (label: string, cents: number, extra = '') => `<dt${extra}>${label}</dt><dd${extra}>${brl(cents)}</dd>`;
  const duplicates =
    totals.duplicateCount > 0
      ? `<p class="note">Pagamentos em duplicidade (o mesmo PIX pago duas vezes): ${totals.duplicateCount}, somando ${brl(
          totals.duplicateCents,
        )}; devolvidos ${brl(totals.duplicateRefundedCents)}. Não entram no total: cada doação conta uma vez só.</p>`
      : '';
  return `<section aria-labelledby="totais"><h2 id="totais">Totais</h2><div class="card"><dl class="totals" data-testid="totals">
${row('Arrecadado antes deste site (declarado pela organização)', totals.baselineCents)}
${row(`Doações PIX confirmadas (${totals.confirmedCount})`, totals.confirmedCents)}
${row(`Devoluções (${totals.refundedCount})`, -totals.refundedCents)}
<dt class="sum">Total arrecadado</dt><dd class="sum" data-testid="total-raised">${brl(totals.raisedCents)}</dd>
${row('Total gasto', -totals.spentCents)}
<dt class="sum">Saldo</dt><dd class="sum" data-testid="balance">${brl(totals.balanceCents)}</dd>
</dl></div>
<p class="note">Total arrecadado = declarado antes do site + doações confirmadas − devoluções. Saldo = total arrecadado − total gasto.</p>${duplicates}</section>`;
}

function donationLine(donation: LedgerDonation): string {
  return `<li data-reference="${escapeHtml(donation.reference)}"><span>${escapeHtml(donation.name)}${
    donation.refunded ? ' <span class="tag">devolvida</span>' : ''
  }</span><span class="amount">${brl(donation.amountCents)}</span>
<span class="meta">${escapeHtml(formatDateTime(donation.paidAt))} · referência <span class="ref">${escapeHtml(donation.reference)}</span></span></li>`;
}

function searchSection(search: TransparencyPageInput['search']): string {
  let result = '';
  if (search && 'error' in search) result = `<div class="card missing" role="alert"><p>${escapeHtml(search.error)}</p></div>`;
  else if (search?.found)
    result = `<div class="card found" role="status" data-testid="found-donation"><h3>Encontramos a sua doação</h3><ul class="lines">${donationLine(
      search.found,
    )}</ul></div>`;
  else if (search)
    result = `<div class="card missing" role="status"><p>Nenhuma doação confirmada com a referência <span class="ref">${escapeHtml(
      search.reference,
    )}</span>. Se você pagou há pouco, aguarde a confirmação e tente de novo.</p></div>`;
  return `<section aria-labelledby="encontre"><h2 id="encontre">Encontre a sua doação</h2>
<form class="find" method="get" action="${TRANSPARENCY_PATH}#encontre" role="search"><label for="ref">Referência (está no seu recibo e na página da sua doação)</label>
<input id="ref" name="ref" autocomplete="off" spellcheck="false" placeholder="ex.: 7KQ2-M9XD" maxlength="12" value="${escapeHtml(
    search && 'reference' in search ? search.reference : '',
  )}"><button type="submit">Buscar</button></form>${result}</section>`;
}

function donationsSection({ donations }: Ledger, paged: boolean): string {
  const lines = donations.nodes.length
    ? `<ul class="lines" data-testid="donations">${donations.nodes.map(donationLine).join('')}</ul>`
    : '<p>Nenhuma doação confirmada ainda.</p>';
  const links = [
    paged ? `<a href="${TRANSPARENCY_PATH}#doacoes">Doações mais recentes</a>` : '',
    donations.pageInfo.hasNextPage && donations.pageInfo.endCursor
      ? `<a href="${TRANSPARENCY_PATH}?apos=${encodeURIComponent(donations.pageInfo.endCursor)}#doacoes">Doações mais antigas</a>`
      : '',
  ].filter(Boolean);
  return `<section aria-labelledby="doacoes"><h2 id="doacoes">Doações confirmadas</h2>
<p class="note">Da mais recente para a mais antiga. Só o primeiro nome, ou "Doador anônimo".</p>
<div class="card">${lines}${links.length ? `<nav class="pager" aria-label="Páginas de doações">${links.join('')}</nav>` : ''}</div></section>`;
}

function expenseCard(expense: ExpenseDocument): string {
  const proofs = expense.proofs.length
    ? expense.proofs
        .map(
          (proof, index) =>
            `<a href="${proofUrl(proof._id)}"${proof.contentType === 'application/pdf' ? ' download' : ''}>Comprovante${
              expense.proofs.length > 1 ? ` ${index + 1}` : ''
            } (${proof.contentType === 'application/pdf' ? 'PDF' : 'imagem'}, ${kb(proof.size)})</a>`,
        )
        .join(' · ')
    : '<span class="note">Comprovante ainda não anexado.</span>';
  const history = expense.correctedAt
    ? `<p class="note"><span class="tag">corrigido em ${escapeHtml(formatDateTime(expense.correctedAt))}</span></p>
<details><summary>Versões anteriores</summary><ul>${expense.history
        .map(
          (version) =>
            `<li>${day(version.date)} · ${escapeHtml(EXPENSE_CATEGORY_LABELS[version.category])} · ${escapeHtml(
              version.description,
            )} · ${escapeHtml(version.supplier)} · ${brl(version.amountCents)} (registrada em ${escapeHtml(formatDateTime(version.recordedAt))})</li>`,
        )
        .join('')}</ul></details>`
    : '';
  return `<article class="card" data-testid="expense"><h3>${escapeHtml(expense.description)}</h3>
<ul class="lines"><li><span>${day(expense.date)} · ${escapeHtml(EXPENSE_CATEGORY_LABELS[expense.category])}<br>Fornecedor: ${escapeHtml(
    expense.supplier,
  )}</span><span class="amount">${brl(expense.amountCents)}</span></li></ul><p>${proofs}</p>${history}</article>`;
}

function expensesSection({ expenses }: Ledger): string {
  return `<section aria-labelledby="despesas"><h2 id="despesas">Despesas</h2>
<p class="note">Remédios, consultas, tratamentos, veículo adaptado e outros gastos, cada um com o seu comprovante.</p>
${expenses.length ? expenses.map(expenseCard).join('') : '<p>Nenhuma despesa registrada ainda.</p>'}</section>`;
}

function refundsSection({ refunds, duplicates }: Ledger): string {
  if (refunds.length === 0 && duplicates.length === 0) return '';
  const refundLines = refunds
    .map(
      (refund) =>
        `<li><span>${escapeHtml(REFUND_KIND_LABELS[refund.kind])} <span class="tag">${escapeHtml(
          REFUND_STATUS_LABELS[refund.status],
        )}</span></span><span class="amount">${brl(-refund.amountCents)}</span><span class="meta">${escapeHtml(
          formatDateTime(refund.settledAt ?? refund.requestedAt),
        )} · referência <span class="ref">${escapeHtml(refund.reference)}</span></span></li>`,
    )
    .join('');
  const duplicateLines = duplicates
    .map(
      (duplicate) =>
        `<li><span>Pagamento repetido${
          duplicate.donationReference ? ` da doação <span class="ref">${escapeHtml(duplicate.donationReference)}</span>` : ''
        } <span class="tag">${duplicate.refund ? escapeHtml(REFUND_STATUS_LABELS[duplicate.refund]) : 'a devolver'}</span></span><span class="amount">${brl(
          duplicate.amountCents,
        )}</span><span class="meta">${escapeHtml(formatDateTime(duplicate.receivedAt))} · referência <span class="ref">${escapeHtml(
          duplicate.reference,
        )}</span></span></li>`,
    )
    .join('');
  return `<section aria-labelledby="devolucoes"><h2 id="devolucoes">Devoluções e pagamentos em duplicidade</h2>
${refundLines ? `<div class="card"><h3>Devoluções</h3><ul class="lines">${refundLines}</ul></div>` : ''}
${duplicateLines ? `<div class="card"><h3>Pagamentos em duplicidade</h3><p class="note">Recebidos, não contados no total e devolvidos a quem pagou.</p><ul class="lines">${duplicateLines}</ul></div>` : ''}</section>`;
}

function updatesSection({ updates }: Ledger): string {
  const items = updates
    .map(
      (update) =>
        `<article class="card update" id="novidade-${update._id.toHexString()}"><h3>${escapeHtml(update.title)}</h3><p class="note">${escapeHtml(
          formatDateTime(update.publishedAt),
        )}${update.editedAt ? ` · editado em ${escapeHtml(formatDateTime(update.editedAt))}` : ''}</p><p>${escapeHtml(update.body)}</p></article>`,
    )
    .join('');
  return `<section aria-labelledby="novidades"><h2 id="novidades">Novidades</h2>
${items || '<p>Nenhuma novidade publicada ainda.</p>'}<p><a href="${FEED_PATH}">Acompanhe as novidades pelo feed (Atom)</a></p></section>`;
}

export function renderTransparencyPage(input: TransparencyPageInput): string {
  const { ledger, baseUrl } = input;
  const title = `Transparência${ledger.campaignTitle ? ` — ${ledger.campaignTitle}` : ''}`;
  const description =
    'De onde veio e para onde foi cada real da campanha: doações, despesas com comprovantes, devoluções e saldo.';
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(description)}">
<link rel="canonical" href="${escapeHtml(`${baseUrl}${TRANSPARENCY_PATH}`)}">
<link rel="alternate" type="application/atom+xml" title="Novidades da campanha" href="${FEED_PATH}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><meta name="theme-color" content="#c2185b"><style>${STYLE}</style></head>
<body><header class="top"><div><a href="/">← Voltar para a campanha</a></div></header>
<main><h1>Transparência</h1>
<p class="lead">${escapeHtml(ledger.campaignTitle)}: tudo o que a campanha recebeu e gastou, com comprovantes. Confira a sua doação pela referência do seu recibo.</p>
${totalsSection(ledger)}${searchSection(input.search)}${donationsSection(ledger, input.paged)}${expensesSection(ledger)}${refundsSection(ledger)}${updatesSection(ledger)}
<section aria-labelledby="dados"><h2 id="dados">Dados abertos</h2><p>O mesmo livro-caixa para baixar e conferir:
<a href="/api/transparency">JSON</a> · <a href="/api/transparency.csv">CSV (planilha)</a> · <a href="${FEED_PATH}">Novidades (Atom)</a></p>
<p class="note">Atualizado em ${escapeHtml(formatDateTime(ledger.generatedAt))} (horário de Brasília).</p></section></main>
<footer><a href="/">Página da campanha</a> · <a href="/terms">Termos de Uso</a> · <a href="/privacy">Política de Privacidade</a></footer></body></html>`;
}
