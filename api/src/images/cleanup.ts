import type { Deps } from '../deps.js';
import { imageIdOf, imageKeyOf, type ImageDocument } from './model.js';
import { bucketOf, deleteFiles, fileOf, forgetServedCopies, imageIdOfFile } from './store.js';

/**
 * Photos nothing names any more (an upload never used, a picture replaced or removed)
 * are deleted a grace period after they stopped being named, with their files: a medical
 * report the organiser took down stops being served. Every instance may run this at once:
 * each step is a conditional write or a delete that tolerates the other's.
 */

/** How long an unused photo is kept: the organiser may still be composing the page, or undo a change. */
export const IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;
/** How often the cleanup runs (main.ts). */
export const IMAGE_CLEANUP_INTERVAL_SECONDS = 60 * 60;

export interface ImageCleanupReport {
  deleted: number;
  /** Files left by an upload that failed before its image was written. */
  orphanFilesDeleted: number;
}

/** Deletes the variants stored without an image: an upload that failed after writing some of them. */
async function deleteOrphanFiles(deps: Deps, cutoff: Date): Promise<number> {
  const files = await bucketOf(deps)
    .find({ uploadDate: { $lt: cutoff } }, { projection: { _id: 1 } })
    .toArray();
  const names = files.map((file) => String(file._id));
  const ids = [...new Set(names.map(imageIdOfFile).filter((id): id is string => id !== null))];
  if (ids.length === 0) return 0;
  const stored = await deps.models.Image.find({ _id: { $in: ids.map(imageKeyOf) } }, { _id: 1 }).lean<
    Pick<ImageDocument, '_id'>[]
  >();
  const existing = new Set(stored.map(imageIdOf));
  const orphans = names.filter((name) => !existing.has(imageIdOfFile(name) ?? ''));
  await deleteFiles(deps, orphans);
  return orphans.length;
}

/**
 * One pass: marks the photos nothing names since now, unmarks those named again, deletes
 * those marked longer than the grace period (their document first, so they stop being
 * served at once, then their files and this instance's copies), then the files of failed
 * uploads. Another instance's copies expire by themselves (store.ts, MEMORY_TRUST_MS).
 */
export async function deleteUnreferencedImages(
  deps: Deps,
  /** What may name a photo, as one text (the composition root reads it: app/jobs.ts). */
  textsNamingImages: () => Promise<string>,
): Promise<ImageCleanupReport> {
  const now = deps.now();
  const cutoff = new Date(now.getTime() - IMAGE_GRACE_MS);
  const images = await deps.models.Image.find({}, { unreferencedSince: 1, variants: 1 }).lean<ImageDocument[]>();
  const texts = await textsNamingImages();
  const isNamed = (image: ImageDocument) => texts.includes(imageIdOf(image));

  const unnamed = images.filter((image) => !isNamed(image) && !image.unreferencedSince).map((image) => image._id);
  if (unnamed.length > 0)
    await deps.models.Image.updateMany(
      { _id: { $in: unnamed }, unreferencedSince: { $exists: false } },
      { $set: { unreferencedSince: now } },
    );
  const namedAgain = images.filter((image) => isNamed(image) && image.unreferencedSince).map((image) => image._id);
  if (namedAgain.length > 0)
    await deps.models.Image.updateMany({ _id: { $in: namedAgain } }, { $unset: { unreferencedSince: 1 } });

  let deleted = 0;
  for (const image of images) {
    if (isNamed(image) || !image.unreferencedSince || image.unreferencedSince >= cutoff) continue;
    // Conditional: an image the organiser chose meanwhile (findImage) lost its mark, and stays.
    const { deletedCount } = await deps.models.Image.deleteOne({ _id: image._id, unreferencedSince: { $lt: cutoff } });
    if (deletedCount === 0) continue;
    const id = imageIdOf(image);
    forgetServedCopies(deps, id);
    await deleteFiles(
      deps,
      image.variants.map((variant) => fileOf(id, variant)),
    );
    deps.logger.info({ imageId: id, unreferencedSince: image.unreferencedSince }, 'deleted a photo nothing names any more');
    deleted++;
  }
  return { deleted, orphanFilesDeleted: await deleteOrphanFiles(deps, cutoff) };
}
