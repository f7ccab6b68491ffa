import type { Response } from 'express';
import mongoose, { type Types } from 'mongoose';
import type { Deps } from '../deps.js';
import { badInput } from '../errors.js';
import { detectType, encoded, openPicture, PICTURE_TYPES, type PictureType } from './decode.js';

/**
 * Proof files (an invoice, a photo of a receipt) kept in a GridFS bucket: checked by content
 * and re-encoded before anything is stored, and read back whole before anything is sent.
 * The expenses' public proofs (transparency/proofs.ts) and the registered donations' private
 * ones (donations/outside-proofs.ts) each keep their own bucket.
 */

/** Longest side of a stored image: a receipt stays legible and a phone downloads less. */
const IMAGE_MAX_SIDE = 2400;

/** What the content says the file is (never its name): the only kinds accepted. */
export const PROOF_TYPES = ['application/pdf', ...PICTURE_TYPES] as const;
export type ProofType = (typeof PROOF_TYPES)[number];

const unacceptedType = () => badInput('file', 'Tipo de arquivo não aceito: envie um PDF ou uma foto em JPEG, PNG ou WebP.');

export function proofBucket(deps: Deps, bucketName: string): mongoose.mongo.GridFSBucket {
  return new mongoose.mongo.GridFSBucket(deps.models.Campaign.db.db!, { bucketName });
}

/** An image decoded and encoded again in its own format (images/decode.ts): only the pixels survive. */
async function reencodeImage(buffer: Buffer, type: PictureType): Promise<Buffer> {
  const { image } = await openPicture(buffer);
  const resized = image.resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  return encoded(() => {
    if (type === 'image/jpeg') return resized.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    if (type === 'image/png') return resized.png({ compressionLevel: 9 }).toBuffer();
    return resized.webp({ quality: 85 }).toBuffer();
  });
}

/** The file as it will be stored and served, or BAD_USER_INPUT: type by content, images re-encoded. */
export async function checkedProof(buffer: Buffer): Promise<{ data: Buffer; contentType: ProofType }> {
  const contentType = await detectType(buffer, PROOF_TYPES);
  if (!contentType) throw unacceptedType();
  if (contentType === 'application/pdf') return { data: buffer, contentType };
  return { data: await reencodeImage(buffer, contentType), contentType };
}

export function writeProofFile(
  bucket: mongoose.mongo.GridFSBucket,
  _id: Types.ObjectId,
  data: Buffer,
  metadata: Record<string, unknown>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const upload = bucket.openUploadStreamWithId(_id, _id.toHexString(), { metadata });
    upload.once('error', reject);
    upload.once('finish', () => resolve());
    upload.end(data);
  });
}

/** Deletes a stored file; a failure is logged, not thrown (the record that pointed to it is already gone). */
export async function deleteProofFile(deps: Deps, bucket: mongoose.mongo.GridFSBucket, _id: Types.ObjectId): Promise<void> {
  await bucket
    .delete(_id)
    .catch((error: unknown) => deps.logger.warn({ err: error, proofId: _id.toHexString() }, 'could not delete a proof file'));
}

/** The whole file, or an error when fewer or more bytes come back than were stored. */
export async function readProofFile(bucket: mongoose.mongo.GridFSBucket, _id: Types.ObjectId, size: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of bucket.openDownloadStream(_id)) chunks.push(chunk as Buffer);
  const data = Buffer.concat(chunks);
  if (data.length !== size) throw new Error(`proof ${_id.toHexString()}: ${data.length} bytes read, ${size} stored`);
  return data;
}

/**
 * A served proof can do nothing but be looked at: no script, no plugin, no form, no
 * navigation, even if a crafted PDF or image reaches a browser that renders it inline.
 */
export const PROOF_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** Sends a proof read whole: a PDF is saved, never opened inside the site's origin; an image may be viewed in place. */
export function sendProofFile(
  res: Response,
  proof: { data: Buffer; contentType: string },
  id: string,
  cacheControl: string,
): void {
  const extension = proof.contentType.split('/')[1] === 'jpeg' ? 'jpg' : proof.contentType.split('/')[1];
  res.setHeader('Content-Type', proof.contentType);
  res.setHeader('Content-Security-Policy', PROOF_CSP);
  res.setHeader(
    'Content-Disposition',
    `${proof.contentType === 'application/pdf' ? 'attachment' : 'inline'}; filename="comprovante-${id}.${extension}"`,
  );
  res.setHeader('Cache-Control', cacheControl);
  res.status(200).end(proof.data);
}
