import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { GOAL_TEXT_MAX_LENGTH, milestoneSuggestion } from '../../../../../rules/campaign-goal';
import { formatBRL } from '../../../shared/format';
import { useFeedback } from '../../feedback';
import { countOf, formatDate } from '../../format';
import { useCan } from '../../me';
import { useCloseCampaign, useExtendGoal, useGoal, type ClosingResult, type GoalCampaign } from './useGoal';

/**
 * Início's part of the goal's end: the suggestion to tell the donors of a milestone, and for
 * the owner, once the goal is reached, a stretch goal or the campaign's closing.
 */
export function GoalSection() {
  const goal = useGoal();
  const can = useCan();
  const { campaign } = goal;
  if (!campaign) return null;
  // The original goal reached: either still the current one, or behind a stretch goal.
  const ended = goal.reached || campaign.goalExtensions.length > 0 || campaign.closing !== null;
  return (
    <>
      {goal.suggestion !== null && can('content') && (
        <Alert
          severity="info"
          // A suggestion, not an alarm: read when reached, never interrupting.
          role="status"
          data-testid="milestone-suggestion"
          sx={{ mb: 2, alignItems: 'center' }}
          action={
            <Button component={RouterLink} to="/novidades" color="inherit" sx={{ fontWeight: 700 }}>
              Escrever
            </Button>
          }
        >
          {milestoneSuggestion(goal.suggestion)}
        </Alert>
      )}
      {ended && can('owner') && <GoalCard campaign={campaign} reached={goal.reached} />}
    </>
  );
}

function GoalCard({ campaign, reached }: { campaign: GoalCampaign; reached: boolean }) {
  const [open, setOpen] = useState<'extend' | 'close' | null>(null);
  const closing = useCloseCampaign();
  const extension = campaign.goalExtensions.at(-1);
  return (
    <Paper component="section" aria-labelledby="fim-da-meta" data-testid="goal-card" sx={{ p: 2, mb: 2 }}>
      <Typography id="fim-da-meta" component="h2" variant="h6" gutterBottom>
        {campaign.closing ? 'Campanha encerrada' : reached ? 'Meta alcançada!' : 'Meta estendida'}
      </Typography>
      {campaign.closing ? (
        <Closed closing={campaign.closing} result={closing.result} retry={closing.submit} busy={closing.busy} />
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>
            {reached
              ? `${formatBRL(campaign.raised)} de ${formatBRL(campaign.goal)}. Vocês podem definir uma meta estendida, que a página mostra com o motivo, ou encerrar a campanha.`
              : `Nova meta: ${formatBRL(campaign.goal)}${extension ? ` (${extension.reason})` : ''}. Quando quiserem parar de receber doações, encerrem a campanha.`}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {reached && (
              <Button variant="contained" onClick={() => setOpen('extend')}>
                Definir meta estendida
              </Button>
            )}
            <Button variant="outlined" color="error" onClick={() => setOpen('close')}>
              Encerrar campanha
            </Button>
          </Stack>
        </>
      )}
      {open === 'extend' && <ExtendDialog campaign={campaign} onClose={() => setOpen(null)} />}
      {open === 'close' && <CloseDialog closing={closing} onClose={() => setOpen(null)} />}
    </Paper>
  );
}

/** The closing as the page shows it, and what this session's call did to the monthly donations. */
function Closed({
  closing,
  result,
  retry,
  busy,
}: {
  closing: NonNullable<GoalCampaign['closing']>;
  result: ClosingResult | null;
  retry: (input: { message: string; surplusText: string }) => Promise<unknown>;
  busy: boolean;
}) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        Em {formatDate(closing.closedAt)}. As doações pararam; a página mostra a mensagem e a prestação de contas.
      </Typography>
      {/* The organiser's own words, as the page quotes them. */}
      <Paper variant="outlined" sx={{ p: 1.5, my: 1.5, bgcolor: 'action.hover' }}>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{closing.message}</Typography>
        {closing.surplusText && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 1 }}>
            <strong>O que passar da meta:</strong> {closing.surplusText}
          </Typography>
        )}
      </Paper>
      <Box role="status">
        {result && (
          <Alert severity={result.monthlyFailed > 0 ? 'warning' : 'success'} data-testid="closing-result">
            {countOf(result.monthlyCancelled, 'doação mensal cancelada', 'doações mensais canceladas')}
            {result.monthlyCancelled > 0 && ' (cada doador avisado por e-mail)'}.
            {result.monthlyFailed > 0 &&
              ` ${countOf(result.monthlyFailed, 'não pôde ser cancelada', 'não puderam ser canceladas')} agora: tente de novo.`}
          </Alert>
        )}
      </Box>
      {result && result.monthlyFailed > 0 && (
        <Button
          variant="outlined"
          sx={{ mt: 1.5 }}
          disabled={busy}
          onClick={() => void retry({ message: closing.message, surplusText: closing.surplusText })}
        >
          Tentar cancelar de novo
        </Button>
      )}
    </>
  );
}

