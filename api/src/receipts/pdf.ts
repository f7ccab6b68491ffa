import extenso from 'extenso';
import { formatDate, formatDateTime, formatLongDate } from '../../../rules/brasilia-time.js';
import { formatTaxId } from '../../../rules/documents.js';
import { centsToBrl, centsToReais } from '../../../rules/money.js';
import type { ReceiptView } from './service.js';

/**
 * PDFKit (about 30 MiB once loaded) is loaded by the first PDF, not at start: most of a
 * server's life is serving pages, and receipts are drawn in the outbox's background.
 */
export const loadPdfKit = async () => (await import('pdfkit')).default;

/** "cinquenta reais e cinco centavos": the amount in words, as a receipt writes it. */
export function amountInWords(cents: number): string {
  return extenso(centsToReais(cents), { mode: 'currency' });
}

export const receiptTitle = (receipt: Pick<ReceiptView, 'kind' | 'number'>): string =>
  `${receipt.kind === 'recibo' ? 'Recibo' : 'Comprovante'} de doação nº ${String(receipt.number).padStart(6, '0')}`;

/**
 * The receipt's lines, in order: the PDF prints them and the tests read them back
 * with pdftotext, so what the donor gets is checked field by field.
 */
/** An anonymous donor may give no name: the receipt says so rather than leaving a blank. */
const donorNameOf = (receipt: ReceiptView) => receipt.donorName || 'não informado (doação anônima)';

export function receiptLines(receipt: ReceiptView): { label: string; value: string }[] {
  const lines = [
    { label: 'Recebedor', value: receipt.organisationName },
    {
      label: 'CNPJ/CPF do recebedor',
      value: receipt.organisationTaxId ? formatTaxId(receipt.organisationTaxId) : 'não informado',
    },
    // The account the donor's bank showed before they paid (a CPF masked as banks show it).
    ...(receipt.pixHolderLine ? [{ label: 'Conta que recebeu o PIX', value: receipt.pixHolderLine }] : []),
    { label: 'Doador(a)', value: donorNameOf(receipt) },
    ...(receipt.dedication ? [{ label: 'Homenagem', value: receipt.dedication }] : []),
  ];
  // A comprovante has no CPF line at all (the terms: "quando você informa o seu CPF").
  if (receipt.kind === 'recibo') lines.push({ label: 'CPF do(a) doador(a)', value: formatTaxId(receipt.cpf) });
  lines.push({ label: 'Valor', value: `${centsToBrl(receipt.amountCents)} (${amountInWords(receipt.amountCents)})` });
  const outside = OUTSIDE_PAYMENTS[receipt.paidWith];
  if (outside) {
    // Money the organisation registered: the day it arrived (its hour is not known) and how.
    lines.push(
      { label: 'Data do recebimento', value: formatDate(receipt.paidAt) },
      { label: 'Forma de pagamento', value: outside.label },
      { label: 'Confirmação do pagamento', value: REGISTERED_BY_ORGANISER },
    );
  } else {
    lines.push(
      { label: 'Data do pagamento', value: formatDateTime(receipt.paidAt) },
      // An id or a dash: a payment the organiser confirmed by hand has none, and says why on its own line.
      { label: 'Identificador PIX (end-to-end)', value: receipt.endToEndId ?? NO_END_TO_END_ID },
    );
    if (!receipt.endToEndId) lines.push({ label: 'Confirmação do pagamento', value: CONFIRMED_BY_ORGANISER });
  }
  if (receipt.ledgerUrl) {
    lines.push(
      { label: 'Referência pública', value: receipt.publicReference },
      { label: 'Confira a referência em', value: receipt.ledgerUrl },
    );
  } else {
    // No PUBLIC_URL (development): no address is printed rather than one that works only on this machine.
    lines.push({ label: 'Referência pública (na página de transparência da campanha)', value: receipt.publicReference });
  }
  return lines;
}

/** The end-to-end line of a payment confirmed by the organiser: a dash, as a form leaves a blank it cannot fill. */
export const NO_END_TO_END_ID = '—';
export const CONFIRMED_BY_ORGANISER = 'conferido no extrato e confirmado pela organização (sem identificador do banco)';
export const REGISTERED_BY_ORGANISER = 'recebido e registrado pela organização';

/** Money registered by the organisation (receipts/model.ts paidWith), as its receipt names it; PIX is not here. */
const OUTSIDE_PAYMENTS: Record<string, { label: string; phrase: string }> = {
  CASH: { label: 'dinheiro', phrase: 'em dinheiro' },
  TRANSFER: { label: 'transferência bancária', phrase: 'por transferência bancária' },
  DIRECT_PIX: { label: 'PIX direto na chave da campanha', phrase: 'por PIX' },
  EVENT: { label: 'evento da campanha (rifa, bazar ou similar)', phrase: 'em evento da campanha' },
};

/** How the receipt says the money came: "por PIX", "em dinheiro"… */
const paidWithPhrase = (receipt: Pick<ReceiptView, 'paidWith'>) => OUTSIDE_PAYMENTS[receipt.paidWith]?.phrase ?? 'por PIX';

export function receiptStatements(receipt: ReceiptView): string[] {
  const taxId = receipt.organisationTaxId ? formatTaxId(receipt.organisationTaxId) : 'CNPJ/CPF do recebedor';
  return [
    `Declaramos que recebemos ${receipt.donorName ? `de ${receipt.donorName} ` : ''}a quantia acima, ${paidWithPhrase(receipt)}, como doação voluntária, ` +
      'sem nenhum bem ou serviço dado em troca.',
    'Como declarar no Imposto de Renda (IRPF): na ficha "Doações Efetuadas", use o código 80 ' +
      `(Doações em espécie) e informe o nome e o CNPJ/CPF do recebedor (${receipt.organisationName}, ${taxId}) e o valor doado. ` +
      'Esta doação não é dedutível do imposto devido.',
    `Emitido em ${formatLongDate(receipt.issuedAt)}. O número deste documento é único e sequencial nesta campanha.`,
  ];
}

/** The receipt as a one-page A4 PDF (standard fonts, nothing fetched). */
/** The receipt as the donor downloads it: its PDF and the file name it is saved under. */
export async function receiptPdfFile(receipt: ReceiptView): Promise<{ filename: string; pdf: Buffer }> {
  return {
    filename: `${receipt.kind}-doacao-${String(receipt.number).padStart(6, '0')}.pdf`,
    pdf: await renderReceiptPdf(receipt),
  };
}

export async function renderReceiptPdf(receipt: ReceiptView): Promise<Buffer> {
  const doc = new (await loadPdfKit())({
    size: 'A4',
    margin: 56,
    info: { Title: receiptTitle(receipt), Author: receipt.organisationName, Subject: `Doação ${paidWithPhrase(receipt)}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(receiptTitle(receipt).toUpperCase(), { align: 'center' });
  doc.moveDown(1.5);
  for (const line of receiptLines(receipt)) {
    doc.font('Helvetica-Bold').fontSize(11).text(`${line.label}: `, { continued: true });
    doc.font('Helvetica').text(line.value);
    doc.moveDown(0.4);
  }
  doc.moveDown(1);
  for (const statement of receiptStatements(receipt)) {
    doc.font('Helvetica').fontSize(10).text(statement, { align: 'justify' });
    doc.moveDown(0.8);
  }
  doc.moveDown(2);
  doc.font('Helvetica-Bold').fontSize(11).text(receipt.organisationName, { align: 'center' });
  doc.end();
  return done;
}
