import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';

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

/** A photo the organiser uploaded for the page (video poster, story, share), re-encoded in several sizes. */
const imageSchema = new Schema(
  {
    /** The re-encoded picture's size, orientation applied. */
    width: { type: Number, required: true },
    height: { type: Number, required: true },
    variants: { type: [variantSchema], required: true },
    uploadedAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export type ImageVariant = InferSchemaType<typeof variantSchema>;
/** An image as read with lean(): plain arrays, not mongoose's. */
export type ImageDocument = Omit<InferSchemaType<typeof imageSchema>, 'variants'> & {
  _id: Types.ObjectId;
  variants: ImageVariant[];
};

export const imageModel = (connection: Connection) => connection.model('Image', imageSchema, 'images');
