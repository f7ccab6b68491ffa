import CloseIcon from '@mui/icons-material/Close';
import PixIcon from '@mui/icons-material/Pix';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@apollo/client/react';
import {
  lazy,
  memo,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { graphql } from '../../../gql';
import {
  DONATION_FIELDS,
  emptyDonationForm,
  MESSAGE_MAX_LENGTH,
  maskCpf,
  maskPhone,
  toDonationRequest,
  validateDedication,
  validateDonationForm,
  type DedicationErrors,
  validateField,
  type DonationField,
  type DonationFormErrors,
  type DonationFormValues,
  type DonationRequest,
} from '../form';
import { amountRangeText } from '../../../../../rules/amount';
import { UPDATES_CONSENT_TEXT } from '../../../../../rules/updates-consent';
import {
  DEDICATION_KINDS,
  DEDICATION_KIND_LABELS,
  DEDICATION_MESSAGE_MAX_LENGTH,
  DEDICATION_TOGGLE_TEXT,
  type DedicationFormValues,
} from '../../../../../rules/dedication';
import { useDonationLimits } from '../hooks/useDonationLimits';
import { TermsLine } from './TermsLine';
import { whenIdle } from '../../../shared/tasks';
import { visuallyHidden } from '../../../shared/visuallyHidden';

// Part of the campaign the server inlines into every page: answered from the cache.
const MonthlyGivingQuery = graphql(`
  query MonthlyGiving {
    campaign {
      monthlyGiving
    }
  }
`);

// Likewise: whether the organiser offers "em homenagem" / "em memória" (on unless turned off).
const DedicationsOfferedQuery = graphql(`
  query DedicationsOffered {
    campaign {
      dedications
    }
  }
`);

// Only where the organiser offers it, and only for donors who choose it.
const loadMonthlyForm = () => import('./MonthlyDonationForm');
const MonthlyDonationForm = lazy(loadMonthlyForm);

type Frequency = 'once' | 'monthly';

const NO_VALUES = emptyDonationForm(0);
const NO_DEDICATION: DedicationFormValues = { kind: '', name: '', email: '', message: '', showAmount: false };
// One object, not a new one per opening: the memoized dedication fields then skip a reset that changes nothing.
const NO_DEDICATION_ERRORS: DedicationErrors = {};

/** The groups of fields the hidden form is prepared in, after its empty dialog (see `preparedParts`). */
const FORM_PARTS = 5;
/** At most this long between two groups on a busy phone, so that all are ready before a tap. */
const PART_WAIT_MS = 200;

interface DonationFormDialogProps {
  open: boolean;
  /** A new key resets the form to `initialValues` (the dialog stays mounted between openings). */
  formKey?: number;
  /** Absent while the dialog is prepared hidden, before any tap (app/HomePage.tsx). */
  initialValues?: DonationFormValues;
  /** Errors the server found (mapped by field), shown as if the form had found them. */
  serverErrors?: DonationFormErrors;
  onClose: (values: DonationFormValues) => void;
  /** Valid values, and the request made of them for the PIX dialog. */
  onSubmit: (values: DonationFormValues, request: DonationRequest) => void;
}

/** The donor's details before the PIX code: validated inline with the server's own rules. */
export default function DonationFormDialog({
  open,
  formKey = 0,
  initialValues = NO_VALUES,
  serverErrors,
  onClose,
  onSubmit,
}: DonationFormDialogProps) {
  const theme = useTheme();
  // Rendered in the browser only: the right layout in the first render, not one render later.
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<DonationFormErrors>(serverErrors ?? {});
  const [dedicationErrors, setDedicationErrors] = useState<DedicationErrors>(NO_DEDICATION_ERRORS);
  const dedicationsOffered =
    useQuery(DedicationsOfferedQuery, { fetchPolicy: 'cache-first' }).data?.campaign.dedications === true;
  const fieldRefs = useRef<Partial<Record<DonationField, HTMLInputElement | null>>>({});
  const limits = useDonationLimits();
  const monthlyGiving = useQuery(MonthlyGivingQuery, { fetchPolicy: 'cache-first' }).data?.campaign.monthlyGiving === true;
  const [frequency, setFrequency] = useState<Frequency>('once');
  // Once the monthly code is shown, the dialog is that step only: no way back to a form half-sent.
  const [authorising, setAuthorising] = useState(false);
  useEffect(() => {
    if (monthlyGiving) void loadMonthlyForm();
  }, [monthlyGiving]);
  // Prepared hidden (app/HomePage.tsx), the dialog renders empty first, then a few fields
  // a transition, each when the phone is idle: one render of them all was a task of 150 ms
  // and more on a slow phone (their styles inserted, then laid out), one a tap could wait behind.
  // Open, it renders them all.
  const [preparedParts, setPreparedParts] = useState(open ? FORM_PARTS : 0);
  useEffect(() => {
    if (open || preparedParts >= FORM_PARTS) return;
    let mounted = true;
    void whenIdle(PART_WAIT_MS).then(() => mounted && startTransition(() => setPreparedParts((parts) => parts + 1)));
    return () => {
      mounted = false;
    };
  }, [open, preparedParts]);
  const shownParts = open ? FORM_PARTS : preparedParts;
  // Each opening starts from the values it is given, as a fresh dialog would (React's
  // "adjusting state when a prop changes"): the dialog is rendered once, hidden, before
  // the first tap (app/HomePage.tsx), and a tap only shows it.
  const [shownKey, setShownKey] = useState(formKey);
  if (formKey !== shownKey) {
    setShownKey(formKey);
    setValues(initialValues);
    setErrors(serverErrors ?? {});
    setDedicationErrors(NO_DEDICATION_ERRORS);
    setFrequency('once');
    setAuthorising(false);
  }

  // The fields are memoized and their handlers stable: a tap that opens the form changes the
  // amount, and only the amount's field renders again (all of them was most of the tap's work).
  const latest = useRef({ values, limits });
  useLayoutEffect(() => {
    latest.current = { values, limits };
  });

  const set = useCallback((field: keyof DonationFormValues, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      // A corrected field loses its error at once; a new error waits for blur or submit.
      let next = field in current ? { ...current, [field]: undefined } : current;
      // Going anonymous makes the name optional: its old complaint may no longer hold.
      if (field === 'isAnonymous') next = { ...next, name: undefined };
      return next;
    });
  }, []);

  const setDedication = useCallback((field: keyof DedicationFormValues, value: string | boolean) => {
    setValues((current) => ({ ...current, dedication: { ...(current.dedication ?? NO_DEDICATION), [field]: value } }));
    setDedicationErrors((current) => (field in current ? { ...current, [field]: undefined } : current));
  }, []);
  const toggleDedication = useCallback((on: boolean) => set('dedicationOn', on), [set]);

  const blur = useCallback((field: DonationField) => {
    const message = validateField(field, latest.current.values, latest.current.limits);
    setErrors((current) => ({ ...current, [field]: message }));
  }, []);

  const register = useCallback((field: DonationField, element: HTMLInputElement | null) => {
    fieldRefs.current[field] = element;
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDonationForm(values, limits);
    setErrors(found);
    // Sent only while offered and ticked.
    const sent = { ...values, dedicationOn: values.dedicationOn && dedicationsOffered };
    const dedicationFound = validateDedication(sent);
    setDedicationErrors(dedicationFound);
    const firstInvalid = DONATION_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      fieldRefs.current[firstInvalid]?.focus();
      return;
    }
    if (Object.values(dedicationFound).some(Boolean)) {
      document
        .getElementById(dedicationFound.kind ? 'doacao-homenagem-tipo' : `doacao-homenagem-${Object.keys(dedicationFound)[0]}`)
        ?.focus();
      return;
    }
    onSubmit(values, toDonationRequest(sent));
  };

  const fieldProps = (field: DonationField) => ({
    field,
    value: values[field],
    error: errors[field],
    onValue: set,
    onBlurField: blur,
    register,
  });

  return (
    <Dialog
      open={open}
      // Closed, it stays in the page hidden (no role, not focusable): opening it again costs no new render of its fields.
      keepMounted
      onClose={() => onClose(values)}
      fullScreen={fullScreen}
      // Full screen, the page behind is covered: locking its scroll (overflow on <body>) only
      // made the phone lay the whole page out again in the tap's frame. The dialog's scroll
      // does not pass on to the page behind at its ends instead (overscroll-behavior).
      disableScrollLock={fullScreen}
      slotProps={{ paper: { sx: { overscrollBehavior: 'contain' } } }}
      maxWidth="sm"
      fullWidth
      aria-labelledby="doacao-titulo"
    >
      <DialogTitle id="doacao-titulo" sx={{ pr: 7, fontWeight: 800 }}>
        {authorising ? 'Doação mensal' : 'Seus dados para a doação'}
        <IconButton aria-label="Fechar" onClick={() => onClose(values)} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ overscrollBehavior: 'contain' }}>
        {monthlyGiving && !authorising ? (
          <ToggleButtonGroup
            value={frequency}
            exclusive
            fullWidth
            color="primary"
            aria-label="Frequência da doação"
            onChange={(_event, chosen: Frequency | null) => chosen && setFrequency(chosen)}
            sx={{ mb: 2 }}
          >
            <ToggleButton value="once" sx={{ fontWeight: 700, minHeight: 44 }}>
              Uma vez
            </ToggleButton>
            <ToggleButton value="monthly" sx={{ fontWeight: 700, minHeight: 44 }}>
              Mensal
            </ToggleButton>
          </ToggleButtonGroup>
        ) : null}
        {monthlyGiving && frequency === 'monthly' ? (
          <Suspense fallback={<MonthlyLoading />}>
            <MonthlyDonationForm
              values={values}
              onChange={set}
              limits={limits}
              onAuthorising={() => setAuthorising(true)}
              onClose={() => onClose(values)}
            />
          </Suspense>
        ) : (
          <Box component="form" id="doacao-form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
            {shownParts >= 1 ? (
              <>
                <FormField
                  {...fieldProps('amount')}
                  label="Valor da doação"
                  required
                  helper={`Você pode mudar o valor: de ${amountRangeText(limits)}.`}
                  slotProps={AMOUNT_SLOTS}
                />
              </>
            ) : null}
            {shownParts >= 2 ? (
              <>
                <CheckField
                  field="isAnonymous"
                  checked={values.isAnonymous}
                  onValue={set}
                  label="Doar anonimamente"
                  helpId="doacao-anonimo-ajuda"
                  help="Seu nome não aparece nos depoimentos nem nas notificações e pode ficar em branco."
                />
                <FormField
                  {...fieldProps('name')}
                  helper={values.isAnonymous ? 'Opcional em uma doação anônima.' : undefined}
                  label="Nome completo"
                  required={!values.isAnonymous}
                  slotProps={NAME_SLOTS}
                />
              </>
            ) : null}
            {shownParts >= 3 ? (
              <>
                <FormField
                  {...fieldProps('email')}
                  helper="Para enviarmos a confirmação da doação."
                  label="E-mail"
                  type="email"
                  required
                  slotProps={EMAIL_SLOTS}
                />
                <CheckField
                  field="wantsUpdates"
                  checked={values.wantsUpdates}
                  onValue={set}
                  label={UPDATES_CONSENT_TEXT}
                  helpId="doacao-novidades-ajuda"
                  help="Opcional. Você pode parar quando quiser, pelo link em cada e-mail."
                />
              </>
            ) : null}
            {shownParts >= 4 ? (
              <>
                <FormField
                  {...fieldProps('phone')}
                  helper="Opcional, com DDD."
                  label="Telefone / WhatsApp"
                  type="tel"
                  mask={maskPhone}
                  placeholder="(11) 98765-4321"
                  slotProps={PHONE_SLOTS}
                />
                <FormField
                  {...fieldProps('cpf')}
                  helper="Opcional — para recibo. Guardado com criptografia."
                  label="CPF"
                  mask={maskCpf}
                  placeholder="000.000.000-00"
                  slotProps={CPF_SLOTS}
                />
              </>
            ) : null}
            {shownParts >= 5 ? (
              <>
                <FormField
                  {...fieldProps('message')}
                  helper={`Opcional. Aparece nos depoimentos depois da confirmação. ${values.message.length}/${MESSAGE_MAX_LENGTH}`}
                  label="Mensagem de apoio"
                  // A plain textarea of fixed rows, not MUI's autosize (what `multiline` gives
                  // alone): its measuring, a forced layout and a second render in the commit,
                  // was a task of 60 ms and more on a slow phone.
                  multiline
                  rows={3}
                  slotProps={TEXTAREA_SLOTS}
                />
                {dedicationsOffered ? (
                  <DedicationFields
                    on={values.dedicationOn === true}
                    values={values.dedication ?? NO_DEDICATION}
                    errors={dedicationErrors}
                    onToggle={toggleDedication}
                    onChange={setDedication}
                  />
                ) : null}
                <FormEnd />
              </>
            ) : null}
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}

// Made once: a memoized field whose props are equal skips its render.
const AMOUNT_SLOTS = {
  input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
  htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
} as const;
const NAME_SLOTS = { htmlInput: { autoComplete: 'name', maxLength: 120 } } as const;
const EMAIL_SLOTS = { htmlInput: { autoComplete: 'email', inputMode: 'email' } } as const;
const PHONE_SLOTS = { htmlInput: { autoComplete: 'tel-national', inputMode: 'tel' } } as const;
const CPF_SLOTS = { htmlInput: { inputMode: 'numeric', autoComplete: 'off' } } as const;
const TEXTAREA_SLOTS = { input: { inputComponent: 'textarea' } } as const;

/** One of the donor's fields: renders again only when its own value, error or text changes. */
const FormField = memo(function FormField(props: {
  field: DonationField;
  value: string;
  error?: string;
  helper?: string;
  label: string;
  required?: boolean;
  type?: string;
  placeholder?: string;
  multiline?: boolean;
  rows?: number;
  mask?: (typed: string) => string;
  slotProps?: TextFieldProps['slotProps'];
  onValue: (field: DonationField, value: string) => void;
  onBlurField: (field: DonationField) => void;
  register: (field: DonationField, element: HTMLInputElement | null) => void;
}) {
  const { field, error, helper, mask, onValue, onBlurField, register, ...shown } = props;
  return (
    <TextField
      {...shown}
      id={`doacao-${field}`}
      onChange={(event) => onValue(field, mask ? mask(event.target.value) : event.target.value)}
      onBlur={() => onBlurField(field)}
      error={Boolean(error)}
      helperText={error ?? helper}
      inputRef={(element: HTMLInputElement | null) => register(field, element)}
      fullWidth
    />
  );
});

/** A ticked choice with its explanation below, memoized as the fields are. */
const CheckField = memo(function CheckField(props: {
  field: 'isAnonymous' | 'wantsUpdates';
  checked: boolean;
  label: ReactNode;
  help: string;
  helpId: string;
  onValue: (field: 'isAnonymous' | 'wantsUpdates', value: boolean) => void;
}) {
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={props.checked}
            onChange={(event) => props.onValue(props.field, event.target.checked)}
            slotProps={{ input: { 'aria-describedby': props.helpId } }}
          />
        }
        label={props.label}
      />
      <FormHelperText id={props.helpId} sx={{ mt: -0.5 }}>
        {props.help}
      </FormHelperText>
    </Box>
  );
});

