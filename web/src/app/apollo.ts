import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** Seed §9: no automatic retries, no refetch on focus, no interval refetch, data never stale. */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
