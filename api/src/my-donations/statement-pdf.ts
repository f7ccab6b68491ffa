import { formatTaxId } from '../../../rules/documents.js';
import { centsToBrl } from '../../../rules/money.js';
import { formatDate, formatLongDate } from '../../../rules/brasilia-time.js';
import { amountInWords, CONFIRMED_BY_ORGANISER, loadPdfKit, NO_END_TO_END_ID } from '../receipts/pdf.js';
import type { Statement, StatementLine } from './service.js';

export const statementTitle = (year: number): string => `Informe de doações de ${year}`;

const receiptNumberOf = (line: StatementLine) =>
  line.receiptNumber === null ? 'em emissão' : `nº ${String(line.receiptNumber).padStart(6, '0')}`;

/** One donation, on one line of text: the tests read it back with pdftotext as a reader would. */
export function statementLineText(line: StatementLine): string {
  return [
    formatDate(line.paidAt),
    line.monthly ? `${centsToBrl(line.amountCents)} (mensal)` : centsToBrl(line.amountCents),
    `recibo ${receiptNumberOf(line)}`,
    `end-to-end ${line.endToEndId ?? `${NO_END_TO_END_ID} (${CONFIRMED_BY_ORGANISER})`}`,
  ].join(' · ');
}

/** The statement's header lines, label and value, in order. */
export function statementHeader(statement: Statement): { label: string; value: string }[] {
  return [
    { label: 'Recebedor', value: statement.organisationName },
    {
      label: 'CNPJ/CPF do recebedor',
      value: statement.organisationTaxId ? formatTaxId(statement.organisationTaxId) : 'não informado',
    },
    { label: 'Doador(a)', value: statement.donorName || 'não informado (doação anônima)' },
    { label: 'CPF do(a) doador(a)', value: formatTaxId(statement.cpf) },
  ];
}

/** What the statement says after the list: the total, what was left out and how to declare it. */
export function statementParagraphs(statement: Statement): string[] {
  const taxId = statement.organisationTaxId ? formatTaxId(statement.organisationTaxId) : 'CNPJ/CPF do recebedor';
  const total = `${centsToBrl(statement.totalCents)} (${amountInWords(statement.totalCents)})`;
  return [
    `Total doado em ${statement.year}: ${total}.`,
    statement.refunded.length === 0
      ? 'Doações devolvidas não entram neste informe; nenhuma doação deste CPF neste ano foi devolvida.'
      : `Doações devolvidas não entram neste informe nem no total. Ficaram de fora ${statement.refunded.length === 1 ? 'esta doação devolvida' : `estas ${statement.refunded.length} doações devolvidas`}: ` +
        `${statement.refunded.map((line) => `${formatDate(line.paidAt)}, ${centsToBrl(line.amountCents)}`).join('; ')}.`,
    'Como declarar no Imposto de Renda (IRPF): na ficha "Doações Efetuadas", use o código 80 (Doações em espécie) ' +
      `e informe o nome e o CNPJ/CPF do recebedor (${statement.organisationName}, ${taxId}) e o valor doado no ano, ` +
      `${centsToBrl(statement.totalCents)}. Estas doações não são dedutíveis do imposto devido.`,
    'Cada doação listada tem o seu recibo, com o número acima, na página "Minhas doações". ' +
      `Informe emitido em ${formatLongDate(statement.issuedAt)} com as doações pagas feitas com o e-mail e o CPF informados.`,
  ];
}

/** The statement as an A4 PDF with the receipts' standard fonts (receipts/pdf.ts), nothing fetched. */
export async function renderStatementPdf(statement: Statement): Promise<Buffer> {
  const title = statementTitle(statement.year);
  const doc = new (await loadPdfKit())({
    size: 'A4',
    margin: 56,
    info: { Title: title, Author: statement.organisationName, Subject: 'Doações por PIX' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(title.toUpperCase(), { align: 'center' });
  doc.moveDown(1.5);
  for (const line of statementHeader(statement)) {
    doc.font('Helvetica-Bold').fontSize(11).text(`${line.label}: `, { continued: true });
    doc.font('Helvetica').text(line.value);
    doc.moveDown(0.4);
  }
  doc.moveDown(0.8);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(`Doações pagas em ${statement.year} (data do pagamento · valor · recibo · identificador PIX):`);
  doc.moveDown(0.4);
  for (const line of statement.donations) {
    doc.font('Helvetica').fontSize(10).text(statementLineText(line));
    doc.moveDown(0.3);
  }
  if (statement.donations.length === 0)
    doc.font('Helvetica').fontSize(10).text('Nenhuma: as doações deste CPF neste ano foram devolvidas.');
  doc.moveDown(0.8);
  const [total, ...rest] = statementParagraphs(statement);
  doc.font('Helvetica-Bold').fontSize(12).text(total!);
  doc.moveDown(0.8);
  for (const paragraph of rest) {
    doc.font('Helvetica').fontSize(10).text(paragraph, { align: 'justify' });
    doc.moveDown(0.8);
  }
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(11).text(statement.organisationName, { align: 'center' });
  doc.end();
  return done;
}
