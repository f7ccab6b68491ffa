import type { Resolvers, UpdateMailing } from '../generated/graphql.js';
import type { Deps } from '../deps.js';
import type { PostedUpdate, UpdateMailingDocument } from './model.js';
import { countUpdateRecipients, mailingReportOf } from './service.js';

const MAILINGS_MAX = 50;

async function latestMailings(deps: Deps, first: number | null | undefined): Promise<UpdateMailing[]> {
  const limit = Math.min(Math.max(first ?? 10, 1), MAILINGS_MAX);
  const mailings = await deps.models.UpdateMailing.find().sort({ _id: -1 }).limit(limit).lean<UpdateMailingDocument[]>();
  const updates = await deps.models.CampaignUpdate.find(
    { _id: { $in: mailings.map((mailing) => mailing._id) } },
    { title: 1 },
  ).lean<Pick<PostedUpdate, '_id' | 'title'>[]>();
  const titles = new Map(updates.map((update) => [update._id.toHexString(), update.title]));
  const reports = [];
  for (const mailing of mailings) {
    const report = (await mailingReportOf(deps, mailing._id))!;
    reports.push({
      updateId: mailing._id.toHexString(),
      title: titles.get(mailing._id.toHexString()) ?? '',
      ...report,
      status: report.status === 'done' ? ('DONE' as const) : ('PENDING' as const),
    });
  }
  return reports;
}

export const newsResolvers: Resolvers = {
  Query: {
    updateEmails: () => ({ recipients: 0, mailings: [] }),
  },
  UpdateEmails: {
    recipients: (_parent, _args, { deps }) => countUpdateRecipients(deps),
    mailings: (_parent, { first }, { deps }) => latestMailings(deps, first),
  },
};
