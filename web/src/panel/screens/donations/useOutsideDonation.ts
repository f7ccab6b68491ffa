import { useRef, useState, type ChangeEvent } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { brasiliaDayOf } from '../../../../../rules/brasilia-time';
import {
  checkCorrectionReason,
  checkOutsideDonationInput,
  type OutsideDonationValues,
  type OutsideMethodName,
} from '../../../../../rules/outside-donation';
import { formatBRL } from '../../../shared/format';
import { fieldOf, messageOf } from '../../apollo';
import { useFeedback } from '../../feedback';
import { formatCpf } from '../../format';
import { graphql } from '../../gql';
import type { OutsideDonationInput } from '../../gql/graphql';
import { postProof } from '../../proofs';
import type { DonationNode } from './useDonations';

export const RegisterOutsideDonationMutation = graphql(`
  mutation PanelRegisterOutsideDonation($input: OutsideDonationInput!) {
    registerOutsideDonation(input: $input) {
      id
      amount
    }
  }
`);

export const CorrectOutsideDonationMutation = graphql(`
  mutation PanelCorrectOutsideDonation($id: ID!, $reason: String!, $correction: OutsideDonationInput) {
    correctOutsideDonation(id: $id, reason: $reason, correction: $correction) {
      annulled {
        id
      }
      replacement {
        id
        amount
      }
    }
  }
`);

/** How the money came, as the organiser says it. */
export const METHOD_LABEL: Record<OutsideMethodName, string> = {
  CASH: 'Dinheiro',
  TRANSFER: 'Transferência',
  DIRECT_PIX: 'PIX direto na chave',
  EVENT: 'Evento (rifa, bazar…)',
};

/** What the organiser types; `showName` is the form's side of `isAnonymous` (off: anonymous on the page). */
export interface OutsideForm {
  amount: string;
  receivedOn: string;
  method: OutsideMethodName;
  name: string;
  showName: boolean;
  email: string;
  cpf: string;
  note: string;
}
type TextFieldName = Exclude<keyof OutsideForm, 'showName'>;

/** A new entry: today in Brasília, cash, anonymous. */
const emptyForm = (): OutsideForm => ({
  amount: '',
  receivedOn: brasiliaDayOf(new Date()),
  method: 'CASH',
  name: '',
  showName: false,
  email: '',
  cpf: '',
  note: '',
});

/** A registered donation's values, for its correction to start from. */
function formOf(donation: DonationNode): OutsideForm {
  return {
    amount: donation.amount.replace('.', ','),
    receivedOn: donation.outside?.receivedOn ?? brasiliaDayOf(new Date()),
    method: donation.outside?.method ?? 'CASH',
    name: donation.name,
    showName: !donation.isAnonymous,
    email: donation.email,
    cpf: donation.cpf ? formatCpf(donation.cpf) : '',
    note: donation.outside?.note ?? '',
  };
}

const inputOf = (form: OutsideForm, idempotencyKey: string): OutsideDonationInput => ({
  idempotencyKey,
  amount: form.amount.trim(),
  receivedOn: form.receivedOn,
  method: form.method,
  name: form.name.trim() || null,
  isAnonymous: !form.showName,
  email: form.email.trim() || null,
  cpf: form.cpf.trim() || null,
  note: form.note.trim() || null,
});

/** Sends a proof to a registered donation (private: only the panel reads it back). */
export const uploadDonationProof = (donationId: string, file: File) =>
  postProof(`/api/admin/donations/${encodeURIComponent(donationId)}/proofs`, file);

/**
 * The entry's fields, checked by the API's own rules (rules/outside-donation.ts) before sending,
 * so the organiser reads the same pt-BR messages at once; the API's answer for a field lands there too.
 */
export function useOutsideDonationForm(start?: DonationNode) {
  const [form, setForm] = useState<OutsideForm>(() => (start ? formOf(start) : emptyForm()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [file, setFile] = useState<File | null>(null);
  const today = brasiliaDayOf(new Date());

  const field = (name: TextFieldName) => ({
    name,
    value: form[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setForm((current) => ({ ...current, [name]: event.target.value }));
      // A corrected field loses its message; the others keep theirs until the next check.
      setErrors(({ [name]: _fixed, ...rest }) => rest);
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });
  const showName = {
    checked: form.showName,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setForm((current) => ({ ...current, showName: event.target.checked })),
  };

  /** The values as the API will store them, or null with every problem shown. */
  const check = (): OutsideDonationValues | null => {
    const checked = checkOutsideDonationInput(inputOf(form, 'form-check'), new Date());
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.errors.map((error) => [error.field, error.message])));
      return null;
    }
    setErrors({});
    return checked.value;
  };
  /** Shows the API's refusal under its field, when it named one. */
  const refused = (error: unknown) => {
    const name = fieldOf(error);
    if (name) setErrors((current) => ({ ...current, [name]: messageOf(error) }));
  };

  return { form, field, showName, file, setFile, check, refused, errors, setErrors, today };
}

