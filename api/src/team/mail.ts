import { compose, type Block, type MailContent } from '../mail/messages.js';
import { INVITE_LINK_HOURS, SIGN_IN_LINK_MINUTES, TEAM_ROLE_LABELS, type TeamRole } from '../../../rules/team.js';

/** What the team is told by e-mail, in its words (the events are in team/service.ts and team/notices.ts). */

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] || 'equipe';

/** An invitation to the panel, with the single-use link that enters it. */
export function teamInviteMail(input: {
  name: string;
  organisation: string;
  role: TeamRole;
  invitedBy?: string | undefined;
  url: string;
}): MailContent {
  return compose(`Convite para a equipe da campanha (${input.organisation})`, `Olá, ${firstNameOf(input.name)}!`, [
    `${input.invitedBy ?? 'A organização'} convidou você para ajudar a cuidar da campanha no painel, com o papel "${TEAM_ROLE_LABELS[input.role]}".`,
    { link: input.url, label: 'Entrar no painel' },
    `O link vale ${INVITE_LINK_HOURS} horas e entra uma vez só. Depois, peça outro na tela de entrada do painel ("Entrar com e-mail") ou use uma passkey.`,
    { small: 'Se você não esperava este convite, ignore este e-mail: nada acontece sem o link.' },
  ]);
}

/** A sign-in link a member asked for on the panel's sign-in screen. */
export function teamSignInMail(input: { name: string; url: string }): MailContent {
  return compose('Seu link para entrar no painel', `Olá, ${firstNameOf(input.name)}!`, [
    'Use o link abaixo para entrar no painel da campanha.',
    { link: input.url, label: 'Entrar no painel' },
    `Ele vale ${SIGN_IN_LINK_MINUTES} minutos e entra uma vez só.`,
    { small: 'Se não foi você quem pediu, ignore este e-mail: ninguém entra sem o link.' },
  ]);
}

/** A notice a member chose on the panel (notices.ts says which), ending with where to change that choice. */
export function teamNoticeMail(input: { name: string; subject: string; blocks: Block[]; settingsUrl: string }): MailContent {
  return compose(input.subject, `Olá, ${firstNameOf(input.name)}!`, [
    ...input.blocks,
    {
      small: 'Você recebe este aviso porque escolheu recebê-lo no painel.',
      link: { href: input.settingsUrl, label: 'Mudar avisos' },
    },
  ]);
}
