import type { CampaignContent } from '../../../rules/campaign-content.js';
import { pixHolderSchema } from '../../../rules/campaign-content.js';
import { maskedHolderDocument, pixHolderLine, sameHolder } from '../../../rules/pix-holder.js';
import { ptBrError } from '../../../rules/zod-pt-br.js';
import { recordAudit, type AdminActor } from '../audit/service.js';
import { publicDataChanged } from '../cache/public-cache.js';
import type { Deps } from '../deps.js';
import { AppError, badInput } from '../errors.js';
import type { PixHolderInput } from '../generated/graphql.js';
import { CAMPAIGN_ID } from './model.js';

/** What the donor is told to expect: the document only as banks display it, never a CPF whole. */
export interface PixHolderView {
  name: string;
  /** Masked as banks display it (rules/pix-holder.ts). */
  document: string;
  institution: string;
  line: string;
}

export function pixHolderView(content: CampaignContent): PixHolderView | null {
  const holder = content.pixHolder;
  if (!holder) return null;
  const view = { name: holder.name, document: maskedHolderDocument(holder.document), institution: holder.institution };
  return { ...view, line: pixHolderLine({ ...view, maskedDocument: view.document }) };
}

export interface PixHolderRecordView {
  name: string;
  document: string;
  maskedDocument: string;
  institution: string;
  testedAt: Date | null;
}

function recordOf(holder: NonNullable<CampaignContent['pixHolder']>): PixHolderRecordView {
  return {
    name: holder.name,
    document: holder.document,
    maskedDocument: maskedHolderDocument(holder.document),
    institution: holder.institution,
    testedAt: holder.testedAt ? new Date(holder.testedAt) : null,
  };
}

const FIELD_NAMES: Record<string, string> = { name: 'nome do titular', document: 'CPF ou CNPJ', institution: 'instituição' };

function assertOwner(may: (permission: 'owner') => boolean): void {
  if (!may('owner'))
    throw new AppError('FORBIDDEN', 'Só quem é dono(a) da campanha informa quem recebe o PIX.', { field: 'pixHolder' });
}

export async function getPixHolderRecord(deps: Deps): Promise<PixHolderRecordView | null> {
  const holder = await storedHolder(deps);
  return holder ? recordOf(holder) : null;
}

/** The stored holder, read from the database (not the public cache), as the write's guard compares it. */
async function storedHolder(deps: Deps): Promise<CampaignContent['pixHolder']> {
  const doc = await deps.models.Campaign.findById(CAMPAIGN_ID, { 'content.pixHolder': 1 }).lean();
  return (doc?.content as Partial<CampaignContent> | undefined)?.pixHolder ?? undefined;
}

/**
 * Stores the holder, guarded by the one it replaces so two owners' edits cannot mix.
 * A different holder clears the R$ 1 test: that test confirmed another name.
 */
export async function setPixHolder(
  deps: Deps,
  actor: AdminActor,
  input: PixHolderInput,
  may: (permission: 'owner') => boolean,
): Promise<PixHolderRecordView> {
  assertOwner(may);
  const checked = pixHolderSchema.omit({ testedAt: true }).safeParse(input, { error: ptBrError });
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    const field = String(issue.path[0] ?? 'input');
    throw badInput(`pixHolder.${field}`, `Campo "${FIELD_NAMES[field] ?? field}" inválido: ${issue.message}.`);
  }
  const current = await storedHolder(deps);
  const kept = current?.testedAt && sameHolder(current, checked.data) ? { testedAt: current.testedAt } : {};
  const next = { ...checked.data, ...kept };
  await writeHolder(deps, current, next);
  await recordAudit(deps, actor, {
    action: 'setPixHolder',
    target: 'campaign',
    // Masked: every role reads the audit trail, and a holder's CPF is not theirs to read.
    details: {
      from: current ? pixHolderLine({ ...current, maskedDocument: maskedHolderDocument(current.document) }) : null,
      to: pixHolderLine({ ...next, maskedDocument: maskedHolderDocument(next.document) }),
      testReset: Boolean(current?.testedAt) && !kept.testedAt,
    },
  });
  return recordOf(next);
}

/** The owner's word that a R$ 1 PIX showed the recorded holder, with the date; false withdraws it. */
export async function confirmPixHolderTest(
  deps: Deps,
  actor: AdminActor,
  confirmed: boolean,
  may: (permission: 'owner') => boolean,
): Promise<PixHolderRecordView> {
  assertOwner(may);
  const current = await storedHolder(deps);
  if (!current)
    throw badInput(
      'pixHolder',
      'Informe primeiro quem recebe o PIX (nome, CPF ou CNPJ e instituição), depois faça o teste de R$ 1.',
    );
  const { testedAt: _previous, ...holder } = current;
  const next = confirmed ? { ...holder, testedAt: new Date().toISOString() } : holder;
  await writeHolder(deps, current, next);
  await recordAudit(deps, actor, { action: 'confirmPixHolderTest', target: 'campaign', details: { confirmed } });
  return recordOf(next);
}

async function writeHolder(
  deps: Deps,
  current: CampaignContent['pixHolder'],
  next: NonNullable<CampaignContent['pixHolder']>,
): Promise<void> {
  const result = await deps.models.Campaign.updateOne(
    { _id: CAMPAIGN_ID, 'content.pixHolder': current ?? { $exists: false } },
    { $set: { 'content.pixHolder': next } },
  );
  if (result.matchedCount === 0)
    throw new AppError('CONFLICT', 'A campanha foi alterada por outra pessoa enquanto você editava. Carregue e tente de novo.');
  publicDataChanged(deps, 'content');
}
