import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import mongoose, { type Types } from 'mongoose';
import type { AdminActor } from '../audit/service.js';
import { recordAudit } from '../audit/service.js';
import { memorySlot, type Deps } from '../deps.js';
import { AppError, badInput, isDatabaseUnavailable } from '../errors.js';
import { fromRoot } from '../paths.js';
import { decodePicture, detectType, encoded, fromPixels, openPicture, PICTURE_TYPES } from './decode.js';
import { imageKeyOf, type ImageDocument, type ImageVariant } from './model.js';

/**
 * The organiser's photos: decoded once, turned upright, stripped of every byte that is
 * not a pixel (EXIF with the phone's GPS position above all) and stored in a few widths
 * as WebP and JPEG, so a phone downloads the size it shows. Each variant has a name that
 * never changes its content, so it is served as immutable; the name holds a random id,
 * so one photo's address tells nothing of another's.
 */

/** Widths kept of each photo: a phone at 1×, a phone at 2–3× or half a desktop, a desktop. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
const BUCKET_NAME = 'images';
/** Where variants are served: `/media/<id>-<width>.<webp|jpg>`. */
export const MEDIA_PATH = '/media';
const VARIANT_NAME = /^([0-9a-f]{24}|[0-9a-f]{32})-(\d{1,5})\.(webp|jpg)$/;

const EXTENSION = { jpeg: 'jpg', webp: 'webp' } as const;
export const CONTENT_TYPE = { jpeg: 'image/jpeg', webp: 'image/webp' } as const;

const unacceptedType = () => badInput('file', 'Tipo de arquivo não aceito: envie uma foto em JPEG, PNG ou WebP.');
export const imageNotFound = (field = 'imageId') =>
  new AppError('NOT_FOUND', 'Imagem não encontrada: envie a foto de novo.', { field });

export function bucketOf(deps: Deps): mongoose.mongo.GridFSBucket {
  return new mongoose.mongo.GridFSBucket(deps.models.Image.db.db!, { bucketName: BUCKET_NAME });
}

/** A new image's id: 128 random bits, never next to another's. */
const newImageId = () => randomBytes(16).toString('hex');

/** The GridFS file of a variant, named as it is served. */
export const fileOf = (imageId: string, variant: Pick<ImageVariant, 'width' | 'format'>) =>
  `${imageId}-${variant.width}.${EXTENSION[variant.format]}`;
export const variantUrl = (imageId: string, variant: Pick<ImageVariant, 'width' | 'format'>) =>
  `${MEDIA_PATH}/${fileOf(imageId, variant)}`;

/** The image id a stored file belongs to, from its name; null for a name no variant has. */
export const imageIdOfFile = (name: string): string | null => VARIANT_NAME.exec(name)?.[1] ?? null;

/** The widths stored for a photo this wide: never enlarged, always at least one. */
export function widthsFor(width: number): number[] {
  const largest = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
  return [...IMAGE_WIDTHS.filter((candidate) => candidate < largest), largest];
}

function writeFile(deps: Deps, name: string, data: Buffer, contentType: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const upload = bucketOf(deps).openUploadStreamWithId(name as unknown as Types.ObjectId, name, { metadata: { contentType } });
    upload.once('error', reject);
    upload.once('finish', () => resolve());
    upload.end(data);
  });
}

/** Deletes stored files by name; one already gone is no failure (two instances may clean up at once). */
export async function deleteFiles(deps: Deps, names: readonly string[]): Promise<void> {
  const bucket = bucketOf(deps);
  for (const name of names) {
    await bucket.delete(name as unknown as Types.ObjectId).catch((error: unknown) => {
      if (error instanceof mongoose.mongo.MongoRuntimeError && /File not found/i.test(error.message)) return;
      throw error;
    });
  }
}

export interface UploadedImage {
  id: string;
  url: string;
  width: number;
  height: number;
}

/** The largest JPEG of a stored photo: what a browser without WebP, or a share card, takes. */
export function largestJpeg(image: Pick<ImageDocument, 'variants'>): ImageVariant {
  const jpegs = image.variants.filter((variant) => variant.format === 'jpeg');
  return jpegs.reduce((largest, variant) => (variant.width > largest.width ? variant : largest), jpegs[0]!);
}

/** Every variant of a photo, encoded in memory from one decode: a picture that breaks half-way stores nothing. */
async function encodeVariants(file: Buffer): Promise<{ variant: ImageVariant; data: Buffer }[]> {
  const picture = await openPicture(file);
  const widths = widthsFor(picture.width);
  const heightAt = (width: number) => Math.max(1, Math.round((picture.height * width) / picture.width));
  const largest = widths[widths.length - 1]!;
  const decoded = await decodePicture(picture, largest, heightAt(largest));
  const encodedVariants: { variant: ImageVariant; data: Buffer }[] = [];
  for (const width of widths) {
    const height = heightAt(width);
    const resized = (await fromPixels(decoded)).resize({ width, height, fit: 'fill' });
    for (const format of ['webp', 'jpeg'] as const) {
      const data = await encoded(() =>
        format === 'webp'
          ? resized.clone().webp({ quality: 78 }).toBuffer()
          : resized.clone().flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
      );
      encodedVariants.push({ variant: { width, height, format, size: data.length }, data });
    }
  }
  return encodedVariants;
}

/**
 * Stores a photo from the organiser's phone or computer. Its variants are written before
 * the image's document, and a variant is served only once that document exists
 * (readMedia): nothing of a failed upload is ever served. Files a failure left behind
 * are deleted at once, or by the cleanup (images/cleanup.ts) if that fails too.
 */
