import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { graphql } from '../../../gql';
import type { CreateMonthlyDonationMutation as CreatedMonthlyDonation } from '../../../gql/graphql';
import { fieldErrorsOf } from '../../../shared/fieldErrors';
import { MonthlyAuthorisation } from '../../../shared/MonthlyAuthorisation';
import { useToast } from '../../../shared/toast';
import { visuallyHidden } from '../../../shared/visuallyHidden';
import { amountRangeText, type DonationLimits } from '../../../../../rules/amount';
import { UPDATES_CONSENT_TEXT } from '../../../../../rules/updates-consent';
import { MESSAGE_MAX_LENGTH, maskCpf } from '../form';
import {
  MONTHLY_DAY_MAX,
  MONTHLY_DAY_MIN,
  MONTHLY_FIELDS,
  checkMonthlyForm,
  defaultDebitDay,
  isMonthlyField,
  type MonthlyField,
  type MonthlyFormErrors,
  type MonthlyRequest,
} from '../monthly';
import type { DonationFormValues } from '../values';
import { TermsLine } from './TermsLine';
import { formatDateTime } from '../../../../../rules/brasilia-time';
import { usePixHolder } from '../../../shared/usePixHolder';

export const CreateMonthlyDonationMutation = graphql(`
  mutation CreateMonthlyDonation($input: CreateMonthlyDonationInput!) {
    createMonthlyDonation(input: $input) {
      donorUrl
      pixCode
      amount
      expiresAt
      firstDueDate
    }
  }
`);

type Created = CreatedMonthlyDonation['createMonthlyDonation'];

const DAYS = Array.from({ length: MONTHLY_DAY_MAX - MONTHLY_DAY_MIN + 1 }, (_, index) => MONTHLY_DAY_MIN + index);

interface MonthlyDonationFormProps {
  /** The one-off form's values: what the donor typed there carries over, both ways. */
  values: DonationFormValues;
  onChange: (field: keyof DonationFormValues, value: string | boolean) => void;
  limits: DonationLimits;
  /** The code was issued: the dialog then shows only the authorisation step. */
  onAuthorising: () => void;
  onClose: () => void;
}

/**
 * "Mensal" in the donation dialog (Pix Automático): the amount, the day of the debit, the
 * payer's name and CPF; then the code that authorises the monthly donation in the bank app.
 */