function ExtendDialog({ campaign, onClose }: { campaign: GoalCampaign; onClose: () => void }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const { notify } = useFeedback();
  const form = useExtendGoal(campaign, () => {
    notify('Meta estendida: a página já mostra a nova meta e o motivo.');
    onClose();
  });
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Definir meta estendida</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>
          A meta de {formatBRL(campaign.goal)} aparece na página como alcançada, e a barra passa a contar até a nova meta.
        </Typography>
        <Stack spacing={2}>
          <TextField
            label="Nova meta (R$)"
            inputMode="decimal"
            value={form.goal}
            onChange={(event) => form.setGoal(event.target.value)}
            error={Boolean(form.errors.goal)}
            helperText={form.errors.goal ?? `Maior que o arrecadado (${formatBRL(campaign.raised)}).`}
          />
          <TextField
            label="Motivo"
            multiline
            minRows={2}
            value={form.reason}
            onChange={(event) => form.setReason(event.target.value)}
            error={Boolean(form.errors.reason)}
            helperText={form.errors.reason ?? 'Aparece na página ao lado da nova meta.'}
            slotProps={{ htmlInput: { maxLength: GOAL_TEXT_MAX_LENGTH.reason } }}
          />
        </Stack>
        <Box role="alert" sx={{ mt: form.problem ? 2 : 0 }}>
          {form.problem && <Alert severity="error">{form.problem}</Alert>}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" disabled={form.busy} onClick={() => void form.submit()}>
          {form.busy ? 'Salvando…' : 'Estender a meta'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function CloseDialog({ closing, onClose }: { closing: ReturnType<typeof useCloseCampaign>; onClose: () => void }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const { confirm } = useFeedback();
  const [message, setMessage] = useState('');
  const [surplusText, setSurplusText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const submit = async () => {
    const input = { message, surplusText };
    const found = closing.check(input);
    setErrors(found);
    setProblem('');
    if (Object.keys(found).length) return;
    if (
      !(await confirm({
        title: 'Encerrar a campanha?',
        text: 'As doações param para sempre: quem tentar doar lê a sua mensagem. Cada doação mensal ativa é cancelada, e o doador recebe um e-mail. Não dá para desfazer.',
        action: 'Encerrar campanha',
      }))
    )
      return;
    const failed = await closing.submit(input);
    if (failed === null) onClose();
    else if (typeof failed === 'string') setProblem(failed);
    else setErrors(failed);
  };
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Encerrar campanha</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>
          A página vira o registro da campanha: a mensagem, os totais finais, o saldo e o link para a prestação de contas.
        </Typography>
        <Stack spacing={2}>
          <TextField
            label="Mensagem aos doadores"
            multiline
            minRows={3}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value);
              setErrors(({ message: _edited, ...others }) => others);
            }}
            error={Boolean(errors.message)}
            helperText={errors.message ?? 'Aparece na página e para quem tentar doar.'}
            slotProps={{ htmlInput: { maxLength: GOAL_TEXT_MAX_LENGTH.closingMessage } }}
          />
          <TextField
            label="O que será feito com o que passar da meta (opcional)"
            multiline
            minRows={2}
            value={surplusText}
            onChange={(event) => {
              setSurplusText(event.target.value);
              setErrors(({ surplusText: _edited, ...others }) => others);
            }}
            error={Boolean(errors.surplusText)}
            helperText={errors.surplusText ?? 'Aparece na página, junto do saldo.'}
            slotProps={{ htmlInput: { maxLength: GOAL_TEXT_MAX_LENGTH.surplusText } }}
          />
        </Stack>
        <Box role="alert" sx={{ mt: problem ? 2 : 0 }}>
          {problem && <Alert severity="error">{problem}</Alert>}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" color="error" disabled={closing.busy} onClick={() => void submit()}>
          {closing.busy ? 'Encerrando…' : 'Encerrar campanha'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