/** What the organiser reads once an entry is saved: the amount, the way, the receipt and the proof. */
function savedMessage(verb: string, values: OutsideDonationValues, proofProblem: string | null, withProof: boolean): string {
  const what = `${formatBRL(values.amountCents / 100)} (${METHOD_LABEL[values.method].toLowerCase()})`;
  const receipt = values.email ? ' O recibo vai por e-mail.' : '';
  if (proofProblem) return `Doação de ${what} ${verb}, mas o comprovante não foi enviado: ${proofProblem}`;
  return `Doação de ${what} ${verb}${withProof ? ' com o comprovante' : ''}. Já conta no arrecadado e em /transparencia.${receipt}`;
}

/**
 * Registering money received outside the site. The idempotency key is made once per opening of
 * the form, so a double tap, or a retry after a lost answer, registers the donation once.
 */
export function useRegisterOutsideDonation(onDone: () => void) {
  const { notify } = useFeedback();
  const entry = useOutsideDonationForm();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  // State changes only on the next render; a second tap in the same frame must already see "busy".
  const sending = useRef(false);
  const client = useApolloClient();
  const [register] = useMutation(RegisterOutsideDonationMutation);

  const submit = async () => {
    if (sending.current) return;
    const values = entry.check();
    if (!values) return;
    sending.current = true;
    setBusy(true);
    try {
      const { data } = await register({ variables: { input: inputOf(entry.form, idempotencyKey) } });
      const id = data?.registerOutsideDonation.id;
      const proofProblem = entry.file && id ? await uploadDonationProof(id, entry.file) : null;
      // After the upload, so the list shows the donation with its proof.
      await client.refetchQueries({ include: ['PanelDonations'] });
      // Back to the list first: while a dialog is open the rest of the page, the notice included, is hidden from screen readers.
      onDone();
      notify(savedMessage('registrada', values, proofProblem, Boolean(entry.file)), proofProblem ? 'warning' : 'success');
    } catch (error) {
      entry.refused(error);
      notify(messageOf(error), 'error');
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  return { ...entry, submit, busy };
}

/**
 * Correcting a registered donation, never silently: it is annulled with a reason and, unless the
 * organiser only annuls it, the corrected entry (prefilled with the old values) takes its place.
 */
export function useCorrectOutsideDonation(donation: DonationNode, onDone: () => void) {
  const { confirm, notify } = useFeedback();
  const entry = useOutsideDonationForm(donation);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const client = useApolloClient();
  const [correctDonation] = useMutation(CorrectOutsideDonationMutation);
  const was = formatBRL(donation.amount);

  const reasonField = {
    value: reason,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setReason(event.target.value);
      setReasonError('');
    },
    error: Boolean(reasonError),
    helperText: reasonError || 'Aparece em /transparencia ao lado da entrada anulada.',
    fullWidth: true,
  };

  const run = async (withCorrection: boolean) => {
    if (sending.current) return;
    const checkedReason = checkCorrectionReason(reason);
    if ('error' in checkedReason) setReasonError(checkedReason.error);
    const values = withCorrection ? entry.check() : null;
    if ('error' in checkedReason || (withCorrection && !values)) return;
    if (!withCorrection) {
      const yes = await confirm({
        title: 'Só anular esta doação?',
        text: `A doação de ${was} sai do total arrecadado e a linha em /transparencia passa a dizer "anulada", com o motivo. Nenhuma outra entra no lugar. Não dá para desfazer.`,
        action: 'Anular doação',
      });
      if (!yes) return;
    }
    sending.current = true;
    setBusy(true);
    try {
      const { data } = await correctDonation({
        variables: {
          id: donation.id,
          reason: checkedReason.value,
          correction: withCorrection ? inputOf(entry.form, idempotencyKey) : null,
        },
      });
      const replacementId = data?.correctOutsideDonation.replacement?.id;
      const proofProblem = entry.file && replacementId ? await uploadDonationProof(replacementId, entry.file) : null;
      await client.refetchQueries({ include: ['PanelDonations'] });
      onDone();
      if (values)
        notify(
          `Doação de ${was} anulada. ${savedMessage('registrada no lugar', values, proofProblem, Boolean(entry.file))}`,
          proofProblem ? 'warning' : 'success',
        );
      else notify(`Doação de ${was} anulada: saiu do total arrecadado.`);
    } catch (error) {
      if (fieldOf(error) === 'reason') setReasonError(messageOf(error));
      else entry.refused(error);
      notify(messageOf(error), 'error');
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  return { ...entry, reasonField, correct: () => run(true), annulOnly: () => run(false), busy };
}