export async function storeImage(deps: Deps, actor: AdminActor, file: Buffer | undefined): Promise<UploadedImage> {
  if (!file) throw badInput('file', 'Envie a foto no campo "file" (multipart/form-data).');
  if (!(await detectType(file, PICTURE_TYPES))) throw unacceptedType();
  const encodedVariants = await encodeVariants(file);
  const id = newImageId();
  const variants = encodedVariants.map(({ variant }) => variant);
  const { width, height } = variants[variants.length - 1]!;
  const started: string[] = [];
  try {
    for (const { variant, data } of encodedVariants) {
      // Listed before it is written: a file half written is deleted too.
      started.push(fileOf(id, variant));
      await writeFile(deps, fileOf(id, variant), data, CONTENT_TYPE[variant.format]);
    }
    // Not named by the content yet: the cleanup deletes it if it never is.
    const uploadedAt = deps.now();
    await deps.models.Image.create({ _id: id, width, height, variants, uploadedAt, unreferencedSince: uploadedAt });
  } catch (error) {
    await deleteFiles(deps, started).catch((cleanup: unknown) =>
      deps.logger.warn({ err: cleanup, imageId: id }, 'files of a failed upload left for the cleanup'),
    );
    throw error;
  }
  await recordAudit(deps, actor, { action: 'uploadImage', target: id, details: { width, height } });
  return { id, url: variantUrl(id, largestJpeg({ variants })), width, height };
}

/**
 * A stored image the organiser is choosing for the page, or NOT_FOUND. Choosing it takes
 * it off the cleanup's list in the same write, so the cleanup cannot delete it between
 * this check and the content that names it.
 */
export async function findImage(deps: Deps, imageId: unknown, field: string): Promise<ImageDocument> {
  const key = imageKeyOf(imageId);
  if (!key) throw imageNotFound(field);
  const image = await deps.models.Image.findOneAndUpdate(
    { _id: key },
    { $unset: { unreferencedSince: 1 } },
    { returnDocument: 'after' },
  ).lean<ImageDocument>();
  if (!image) throw imageNotFound(field);
  return image;
}

/** Variants served recently, kept in memory: a shared link sends many first visits at once. */
const MEMORY_BUDGET_BYTES = 24 * 1024 * 1024;
/** How long a kept copy is served without asking the database: another instance may have deleted its image. */
const MEMORY_TRUST_MS = 5 * 60 * 1000;

interface ServedCopy {
  data: Buffer;
  readAt: number;
}

const servedRecently = memorySlot('images served recently', () => new Map<string, ServedCopy>());

function remembered(deps: Deps): Map<string, ServedCopy> {
  return deps.memory.get(servedRecently);
}

function remember(cache: Map<string, ServedCopy>, name: string, copy: ServedCopy): void {
  cache.set(name, copy);
  let total = 0;
  for (const value of cache.values()) total += value.data.length;
  // Oldest first: a Map iterates in insertion order, and a hit is inserted again.
  for (const [key, value] of cache) {
    if (total <= MEMORY_BUDGET_BYTES) break;
    cache.delete(key);
    total -= value.data.length;
  }
}

/** Drops this instance's copies of an image's variants: it was deleted. */
export function forgetServedCopies(deps: Deps, imageId: string): void {
  const cache = remembered(deps);
  for (const name of [...cache.keys()]) if (name.startsWith(`${imageId}-`)) cache.delete(name);
}

export interface MediaFile {
  data: Buffer;
  contentType: string;
}

/** A variant by its served name, or NOT_FOUND: only of an image that exists (stored whole, not deleted), read whole before anything is sent. */
export async function readMedia(deps: Deps, name: string): Promise<MediaFile> {
  const match = VARIANT_NAME.exec(name);
  if (!match) throw imageNotFound('name');
  const contentType = match[3] === 'jpg' ? CONTENT_TYPE.jpeg : CONTENT_TYPE.webp;
  const cache = remembered(deps);
  const now = deps.now().getTime();
  const hit = cache.get(name);
  if (hit && now - hit.readAt < MEMORY_TRUST_MS) {
    cache.delete(name);
    cache.set(name, hit);
    return { data: hit.data, contentType };
  }
  cache.delete(name);
  const image = await deps.models.Image.findById(imageKeyOf(match[1]), { variants: 1 }).lean<Pick<ImageDocument, 'variants'>>();
  if (!image?.variants.some((variant) => fileOf(match[1]!, variant) === name)) throw imageNotFound('name');
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of bucketOf(deps).openDownloadStream(name as unknown as Types.ObjectId)) chunks.push(chunk as Buffer);
    const data = Buffer.concat(chunks);
    remember(cache, name, { data, readAt: now });
    return { data, contentType };
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    throw imageNotFound('name');
  }
}

/** Where the site's own pictures are: the built web root, else the sources (development, tests). */
const STATIC_ROOTS = [fromRoot('dist', 'web'), fromRoot('web', 'public')];

/**
 * The bytes of a picture the content names: an uploaded photo's largest JPEG, or one
 * of the site's own files under `/images/`. Null when it cannot be read.
 */
export async function loadImageBytes(deps: Deps, image: { url: string; imageId?: string | null }): Promise<Buffer | null> {
  if (image.imageId) {
    const key = imageKeyOf(image.imageId);
    const stored = key && (await deps.models.Image.findById(key).lean<ImageDocument>());
    if (!stored) return null;
    return (await readMedia(deps, fileOf(image.imageId, largestJpeg(stored))).catch(() => null))?.data ?? null;
  }
  const path = normalize(image.url);
  if (!path.startsWith('/images/')) return null;
  for (const root of STATIC_ROOTS) {
    const data = await readFile(join(root, path)).catch(() => null);
    if (data) return data;
  }
  return null;
}
