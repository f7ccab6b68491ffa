import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { badInput } from '../errors.js';

/**
 * The rules every uploaded picture passes, whatever it is for (a proof of an expense, a
 * photo of the campaign): its type is read from its content, never its name, and it is
 * decoded before it is kept, so a file that only claims to be an image never is.
 */

/** Largest upload: 10 MB, a phone photo or a scanned invoice with room to spare. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Largest image decoded: 60 megapixels, above any phone camera; a "decompression bomb" is refused before it takes the memory. */
export const IMAGE_MAX_PIXELS = 60_000_000;

export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

export const tooLarge = () => badInput('file', `Arquivo grande demais: o limite é de ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`);
const unreadable = () => badInput('file', 'Não foi possível ler a imagem: o arquivo está corrompido ou incompleto.');
const tooManyPixels = () =>
  badInput(
    'file',
    `Imagem grande demais: o limite é de ${IMAGE_MAX_PIXELS / 1_000_000} megapixels. Reduza a foto ou envie uma captura de tela.`,
  );

/** The upload's type by its content, among `accepted`; undefined when it is none of them. */
export async function detectType<T extends string>(buffer: Buffer, accepted: readonly T[]): Promise<T | undefined> {
  if (buffer.length === 0) throw badInput('file', 'O arquivo está vazio.');
  if (buffer.length > UPLOAD_MAX_BYTES) throw tooLarge();
  const detected = await fileTypeFromBuffer(buffer);
  return accepted.find((type) => type === detected?.mime);
}

/**
 * The picture opened for re-encoding, its orientation applied: its header is read
 * first, so a picture too large to decode is told apart from a broken one. Only pixels
 * come out of what this returns (sharp keeps no metadata unless asked), so camera
 * metadata (EXIF with GPS, XMP, comments) never reaches what is stored.
 */
export async function openPicture(buffer: Buffer): Promise<{ image: Sharp; width: number; height: number }> {
  let width: number | undefined;
  let height: number | undefined;
  let orientation: number | undefined;
  try {
    ({ width, height, orientation } = await sharp(buffer, { limitInputPixels: false }).metadata());
  } catch {
    throw unreadable();
  }
  if (!width || !height) throw unreadable();
  if (width * height > IMAGE_MAX_PIXELS) throw tooManyPixels();
  // EXIF orientations 5 to 8 turn the picture a quarter: its sides swap once applied.
  const turned = orientation !== undefined && orientation >= 5;
  return {
    image: sharp(buffer, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS }).rotate(),
    width: turned ? height : width,
    height: turned ? width : height,
  };
}

/** Runs an encoding; a picture that fails half-way through decoding is a broken file, said in pt-BR. */
export async function encoded(run: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await run();
  } catch {
    throw unreadable();
  }
}
