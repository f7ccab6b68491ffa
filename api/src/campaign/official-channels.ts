import {
  NO_OFFICIAL_CHANNELS,
  OFFICIAL_LINK_LABELS,
  checkOfficialChannels,
  siteDomainOf,
  type OfficialChannels,
} from '../../../rules/official-channels.js';
import { recordAudit, type AdminActor } from '../audit/service.js';
import { publicDataChanged } from '../cache/public-cache.js';
import type { Config } from '../config.js';
import type { Deps } from '../deps.js';
import { AppError, badInputOf } from '../errors.js';
import type { OfficialChannels as OfficialChannelsView, OfficialChannelsInput } from '../generated/graphql.js';
import { CAMPAIGN_ID } from './model.js';

/** As stored on the campaign document (model.ts), checked by rules/official-channels.ts before it is written. */
export const storedOfficialChannels = (value: unknown): OfficialChannels =>
  value && typeof value === 'object' && Array.isArray((value as OfficialChannels).links)
    ? (value as OfficialChannels)
    : NO_OFFICIAL_CHANNELS;

/** What every page shows: the links with their labels, and the domain of the configured public address. */
export function officialChannelsView(channels: OfficialChannels, config: Config): OfficialChannelsView {
  return {
    links: channels.links.map((link) => ({ ...link, label: OFFICIAL_LINK_LABELS[link.kind] })),
    relationship: channels.relationship ?? null,
    beneficiary: channels.beneficiary ?? null,
    domain: siteDomainOf(config.PUBLIC_URL),
  };
}

/**
 * Replaces the official channels, guarded by the ones read, so two owners' edits cannot mix.
 * Owner only: a link the site calls official is where donors would follow a fake profile.
 */
export async function setOfficialChannels(
  deps: Deps,
  actor: AdminActor,
  input: OfficialChannelsInput,
  may: (permission: 'owner') => boolean,
): Promise<OfficialChannelsView> {
  if (!may('owner'))
    throw new AppError('FORBIDDEN', 'Só quem é dono(a) da campanha muda os canais oficiais.', { field: 'officialChannels' });
  const checked = checkOfficialChannels(input);
  if ('errors' in checked) throw badInputOf(checked.errors);
  const doc = await deps.models.Campaign.findById(CAMPAIGN_ID, { officialChannels: 1 }).lean();
  const current = doc?.officialChannels ?? null;
  const result = await deps.models.Campaign.updateOne(
    { _id: CAMPAIGN_ID, officialChannels: current },
    { $set: { officialChannels: checked.value } },
  );
  if (result.matchedCount === 0)
    throw new AppError('CONFLICT', 'A campanha foi alterada por outra pessoa enquanto você editava. Carregue e tente de novo.');
  publicDataChanged(deps, 'content');
  await recordAudit(deps, actor, {
    action: 'setOfficialChannels',
    target: 'campaign',
    details: { from: storedOfficialChannels(current), to: checked.value },
  });
  return officialChannelsView(checked.value, deps.config);
}
