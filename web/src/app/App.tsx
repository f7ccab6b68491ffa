import type { ApolloClient } from '@apollo/client';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
// The theme has no colour schemes (CSS variables), so MUI's ThemeProvider would hand it to this
// one; imported directly, the initial JavaScript is without the colour schemes' code (about 3 kB).
import { ThemeProvider } from '@mui/system';
import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { TrackingBootstrap } from '../features/tracking/components/TrackingBootstrap';
import { usePath } from '../shared/path';
import { ToastProvider } from '../shared/toast';
import { HomePage } from './HomePage';
import { lazyLive } from './lazyLive';
import { ServerRouterContext } from './serverRouter';
import { LiveClientContext } from '../shared/liveData';
import { theme } from './theme';

// Every page but the home page, with React Router: loaded when the path is another's.
const Pages = lazyLive(() => import('./Pages').then((module) => module.Pages));
// The footer and the consent banner are below or over the first screen: they load
// right after it (docs/PERFORMANCE.md, initial JavaScript budget).
const Footer = lazyLive(() => import('../features/footer/components/Footer').then((module) => module.Footer), {
  hydrateNear: '#root footer',
});
const ShareBlock = lazyLive(() => import('../features/share/components/ShareBlock').then((module) => module.ShareBlock));
const ContactButton = lazyLive(() =>
  import('../features/contact/components/ContactButton').then((module) => module.ContactButton),
);
const ConsentBanner = lazyLive(() =>
  import('../features/consent/components/ConsentBanner').then((module) => module.ConsentBanner),
);
const AdsPixelLoader = lazyLive(
  () => import('../features/consent/components/AdsPixelLoader').then((module) => module.AdsPixelLoader),
  { when: 'idle' },
);

interface AppProps {
  /** The server's Apollo Client; in the browser it loads after the first screen (shared/liveData.ts). */
  client?: ApolloClient;
  /** On the server: the request's path, and a StaticRouter at it for the parts that follow links. */
  path?: string;
  Router?: ComponentType<{ children: ReactNode }>;
}

/** The whole site; the browser (main.tsx) and the server (entry-server.tsx) render the same tree. */
export function App({ client, path: serverPath, Router }: AppProps) {
  // The home page renders without React Router, which loads with the parts that need it.
  const path = usePath(serverPath);
  // The root has committed: taps held before hydration may now be replayed (shared/earlyTaps.ts).
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-ready', '');
    // Apollo Client, off the entry script: the first screen follows it once loaded.
    // Its code's evaluation and the cache's restore are tasks of their own, not one long one.
    void import('./liveClient').then((module) => module.liveClientReady());
  }, []);
  return (
    <LiveClientContext.Provider value={client ?? null}>
      <ServerRouterContext.Provider value={Router ?? null}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <ToastProvider>
            <TrackingBootstrap />
            <Suspense fallback={<Box sx={{ minHeight: '100vh' }} />}>{path === '/' ? <HomePage /> : <Pages />}</Suspense>
            <Suspense fallback={null}>
              <Footer share={<ShareBlock />} contact={<ContactButton />} />
            </Suspense>
            <Suspense fallback={null}>
              <ConsentBanner />
            </Suspense>
            <Suspense fallback={null}>
              <AdsPixelLoader />
            </Suspense>
          </ToastProvider>
        </ThemeProvider>
      </ServerRouterContext.Provider>
    </LiveClientContext.Provider>
  );
}
