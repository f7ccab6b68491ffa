import type { ApolloClient } from '@apollo/client';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { TrackingBootstrap } from '../features/tracking/components/TrackingBootstrap';
import { ToastProvider } from '../shared/toast';
import { HomePage } from './HomePage';
import { lazyLive } from './lazyLive';
import { LiveClientContext } from '../shared/liveData';
import { theme } from './theme';

// Pages most visitors never open: loaded on demand, so the home page's bundle stays small.
const PrivacyPage = lazyLive(() => import('../features/legal/components/PrivacyPage').then((module) => module.PrivacyPage));
const TermsPage = lazyLive(() => import('../features/legal/components/TermsPage').then((module) => module.TermsPage));
const CookiesPage = lazyLive(() => import('../features/legal/components/CookiesPage').then((module) => module.CookiesPage));
// The footer and the consent banner are below or over the first screen: they load
// right after it (docs/PERFORMANCE.md, initial JavaScript budget).
const Footer = lazyLive(() => import('../features/footer/components/Footer').then((module) => module.Footer));
const ShareBlock = lazyLive(() => import('../features/share/components/ShareBlock').then((module) => module.ShareBlock));
const ContactButton = lazyLive(() =>
  import('../features/contact/components/ContactButton').then((module) => module.ContactButton),
);
const ConsentBanner = lazyLive(() =>
  import('../features/consent/components/ConsentBanner').then((module) => module.ConsentBanner),
);
const AdsPixelLoader = lazyLive(() =>
  import('../features/consent/components/AdsPixelLoader').then((module) => module.AdsPixelLoader),
);
const AccessibilityPage = lazyLive(() =>
  import('../features/legal/components/AccessibilityPage').then((module) => module.AccessibilityPage),
);
const DonorPage = lazyLive(() => import('../features/donor/components/DonorPage').then((module) => module.DonorPage));
const NotFoundPage = lazyLive(() =>
  import('../features/not-found/components/NotFoundPage').then((module) => module.NotFoundPage),
);

interface AppProps {
  /** The server's Apollo Client; in the browser it loads after the first screen (shared/liveData.ts). */
  client?: ApolloClient;
  /** BrowserRouter in the browser, StaticRouter (with the request's path) on the server. */
  Router: ComponentType<{ children: ReactNode }>;
}

/** The whole site; the browser (main.tsx) and the server (entry-server.tsx) render the same tree. */
export function App({ client, Router }: AppProps) {
  // The root has committed: taps held before hydration may now be replayed (shared/earlyTaps.ts).
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-ready', '');
    // Apollo Client, off the entry script: the first screen follows it once loaded.
    void import('./liveClient').then((module) => module.browserClient());
  }, []);
  return (
    <LiveClientContext.Provider value={client ?? null}>
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
    </LiveClientContext.Provider>
  );
}
