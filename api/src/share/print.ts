import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { centsToBrl } from '../../../rules/money.js';
import { brasiliaDayOf, formatDate } from '../../../rules/brasilia-time.js';
import { getCampaignState } from '../campaign/service.js';
import type { Deps } from '../deps.js';
import { loadSharp } from '../images/decode.js';
import { loadImageBytes } from '../images/store.js';
import { cardTitleOf } from './card.js';
import { photoOf } from './service.js';

/**
 * What the organiser prints: an A4 poster for a wall (photo, title, the amount raised on the
 * day it was printed, a QR code to the site and its short address) and an A4 sheet of
 * business-card-sized cards to cut and hand out. Black text on white with Inter embedded, so
 * an office's black-and-white printer loses nothing and no reader substitutes a font.
 */

/** How printed visits are tagged: the panel's statistics count paid donations by utm_source. */
export const PRINT_UTM_SOURCE = 'cartaz';
const PRINT_UTM_MEDIUM = 'impresso';

/** A4 in PDF points (1/72 in). */
const A4 = { width: 595.28, height: 841.89 };
const MM = 72 / 25.4;

const require = createRequire(import.meta.url);
/** The share card's font (@fontsource/inter), as files pdfkit embeds: its standard fonts would not be. */
const fontFile = (weight: 400 | 800) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const loadFonts = () => (fonts ??= { regular: fontFile(400), bold: fontFile(800) });

/** PDFKit (about 30 MiB once loaded) comes with the first print, as with receipts (receipts/pdf.ts). */
const loadPdfKit = async () => (await import('pdfkit')).default;
type PdfDocument = InstanceType<Awaited<ReturnType<typeof loadPdfKit>>>;

/** "2026-05-14" in Brasília: the print's day, in its QR code's utm_campaign. */
export const isoDay = (date: Date) => brasiliaDayOf(date);

/** The site's address a printed QR code opens: tagged as printed, and with the day it was printed. */
export function printedUrlOf(baseUrl: string, printedAt: Date, content?: 'cartao'): string {
  const url = new URL('/', `${baseUrl}/`);
  url.searchParams.set('utm_source', PRINT_UTM_SOURCE);
  url.searchParams.set('utm_medium', PRINT_UTM_MEDIUM);
  url.searchParams.set('utm_campaign', isoDay(printedAt));
  if (content) url.searchParams.set('utm_content', content);
  return url.href;
}

/** The address as a person types it: no scheme, no "www.", no trailing slash. */
export const shortAddressOf = (baseUrl: string): string => {
  const url = new URL(baseUrl);
  return `${url.host.replace(/^www\./, '')}${url.pathname.replace(/\/+$/, '')}`;
};

export interface PrintFacts {
  title: string;
  raisedCents: number;
  goalCents: number;
  printedAt: Date;
  baseUrl: string;
  /** The organiser's photo (any format sharp reads), or null. */
  photo: Buffer | null;
}

/** What a print shows, read now: the campaign as visitors see it (public cache: at most PUBLIC_CACHE_TTL_MS old). */
export async function printFactsOf(deps: Deps, baseUrl: string): Promise<PrintFacts> {
  const state = await getCampaignState(deps);
  const picture = photoOf(state.content);
  return {
    title: cardTitleOf(state.content.title),
    raisedCents: state.raisedCents,
    goalCents: state.content.goalCents,
    printedAt: deps.now(),
    baseUrl,
    photo: picture ? await loadImageBytes(deps, picture) : null,
  };
}

function newDocument(PDFDocument: Awaited<ReturnType<typeof loadPdfKit>>, title: string): PdfDocument {
  const doc = new PDFDocument({ size: 'A4', margin: 0, info: { Title: title } });
  const { regular, bold } = loadFonts();
  doc.registerFont('Inter', regular);
  doc.registerFont('Inter-Bold', bold);
  return doc;
}

function finished(doc: PdfDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.end();
  return done;
}

/**
 * The QR code as vector squares (one rectangle per run of dark modules in a row), so it is
 * sharp at any printer's resolution. `size` includes the four-module quiet zone a reader needs.
 */
async function drawQrCode(doc: PdfDocument, text: string, x: number, y: number, size: number): Promise<void> {
  // Already the PIX page's QR library (server-pages/donate.tsx): maintained, no native code, and it exposes the modules.
  const { default: QRCode } = await import('qrcode');
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const unit = size / (modules.size + 2 * quiet);
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size;) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      // A hair of overlap, so no reader sees white seams between neighbouring squares.
      doc.rect(x + (quiet + start) * unit, y + (quiet + row) * unit, (column - start) * unit + 0.05, unit + 0.05);
    }
  }
  doc.fillColor('#000000').fill();
}

