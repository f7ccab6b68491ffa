import { adminActorOf } from '../audit/admin-actor.js';
import type { Resolvers, TeamMember } from '../generated/graphql.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { AdminPrincipal } from '../security/admin-auth.js';
import type { TeamMemberDocument } from './model.js';
import {
  changeTeamMemberRole,
  endTeamMemberSession,
  inviteTeamMember,
  listTeam,
  me,
  myNotifications,
  removeMyPasskey,
  setMyNotifications,
  removeTeamMember,
} from './service.js';

const toTeamMember = (
  member: TeamMemberDocument,
  extra: {
    sessions?: Array<{ _id: string; createdAt: Date; expiresAt: Date; ipAddress?: string | null; userAgent?: string | null }>;
    passkeyCount?: number;
  } = {},
): TeamMember => ({
  id: member._id.toHexString(),
  email: member.email,
  name: member.name,
  role: member.role,
  invitedAt: member.createdAt,
  invitedBy: member.invitedBy ?? '',
  joinedAt: member.joinedAt ?? null,
  sessions: (extra.sessions ?? []).map((session) => ({
    id: session._id,
    startedAt: session.createdAt,
    expiresAt: session.expiresAt,
    ipAddress: session.ipAddress ?? '',
    userAgent: session.userAgent ?? '',
  })),
  passkeyCount: extra.passkeyCount ?? 0,
});

/** The principal as the access check left it (admin fields run only after it). */
const principalOf = (context: GraphQLContext): AdminPrincipal | null => {
  const signedIn = context.signedIn();
  if (!signedIn) return null;
  return signedIn.memberId
    ? ({
        kind: 'member',
        role: signedIn.role,
        memberId: signedIn.memberId,
        who: signedIn.who ?? '',
        name: '',
        email: '',
      } as const)
    : { kind: 'token', role: 'OWNER' };
};

export const teamResolvers: Resolvers = {
  Query: {
    me: async (_parent, _args, context) => {
      const view = await me(context.deps, context.signedIn()!);
      return { ...view, kind: view.kind === 'MEMBER' ? 'MEMBER' : 'TOKEN' };
    },
    myNotifications: (_parent, _args, context) => myNotifications(context.deps, context.signedIn()?.memberId),
    team: async (_parent, _args, { deps }) =>
      (await listTeam(deps)).map(({ member, sessions, passkeyCount }) => toTeamMember(member, { sessions, passkeyCount })),
  },
  Mutation: {
    inviteTeamMember: async (_parent, { input }, context) =>
      toTeamMember(await inviteTeamMember(context.deps, adminActorOf(context), input)),
    setTeamMemberRole: async (_parent, { id, role }, context) =>
      toTeamMember(await changeTeamMemberRole(context.deps, adminActorOf(context), principalOf(context), id, role)),
    removeTeamMember: async (_parent, { id }, context) =>
      toTeamMember(await removeTeamMember(context.deps, adminActorOf(context), principalOf(context), id)),
    endTeamMemberSession: (_parent, { memberId, sessionId }, context) =>
      endTeamMemberSession(context.deps, adminActorOf(context), memberId, sessionId),
    setMyNotifications: (_parent, { input }, context) =>
      setMyNotifications(context.deps, adminActorOf(context), context.signedIn()?.memberId, input),
    removeMyPasskey: (_parent, { id }, context) =>
      removeMyPasskey(context.deps, adminActorOf(context), context.signedIn()?.memberId, id),
  },
};
