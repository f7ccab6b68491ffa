import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { SiteHeader } from '../features/header/components/SiteHeader';

// Pages most visitors never open, each loaded on demand. This file itself loads with the
// router and Apollo (app/lazyLive.tsx) when the path is not the home page's.
const PrivacyPage = lazy(() =>
  import('../features/legal/components/PrivacyPage').then((module) => ({ default: module.PrivacyPage })),
);
const TermsPage = lazy(() => import('../features/legal/components/TermsPage').then((module) => ({ default: module.TermsPage })));
const CookiesPage = lazy(() =>
  import('../features/legal/components/CookiesPage').then((module) => ({ default: module.CookiesPage })),
);
const AccessibilityPage = lazy(() =>
  import('../features/legal/components/AccessibilityPage').then((module) => ({ default: module.AccessibilityPage })),
);
const DonorPage = lazy(() => import('../features/donor/components/DonorPage').then((module) => ({ default: module.DonorPage })));
const MonthlyDonationPage = lazy(() =>
  import('../features/donor/components/MonthlyDonationPage').then((module) => ({ default: module.MonthlyDonationPage })),
);
const NotFoundPage = lazy(() =>
  import('../features/not-found/components/NotFoundPage').then((module) => ({ default: module.NotFoundPage })),
);

/** The private pages' routes: the server reads their donation while rendering them (app/privatePages.ts). */
export const DONOR_PAGE_ROUTE = '/minha-doacao/:token';
export const MONTHLY_PAGE_ROUTE = '/doacao-mensal/:token';

/** Every page but the home page (app/App.tsx renders that one without the router). */
export function Pages() {
  return (
    <Routes>
      <Route path="/privacy" element={<PrivacyPage />} />
      <Route path="/terms" element={<TermsPage />} />
      <Route path="/cookies" element={<CookiesPage />} />
      <Route path="/acessibilidade" element={<AccessibilityPage />} />
      <Route
        path={DONOR_PAGE_ROUTE}
        element={
          <>
            <SiteHeader home={false} />
            <DonorPage />
          </>
        }
      />
      <Route
        path={MONTHLY_PAGE_ROUTE}
        element={
          <>
            <SiteHeader home={false} />
            <MonthlyDonationPage />
          </>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
