import type { default as sharpOf, Metadata, Sharp } from 'sharp';
import { badInput } from '../errors.js';

/**
 * The rules every uploaded picture passes, whatever it is for (a proof of an expense, a
 * photo of the campaign): its type is read from its content, never its name; its header
 * is read before a pixel is decoded, and a picture that would cost too much memory or
 * time to decode is refused from it; what is kept is decoded once and encoded again, so
 * a file that only claims to be an image never is.
 */

/** Largest upload: 10 MB, a phone photo or a scanned invoice with room to spare. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Largest image decoded: 60 megapixels, above any phone camera; a "decompression bomb" is refused before it takes the memory. */
export const IMAGE_MAX_PIXELS = 60_000_000;
/** Longest side: 10,000 px, above a 48-megapixel phone photo (8064 × 6048). A 59,000,000 × 1 PNG is 172 KB. */
export const IMAGE_MAX_SIDE = 10_000;
/** Most elongated picture: 1:6, a phone panorama or a long receipt. Thinner strips only make resizing dear. */
export const IMAGE_MAX_ASPECT = 6;
/**
 * Memory a picture read whole may take while it is decoded: a progressive JPEG keeps all
 * its DCT coefficients until its last scan, an interlaced PNG all its pixels (60
 * megapixels of either took 200–550 MB), and 16-bit samples cost several times 8-bit
 * ones. Other pictures are read a strip at a time: a 60-megapixel baseline JPEG takes
 * ~25 MB. Times UPLOADS_AT_ONCE (images/upload.ts), what decoding may add to the process.
 */
export const WHOLE_DECODE_MAX_BYTES = 80 * 1024 * 1024;

export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

type SharpFunction = typeof sharpOf;
let sharpLoading: Promise<SharpFunction> | undefined;

/**
 * sharp, loaded with the first picture rather than at start: libvips adds tens of MiB to
 * the server's memory, and most instances never see an upload or draw a card.
 */
export function loadSharp(): Promise<SharpFunction> {
  sharpLoading ??= import('sharp').then(
    ({ default: sharp }) => {
      // libvips' operation cache keeps recent pixels (up to 50 MB) for a repeat that never comes: each upload is decoded once.
      sharp.cache(false);
      return sharp;
    },
    (error: unknown) => {
      sharpLoading = undefined; // the next picture tries again
      throw error;
    },
  );
  return sharpLoading;
}

const decimal = (value: number) => value.toLocaleString('pt-BR');

export const tooLarge = () => badInput('file', `Arquivo grande demais: o limite é de ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`);
const unreadable = () => badInput('file', 'Não foi possível ler a imagem: o arquivo está corrompido ou incompleto.');
const tooManyPixels = (maxPixels: number) =>
  badInput(
    'file',
    `Imagem grande demais: o limite é de ${decimal(Math.floor(maxPixels / 1_000_000))} megapixels. Reduza a foto ou envie uma captura de tela.`,
  );
const sideTooLong = () =>
  badInput(
    'file',
    `Imagem grande demais: o lado maior pode ter até ${decimal(IMAGE_MAX_SIDE)} pixels. Reduza a foto ou envie uma captura de tela.`,
  );
const tooElongated = () =>
  badInput(
    'file',
    `Imagem estreita demais: um lado pode ser no máximo ${IMAGE_MAX_ASPECT} vezes o outro. Recorte a imagem e envie de novo.`,
  );

/** The upload's type by its content, among `accepted`; undefined when it is none of them. */
export async function detectType<T extends string>(buffer: Buffer, accepted: readonly T[]): Promise<T | undefined> {
  if (buffer.length === 0) throw badInput('file', 'O arquivo está vazio.');
  if (buffer.length > UPLOAD_MAX_BYTES) throw tooLarge();
  // file-type and its readers load with the first upload, like sharp.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(buffer);
  return accepted.find((type) => type === detected?.mime);
}

/** Samples a pixel keeps in a progressive JPEG, by chroma subsampling; otherwise one a channel. */
const JPEG_SAMPLES_PER_PIXEL: Record<string, number> = { '4:2:0': 1.5, '4:1:1': 1.5, '4:2:2': 2, '4:4:0': 2 };

/** Bytes a pixel holds while the picture is decoded whole (WHOLE_DECODE_MAX_BYTES); 0 when it is read a strip at a time. */
function wholeDecodeBytesPerPixel(header: Metadata): number {
  const channels = header.channels ?? 4;
  // Coefficients are 16-bit: two bytes a sample.
  if (header.format === 'jpeg' && header.isProgressive)
    return 2 * (JPEG_SAMPLES_PER_PIXEL[header.chromaSubsampling ?? ''] ?? channels);
  const bytesPerSample = header.depth === 'ushort' ? 2 : 1;
  if ((header.format === 'png' && header.isProgressive) || bytesPerSample > 1) return channels * bytesPerSample;
  return 0;
}

/** Refuses, from its header alone, a picture too large, too elongated or too dear to decode. */
function refuseCostly(header: Metadata): void {
  const { width, height } = header;
  const longest = Math.max(width, height);
  if (longest > IMAGE_MAX_SIDE) throw sideTooLong();
  if (longest > IMAGE_MAX_ASPECT * Math.min(width, height)) throw tooElongated();
  if (width * height > IMAGE_MAX_PIXELS) throw tooManyPixels(IMAGE_MAX_PIXELS);
  const bytesPerPixel = wholeDecodeBytesPerPixel(header);
  if (bytesPerPixel > 0 && width * height * bytesPerPixel > WHOLE_DECODE_MAX_BYTES)
    throw tooManyPixels(WHOLE_DECODE_MAX_BYTES / bytesPerPixel);
}

export interface Picture {
  /** The pipeline that decodes the picture, upright: run it once. */
  image: Sharp;
  /** Its size once upright. */
  width: number;
  height: number;
}

/**
 * The picture opened for re-encoding, its orientation applied. Only its header is read
 * here (no pixel is decoded), so a picture too costly to decode is refused at once and
 * told apart from a broken one. Only pixels come out of what this returns (sharp keeps
 * no metadata unless asked), so camera metadata (EXIF with GPS, XMP, comments) never
 * reaches what is stored.
 */
export async function openPicture(buffer: Buffer): Promise<Picture> {
  const sharp = await loadSharp();
  let header: Metadata;
  try {
    header = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (!header.width || !header.height) throw unreadable();
  refuseCostly(header);
  return {
    image: sharp(buffer, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS }).rotate(),
    width: header.autoOrient.width,
    height: header.autoOrient.height,
  };
}

export interface DecodedPicture {
  pixels: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** Decodes the picture once, resized to `width` × `height`: every variant is made from these pixels, never from the file again. */
export function decodePicture(picture: Picture, width: number, height: number): Promise<DecodedPicture> {
  return encoded(async () => {
    const { data, info } = await picture.image.resize({ width, height, fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
    return { pixels: data, width: info.width, height: info.height, channels: info.channels };
  });
}

/** A new pipeline over decoded pixels: nothing in it reads the uploaded file. */
export const fromPixels = async (decoded: DecodedPicture): Promise<Sharp> =>
  (await loadSharp())(decoded.pixels, { raw: { width: decoded.width, height: decoded.height, channels: decoded.channels } });

/** Runs a decoding or an encoding; a picture that fails half-way through is a broken file, said in pt-BR. */
export async function encoded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch {
    throw unreadable();
  }
}
