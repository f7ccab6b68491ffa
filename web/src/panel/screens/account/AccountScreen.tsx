import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TEAM_ROLE_DESCRIPTIONS, TEAM_ROLE_LABELS } from '../../../../../rules/team';
import { formatDateTime } from '../../format';
import type { PaidDonationNotice } from '../../gql/graphql';
import { useMe, type Me } from '../../me';
import { LoadError, ScreenTitle } from '../../ui';
import { useNotificationChoices, usePasskeys, type NotificationChoices } from './useAccount';

const PAID_DONATION_LABELS: Record<PaidDonationNotice, string> = {
  OFF: 'Não receber',
  EACH: 'Um e-mail a cada doação paga',
  GROUPED: 'Um resumo a cada 15 minutos, no máximo',
};

const OTHER_CHOICES: [keyof Omit<NotificationChoices, 'paidDonations'>, string][] = [
  ['contactMessages', 'Mensagens recebidas pelo Fale conosco'],
  ['paymentIssues', 'Pagamentos que precisam de atenção (valor diferente, cobrança desconhecida, pago duas vezes)'],
  ['failedEmails', 'E-mails a doadores que não puderam ser entregues'],
  ['dailySummary', 'Resumo do dia, toda manhã'],
];

function Passkeys({ me }: { me: Me }) {
  const { add, adding, remove, removing } = usePasskeys();
  return (
    <Paper component="section" aria-labelledby="passkeys-titulo" sx={{ p: 2, mb: 2 }}>
      <Typography id="passkeys-titulo" component="h2" variant="h6" gutterBottom>
        Passkeys
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Com uma passkey, você entra neste aparelho pela digital, pelo rosto ou pelo PIN da tela, sem esperar e-mail.
      </Typography>
      {me.passkeys.length === 0 ? (
        <Typography sx={{ mb: 1.5 }}>Nenhuma passkey ainda.</Typography>
      ) : (
        <Box component="ul" aria-label="Suas passkeys" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1.5 }}>
          {me.passkeys.map((passkey) => (
            <Stack
              component="li"
              key={passkey.id}
              direction="row"
              sx={{
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
                py: 0.75,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Typography variant="body2" sx={{ minWidth: 0 }}>
                Criada em {formatDateTime(passkey.createdAt)}
                <br />
                {passkey.lastUsedAt ? `Último uso em ${formatDateTime(passkey.lastUsedAt)}` : 'Ainda não usada para entrar'}
              </Typography>
              <Button
                size="small"
                color="error"
                onClick={() => void remove(passkey)}
                disabled={removing}
                aria-label={`Remover a passkey criada em ${formatDateTime(passkey.createdAt)}`}
                sx={{ flexShrink: 0 }}
              >
                Remover
              </Button>
            </Stack>
          ))}
        </Box>
      )}
      <Button variant="contained" onClick={() => void add()} disabled={adding}>
        {adding ? 'Esperando a passkey…' : 'Adicionar passkey'}
      </Button>
    </Paper>
  );
}

function EmailChoices() {
  const { choices, change, submit, saving, error, retry } = useNotificationChoices();
  return (
    <Paper
      component="form"
      noValidate
      aria-labelledby="avisos-titulo"
      sx={{ p: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography id="avisos-titulo" component="h2" variant="h6" gutterBottom>
        E-mails que você recebe
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Cada e-mail traz um link para a tela onde se resolve o assunto. Nunca trazem o CPF de quem doou.
      </Typography>
      {!choices ? (
        error ? (
          <LoadError error={error} retry={retry} />
        ) : (
          <LinearProgress aria-label="Carregando suas escolhas" />
        )
      ) : (
        <Stack spacing={2}>
          <FormControl>
            <FormLabel id="avisos-doacoes">Doações pagas</FormLabel>
            <RadioGroup
              aria-labelledby="avisos-doacoes"
              value={choices.paidDonations}
              onChange={(event) => change({ paidDonations: event.target.value as PaidDonationNotice })}
            >
              {(Object.keys(PAID_DONATION_LABELS) as PaidDonationNotice[]).map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={PAID_DONATION_LABELS[value]} />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControl component="fieldset">
            <FormLabel component="legend">Também me avise de</FormLabel>
            <FormGroup>
              {OTHER_CHOICES.map(([key, label]) => (
                <FormControlLabel
                  key={key}
                  sx={{
                    alignItems: 'flex-start',
                    '& .MuiCheckbox-root': { pt: 0.5 },
                    '& .MuiFormControlLabel-label': { pt: 0.75 },
                  }}
                  control={<Checkbox checked={choices[key]} onChange={(event) => change({ [key]: event.target.checked })} />}
                  label={label}
                />
              ))}
            </FormGroup>
          </FormControl>
          <Box>
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? 'Salvando…' : 'Salvar'}
            </Button>
          </Box>
        </Stack>
      )}
    </Paper>
  );
}

/** A person's own screen: their passkeys and the e-mails they receive (the token has neither). */
export function AccountScreen() {
  const me = useMe();
  if (!me || me.kind !== 'MEMBER')
    return (
      <>
        <ScreenTitle>Minha conta</ScreenTitle>
        <Typography>
          Você entrou com o token da organização, que não é de uma pessoa. Passkeys e e-mails são de quem entra com o próprio
          e-mail da equipe.
        </Typography>
      </>
    );
  return (
    <Box sx={{ maxWidth: 720 }}>
      <ScreenTitle intro={`${me.name ?? ''} · ${me.email ?? ''}`}>Minha conta</ScreenTitle>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Seu papel: <strong>{TEAM_ROLE_LABELS[me.role]}</strong>. {TEAM_ROLE_DESCRIPTIONS[me.role]}
      </Typography>
      <Passkeys me={me} />
      <EmailChoices />
    </Box>
  );
}
