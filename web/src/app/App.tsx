import { ApolloProvider } from '@apollo/client/react';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AdsPixelLoader } from '../features/consent/components/AdsPixelLoader';
import { ConsentBanner } from '../features/consent/components/ConsentBanner';
import { ContactButton } from '../features/contact/components/ContactButton';
import { Footer } from '../features/footer/components/Footer';
import { ShareBlock } from '../features/share/components/ShareBlock';
import { TrackingBootstrap } from '../features/tracking/components/TrackingBootstrap';
import { ToastProvider } from '../shared/toast';
import { createApolloClient } from './apollo';
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
const NotFoundPage = lazy(() =>
  import('../features/not-found/components/NotFoundPage').then((module) => ({ default: module.NotFoundPage })),
);

export function App() {
  const [client] = useState(createApolloClient);
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>
          <BrowserRouter>
            <TrackingBootstrap />
            <Suspense fallback={<Box sx={{ minHeight: '100vh' }} />}>
              <Routes>
                <Route path="/" element={<HomePage />} />
                <Route path="/privacy" element={<PrivacyPage />} />
                <Route path="/terms" element={<TermsPage />} />
                <Route path="/cookies" element={<CookiesPage />} />
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </Suspense>
            <Footer share={<ShareBlock />} contact={<ContactButton />} />
            <ConsentBanner />
            <AdsPixelLoader />
          </BrowserRouter>
        </ToastProvider>
      </ThemeProvider>
    </ApolloProvider>
  );
}
