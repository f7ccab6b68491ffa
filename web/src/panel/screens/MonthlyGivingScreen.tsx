import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LoadError, ScreenTitle } from '../ui';
import { useMonthlyGiving, type MonthlyRetryPolicy } from './useMonthlyGiving';

const RETRY_POLICIES: { value: MonthlyRetryPolicy; label: string }[] = [
  { value: 'NO_RETRY', label: 'Não tentar de novo' },
  { value: 'RETRY_3_IN_7_DAYS', label: 'Até 3 novas tentativas em 7 dias' },
];

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Paper component="section" aria-label={label} sx={{ p: 2, minWidth: 0 }}>
      <Typography component="h2" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="p" variant="h4" sx={{ fontWeight: 800 }}>
        {value}
      </Typography>
    </Paper>
  );
}

export function MonthlyGivingScreen() {
  const { setup, error, retry, saving, setEnabled, setRetryPolicy } = useMonthlyGiving();
  return (
    <>
      <ScreenTitle intro="Pix Automático: o doador autoriza uma vez no app do banco e a campanha recebe todo mês, até ele ou a campanha cancelar.">
        Doação mensal
      </ScreenTitle>
      {!setup && (error ? <LoadError error={error} retry={retry} /> : <LinearProgress aria-label="Carregando" />)}
      {setup && (
        <Box sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
          {setup.available ? null : (
            <Alert severity="warning">
              <AlertTitle>A doação mensal ainda não pode ser ligada</AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
                {setup.unavailableReasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </Box>
            </Alert>
          )}
          <Paper sx={{ p: 2, display: 'grid', gap: 2 }}>
            <Box>
              <FormControlLabel
                control={
                  <Switch
                    checked={setup.enabled}
                    // Turning off stays possible whatever the PSP says: it only stops new monthly donations.
                    disabled={saving || (!setup.available && !setup.enabled)}
                    onChange={(event) => void setEnabled(event.target.checked)}
                    slotProps={{ input: { 'aria-describedby': 'mensal-ligada-ajuda' } }}
                  />
                }
                label="Oferecer a doação mensal"
              />
              <FormHelperText id="mensal-ligada-ajuda">
                {setup.enabled
                  ? 'Ligada: o formulário de doação oferece “Uma vez” ou “Mensal”.'
                  : 'Desligada: o formulário oferece só a doação de uma vez.'}{' '}
                Desligar impede novas doações mensais; as já autorizadas continuam até o doador ou a campanha cancelar.
              </FormHelperText>
            </Box>
            <FormControl disabled={saving}>
              <FormLabel id="mensal-tentativas" sx={{ fontWeight: 700 }}>
                Quando um mês não é pago
              </FormLabel>
              <RadioGroup
                aria-labelledby="mensal-tentativas"
                aria-describedby="mensal-tentativas-ajuda"
                value={setup.retryPolicy}
                onChange={(event) => void setRetryPolicy(event.target.value as MonthlyRetryPolicy)}
              >
                {RETRY_POLICIES.map((policy) => (
                  <FormControlLabel key={policy.value} value={policy.value} control={<Radio />} label={policy.label} />
                ))}
              </RadioGroup>
              <FormHelperText id="mensal-tentativas-ajuda" sx={{ mx: 0 }}>
                {/* As the server applies it (monthly/charges.ts retryIfRefused): the policy is also written into each new authorisation. */}
                Vale para os meses recusados daqui em diante. Uma doação mensal autorizada enquanto &quot;Não tentar de novo&quot;
                estava escolhido não admite novas tentativas no banco, mesmo que você mude depois.
              </FormHelperText>
            </FormControl>
          </Paper>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, minmax(0, 200px))' } }}>
            <Count label="Ativas" value={setup.activeCount} />
            <Count label="Aguardando autorização" value={setup.awaitingCount} />
          </Box>
        </Box>
      )}
    </>
  );
}
