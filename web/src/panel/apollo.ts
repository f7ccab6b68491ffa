import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, ServerError } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';

/**
 * The panel's client: same origin, so the browser sends the session cookie (HttpOnly:
 * this code never sees it). A refused session, whatever the operation, calls
 * `onSessionLost`: the panel asks for the token again over what is on the screen.
 */
export function createPanelClient(onSessionLost: () => void): ApolloClient {
  const sessionWatch = new ErrorLink(({ error }) => {
    const unauthenticated =
      (CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === 'UNAUTHENTICATED')) ||
      (ServerError.is(error) && error.statusCode === 401);
    if (unauthenticated) onSessionLost();
  });
  return new ApolloClient({
    link: ApolloLink.from([sessionWatch, new HttpLink({ uri: '/graphql', credentials: 'same-origin' })]),
    cache: new InMemoryCache({
      typePolicies: { Campaign: { keyFields: [] }, Story: { merge: true }, Raffle: { merge: true } },
    }),
    // The organiser acts on what they see: every screen reads fresh figures when opened.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}

/** A pt-BR sentence for any failure: the API's own message when it sent one. */
export function messageOf(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]?.message) return error.errors[0].message;
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { message?: string; errors?: { message?: string }[] };
      const message = body.errors?.[0]?.message ?? body.message;
      if (message) return message;
    } catch {
      // Not JSON: a proxy's page; the generic sentence below says enough.
    }
    return 'O servidor não conseguiu responder. Tente de novo em instantes.';
  }
  return 'Sem conexão com o servidor. Verifique a internet e tente de novo.';
}

/** The API's field for a refused input (`extensions.field`), when it named one. */
export function fieldOf(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const field = error.errors[0]?.extensions?.field;
  return typeof field === 'string' ? field : undefined;
}