/** The button and the terms: nothing in them changes while the form is open. */
const FormEnd = memo(function FormEnd() {
  return (
    <>
      <Button type="submit" variant="contained" size="large" startIcon={<PixIcon />} sx={{ py: 1.5, fontSize: '1.05rem' }}>
        Gerar código PIX
      </Button>
      <TermsLine />
    </>
  );
});

/**
 * "Em homenagem a" / "Em memória de" someone (rules/dedication.ts), behind an unticked box so
 * the form stays short on a phone.
 */
const DedicationFields = memo(function DedicationFields(props: {
  on: boolean;
  values: DedicationFormValues;
  errors: DedicationErrors;
  onToggle: (on: boolean) => void;
  onChange: (field: keyof DedicationFormValues, value: string | boolean) => void;
}) {
  const { values, errors, onChange } = props;
  return (
    <Box>
      <FormControlLabel
        control={<Checkbox id="doacao-homenagem" checked={props.on} onChange={(event) => props.onToggle(event.target.checked)} />}
        label={DEDICATION_TOGGLE_TEXT}
      />
      {props.on ? (
        <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
          <Box>
            <RadioGroup
              row
              aria-label="Tipo de homenagem"
              value={values.kind}
              onChange={(event) => onChange('kind', event.target.value)}
            >
              {DEDICATION_KINDS.map((kind, index) => (
                <FormControlLabel
                  key={kind}
                  value={kind}
                  control={<Radio slotProps={{ input: { id: index === 0 ? 'doacao-homenagem-tipo' : undefined } }} />}
                  label={DEDICATION_KIND_LABELS[kind]}
                />
              ))}
            </RadioGroup>
            {errors.kind ? <FormHelperText error>{errors.kind}</FormHelperText> : null}
          </Box>
          <TextField
            id="doacao-homenagem-name"
            label="Quem você homenageia"
            required
            value={values.name}
            onChange={(event) => onChange('name', event.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name}
            fullWidth
          />
          <TextField
            id="doacao-homenagem-email"
            label="Endereço para avisar da homenagem"
            type="email"
            value={values.email}
            onChange={(event) => onChange('email', event.target.value)}
            error={Boolean(errors.email)}
            helperText={
              errors.email ??
              'Opcional: um e-mail (em memória, de alguém da família). Um único aviso quando o pagamento for confirmado, sem o valor, a menos que você marque abaixo.'
            }
            slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off' } }}
            fullWidth
          />
          <TextField
            id="doacao-homenagem-message"
            label="Recado para o aviso"
            value={values.message}
            onChange={(event) => onChange('message', event.target.value)}
            error={Boolean(errors.message)}
            helperText={errors.message ?? `Opcional. ${values.message.length}/${DEDICATION_MESSAGE_MAX_LENGTH}`}
            multiline
            rows={2}
            slotProps={{ input: { inputComponent: 'textarea' } }}
            fullWidth
          />
          <FormControlLabel
            control={<Checkbox checked={values.showAmount} onChange={(event) => onChange('showAmount', event.target.checked)} />}
            label="Mostrar no aviso quanto você doou"
          />
          <FormHelperText sx={{ mt: -1.5 }}>
            Se a doação não for anônima, o nome homenageado aparece na página de transparência, nunca o e-mail.
          </FormHelperText>
        </Box>
      ) : null}
    </Box>
  );
});

/** While the monthly form's code arrives (rare: it is preloaded with the dialog). */
function MonthlyLoading() {
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        Carregando…
      </Box>
    </Box>
  );
}
