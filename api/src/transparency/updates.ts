import type { Types } from 'mongoose';
import { rebuildLedgerLists } from './ledger-store.js';
import { publicDataChanged, publicRead } from '../cache/public-cache.js';
import { recordAudit, type AdminActor } from '../audit/service.js';
import { afterIdOf, pageNewestFirst, pageSizeOf } from '../db/pagination.js';
import { objectIdOf } from '../db/ids.js';
import type { Deps } from '../deps.js';
import { AppError, badInputOf } from '../errors.js';
import type { CampaignUpdate, CampaignUpdateConnection, CampaignUpdateInput } from '../generated/graphql.js';
import { checkUpdateInput } from '../../../rules/expense.js';
import type { CampaignUpdateDocument } from './model.js';
import { scheduleUpdateMailing } from '../news/service.js';

export const UPDATES_PAGE = { max: 50, fallback: 20 };

export function toCampaignUpdate(update: CampaignUpdateDocument): CampaignUpdate {
  return {
    id: update._id.toHexString(),
    title: update.title,
    body: update.body,
    publishedAt: update.publishedAt,
    editedAt: update.editedAt ?? null,
  };
}

function valuesOf(input: CampaignUpdateInput): { title: string; body: string } {
  const checked = checkUpdateInput({ ...input });
  if (!checked.ok) throw badInputOf(checked.errors);
  return checked.value;
}

export async function postUpdate(deps: Deps, actor: AdminActor, input: CampaignUpdateInput): Promise<CampaignUpdate> {
  const values = valuesOf(input);
  const update = await deps.models.CampaignUpdate.create({ ...values, publishedAt: deps.now() });
  // Recorded with the post: the donors who asked for updates get it by e-mail, and a crash before that is resumed by the sweep.
  await scheduleUpdateMailing(deps, update._id);
  await rebuildLedgerLists(deps);
  publicDataChanged(deps, 'content');
  await recordAudit(deps, actor, { action: 'postUpdate', target: update._id.toHexString(), details: { title: values.title } });
  return toCampaignUpdate(update.toObject() as CampaignUpdateDocument);
}

export async function editUpdate(
  deps: Deps,
  actor: AdminActor,
  id: unknown,
  input: CampaignUpdateInput,
): Promise<CampaignUpdate> {
  const _id: Types.ObjectId = objectIdOf(id, 'id', 'Identificador de novidade inválido.');
  const values = valuesOf(input);
  const before = await deps.models.CampaignUpdate.findOneAndUpdate(
    { _id },
    { $set: { ...values, editedAt: deps.now() } },
    { returnDocument: 'before' },
  ).lean<CampaignUpdateDocument>();
  if (!before) throw new AppError('NOT_FOUND', 'Novidade não encontrada.', { field: 'id' });
  await rebuildLedgerLists(deps);
  publicDataChanged(deps, 'content');
  await recordAudit(deps, actor, {
    action: 'editUpdate',
    target: _id.toHexString(),
    details: { before: { title: before.title, body: before.body }, after: values },
  });
  return toCampaignUpdate({ ...before, ...values, editedAt: deps.now() });
}

export function listCampaignUpdates(
  deps: Deps,
  args: { first?: number | null; after?: string | null },
): Promise<CampaignUpdateConnection> {
  const size = pageSizeOf(args.first, UPDATES_PAGE);
  const afterId = afterIdOf(args.after);
  return publicRead(deps, `campaignUpdates:${size}:${afterId?.toHexString() ?? ''}`, async () => {
    const { page, pageInfo } = await pageNewestFirst<CampaignUpdateDocument>(deps.models.CampaignUpdate, {}, size, afterId);
    return { nodes: page.map(toCampaignUpdate), pageInfo };
  });
}
