import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import sharp from 'sharp';
import { UPLOADS_AT_ONCE, UPLOADS_WAITING_MAX, Turns, uploadTurnsOf } from '../../api/src/images/upload.js';
import { cleanUpImages } from '../../api/src/app/jobs.js';
import { IMAGE_GRACE_MS } from '../../api/src/images/cleanup.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { blackPng, greyJpeg, truncatedJpeg, withJpegSize } from '../support/hostile-images.js';
import { ADMIN } from '../support/transparency-scenarios.js';

const UPDATE = `mutation Update($input: UpdateCampaignInput!) { updateCampaign(input: $input) { title } }`;
const HOUR = 60 * 60 * 1000;

/** A small ordinary photo: decoded and stored in a blink. */
const photo = (colour = '#c0604a') =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

function upload(app: TestApp, file: Buffer): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'foto.jpg');
  return fetch(`${app.url}/api/admin/images`, { method: 'POST', headers: ADMIN, body: form });
}

async function uploadedId(app: TestApp, file: Buffer): Promise<string> {
  const response = await upload(app, file);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const served = async (app: TestApp, id: string) => (await fetch(`${app.url}/media/${id}-480.jpg`)).status;

describe('uploads: bounded cost, nothing served that is not whole, unused photos deleted', () => {
  let app: TestApp;
  // From the real time: GridFS dates its files by the real clock.
  let clock = new Date();

  beforeAll(async () => {
    app = await startTestApp({ now: () => clock });
  });
  afterAll(() => app.close());

  const bucket = () => new mongoose.mongo.GridFSBucket(app.connection.db!, { bucketName: 'images' });
  const storedFiles = () => app.connection.db!.collection('images.files').countDocuments();
  const stored = async () => ({ images: await app.deps.models.Image.countDocuments(), files: await storedFiles() });

  it('refuses from the header alone, in a blink and storing nothing, a picture too long, too thin or too dear to decode', async () => {
    const before = await stored();
    const cases: [string, Buffer, RegExp][] = [
      // 172 KB of PNG, once 9.6 s and 1.5 GB to decode.
      ['59,000,000 × 1 PNG', blackPng(59_000_000, 1), /lado maior pode ter até 10\.000 pixels/],
      // Once answered "corrompido" after four of its variants were stored and served.
      ['1600 × 20000 JPEG', await greyJpeg(1600, 20_000), /lado maior pode ter até 10\.000 pixels/],
      ['1000 × 7000 JPEG', withJpegSize(await greyJpeg(64, 64), 1000, 7000), /estreita demais.*6 vezes/],
      // A progressive JPEG is decoded whole: 60 megapixels of one took ~200 MB.
      [
        'progressive 7745² JPEG',
        withJpegSize(await greyJpeg(64, 64, { progressive: true }), 7745, 7745),
        /limite é de 27 megapixels/,
      ],
    ];
    for (const [name, file, message] of cases) {
      const started = performance.now();
      const response = await upload(app, file);
      const elapsed = performance.now() - started;
      expect([name, response.status]).toEqual([name, 400]);
      expect(await response.json()).toEqual({ code: 'BAD_USER_INPUT', field: 'file', message: expect.stringMatching(message) });
      expect([name, elapsed < 2_000]).toEqual([name, true]);
    }
    expect(await stored()).toEqual(before);
  });

  it('a picture that breaks half-way through decoding stores nothing', async () => {
    const before = await stored();
    const response = await upload(app, await truncatedJpeg(2000, 1500));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/corrompido ou incompleto/);
    expect(await stored()).toEqual(before);
  });

  it('ids are 128 random bits, not neighbours; a variant stored without its image is never served', async () => {
    const first = await uploadedId(app, await photo());
    const second = await uploadedId(app, await photo());
    for (const id of [first, second]) expect(id).toMatch(/^[0-9a-f]{32}$/);
    // ObjectIds made in the same second share their first 18 digits.
    let shared = 0;
    while (first[shared] === second[shared]) shared++;
    expect(shared).toBeLessThan(6);
    expect(await served(app, first)).toBe(200);

    // What an upload that failed after writing a variant leaves behind.
    const orphan = randomBytes(16).toString('hex');
    await new Promise((resolve, reject) =>
      bucket()
        .openUploadStreamWithId(`${orphan}-480.jpg` as never, `${orphan}-480.jpg`)
        .once('finish', resolve)
        .once('error', reject)
        .end(Buffer.from('not served')),
    );
    expect(await served(app, orphan)).toBe(404);
  });

  it('the cleanup deletes, with their files and cached copies, photos unnamed for a day; it keeps the chosen and the recent', async () => {
    const never = await uploadedId(app, await photo('#111111'));
    const poster = await uploadedId(app, await photo('#222222'));
    const replaced = await uploadedId(app, await photo('#333333'));
    const current = await uploadedId(app, await photo('#444444'));
    const choose = (input: Record<string, unknown>) => app.graphql(UPDATE, { input }, ADMIN);
    expect(
      (await choose({ videoPoster: { imageId: poster, alt: 'A Lia' }, shareImage: { imageId: replaced, alt: 'Laudo' } })).body
        .errors,
    ).toBeUndefined();
    expect((await choose({ shareImage: { imageId: current, alt: 'A Lia no hospital' } })).body.errors).toBeUndefined();
    expect(await served(app, never)).toBe(200); // now also in this instance's memory

    // Right after: nothing is old enough; the replaced photo's day starts now.
    expect(await cleanUpImages(app.deps)).toEqual({ deleted: 0, orphanFilesDeleted: 0 });
    clock = new Date(clock.getTime() + IMAGE_GRACE_MS - HOUR);
    const recent = await uploadedId(app, await photo('#555555'));
    expect((await cleanUpImages(app.deps)).deleted).toBe(0);

    clock = new Date(clock.getTime() + 2 * HOUR);
    const filesBefore = await storedFiles();
    const report = await cleanUpImages(app.deps);
    // `never` and `replaced`, plus the two of the test before and its orphan variant.
    expect(report).toEqual({ deleted: 4, orphanFilesDeleted: 1 });
    for (const id of [never, replaced]) {
      expect(await served(app, id)).toBe(404);
      expect(await app.deps.models.Image.exists({ _id: id })).toBeNull();
      expect(
        await bucket()
          .find({ filename: { $regex: `^${id}-` } })
          .toArray(),
      ).toEqual([]);
    }
    for (const id of [poster, current, recent]) expect(await served(app, id)).toBe(200);
    // Four variants of a 640-wide photo: 480 and 640 wide, as WebP and JPEG.
    expect(await storedFiles()).toBe(filesBefore - 4 * 4 - 1);
    expect((await app.graphql('{ campaign { videoPoster { imageId } } }')).body.data.campaign.videoPoster.imageId).toBe(poster);
  });

  it('at most UPLOADS_AT_ONCE uploads run: the next ones wait their turn, and past UPLOADS_WAITING_MAX get 503 with Retry-After', async () => {
    const turns = uploadTurnsOf(app.deps);
    const held = await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, () => turns.take(0)));
    const file = await photo();
    const waiting = Array.from({ length: UPLOADS_WAITING_MAX }, () => upload(app, file));
    const answered: number[] = [];
    for (const request of waiting) void request.then((response) => answered.push(response.status));
    while (turns.waiting < UPLOADS_WAITING_MAX) await new Promise((resolve) => setTimeout(resolve, 10));
    // One more than the queue holds is refused at once, its body unread.
    const refused = await upload(app, file);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(await refused.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/Tente de novo/) });
    expect(answered).toEqual([]);

    for (const giveBack of held) giveBack!();
    expect((await Promise.all(waiting)).map((response) => response.status)).toEqual(Array(UPLOADS_WAITING_MAX).fill(201));
  });

  it('a photo stored under an old ObjectId keeps being served and can be chosen', async () => {
    const id = new mongoose.Types.ObjectId();
    const name = `${id.toHexString()}-480.jpg`;
    const data = await photo();
    await new Promise((resolve, reject) =>
      bucket()
        .openUploadStreamWithId(name as never, name)
        .once('finish', resolve)
        .once('error', reject)
        .end(data),
    );
    const variants = [{ width: 480, height: 360, format: 'jpeg', size: data.length }];
    await app.deps.models.Image.create({ _id: id, width: 480, height: 360, variants, uploadedAt: clock });
    expect(await served(app, id.toHexString())).toBe(200);
    const { body } = await app.graphql(UPDATE, { input: { proofImage: { imageId: id.toHexString(), alt: 'Laudo' } } }, ADMIN);
    expect(body.errors).toBeUndefined();
  });

  it('a turn not free within the wait is refused', async () => {
    const turns = new Turns(1, 1);
    const first = await turns.take(0);
    expect(await turns.take(20)).toBeNull();
    first!();
    expect(await turns.take(20)).not.toBeNull();
  });
});
