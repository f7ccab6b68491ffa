import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { DonationOption } from '../features/donation/components/DonationSection';
import {
  emptyDonationForm,
  formatAmountInput,
  isDonationField,
  toDonationRequest,
  type DonationFormErrors,
  type DonationFormValues,
  type DonationRequest,
} from '../features/donation/form';
import { SiteHeader } from '../features/header/components/SiteHeader';
import { CampaignHero } from '../features/hero/components/CampaignHero';
import type { FieldError } from '../features/pix/components/PixDialog';
import { apiReaisToCents } from '../../../rules/money';
import { useToast } from '../shared/toast';

// Most visitors never open these: they load when a donation starts.
const loadDonationForm = () => import('../features/donation/components/DonationFormDialog');
const loadPixDialog = () => import('../features/pix/components/PixDialog');
const DonationFormDialog = lazy(loadDonationForm);
const PixDialog = lazy(loadPixDialog);

// Below the first screen, or shown seconds later: their code loads right after the
// first paint instead of delaying it (docs/PERFORMANCE.md, initial JavaScript budget).
const DonationSection = lazy(() =>
  import('../features/donation/components/DonationSection').then((module) => ({ default: module.DonationSection })),
);
const StorySection = lazy(() =>
  import('../features/story/components/StorySection').then((module) => ({ default: module.StorySection })),
);
const CommentsSection = lazy(() =>
  import('../features/comments/components/CommentsSection').then((module) => ({ default: module.CommentsSection })),
);
const LiveDonations = lazy(() =>
  import('../features/notifications/components/LiveDonations').then((module) => ({ default: module.LiveDonations })),
);
const ThankYouDialog = lazy(() =>
  import('../features/donation/components/ThankYouDialog').then((module) => ({ default: module.ThankYouDialog })),
);

interface FormState {
  values: DonationFormValues;
  serverErrors?: DonationFormErrors;
  /** A new key resets the form to `values`. */
  key: number;
}

export function HomePage() {
  const toast = useToast();
  const [chosenOption, setChosenOption] = useState<DonationOption | null>(null);
  const [form, setForm] = useState<FormState | null>(null);
  // What the donor typed survives closing the form, a failed attempt and a server refusal.
  const [draft, setDraft] = useState<DonationFormValues | null>(null);
  const [pixRequest, setPixRequest] = useState<{ request: DonationRequest; key: number } | null>(null);
  const [checkSignal, setCheckSignal] = useState(0);

  const openForm = (amountCents: number) => {
    void loadPixDialog();
    const values = { ...(draft ?? emptyDonationForm(amountCents)), amount: formatAmountInput(amountCents) };
    setForm({ values, key: Date.now() });
  };

  const chooseOption = (option: DonationOption) => {
    if (!option.checkoutUrl) void loadDonationForm();
    setChosenOption(option);
  };

  const continueWith = (option: DonationOption) => {
    setChosenOption(null);
    if (option.checkoutUrl) {
      window.location.assign(option.checkoutUrl);
      return;
    }
    openForm(apiReaisToCents(option.value));
  };

  const submitForm = (values: DonationFormValues) => {
    setDraft(values);
    setForm(null);
    setPixRequest({ request: toDonationRequest(values), key: Date.now() });
  };

  const refused = useCallback(
    (errors: FieldError[]) => {
      const serverErrors: DonationFormErrors = {};
      for (const error of errors) {
        if (isDonationField(error.field)) serverErrors[error.field] = error.message;
      }
      setPixRequest(null);
      if (Object.keys(serverErrors).length === 0) {
        toast({
          title: 'Erro',
          description: errors[0]?.message ?? 'Falha ao processar doação. Tente novamente.',
          severity: 'error',
        });
      }
      setForm({ values: draft ?? emptyDonationForm(0), serverErrors, key: Date.now() });
    },
    [draft, toast],
  );

  const paid = useCallback(() => {
    setDraft(null);
    setCheckSignal((signal) => signal + 1);
  }, []);

  const closePix = useCallback(() => setPixRequest(null), []);

  return (
    <>
      <SiteHeader />
      <main>
        <CampaignHero />
        <Suspense fallback={null}>
          <DonationSection onChooseOption={chooseOption} onChooseCustomAmount={openForm} />
          <StorySection />
          <CommentsSection />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <LiveDonations checkSignal={checkSignal} />
        <ThankYouDialog option={chosenOption} onCancel={() => setChosenOption(null)} onContinue={continueWith} />
      </Suspense>
      <Suspense
        fallback={
          <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
            <CircularProgress aria-label="Carregando" sx={{ color: '#fff' }} />
          </Backdrop>
        }
      >
        {form ? (
          <DonationFormDialog
            key={form.key}
            open
            initialValues={form.values}
            serverErrors={form.serverErrors}
            onClose={(values) => {
              setDraft(values);
              setForm(null);
            }}
            onSubmit={submitForm}
          />
        ) : null}
        {pixRequest ? (
          <PixDialog key={pixRequest.key} request={pixRequest.request} onClose={closePix} onInvalid={refused} onPaid={paid} />
        ) : null}
      </Suspense>
    </>
  );
}
