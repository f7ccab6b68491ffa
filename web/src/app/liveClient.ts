// Loaded after the first screen has hydrated (shared/liveData.ts): Apollo Client, its
// cache filled from the inlined state, one per page.
import type { ApolloClient } from '@apollo/client';
import { createApolloClient, createCache } from './apollo';
import { pageStateParts, writePageState, type PageState } from './pageState';
import { inlinedPageState, publishLiveClient } from '../shared/liveData';
import { nextTask } from '../shared/tasks';

let client: ApolloClient | undefined;
let ready: Promise<ApolloClient> | undefined;

/**
 * The page's client, once its cache holds the inlined state, written in small parts, one
 * per task (app/pageState.ts); then the first screen starts following it (publishLiveClient).
 */
export function liveClientReady(): Promise<ApolloClient> {
  ready ??= (async () => {
    const cache = createCache();
    const state = inlinedPageState<PageState>();
    for (const part of state ? pageStateParts(state, cache) : []) {
      await nextTask();
      try {
        writePageState(cache, part);
      } catch (error) {
        // Not fatal: the queries of a part the cache lacks fetch the same data over the network.
        console.warn('could not restore part of the inlined page state', error);
      }
    }
    client = createApolloClient(cache);
    publishLiveClient(client);
    return client;
  })();
  return ready;
}

/** The page's client, for the parts app/lazyLive.tsx renders once `liveClientReady()` has resolved. */
export function browserClient(): ApolloClient {
  if (!client) throw new Error('the page asked for Apollo Client before liveClientReady() resolved');
  return client;
}
