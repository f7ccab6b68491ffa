import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { TrackingBootstrap } from '../features/tracking/components/TrackingBootstrap';
import { ToastProvider } from '../shared/toast';
import { HomePage } from './HomePage';
import { theme } from './theme';

// Pages most visitors never open: loaded on demand, so the home page's bundle stays small.
const PrivacyPage = lazy(() =>
  import('../features/legal/components/PrivacyPage').then((module) => ({ default: module.PrivacyPage })),
);
const TermsPage = lazy(() => import('../features/legal/components/TermsPage').then((module) => ({ default: module.TermsPage })));
const CookiesPage = lazy(() =>
  import('../features/legal/components/CookiesPage').then((module) => ({ default: module.CookiesPage })),
);
// The footer and the consent banner are below or over the first screen: they load
// right after it (docs/PERFORMANCE.md, initial JavaScript budget).
const Footer = lazy(() => import('../features/footer/components/Footer').then((module) => ({ default: module.Footer })));
const ShareBlock = lazy(() =>
  import('../features/share/components/ShareBlock').then((module) => ({ default: module.ShareBlock })),
);
const ContactButton = lazy(() =>
  import('../features/contact/components/ContactButton').then((module) => ({ default: module.ContactButton })),
);
const ConsentBanner = lazy(() =>
  import('../features/consent/components/ConsentBanner').then((module) => ({ default: module.ConsentBanner })),
);
const AdsPixelLoader = lazy(() =>
  import('../features/consent/components/AdsPixelLoader').then((module) => ({ default: module.AdsPixelLoader })),
);
const AccessibilityPage = lazy(() =>
  import('../features/legal/components/AccessibilityPage').then((module) => ({ default: module.AccessibilityPage })),
);
const DonorPage = lazy(() => import('../features/donor/components/DonorPage').then((module) => ({ default: module.DonorPage })));
const NotFoundPage = lazy(() =>
  import('../features/not-found/components/NotFoundPage').then((module) => ({ default: module.NotFoundPage })),
);

interface AppProps {
  client: ApolloClient;
  /** BrowserRouter in the browser, StaticRouter (with the request's path) on the server. */
  Router: ComponentType<{ children: ReactNode }>;
}

/** The whole site; the browser (main.tsx) and the server (entry-server.tsx) render the same tree. */
export function App({ client, Router }: AppProps) {
  // The root has committed: taps held before hydration may now be replayed (shared/earlyTaps.ts).
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-ready', '');
  }, []);
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>
          <Router>
            <TrackingBootstrap />
            <Suspense fallback={<Box sx={{ minHeight: '100vh' }} />}>
              <Routes>
                <Route path="/" element={<HomePage />} />
                <Route path="/privacy" element={<PrivacyPage />} />
                <Route path="/terms" element={<TermsPage />} />
                <Route path="/cookies" element={<CookiesPage />} />
                <Route path="/acessibilidade" element={<AccessibilityPage />} />
                <Route path="/minha-doacao/:token" element={<DonorPage />} />
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </Suspense>
            <Suspense fallback={null}>
              <Footer share={<ShareBlock />} contact={<ContactButton />} />
              <ConsentBanner />
              <AdsPixelLoader />
            </Suspense>
          </Router>
        </ToastProvider>
      </ThemeProvider>
    </ApolloProvider>
  );
}
