/**
 * The organiser's team: who may do what in the panel. The server enforces it on every admin
 * field and route (api/src/security/admin-permissions.ts); the panel imports the same table
 * to show each person only what they may do.
 */
import { emailRule, nameRule } from './donation-rules.js';
import type { Checked } from './expense.js';
import type { FieldError } from './rule.js';

export const TEAM_ROLES = ['OWNER', 'FINANCE', 'CONTENT', 'READER'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  OWNER: 'Dono(a)',
  FINANCE: 'Finanças',
  CONTENT: 'Conteúdo',
  READER: 'Leitura',
};

export const TEAM_ROLE_DESCRIPTIONS: Record<TeamRole, string> = {
  OWNER: 'Tudo: equipe, identidade da organização, valor antes deste site, doação mensal e e-mails.',
  FINANCE: 'Doações, devoluções, doações fora do site, despesas, extrato e exportações.',
  CONTENT: 'Textos, fotos, novidades, depoimentos e mensagens.',
  READER: 'Vê tudo e não muda nada.',
};

/**
 * What an admin field or route needs: `read` (every role), `money`, `content`, or `owner`
 * (people, identity, settings, the donors' data requests).
 */
export const PERMISSIONS = ['read', 'money', 'content', 'owner'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<TeamRole, readonly Permission[]> = {
  OWNER: ['read', 'money', 'content', 'owner'],
  FINANCE: ['read', 'money'],
  CONTENT: ['read', 'content'],
  READER: ['read'],
};

export const roleAllows = (role: TeamRole, permission: Permission): boolean => ROLE_PERMISSIONS[role].includes(permission);

/** How long an e-mailed sign-in link works, and an invitation's. */
export const SIGN_IN_LINK_MINUTES = 15;
export const INVITE_LINK_HOURS = 72;

export interface InviteValues {
  email: string;
  name: string;
  role: TeamRole;
}

/** An invitation as the owner typed it → its values, or every field's problem. */
export function checkInvite(input: Record<string, unknown>): Checked<InviteValues> {
  const errors: FieldError[] = [];
  const email = emailRule(input.email);
  if ('error' in email) errors.push({ field: 'email', message: email.error });
  const name = nameRule(input.name);
  if ('error' in name) errors.push({ field: 'name', message: name.error });
  const role = input.role as TeamRole;
  if (!TEAM_ROLES.includes(role))
    errors.push({ field: 'role', message: 'Escolha um papel: dono, finanças, conteúdo ou leitura.' });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { email: 'value' in email ? email.value : '', name: 'value' in name ? name.value : '', role } };
}
