import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { memo, startTransition, Suspense, useEffect, useState } from 'react';
import { useDonationFlow, type DonationFlow } from '../features/donation/hooks/useDonationFlow';
import { SiteHeader } from '../features/header/components/SiteHeader';
import { CampaignHero } from '../features/hero/components/CampaignHero';
import { whenIdle } from '../shared/tasks';
import { visuallyHidden } from '../shared/visuallyHidden';
import { lazyLive } from './lazyLive';

// Most visitors never open these: they load when a donation starts.
const DonationFormDialog = lazyLive(() =>
  import('../features/donation/components/DonationFormDialog').then((module) => module.default),
);
const PixDialog = lazyLive(() => import('../features/pix/components/PixDialog').then((module) => module.default));

// Below the first screen, or shown seconds later: their code loads right after the
// first paint instead of delaying it (docs/PERFORMANCE.md, initial JavaScript budget).
// The form's code does not wait for the amounts: it is prepared before a tap (usePreparedForm).
const DonationSection = lazyLive(
  () => import('../features/donation/components/DonationSection').then((module) => module.DonationSection),
  { hydrateNear: '#doar' },
);
const BankCheckSection = lazyLive(
  () => import('../features/bank-check/components/BankCheckSection').then((module) => module.BankCheckSection),
  { hydrateNear: '#banco' },
);
const StorySection = lazyLive(() => import('../features/story/components/StorySection').then((module) => module.StorySection), {
  hydrateNear: '#historia',
});
const CommentsSection = lazyLive(
  () => import('../features/comments/components/CommentsSection').then((module) => module.CommentsSection),
  { hydrateNear: '#depoimentos' },
);
const UpdatesSection = lazyLive(
  () => import('../features/updates/components/UpdatesSection').then((module) => module.UpdatesSection),
  { hydrateNear: '#novidades, #depoimentos' },
);
const LiveDonations = lazyLive(
  () => import('../features/notifications/components/LiveDonations').then((module) => module.LiveDonations),
  { when: 'idle' },
);
const ThankYouDialog = lazyLive(() =>
  import('../features/donation/components/ThankYouDialog').then((module) => module.ThankYouDialog),
);

export function HomePage() {
  const flow = useDonationFlow({ preloadPix: PixDialog.preload });
  const formPrepared = usePreparedForm();

  return (
    <>
      <PageSections onChooseOption={flow.chooseOption} onChooseCustomAmount={flow.chooseCustomAmount} />
      <Suspense fallback={null}>
        <LiveDonations checkSignal={flow.paymentSignal} />
      </Suspense>
      <Suspense fallback={null}>
        <ThankYouDialog option={flow.chosenOption} onCancel={flow.cancelOption} onContinue={flow.continueWith} />
      </Suspense>
      {/* The hidden form is prepared once its code is in: it never suspends, in a transition at that. */}
      <Suspense fallback={<DialogLoading />}>
        {flow.form || formPrepared ? (
          <DonationFormDialog
            open={!!flow.form}
            formKey={flow.form?.key}
            initialValues={flow.form?.values}
            serverErrors={flow.form?.serverErrors}
            onClose={flow.closeForm}
            onSubmit={flow.submitForm}
          />
        ) : null}
        {flow.pix ? (
          <PixDialog
            key={flow.pix.key}
            request={flow.pix.request}
            onClose={flow.closePix}
            onInvalid={flow.refused}
            onPaid={flow.paid}
          />
        ) : null}
      </Suspense>
    </>
  );
}

interface PageSectionsProps {
  onChooseOption: DonationFlow['chooseOption'];
  onChooseCustomAmount: DonationFlow['chooseCustomAmount'];
}

/**
 * The page itself, apart from the dialogs: a tap that opens one renders the dialog only,
 * not the hero and every section again (that was most of a tap's work on a slow phone).
 */
const PageSections = memo(function PageSections({ onChooseOption, onChooseCustomAmount }: PageSectionsProps) {
  return (
    <>
      <SiteHeader />
      <main>
        <CampaignHero />
        {/* One boundary each: a section hydrates when it nears the viewport, not when the last one does. */}
        <Suspense fallback={null}>
          <DonationSection onChooseOption={onChooseOption} onChooseCustomAmount={onChooseCustomAmount} />
        </Suspense>
        <Suspense fallback={null}>
          <BankCheckSection />
        </Suspense>
        <Suspense fallback={null}>
          <StorySection />
        </Suspense>
        <Suspense fallback={null}>
          <UpdatesSection />
        </Suspense>
        <Suspense fallback={null}>
          <CommentsSection />
        </Suspense>
      </main>
    </>
  );
});

/**
 * True once the donation form's code is in (fetched when the first screen is idle) and the
 * phone is idle again: the form is then rendered hidden, in a transition (React cuts its
 * render into short tasks a tap can come between). Its first render (MUI's dialog, its
 * fields, their styles) was most of a tap's wait, a task of 250–350 ms on a slow phone
 * (docs/PERFORMANCE.md); a tap now only shows it.
 */
function usePreparedForm(): boolean {
  const [prepared, setPrepared] = useState(false);
  useEffect(() => {
    // The form's code comes once the first screen is idle, not only once the amounts near it.
    void whenIdle()
      .then(DonationFormDialog.preload)
      .then(() => whenIdle())
      .then(() => startTransition(() => setPrepared(true)));
  }, []);
  return prepared;
}

const spin = keyframes`to { transform: rotate(1turn); }`;

/**
 * Over the page while a dialog's code arrives (rare: it is preloaded): a dimmed screen, a
 * spinner and a status message. Plain boxes: MUI's Backdrop and CircularProgress cost
 * the initial JavaScript more than they draw here.
 */
function DialogLoading() {
  return (
    <Box
      role="status"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        display: 'grid',
        placeItems: 'center',
        bgcolor: '#0008',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: '4px solid #fff',
          borderRightColor: 'transparent',
          animation: `${spin} 0.8s linear infinite`,
        }}
      />
      <Box component="span" sx={visuallyHidden}>
        Carregando…
      </Box>
    </Box>
  );
}
