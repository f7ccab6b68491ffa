import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import mongoose, { Types } from 'mongoose';
import type { AdminActor } from '../audit/service.js';
import { recordAudit } from '../audit/service.js';
import { memorySlot, type Deps } from '../deps.js';
import { AppError, badInput, isDatabaseUnavailable } from '../errors.js';
import { fromRoot } from '../paths.js';
import { detectType, encoded, openPicture, PICTURE_TYPES } from './decode.js';
import type { ImageDocument, ImageVariant } from './model.js';

/**
 * The organiser's photos: decoded, turned upright, stripped of every byte that is not
 * a pixel (EXIF with the phone's GPS position above all) and stored in a few widths as
 * WebP and JPEG, so a phone downloads the size it shows. Each variant has a name that
 * never changes its content, so it is served as immutable.
 */

/** Widths kept of each photo: a phone at 1×, a phone at 2–3× or half a desktop, a desktop. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
const BUCKET_NAME = 'images';
/** Where variants are served: `/media/<id>-<width>.<webp|jpg>`. */
export const MEDIA_PATH = '/media';
const VARIANT_NAME = /^([0-9a-f]{24})-(\d{1,5})\.(webp|jpg)$/;

const EXTENSION = { jpeg: 'jpg', webp: 'webp' } as const;
export const CONTENT_TYPE = { jpeg: 'image/jpeg', webp: 'image/webp' } as const;

const unacceptedType = () => badInput('file', 'Tipo de arquivo não aceito: envie uma foto em JPEG, PNG ou WebP.');
export const imageNotFound = (field = 'imageId') =>
  new AppError('NOT_FOUND', 'Imagem não encontrada: envie a foto de novo.', { field });

function bucketOf(deps: Deps): mongoose.mongo.GridFSBucket {
  return new mongoose.mongo.GridFSBucket(deps.models.Image.db.db!, { bucketName: BUCKET_NAME });
}

/** The GridFS file of a variant, named as it is served. */
export const fileOf = (imageId: string, variant: Pick<ImageVariant, 'width' | 'format'>) =>
  `${imageId}-${variant.width}.${EXTENSION[variant.format]}`;
export const variantUrl = (imageId: string, variant: Pick<ImageVariant, 'width' | 'format'>) =>
  `${MEDIA_PATH}/${fileOf(imageId, variant)}`;

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

/**
 * Stores a photo from the organiser's phone or computer. Every variant is written
 * before the image's document, so an image that exists always has all its files.
 */
export async function storeImage(deps: Deps, actor: AdminActor, file: Buffer | undefined): Promise<UploadedImage> {
  if (!file) throw badInput('file', 'Envie a foto no campo "file" (multipart/form-data).');
  if (!(await detectType(file, PICTURE_TYPES))) throw unacceptedType();
  const { image, width, height } = await openPicture(file);
  const _id = new Types.ObjectId();
  const id = _id.toHexString();
  const variants: ImageVariant[] = [];
  for (const variantWidth of widthsFor(width)) {
    const variantHeight = Math.max(1, Math.round((height * variantWidth) / width));
    const resized = image.clone().resize({ width: variantWidth, height: variantHeight, fit: 'fill' });
    for (const format of ['webp', 'jpeg'] as const) {
      const data = await encoded(() =>
        format === 'webp'
          ? resized.clone().webp({ quality: 78 }).toBuffer()
          : resized.clone().flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
      );
      const variant = { width: variantWidth, height: variantHeight, format, size: data.length };
      await writeFile(deps, fileOf(id, variant), data, CONTENT_TYPE[format]);
      variants.push(variant);
    }
  }
  const finalWidth = variants[variants.length - 1]!.width;
  const finalHeight = variants[variants.length - 1]!.height;
  await deps.models.Image.create({ _id, width: finalWidth, height: finalHeight, variants, uploadedAt: deps.now() });
  await recordAudit(deps, actor, { action: 'uploadImage', target: id, details: { width: finalWidth, height: finalHeight } });
  return { id, url: variantUrl(id, largestJpeg({ variants })), width: finalWidth, height: finalHeight };
}

export async function findImage(deps: Deps, imageId: unknown, field: string): Promise<ImageDocument> {
  if (typeof imageId !== 'string' || !/^[0-9a-f]{24}$/.test(imageId)) throw imageNotFound(field);
  const image = await deps.models.Image.findById(imageId).lean<ImageDocument>();
  if (!image) throw imageNotFound(field);
  return image;
}

/** Variants served recently, kept in memory: a shared link sends many first visits at once. */
const MEMORY_BUDGET_BYTES = 24 * 1024 * 1024;
const servedRecently = memorySlot('images served recently', () => new Map<string, Buffer>());

function remembered(deps: Deps): Map<string, Buffer> {
  return deps.memory.get(servedRecently);
}

function remember(cache: Map<string, Buffer>, name: string, data: Buffer): void {
  cache.set(name, data);
  let total = 0;
  for (const value of cache.values()) total += value.length;
  // Oldest first: a Map iterates in insertion order, and a hit is inserted again.
  for (const [key, value] of cache) {
    if (total <= MEMORY_BUDGET_BYTES) break;
    cache.delete(key);
    total -= value.length;
  }
}

export interface MediaFile {
  data: Buffer;
  contentType: string;
}

/** A variant by its served name, or NOT_FOUND: read whole before anything is sent. */
export async function readMedia(deps: Deps, name: string): Promise<MediaFile> {
  const match = VARIANT_NAME.exec(name);
  if (!match) throw imageNotFound('name');
  const contentType = match[3] === 'jpg' ? CONTENT_TYPE.jpeg : CONTENT_TYPE.webp;
  const cache = remembered(deps);
  const hit = cache.get(name);
  if (hit) {
    cache.delete(name);
    cache.set(name, hit);
    return { data: hit, contentType };
  }
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of bucketOf(deps).openDownloadStream(name as unknown as Types.ObjectId)) chunks.push(chunk as Buffer);
    const data = Buffer.concat(chunks);
    remember(cache, name, data);
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
    const stored = await deps.models.Image.findById(image.imageId).lean<ImageDocument>();
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
