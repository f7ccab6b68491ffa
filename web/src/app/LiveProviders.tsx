import { ApolloProvider } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import { LiveClientContext } from '../shared/liveData';
import { browserClient } from './liveClient';

/**
 * Apollo's provider around a part loaded on demand (app/lazyLive.tsx): the server's
 * client while rendering there, the page's one in the browser. It renders no markup,
 * so the server's HTML and the browser's first render match.
 */
export function LiveProviders({ children }: { children: ReactNode }) {
  const serverClient = useContext(LiveClientContext);
  return <ApolloProvider client={serverClient ?? browserClient()}>{children}</ApolloProvider>;
}
