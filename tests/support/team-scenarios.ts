import { ADMIN_TOKEN, type TestApp } from './harness.js';
import type { TeamRole } from '../../rules/team.js';

export const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };
const INVITE = `mutation I($input: InviteTeamMemberInput!) { inviteTeamMember(input: $input) { id } }`;

/** The secret of the latest sign-in link e-mailed to an address, read from the outbox as the person reads their e-mail. */
export async function linkSentTo(app: TestApp, email: string): Promise<string> {
  const [message] = await app.deps.models.OutboxMessage.find({ to: email }).sort({ _id: -1 }).limit(1).lean();
  const secret = /\/painel\/entrar\/([A-Za-z0-9_-]{43})/.exec(message?.text ?? '')?.[1];
  if (!secret) throw new Error(`no sign-in link e-mailed to ${email}`);
  return secret;
}

export interface Member {
  id: string;
  email: string;
  name: string;
  /** The headers of a request made by this person from the panel (their session cookie, our origin). */
  headers: Record<string, string>;
}

/** A person invited by the token with a role, signed in from their invitation's link. */
export async function joinTeam(app: TestApp, role: TeamRole, email: string, name: string): Promise<Member> {
  const { body } = await app.graphql(INVITE, { input: { email, name, role } }, ADMIN);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  const answer = await fetch(`${app.url}/api/painel/link/entrar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ token: await linkSentTo(app, email) }),
  });
  if (answer.status !== 201) throw new Error(`sign-in answered ${answer.status}`);
  const cookie = answer.headers.get('set-cookie')!.split(';')[0]!;
  return { id: body.data.inviteTeamMember.id as string, email, name, headers: { cookie, origin: app.url } };
}
