// Loaded after the first screen has hydrated (shared/liveData.ts): Apollo Client, its
// cache filled from the inlined state, one per page.
import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from './apollo';
import { publishLiveClient } from '../shared/liveData';

let client: ApolloClient | undefined;

export function browserClient(): ApolloClient {
  if (!client) {
    client = createApolloClient();
    publishLiveClient(client);
  }
  return client;
}
