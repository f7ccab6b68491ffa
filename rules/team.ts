/**
 * The organiser's team: who may do what in the panel. The server enforces it on every admin
 * field (`@admin(permission: …)` in the schema) and route (api/src/security/admin-permissions.ts);
 * the panel imports the same table to show each person only what they may do.
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

export const PAID_DONATION_NOTICES = ['OFF', 'EACH', 'GROUPED'] as const;
export type PaidDonationNotice = (typeof PAID_DONATION_NOTICES)[number];

export interface NotificationSettings {
  paidDonations: PaidDonationNotice;
  contactMessages: boolean;
  paymentIssues: boolean;
  failedEmails: boolean;
  dailySummary: boolean;
}

/** What a person is told until they choose: what their role resolves. */
export const DEFAULT_NOTIFICATIONS: Record<TeamRole, NotificationSettings> = {
  OWNER: { paidDonations: 'GROUPED', contactMessages: true, paymentIssues: true, failedEmails: true, dailySummary: true },
  FINANCE: { paidDonations: 'GROUPED', contactMessages: false, paymentIssues: true, failedEmails: false, dailySummary: true },
  CONTENT: { paidDonations: 'OFF', contactMessages: true, paymentIssues: false, failedEmails: true, dailySummary: false },
  READER: { paidDonations: 'OFF', contactMessages: false, paymentIssues: false, failedEmails: false, dailySummary: true },
};

/** At most one e-mail of grouped paid donations this often. */
export const PAID_GROUP_MINUTES = 15;
/** When the daily summary leaves, in Brasília. */
export const DAILY_SUMMARY_HOUR = 8;

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
