import type { Resolvers } from '../generated/graphql.js';
import { getCampaign } from './service.js';
import { adminActorOf } from '../audit/admin-actor.js';
import { launchChecklist } from './launch.js';
import { getCampaignState } from './service.js';
import { updateCampaign } from './update.js';
import { closeCampaign, extendGoal } from './goal.js';
import { roleAllows } from '../../../rules/team.js';

export const campaignResolvers: Resolvers = {
  Query: {
    launchChecklist: async (_parent, _args, { deps }) => launchChecklist(deps.config, (await getCampaignState(deps)).content),
    campaign: (_parent, _args, { deps }) => getCampaign(deps),
  },
  Mutation: {
    updateCampaign: (_parent, { input }, context) => {
      const role = context.signedIn()?.role ?? 'READER';
      return updateCampaign(context.deps, adminActorOf(context), input, (permission) => roleAllows(role, permission));
    },
    extendGoal: (_parent, { input }, context) => extendGoal(context.deps, adminActorOf(context), input),
    closeCampaign: (_parent, { input }, context) => closeCampaign(context.deps, adminActorOf(context), input),
  },
};
