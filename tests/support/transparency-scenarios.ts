import sharp from 'sharp';
import { ADMIN_TOKEN, type TestApp } from './harness.js';

export const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };

export const EXPENSE_FIELDS = `id date category description supplier amount recordedAt correctedAt
  proofs { id url contentType size } history { date category description supplier amount recordedAt }`;
export const RECORD_EXPENSE = `mutation Record($input: ExpenseInput!) { recordExpense(input: $input) { ${EXPENSE_FIELDS} } }`;
export const CORRECT_EXPENSE = `mutation Correct($id: ID!, $input: ExpenseInput!) { correctExpense(id: $id, input: $input) { ${EXPENSE_FIELDS} } }`;
export const REMOVE_EXPENSE = `mutation Remove($id: ID!) { removeExpense(id: $id) }`;
export const POST_UPDATE = `mutation Post($input: CampaignUpdateInput!) { postUpdate(input: $input) { id title body publishedAt editedAt } }`;
export const EDIT_UPDATE = `mutation Edit($id: ID!, $input: CampaignUpdateInput!) { editUpdate(id: $id, input: $input) { id title body publishedAt editedAt } }`;

/** A pharmacy bill, every field right. */
export function validExpense(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    date: '2026-03-01',
    category: 'REMEDIOS',
    description: 'Medicamentos do mês de março',
    supplier: 'Farmácia Popular Centro',
    amount: '350,40',
    ...overrides,
  };
}

export async function recordExpense(
  app: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; amount: string }> {
  const { body } = await app.graphql(RECORD_EXPENSE, { input: validExpense(overrides) }, ADMIN);
  if (!body.data?.recordExpense) throw new Error(`recordExpense failed: ${JSON.stringify(body.errors)}`);
  return body.data.recordExpense;
}

/**
 * A phone photo of a receipt: a JPEG carrying the camera's EXIF, with a GPS block
 * (where the photo was taken) and the phone's make and model.
 */
export function photographedReceipt(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 480, channels: 3, background: '#f5f1e6' } })
    .composite([
      { input: Buffer.from('<svg width="320" height="480"><rect x="20" y="40" width="280" height="20" fill="#333"/></svg>') },
    ])
    .jpeg()
    .withExif({
      IFD0: { Make: 'CameraMakerXYZ', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' },
    })
    .toBuffer();
}

/** Whether a TIFF/EXIF block holds the GPS IFD pointer (tag 0x8825), in either byte order. */
export function hasGpsPointer(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

/** A one-page PDF, as an invoice scanner writes it. */
export function invoicePdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** POST /api/admin/expenses/<id>/proofs with one file, as the organiser's panel sends it. */
export function uploadProof(
  app: TestApp,
  expenseId: string,
  file: Buffer,
  options: { filename?: string; type?: string; field?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const form = new FormData();
  form.append(
    options.field ?? 'file',
    new Blob([new Uint8Array(file)], { type: options.type ?? 'application/octet-stream' }),
    options.filename ?? 'recibo.jpg',
  );
  return fetch(`${app.url}/api/admin/expenses/${expenseId}/proofs`, {
    method: 'POST',
    headers: options.headers ?? ADMIN,
    body: form,
  });
}
