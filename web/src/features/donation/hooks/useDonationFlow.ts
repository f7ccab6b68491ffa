import { useCallback, useRef, useState } from 'react';
import type { FieldError } from '../../../shared/fieldErrors';
import { apiReaisToCents } from '../../../../../rules/money';
import { whenIdle } from '../../../shared/tasks';
import { useToast } from '../../../shared/toast';
import type { DonationOption } from '../components/DonationSection';
// The values only, never the validator (zod): it loads with the form dialog.
import {
  emptyDonationForm,
  formatAmountInput,
  isDonationField,
  type DonationFormErrors,
  type DonationFormValues,
  type DonationRequest,
} from '../values';

/** The donation form, while it is open. */
export interface DonationFormStep {
  values: DonationFormValues;
  serverErrors?: DonationFormErrors;
  /** A new key resets the form to `values`. */
  key: number;
}

/** The PIX charge to create, while its dialog is open. */
export interface PixStep {
  request: DonationRequest;
  /** A new key starts a new charge. */
  key: number;
}

export interface DonationFlowOptions {
  /** Starts loading the PIX dialog's code while the donor fills in the form. */
  preloadPix?: () => unknown;
}

export interface DonationFlow {
  /** The preset option with an external checkout link, awaiting the thank-you dialog's answer. */
  chosenOption: DonationOption | null;
  form: DonationFormStep | null;
  pix: PixStep | null;
  /** Grows by one on each confirmed payment: the live notifications check at once. */
  paymentSignal: number;
  chooseOption: (option: DonationOption) => void;
  cancelOption: () => void;
  /** Thank-you dialog's "Continuar": the option's external checkout. */
  continueWith: (option: DonationOption) => void;
  chooseCustomAmount: (amountCents: number) => void;
  closeForm: (values: DonationFormValues) => void;
  /** The form's valid values and the request it made of them. */
  submitForm: (values: DonationFormValues, request: DonationRequest) => void;
  closePix: () => void;
  /** The server refused fields: back to the form, with the messages beside them. */
  refused: (errors: FieldError[]) => void;
  paid: () => void;
}

/**
 * Seed §4, the steps of a donation: a preset option with an external checkout link goes
 * through the thank-you dialog to that page; any other option and a custom amount go
 * straight to the form, and a valid form to the PIX dialog. What the donor typed survives closing the form, a
 * failed attempt and a server refusal, until a payment is confirmed.
 */
export function useDonationFlow({ preloadPix }: DonationFlowOptions = {}): DonationFlow {
  const toast = useToast();
  const [chosenOption, setChosenOption] = useState<DonationOption | null>(null);
  const [form, setForm] = useState<DonationFormStep | null>(null);
  // Read by the handlers only, never rendered: a ref keeps them stable (app/HomePage.tsx
  // renders the page's sections again only when they change, not at each tap).
  const draft = useRef<DonationFormValues | null>(null);
  const [pix, setPix] = useState<PixStep | null>(null);
  const [paymentSignal, setPaymentSignal] = useState(0);

  const chooseCustomAmount = useCallback(
    (amountCents: number) => {
      // After the form is on screen: starting a chunk's import cost the tap's task 25 ms on a slow phone.
      if (preloadPix) void whenIdle().then(preloadPix);
      const values = { ...(draft.current ?? emptyDonationForm(amountCents)), amount: formatAmountInput(amountCents) };
      setForm({ values, key: Date.now() });
    },
    [preloadPix],
  );

  // Only an external checkout needs the thank-you dialog (it leaves the site); our own
  // form opens at once with the option's amount: two steps to the code, not four.
  const chooseOption = useCallback(
    (option: DonationOption) => {
      if (option.checkoutUrl) setChosenOption(option);
      else chooseCustomAmount(apiReaisToCents(option.value));
    },
    [chooseCustomAmount],
  );

  const cancelOption = () => setChosenOption(null);

  const continueWith = (option: DonationOption) => {
    setChosenOption(null);
    if (option.checkoutUrl) {
      window.location.assign(option.checkoutUrl);
      return;
    }
    chooseCustomAmount(apiReaisToCents(option.value));
  };

  const closeForm = (values: DonationFormValues) => {
    draft.current = values;
    setForm(null);
  };

  const submitForm = (values: DonationFormValues, request: DonationRequest) => {
    draft.current = values;
    setForm(null);
    setPix({ request, key: Date.now() });
  };

  // Stable callbacks: the PIX dialog holds them while its requests are in flight.
  const refused = useCallback(
    (errors: FieldError[]) => {
      const serverErrors: DonationFormErrors = {};
      for (const error of errors) {
        if (isDonationField(error.field)) serverErrors[error.field] = error.message;
      }
      setPix(null);
      if (Object.keys(serverErrors).length === 0) {
        toast({
          title: 'Erro',
          description: errors[0]?.message ?? 'Falha ao processar doação. Tente novamente.',
          severity: 'error',
        });
      }
      setForm({ values: draft.current ?? emptyDonationForm(0), serverErrors, key: Date.now() });
    },
    [toast],
  );

  const paid = useCallback(() => {
    draft.current = null;
    setPaymentSignal((signal) => signal + 1);
  }, []);

  const closePix = useCallback(() => setPix(null), []);

  return {
    chosenOption,
    form,
    pix,
    paymentSignal,
    chooseOption,
    cancelOption,
    continueWith,
    chooseCustomAmount,
    closeForm,
    submitForm,
    closePix,
    refused,
    paid,
  };
}
