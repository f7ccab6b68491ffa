import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/**
 * The campaign is a singleton without an id: `keyFields: []` lets every section's query
 * share one cached object, so a cache update (a new paid donation) moves every number.
 * Comments are paged with "ver mais": later pages are appended to the first.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Campaign: { keyFields: [] },
      // Id-less parts of the campaign: sections asking for different fields share one object.
      Story: { merge: true },
      Raffle: { merge: true },
      Organisation: { merge: true },
      Share: { merge: true },
      Image: { merge: true },
      Query: {
        fields: {
          comments: {
            keyArgs: false,
            merge(existing: { nodes: unknown[] } | undefined, incoming: { nodes: unknown[] }, { args }) {
              if (!existing || !args?.after) return incoming;
              return { ...incoming, nodes: [...existing.nodes, ...incoming.nodes] };
            },
          },
        },
      },
    },
  });
}

/** Seed §9: no automatic retries, no refetch on focus, no interval refetch, data never stale. */
export const DEFAULT_OPTIONS = {
  watchQuery: { fetchPolicy: 'cache-first' },
  query: { fetchPolicy: 'cache-first' },
} satisfies ApolloClient.DefaultOptions;

/** The browser's client over a cache (app/liveClient.ts fills it from the inlined state first). */
export function createApolloClient(cache: InMemoryCache): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    cache,
    defaultOptions: DEFAULT_OPTIONS,
  });
}
