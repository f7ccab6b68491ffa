import type { Types } from 'mongoose';
import { centsToReais } from '../../../rules/money.js';
import { recordAudit, type AdminActor } from '../audit/service.js';
import { addToFeed, removeFromFeed } from '../cache/feeds.js';
import { publicDataChanged } from '../cache/public-cache.js';
import { objectIdOf } from '../db/ids.js';
import { ADMIN_PAGE, pageSizeOf } from '../db/pagination.js';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import type { AdminComment, AdminCommentConnection } from '../generated/graphql.js';
import type { CommentDocument } from './model.js';
import { commentItem, pageAllComments } from './service.js';

const parseCommentId = (id: unknown): Types.ObjectId => objectIdOf(id, 'id', 'Identificador de comentário inválido.');

function toAdminComment(comment: CommentDocument): AdminComment {
  return {
    id: comment._id.toHexString(),
    name: comment.name,
    content: comment.content,
    amount: comment.amountCents === null || comment.amountCents === undefined ? null : centsToReais(comment.amountCents),
    hidden: comment.hidden,
    donationId: comment.donationId ? comment.donationId.toHexString() : null,
    createdAt: comment.createdAt,
  };
}

export async function setCommentHidden(deps: Deps, actor: AdminActor, id: unknown, hidden: boolean): Promise<AdminComment> {
  const comment = await deps.models.Comment.findOneAndUpdate(
    { _id: parseCommentId(id) },
    { $set: { hidden } },
    { returnDocument: 'after' },
  ).lean<CommentDocument>();
  if (!comment) throw new AppError('NOT_FOUND', 'Comentário não encontrado.', { field: 'id' });
  if (hidden) await removeFromFeed(deps, 'comments', comment._id.toHexString());
  else await addToFeed(deps, 'comments', commentItem(comment));
  publicDataChanged(deps, 'comments');
  await recordAudit(deps, actor, { action: hidden ? 'hideComment' : 'unhideComment', target: comment._id.toHexString() });
  return toAdminComment(comment);
}

/** Every comment, hidden ones too, newest first by createdAt then _id (keyset paging: see pageAllComments). */
export async function listAdminComments(
  deps: Deps,
  args: { first?: number | null; after?: string | null },
): Promise<AdminCommentConnection> {
  const { page, pageInfo } = await pageAllComments(deps, pageSizeOf(args.first, ADMIN_PAGE), args.after);
  return { nodes: page.map(toAdminComment), pageInfo };
}
