import { Schema, type Connection, type InferSchemaType, Types } from 'mongoose';
import { IMAGE_ID_PATTERN } from '../../../rules/campaign-content.js';

/** One stored size of an uploaded image, in one format: its bytes are the GridFS file named by `fileOf`. */
const variantSchema = new Schema(
  {
    width: { type: Number, required: true },
    height: { type: Number, required: true },
    format: { type: String, enum: ['jpeg', 'webp'], required: true },
    size: { type: Number, required: true },
  },
  { _id: false },
);

/**
 * A photo the organiser uploaded for the page (video poster, story, share), re-encoded in
 * several sizes. Written after all its variants, so an image that exists has them all,
 * and a variant is served only while its image exists.
 */
const imageSchema = new Schema(
  {
    /** 32 random hex digits (newImageId); images stored before them have an ObjectId. */
    _id: { type: Schema.Types.Mixed, required: true },
    /** The re-encoded picture's size, orientation applied. */
    width: { type: Number, required: true },
    height: { type: Number, required: true },
    variants: { type: [variantSchema], required: true },
    uploadedAt: { type: Date, required: true },
    /**
     * Since when nothing names the image (images/cleanup.ts): set at upload and by the
     * cleanup, removed when the organiser chooses it. Deleted a grace period later.
     */
    unreferencedSince: { type: Date },
  },
  { versionKey: false },
);

export type ImageVariant = InferSchemaType<typeof variantSchema>;
/** An image as read with lean(): plain arrays, not mongoose's. */
export type ImageDocument = Omit<InferSchemaType<typeof imageSchema>, 'variants' | '_id'> & {
  _id: string | Types.ObjectId;
  variants: ImageVariant[];
};

/** The stored key of an image id from a URL or the content: an ObjectId for the old 24-digit ids; null when it is no image id. */
export function imageKeyOf(imageId: unknown): string | Types.ObjectId | null {
  if (typeof imageId !== 'string' || !IMAGE_ID_PATTERN.test(imageId)) return null;
  return imageId.length === 24 ? new Types.ObjectId(imageId) : imageId;
}

/** The id as URLs and the content write it. */
export const imageIdOf = (image: Pick<ImageDocument, '_id'>): string => String(image._id);

export const imageModel = (connection: Connection) => connection.model('Image', imageSchema, 'images');

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    Image: ReturnType<typeof imageModel>;
  }
}
