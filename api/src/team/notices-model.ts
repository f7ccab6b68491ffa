import { Schema, type Connection } from 'mongoose';

/** Where the job left off, per kind: one small document (this folder's collection). */
const noticeStateSchema = new Schema(
  {
    _id: { type: String, required: true },
    contactFrom: { type: Date, required: true },
    issuesFrom: { type: Date, required: true },
    failedFrom: { type: Date, required: true },
    /** Paid donations told one by one (a document written before this field: from its first pass with it). */
    paidFrom: { type: Date, default: null },
    /** The last day (Brasília, YYYY-MM-DD) whose summary was written. */
    summaryDay: { type: String, default: '' },
  },
  { versionKey: false },
);
export const noticeStateModel = (connection: Connection) => connection.model('NoticeState', noticeStateSchema, 'noticeState');

declare module '../db/models.js' {
  interface Models {
    NoticeState: ReturnType<typeof noticeStateModel>;
  }
}
