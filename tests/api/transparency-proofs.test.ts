import sharp from 'sharp';
import { Types } from 'mongoose';
import { startTestApp, type TestApp } from '../support/harness.js';
import {
  ADMIN,
  REMOVE_EXPENSE,
  hasGpsPointer,
  invoicePdf,
  photographedReceipt,
  recordExpense,
  uploadProof,
} from '../support/transparency-scenarios.js';

const REMOVE_PROOF = `mutation RemoveProof($expenseId: ID!, $proofId: ID!) {
  removeExpenseProof(expenseId: $expenseId, proofId: $proofId) { id proofs { id } }
}`;
const MB = 1024 * 1024;

describe('transparency: proofs of expenses', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const storedFiles = () => app.connection.db!.collection('proofs.files').countDocuments();
  const storedChunks = () => app.connection.db!.collection('proofs.chunks').countDocuments();

  it('a photographed receipt is re-encoded: the GPS and camera EXIF are gone, the picture is still there', async () => {
    const photo = await photographedReceipt();
    // The scenario is what it says: the original carries GPS and the camera's name.
    expect(hasGpsPointer((await sharp(photo).metadata()).exif)).toBe(true);
    expect(photo.includes(Buffer.from('CameraMakerXYZ'))).toBe(true);

    const expense = await recordExpense(app);
    const response = await uploadProof(app, expense.id, photo, { filename: 'IMG_2041.jpg', type: 'image/jpeg' });
    expect(response.status).toBe(201);
    const { proof } = (await response.json()) as { proof: { id: string; url: string; contentType: string; size: number } };
    expect(proof).toMatchObject({ url: `/api/transparency/proofs/${proof.id}`, contentType: 'image/jpeg' });

    const served = await fetch(`${app.url}${proof.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.length).toBe(proof.size);
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(hasGpsPointer(metadata.exif)).toBe(false);
    expect(bytes.includes(Buffer.from('CameraMakerXYZ'))).toBe(false);
    expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
    expect(metadata).toMatchObject({ format: 'jpeg', width: 320, height: 480 });

    const stored = (await app.deps.models.Expense.findById(expense.id).lean())!;
    expect(stored.proofs.map((item) => item._id.toHexString())).toEqual([proof.id]);
  });

  it('a PDF is kept as sent and served as a download with a sandboxing CSP', async () => {
    const expense = await recordExpense(app, { category: 'CONSULTAS' });
    const pdf = invoicePdf();
    const response = await uploadProof(app, expense.id, pdf, { filename: 'nota.pdf', type: 'application/pdf' });
    expect(response.status).toBe(201);
    const { proof } = (await response.json()) as { proof: { id: string; url: string } };
    const served = await fetch(`${app.url}${proof.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe(`attachment; filename="comprovante-${proof.id}.pdf"`);
    expect(served.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('PNG and WebP are accepted, type by content whatever the name says', async () => {
    const expense = await recordExpense(app);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    const first = await uploadProof(app, expense.id, png, { filename: 'recibo.pdf' });
    expect(((await first.json()) as { proof: { contentType: string } }).proof.contentType).toBe('image/png');
    const second = await uploadProof(app, expense.id, webp, { filename: 'recibo.txt' });
    expect(((await second.json()) as { proof: { contentType: string } }).proof.contentType).toBe('image/webp');
  });

  it.each([
    [
      'an HTML page named like a photo',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'recibo.jpg',
      'image/jpeg',
      'Tipo de arquivo não aceito',
    ],
    [
      'an SVG (images that can carry script)',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'recibo.png',
      'image/png',
      'Tipo de arquivo não aceito',
    ],
    [
      'a GIF',
      Buffer.from('474946383961010001000000002c00000000010001000002', 'hex'),
      'recibo.gif',
      'image/gif',
      'Tipo de arquivo não aceito',
    ],
    [
      'a truncated JPEG',
      Buffer.from('ffd8ffe000104a46494600010100000100010000ffdb', 'hex'),
      'recibo.jpg',
      'image/jpeg',
      'Não foi possível ler a imagem',
    ],
    ['an empty file', Buffer.alloc(0), 'recibo.pdf', 'application/pdf', 'vazio'],
  ])('refuses %s with a pt-BR message, storing nothing', async (_case, file, filename, type, message) => {
    const expense = await recordExpense(app);
    const [files, chunks] = [await storedFiles(), await storedChunks()];
    const response = await uploadProof(app, expense.id, file, { filename, type });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string; field: string };
    expect(body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'file' });
    expect(body.message).toContain(message);
    expect([await storedFiles(), await storedChunks()]).toEqual([files, chunks]);
    expect((await app.deps.models.Expense.findById(expense.id).lean())!.proofs).toEqual([]);
  });

  it('refuses a file over the limit while it arrives, storing nothing', async () => {
    const expense = await recordExpense(app);
    const files = await storedFiles();
    // A real JPEG header, then padding past 10 MB: refused by size before any type check.
    const oversized = Buffer.concat([await photographedReceipt(), Buffer.alloc(10 * MB)]);
    const response = await uploadProof(app, expense.id, oversized);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'file',
      message: expect.stringContaining('10 MB'),
    });
    expect(await storedFiles()).toBe(files);
  });

  it('refuses uploads without the organiser, to an unknown expense, or without the file field', async () => {
    const expense = await recordExpense(app);
    const photo = await photographedReceipt();
    const anonymous = await uploadProof(app, expense.id, photo, { headers: {} });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const wrong = await uploadProof(app, expense.id, photo, { headers: { authorization: 'Bearer wrong-token-0123456789' } });
    expect(wrong.status).toBe(401);
    const unknown = await uploadProof(app, new Types.ObjectId().toHexString(), photo);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'NOT_FOUND', field: 'expenseId' });
    const badId = await uploadProof(app, 'not-an-id', photo);
    expect(await badId.json()).toMatchObject({ code: 'BAD_USER_INPUT', field: 'expenseId' });
    const otherField = await uploadProof(app, expense.id, photo, { field: 'foto' });
    expect(otherField.status).toBe(400);
    expect(await otherField.json()).toMatchObject({ code: 'BAD_USER_INPUT', field: 'file' });
    const json = await fetch(`${app.url}/api/admin/expenses/${expense.id}/proofs`, {
      method: 'POST',
      headers: { ...ADMIN, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await json.json()).toMatchObject({ code: 'BAD_USER_INPUT', field: 'file' });
    expect((await app.deps.models.Expense.findById(expense.id).lean())!.proofs).toEqual([]);
  });

  it('a proof that cannot be read back answers 404, not 500; so do unknown and malformed ids', async () => {
    const expense = await recordExpense(app);
    const { proof } = (await (await uploadProof(app, expense.id, invoicePdf())).json()) as { proof: { id: string; url: string } };
    await app.connection.db!.collection('proofs.chunks').deleteMany({ files_id: new Types.ObjectId(proof.id) });
    const lost = await fetch(`${app.url}${proof.url}`);
    expect(lost.status).toBe(404);
    expect(await lost.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Comprovante não encontrado.' });
    expect((await fetch(`${app.url}/api/transparency/proofs/${new Types.ObjectId().toHexString()}`)).status).toBe(404);
    expect((await fetch(`${app.url}/api/transparency/proofs/..%2F..%2Fetc`)).status).toBe(404);
  });

  it('removing a proof deletes its file; removing the expense stops serving its proofs', async () => {
    const expense = await recordExpense(app);
    const upload = async () =>
      ((await (await uploadProof(app, expense.id, invoicePdf())).json()) as { proof: { id: string; url: string } }).proof;
    const [kept, dropped] = [await upload(), await upload()];
    const { body } = await app.graphql(REMOVE_PROOF, { expenseId: expense.id, proofId: dropped.id }, ADMIN);
    expect(body.data.removeExpenseProof.proofs).toEqual([{ id: kept.id }]);
    expect((await fetch(`${app.url}${dropped.url}`)).status).toBe(404);
    expect(await app.connection.db!.collection('proofs.files').countDocuments({ _id: new Types.ObjectId(dropped.id) })).toBe(0);
    expect((await fetch(`${app.url}${kept.url}`)).status).toBe(200);
    await app.graphql(REMOVE_EXPENSE, { id: expense.id }, ADMIN);
    expect((await fetch(`${app.url}${kept.url}`)).status).toBe(404);
  });
});