/** The photo cut to the box (cover), as a JPEG pdfkit takes; null when it cannot be read. */
async function photoFor(deps: Deps, photo: Buffer | null, width: number, height: number): Promise<Buffer | null> {
  if (!photo) return null;
  try {
    const sharp = await loadSharp();
    // About 200 dpi across the box: sharp on paper, a few hundred kB in the file.
    const pixels = (points: number) => Math.round((points / 72) * 200);
    return await sharp(photo, { limitInputPixels: 60_000_000 })
      .rotate()
      .resize(pixels(width), pixels(height), { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer();
  } catch (error) {
    deps.logger.warn({ err: error }, 'the photo could not be drawn on the poster: printed without it');
    return null;
  }
}

/** The largest size up to `max` at which `text` fits `width` on one line. */
function fittingSize(doc: PdfDocument, font: string, text: string, width: number, max: number): number {
  doc.font(font).fontSize(max);
  const natural = doc.widthOfString(text);
  return natural <= width ? max : Math.max(6, Math.floor(((max * width) / natural) * 10) / 10);
}

const raisedLine = (facts: PrintFacts) => `${centsToBrl(facts.raisedCents)} arrecadados`;
const goalLine = (facts: PrintFacts) => `da meta de ${centsToBrl(facts.goalCents)}, até ${formatDate(facts.printedAt)}`;

/** The A4 poster: photo, title, raised to date, the QR code and the short address. */
export async function renderPoster(deps: Deps, facts: PrintFacts): Promise<Buffer> {
  const doc = newDocument(await loadPdfKit(), `Cartaz: ${facts.title}`);
  const margin = 42;
  const width = A4.width - 2 * margin;
  let y = margin;

  const photoHeight = 270;
  const photo = await photoFor(deps, facts.photo, width, photoHeight);
  if (photo) {
    doc.image(photo, margin, y, { width, height: photoHeight });
    y += photoHeight + 26;
  } else {
    y += 30;
  }

  // Without a photo the title takes its room.
  const titleSize = (facts.title.length > 70 ? 28 : 34) + (photo ? 0 : 10);
  doc.font('Inter-Bold').fontSize(titleSize).fillColor('#000000');
  doc.text(facts.title, margin, y, { width, height: titleSize * 1.25 * 3, ellipsis: true, lineGap: 0 });
  y = doc.y + 18;

  // A thick rule and the amount: the campaign's news at a glance, dated, as the page shows it.
  doc.rect(margin, y, width, 3).fill('#000000');
  y += 14;
  doc.font('Inter-Bold').fontSize(26).fillColor('#000000').text(raisedLine(facts), margin, y, { width });
  doc
    .font('Inter')
    .fontSize(15)
    .fillColor('#222222')
    .text(goalLine(facts), margin, doc.y + 2, { width });
  // The bar as the page draws it, in black and an outline: the same in colour or not.
  const barTop = doc.y + 12;
  const share = Math.min(1, facts.goalCents > 0 ? facts.raisedCents / facts.goalCents : 0);
  doc.rect(margin, barTop, width, 14).lineWidth(1.5).undash().strokeColor('#000000').stroke();
  if (share > 0) doc.rect(margin, barTop, Math.max(3, width * share), 14).fill('#000000');

  // The QR code and what to do with it, at the foot of the page.
  const qrSize = 200;
  const qrTop = A4.height - margin - qrSize;
  await drawQrCode(doc, printedUrlOf(facts.baseUrl, facts.printedAt), margin - 8, qrTop, qrSize);
  const textLeft = margin + qrSize + 8;
  const textWidth = A4.width - margin - textLeft;
  doc
    .font('Inter-Bold')
    .fontSize(30)
    .fillColor('#000000')
    .text('Doe por PIX', textLeft, qrTop + 30, { width: textWidth });
  doc
    .font('Inter')
    .fontSize(15)
    .fillColor('#222222')
    .text('Aponte a câmera do celular para o código ou acesse o site oficial:', textLeft, doc.y + 6, { width: textWidth });
  const address = shortAddressOf(facts.baseUrl);
  const addressSize = fittingSize(doc, 'Inter-Bold', address, textWidth, 24);
  doc
    .font('Inter-Bold')
    .fontSize(addressSize)
    .fillColor('#000000')
    .text(address, textLeft, doc.y + 8, { width: textWidth, lineBreak: false });
  return finished(doc);
}

/** Cards per sheet: business-card size (85×55 mm), two across and five down, with cut lines. */
const CARD = { width: 85 * MM, height: 55 * MM, columns: 2, rows: 5 };

/** An A4 sheet of cards to cut: title, "Doe por PIX", the QR code and the short address on each. */
export async function renderCards(deps: Deps, facts: PrintFacts): Promise<Buffer> {
  const doc = newDocument(await loadPdfKit(), `Cartões: ${facts.title}`);
  const left = (A4.width - CARD.columns * CARD.width) / 2;
  const top = (A4.height - CARD.rows * CARD.height) / 2;
  const url = printedUrlOf(facts.baseUrl, facts.printedAt, 'cartao');
  const address = shortAddressOf(facts.baseUrl);
  const padding = 12;
  const qrSize = CARD.height - 2 * padding + 8;

  for (let row = 0; row < CARD.rows; row++) {
    for (let column = 0; column < CARD.columns; column++) {
      const x = left + column * CARD.width;
      const y = top + row * CARD.height;
      // Cut lines: thin and grey, so they guide the scissors without framing the card.
      doc.rect(x, y, CARD.width, CARD.height).lineWidth(0.5).dash(3, { space: 3 }).strokeColor('#999999').stroke();
      doc.undash();
      const qrLeft = x + CARD.width - qrSize - padding + 4;
      await drawQrCode(doc, url, qrLeft, y + (CARD.height - qrSize) / 2, qrSize);
      const textWidth = qrLeft - x - padding;
      doc.font('Inter-Bold').fontSize(10.5).fillColor('#000000');
      doc.text(facts.title, x + padding, y + padding, { width: textWidth, height: 10.5 * 1.25 * 4, ellipsis: true });
      doc
        .font('Inter-Bold')
        .fontSize(11)
        .text('Doe por PIX', x + padding, y + CARD.height - padding - 38, { width: textWidth });
      const addressSize = fittingSize(doc, 'Inter-Bold', address, textWidth, 9);
      doc
        .font('Inter-Bold')
        .fontSize(addressSize)
        .text(address, x + padding, y + CARD.height - padding - 20, { width: textWidth, lineBreak: false });
    }
  }
  return finished(doc);
}