export default function MonthlyDonationForm({ values, onChange, limits, onAuthorising, onClose }: MonthlyDonationFormProps) {
  const toast = useToast();
  const [dayOfMonth, setDayOfMonth] = useState(() => defaultDebitDay());
  const [payFirstNow, setPayFirstNow] = useState(true);
  const [errors, setErrors] = useState<MonthlyFormErrors>({});
  const [created, setCreated] = useState<{ donation: Created; request: MonthlyRequest } | null>(null);
  const fieldRefs = useRef<Partial<Record<MonthlyField, HTMLInputElement | HTMLSelectElement | null>>>({});
  // One key per request: resent unchanged after a lost answer, the server returns the donation
  // it may have recorded instead of a second one; a changed request is a new donation.
  const attempt = useRef<{ key: string; request: string } | null>(null);
  const [create, { loading }] = useMutation(CreateMonthlyDonationMutation);

  const choice = { dayOfMonth, payFirstNow };

  const change = (field: keyof DonationFormValues, value: string | boolean) => {
    onChange(field, value);
    // A corrected field loses its error at once; a new error waits for blur or submit.
    if (isMonthlyField(field) && errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const blur = (field: MonthlyField) => () => {
    const checked = checkMonthlyForm(values, choice, limits);
    setErrors((current) => ({ ...current, [field]: checked.ok ? undefined : checked.errors[field] }));
  };

  const focusFirst = (found: MonthlyFormErrors) => {
    const first = MONTHLY_FIELDS.find((field) => found[field]);
    if (first) fieldRefs.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkMonthlyForm(values, choice, limits);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setErrors({});
    const request = JSON.stringify(checked.request);
    if (attempt.current?.request !== request) attempt.current = { key: crypto.randomUUID(), request };
    try {
      const { data } = await create({ variables: { input: { ...checked.request, idempotencyKey: attempt.current.key } } });
      if (!data) throw new Error('createMonthlyDonation returned no data');
      setCreated({ donation: data.createMonthlyDonation, request: checked.request });
      onAuthorising();
    } catch (error) {
      const found: MonthlyFormErrors = {};
      for (const fieldError of fieldErrorsOf(error))
        if (isMonthlyField(fieldError.field)) found[fieldError.field] = fieldError.message;
      if (Object.keys(found).length > 0) {
        setErrors(found);
        focusFirst(found);
        return;
      }
      // The server's own words (monthly giving turned off meanwhile, the campaign not ready), or the connection.
      const description = CombinedGraphQLErrors.is(error)
        ? (error.errors[0]?.message ?? 'Não foi possível criar a doação mensal. Tente novamente.')
        : 'Sem conexão. Tente novamente em instantes.';
      toast({ title: 'Erro', description, severity: 'error' });
    }
  };

  if (created) return <AuthorisationStep donation={created.donation} request={created.request} onClose={onClose} />;

  const fieldProps = (field: MonthlyField, helper?: ReactNode) => ({
    id: `mensal-${field}`,
    onBlur: blur(field),
    error: Boolean(errors[field]),
    helperText: errors[field] ?? helper,
    inputRef: (element: HTMLInputElement | HTMLSelectElement | null) => {
      fieldRefs.current[field] = element;
    },
    fullWidth: true,
  });

  return (
    <Box
      component="form"
      id="doacao-mensal-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2 }}
    >
      <TextField
        {...fieldProps('amount', `Todo mês, de ${amountRangeText(limits)}.`)}
        label="Valor mensal"
        required
        value={values.amount}
        onChange={(event) => change('amount', event.target.value)}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        }}
      />
      <TextField
        {...fieldProps('dayOfMonth', 'O dia de cada mês em que a doação é debitada.')}
        select
        label="Dia do débito"
        required
        value={dayOfMonth}
        onChange={(event) => {
          setDayOfMonth(Number(event.target.value));
          setErrors((current) => ({ ...current, dayOfMonth: undefined }));
        }}
        // The phone's own picker: large, familiar, and no menu code to load.
        slotProps={{ select: { native: true } }}
      >
        {DAYS.map((day) => (
          <option key={day} value={day}>
            {day}
          </option>
        ))}
      </TextField>
      <Typography id="mensal-identificacao" variant="body2" sx={{ fontWeight: 600 }}>
        O Pix Automático identifica quem paga pelo nome e CPF: os dois são obrigatórios.
      </Typography>
      <TextField
        {...fieldProps('name')}
        label="Nome completo"
        required
        value={values.name}
        onChange={(event) => change('name', event.target.value)}
        slotProps={{ htmlInput: { autoComplete: 'name', maxLength: 120, 'aria-describedby': 'mensal-identificacao' } }}
      />
      <TextField
        {...fieldProps('cpf', 'Guardado com criptografia.')}
        label="CPF"
        required
        value={values.cpf}
        onChange={(event) => change('cpf', maskCpf(event.target.value))}
        placeholder="000.000.000-00"
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <TextField
        {...fieldProps('email', 'Para enviarmos o código, o link desta doação mensal e o recibo de cada mês.')}
        label="E-mail"
        type="email"
        required
        value={values.email}
        onChange={(event) => change('email', event.target.value)}
        slotProps={{ htmlInput: { autoComplete: 'email', inputMode: 'email' } }}
      />
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={payFirstNow}
              onChange={(event) => setPayFirstNow(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': 'mensal-primeiro-mes-ajuda' } }}
            />
          }
          label="Pagar o primeiro mês agora"
        />
        <FormHelperText id="mensal-primeiro-mes-ajuda" sx={{ mt: -0.5 }}>
          {payFirstNow
            ? 'O mesmo código paga este mês e autoriza os próximos.'
            : `O código só autoriza: a primeira cobrança vem no dia ${dayOfMonth}.`}
        </FormHelperText>
      </Box>
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={values.wantsUpdates}
              onChange={(event) => change('wantsUpdates', event.target.checked)}
              slotProps={{ input: { 'aria-describedby': 'mensal-novidades-ajuda' } }}
            />
          }
          label={UPDATES_CONSENT_TEXT}
        />
        <FormHelperText id="mensal-novidades-ajuda" sx={{ mt: -0.5 }}>
          Opcional. Você pode parar quando quiser, pelo link em cada e-mail.
        </FormHelperText>
      </Box>
      <TextField
        {...fieldProps('message', `Opcional. ${values.message.length}/${MESSAGE_MAX_LENGTH}`)}
        label="Mensagem de apoio"
        multiline
        minRows={2}
        value={values.message}
        onChange={(event) => change('message', event.target.value)}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={loading}
        startIcon={loading ? <CircularProgress size={20} color="inherit" aria-hidden /> : <EventRepeatIcon />}
        sx={{ py: 1.5, fontSize: '1.05rem' }}
      >
        Gerar código de autorização
      </Button>
      <TermsLine />
      <Box role="status" sx={{ '&:empty': { display: 'none' } }}>
        {loading ? 'Gerando o código de autorização…' : null}
      </Box>
    </Box>
  );
}

function AuthorisationStep({ donation, request, onClose }: { donation: Created; request: MonthlyRequest; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement | null>(null);
  const holder = usePixHolder();
  // The form the focus was in is gone: a screen reader starts again at the step's heading.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="monthly-authorisation">
      <Typography ref={heading} tabIndex={-1} component="h3" variant="h6" sx={{ fontWeight: 800, outline: 'none' }}>
        Autorize no app do seu banco
      </Typography>
      <MonthlyAuthorisation
        pixCode={donation.pixCode}
        amount={donation.amount}
        dayOfMonth={request.dayOfMonth}
        firstMonth={request.payFirstNow ? { payNow: true } : { payNow: false, firstDueDate: donation.firstDueDate }}
        cancelWhere="na página da doação mensal"
        holderLine={holder?.line ?? null}
      />
      <Typography variant="body2">O código vale até {formatDateTime(new Date(donation.expiresAt))}.</Typography>
      <Alert severity="info">
        Guarde este link para acompanhar e cancelar:{' '}
        <Link href={donation.donorUrl} target="_blank" rel="noopener" sx={{ fontWeight: 700 }}>
          Abrir a página da doação mensal
          <Box component="span" sx={visuallyHidden}>
            {' '}
            (abre em nova aba)
          </Box>
        </Link>
        . Também enviamos o código e o link para o seu e-mail.
      </Alert>
      <Button variant="outlined" onClick={onClose} sx={{ minHeight: 44 }}>
        Fechar
      </Button>
    </Box>
  );
}
