import type { Resolvers } from '../generated/graphql.js';
import { getCampaign, getOrganisationTaxId } from './service.js';
import { adminActorOf } from '../audit/admin-actor.js';
import { launchChecklist } from './launch.js';
import { getCampaignState } from './service.js';
import { updateCampaign } from './update.js';
import { closeCampaign, extendGoal } from './goal.js';
import { roleAllows } from '../../../rules/team.js';
import { confirmPixHolderTest, getPixHolderRecord, setPixHolder } from './pix-holder.js';
import { setOfficialChannels } from './official-channels.js';
import type { GraphQLContext } from '../graphql/context.js';

/** The signed-in person's permissions: some fields inside a mutation are the owner's alone. */
const permissionsOf = (context: GraphQLContext) => {
  const role = context.signedIn()?.role ?? 'READER';
  return (permission: Parameters<typeof roleAllows>[1]) => roleAllows(role, permission);
};

export const campaignResolvers: Resolvers = {
  Query: {
    launchChecklist: async (_parent, _args, { deps }) => launchChecklist(deps.config, (await getCampaignState(deps)).content),
    campaign: (_parent, _args, { deps }) => getCampaign(deps),
    pixHolderRecord: (_parent, _args, { deps }) => getPixHolderRecord(deps),
    organisationTaxId: (_parent, _args, { deps }) => getOrganisationTaxId(deps),
  },
  Mutation: {
    updateCampaign: (_parent, { input }, context) => {
      const role = context.signedIn()?.role ?? 'READER';
      return updateCampaign(context.deps, adminActorOf(context), input, (permission) => roleAllows(role, permission));
    },
    extendGoal: (_parent, { input }, context) => extendGoal(context.deps, adminActorOf(context), input),
    closeCampaign: (_parent, { input }, context) => closeCampaign(context.deps, adminActorOf(context), input),
    setPixHolder: (_parent, { input }, context) =>
      setPixHolder(context.deps, adminActorOf(context), input, permissionsOf(context)),
    confirmPixHolderTest: (_parent, { confirmed }, context) =>
      confirmPixHolderTest(context.deps, adminActorOf(context), confirmed, permissionsOf(context)),
    setOfficialChannels: (_parent, { input }, context) =>
      setOfficialChannels(context.deps, adminActorOf(context), input, permissionsOf(context)),
  },
};
