import { ApolloProvider } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import { useInRouterContext } from 'react-router';
import { LiveClientContext } from '../shared/liveData';
import { ServerRouterContext } from './serverRouter';
import { browserClient } from './liveClient';
import { BrowserRoute } from './liveRouter';

/**
 * Apollo's provider and React Router around a part loaded on demand (app/lazyLive.tsx):
 * the server's client and router while rendering there, the page's ones in the browser.
 * They render no markup, so the server's HTML and the browser's first render match.
 */
export function LiveProviders({ children }: { children: ReactNode }) {
  const serverClient = useContext(LiveClientContext);
  const ServerRouter = useContext(ServerRouterContext);
  // A part inside another (the footer's share block) uses the router it is already in.
  const inRouter = useInRouterContext();
  const Router = ServerRouter ?? BrowserRoute;
  return (
    <ApolloProvider client={serverClient ?? browserClient()}>{inRouter ? children : <Router>{children}</Router>}</ApolloProvider>
  );
}
