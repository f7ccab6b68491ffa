import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TEAM_ROLE_DESCRIPTIONS, TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from '../../../../../rules/team';
import { countOf, formatDateTime } from '../../format';
import { NotForYourRole, useCan } from '../../me';
import { LoadError, ScreenTitle } from '../../ui';
import { useInviteForm, useMemberActions, useTeam, type TeamMember, type TeamSession } from './useTeam';

/** "Chrome no Android": enough to tell one's own phone from someone else's laptop. */
export function deviceOf(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Navegador';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iPhone/iPad'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'Mac'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return system ? `${browser} no ${system}` : browser;
}

function InviteForm() {
  const { values, set, errors, submit, busy } = useInviteForm();
  return (
    <Paper
      component="form"
      noValidate
      aria-labelledby="convidar-titulo"
      sx={{ p: 2, mb: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography id="convidar-titulo" component="h2" variant="h6" gutterBottom>
        Convidar pessoa
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A pessoa recebe por e-mail um link que entra no painel uma vez (vale 72 horas). Depois, ela entra com e-mail ou passkey.
      </Typography>
      <Stack spacing={2}>
        <TextField
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="off"
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email}
          fullWidth
        />
        <TextField
          label="Nome"
          autoComplete="off"
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name}
          fullWidth
        />
        <FormControl error={Boolean(errors.role)}>
          <FormLabel id="convite-papel">Papel</FormLabel>
          <RadioGroup
            aria-labelledby="convite-papel"
            value={values.role}
            onChange={(event) => set('role', event.target.value as TeamRole)}
          >
            {TEAM_ROLES.map((role) => (
              <FormControlLabel
                key={role}
                value={role}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', mt: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
                label={
                  <Box sx={{ pt: 0.75 }}>
                    <Typography sx={{ fontWeight: 600 }}>{TEAM_ROLE_LABELS[role]}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {TEAM_ROLE_DESCRIPTIONS[role]}
                    </Typography>
                  </Box>
                }
              />
            ))}
          </RadioGroup>
          {errors.role && <FormHelperText>{errors.role}</FormHelperText>}
        </FormControl>
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Enviando convite…' : 'Enviar convite'}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

function SessionLine({ session, onEnd, busy }: { session: TeamSession; onEnd: () => void; busy: boolean }) {
  return (
    <Stack
      component="li"
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, py: 0.75, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {deviceOf(session.userAgent)} · {session.ipAddress}
        <br />
        desde {formatDateTime(session.startedAt)}, até {formatDateTime(session.expiresAt)}
      </Typography>
      <Button size="small" color="error" onClick={onEnd} disabled={busy} sx={{ flexShrink: 0 }}>
        Encerrar
      </Button>
    </Stack>
  );
}

function MemberCard({ member }: { member: TeamMember }) {
  const { changeRole, removeMember, endOne, busy } = useMemberActions(member);
  return (
    <Paper component="article" aria-label={member.name} sx={{ p: 2 }}>
      {/* The role shows once, in its field below: the name and the address keep the card's whole width. */}
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {member.name}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {member.email}
      </Typography>
      {/* The warning palette's orange fails contrast on small text: the Alert's own pair of colours. */}
      {!member.joinedAt && (
        <Chip size="small" label="Convite pendente" sx={{ mt: 0.5, bgcolor: '#fff4e5', color: '#663c00', fontWeight: 600 }} />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {member.joinedAt
          ? `Entrou em ${formatDateTime(member.joinedAt)} · ${countOf(member.passkeyCount, 'passkey', 'passkeys')}`
          : `Convidado(a) em ${formatDateTime(member.invitedAt)} por ${member.invitedBy}`}
      </Typography>
      <TextField
        select
        size="small"
        label="Papel"
        value={member.role}
        onChange={(event) => void changeRole(event.target.value as TeamRole)}
        disabled={busy}
        sx={{ mt: 2, width: { xs: '100%', sm: 320 } }}
        helperText={TEAM_ROLE_DESCRIPTIONS[member.role]}
      >
        {TEAM_ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {TEAM_ROLE_LABELS[role]}
          </MenuItem>
        ))}
      </TextField>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
        {member.sessions.length === 0
          ? 'Nenhuma sessão aberta'
          : countOf(member.sessions.length, 'sessão aberta', 'sessões abertas')}
      </Typography>
      {member.sessions.length > 0 && (
        <Box component="ul" aria-label={`Sessões de ${member.name}`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {member.sessions.map((session) => (
            <SessionLine key={session.id} session={session} busy={busy} onEnd={() => void endOne(session)} />
          ))}
        </Box>
      )}
      <Box sx={{ mt: 1.5 }}>
        <Button color="error" variant="outlined" size="small" onClick={() => void removeMember()} disabled={busy}>
          Tirar da equipe
        </Button>
      </Box>
    </Paper>
  );
}

/** The owner's screen: who helps, with which role, where they are signed in; invitations. */
export function TeamScreen() {
  // Not even asked for without the role: the server would refuse it.
  return useCan()('owner') ? <Team /> : <NotForYourRole />;
}

function Team() {
  const { team, error, retry } = useTeam();
  return (
    // A readable column on a desktop: the form and the cards need no more.
    <Box sx={{ maxWidth: 720 }}>
      <ScreenTitle intro="Quem ajuda a cuidar da campanha no painel, e o que cada papel pode fazer.">Equipe</ScreenTitle>
      <InviteForm />
      {!team && (error ? <LoadError error={error} retry={retry} /> : <LinearProgress aria-label="Carregando a equipe" />)}
      {team && team.length === 0 && (
        <Typography sx={{ mb: 2 }}>Ninguém convidado ainda: por enquanto, só o token da organização entra.</Typography>
      )}
      <Stack spacing={1.5}>
        {team?.map((member) => (
          <MemberCard key={member.id} member={member} />
        ))}
      </Stack>
    </Box>
  );
}
