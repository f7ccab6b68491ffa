import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, useEffect } from 'react';
import { useDonationFlow } from '../features/donation/hooks/useDonationFlow';
import { SiteHeader } from '../features/header/components/SiteHeader';
import { CampaignHero } from '../features/hero/components/CampaignHero';
import { hasEarlyTaps } from '../shared/earlyTaps';
import { lazyLive } from './lazyLive';

// Most visitors never open these: they load when a donation starts.
const loadPixDialog = () => import('../features/pix/components/PixDialog');
const loadDonationForm = () => import('../features/donation/components/DonationFormDialog');
const DonationFormDialog = lazyLive(() => loadDonationForm().then((module) => module.default));
const PixDialog = lazyLive(() => loadPixDialog().then((module) => module.default));

// Below the first screen, or shown seconds later: their code loads right after the
// first paint instead of delaying it (docs/PERFORMANCE.md, initial JavaScript budget).
const DonationSection = lazyLive(
  () => import('../features/donation/components/DonationSection').then((module) => module.DonationSection),
  { hydrateNear: '#doar' },
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
  const flow = useDonationFlow({ preloadPix: loadPixDialog });
  // A card tapped before hydration opens the form when replayed: fetch its code alongside
  // the amount cards' chunk instead of after it (one slow round trip fewer).
  useEffect(() => {
    if (hasEarlyTaps()) void loadDonationForm();
  }, []);

  return (
    <>
      <SiteHeader />
      <main>
        <CampaignHero />
        {/* One boundary each: a section hydrates when it nears the viewport, not when the last one does. */}
        <Suspense fallback={null}>
          <DonationSection onChooseOption={flow.chooseOption} onChooseCustomAmount={flow.chooseCustomAmount} />
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
      <Suspense fallback={null}>
        <LiveDonations checkSignal={flow.paymentSignal} />
      </Suspense>
      <Suspense fallback={null}>
        <ThankYouDialog option={flow.chosenOption} onCancel={flow.cancelOption} onContinue={flow.continueWith} />
      </Suspense>
      <Suspense
        fallback={
          <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
            <CircularProgress aria-label="Carregando" sx={{ color: '#fff' }} />
          </Backdrop>
        }
      >
        {flow.form ? (
          <DonationFormDialog
            key={flow.form.key}
            open
            initialValues={flow.form.values}
            serverErrors={flow.form.serverErrors}
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
