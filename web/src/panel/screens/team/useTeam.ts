import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { checkInvite, TEAM_ROLE_LABELS, type TeamRole } from '../../../../../rules/team';
import { fieldOf, messageOf } from '../../apollo';
import { useFeedback } from '../../feedback';
import { graphql } from '../../gql';
import type { PanelTeamQuery } from '../../gql/graphql';

export const PanelTeamQueryDocument = graphql(`
  query PanelTeam {
    team {
      id
      email
      name
      role
      invitedAt
      invitedBy
      joinedAt
      passkeyCount
      sessions {
        id
        startedAt
        expiresAt
        ipAddress
        userAgent
      }
    }
  }
`);

const InviteMutation = graphql(`
  mutation PanelInviteTeamMember($input: InviteTeamMemberInput!) {
    inviteTeamMember(input: $input) {
      id
    }
  }
`);

const SetRoleMutation = graphql(`
  mutation PanelSetTeamMemberRole($id: ID!, $role: TeamRole!) {
    setTeamMemberRole(id: $id, role: $role) {
      id
      role
    }
  }
`);

const RemoveMutation = graphql(`
  mutation PanelRemoveTeamMember($id: ID!) {
    removeTeamMember(id: $id) {
      id
    }
  }
`);

const EndSessionMutation = graphql(`
  mutation PanelEndTeamMemberSession($memberId: ID!, $sessionId: ID!) {
    endTeamMemberSession(memberId: $memberId, sessionId: $sessionId)
  }
`);

export type TeamMember = PanelTeamQuery['team'][number];
export type TeamSession = TeamMember['sessions'][number];

export function useTeam() {
  const { data, error, refetch } = useQuery(PanelTeamQueryDocument);
  return { team: data?.team, error, retry: () => void refetch() };
}

const firstName = (member: { name: string }) => member.name.split(' ')[0] ?? member.name;

/** The invitation as the owner types it, checked by rules/team.ts before it is sent. */
export function useInviteForm() {
  const { notify } = useFeedback();
  const [values, setValues] = useState<{ email: string; name: string; role: TeamRole }>({ email: '', name: '', role: 'READER' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [invite, { loading }] = useMutation(InviteMutation, { refetchQueries: ['PanelTeam'] });
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: '' }));
  };
  const submit = async (): Promise<boolean> => {
    if (loading) return false;
    const checked = checkInvite(values);
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.errors.map((error) => [error.field, error.message])));
      return false;
    }
    setErrors({});
    try {
      await invite({ variables: { input: checked.value } });
      notify(`Convite enviado para ${checked.value.email}, com o papel "${TEAM_ROLE_LABELS[checked.value.role]}".`);
      setValues({ email: '', name: '', role: 'READER' });
      return true;
    } catch (error) {
      const field = fieldOf(error);
      if (field === 'email' || field === 'name' || field === 'role') setErrors({ [field]: messageOf(error) });
      else notify(messageOf(error), 'error');
      return false;
    }
  };
  return { values, set, errors, submit, busy: loading };
}

/** Changing a role, removing a person (asked first) and ending one of their sessions, each said when done. */
export function useMemberActions(member: TeamMember) {
  const { confirm, notify } = useFeedback();
  const [setRole, settingRole] = useMutation(SetRoleMutation);
  const [remove, removing] = useMutation(RemoveMutation, { refetchQueries: ['PanelTeam'] });
  const [endSession, ending] = useMutation(EndSessionMutation, { refetchQueries: ['PanelTeam'] });

  const changeRole = async (role: TeamRole) => {
    try {
      await setRole({ variables: { id: member.id, role } });
      notify(`${firstName(member)} agora tem o papel "${TEAM_ROLE_LABELS[role]}".`);
    } catch (error) {
      notify(messageOf(error), 'error');
    }
  };

  const removeMember = async () => {
    const sure = await confirm({
      title: `Tirar ${member.name} da equipe?`,
      text: `As sessões abertas de ${firstName(member)} terminam na hora, e os links e passkeys deixam de funcionar. Para voltar, será preciso um novo convite.`,
      action: 'Tirar da equipe',
    });
    if (!sure) return;
    try {
      await remove({ variables: { id: member.id } });
      notify(`${member.name} saiu da equipe.`);
    } catch (error) {
      notify(messageOf(error), 'error');
    }
  };

  const endOne = async (session: TeamSession) => {
    try {
      const { data } = await endSession({ variables: { memberId: member.id, sessionId: session.id } });
      notify(data?.endTeamMemberSession ? `Sessão de ${firstName(member)} encerrada.` : 'Essa sessão já tinha terminado.');
    } catch (error) {
      notify(messageOf(error), 'error');
    }
  };

  return { changeRole, removeMember, endOne, busy: settingRole.loading || removing.loading || ending.loading };
}
