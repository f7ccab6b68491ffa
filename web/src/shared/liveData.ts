// The first screen (header and hero) without Apollo Client in the entry script: it
// paints and hydrates from the state the server inlined, then, once Apollo has loaded
// (app/liveClient.ts, right after hydration: app/App.tsx), follows the same query through Apollo's
// cache, so live totals move it as before. Only types come from Apollo here.
//
// The first screen's components load their generated documents (gql/graphql.ts) on demand
// (`liveDocument`), never `graphql()` from gql/: either would bring every document of the
// site into the entry script (the client preset's map refers to each, so the generated
// module keeps them all). Their `graphql()` definitions, for the code generator and the
// tests, live in documents files that nothing the entry script imports may import.
import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { createContext, useContext, useEffect, useState } from 'react';
import { nextTask } from './tasks';

/** Written by the server (api/src/web/state.ts); keep the two in step. */
export const PAGE_STATE_ELEMENT_ID = 'apollo-state';

let inlined: { data: Record<string, unknown> } | null | undefined;

/** The state the server inlined into this page (its query document and answer), read once; null without one. */
export function inlinedPageState<TState extends { data: Record<string, unknown> }>(): TState | null {
  if (inlined !== undefined) return inlined as TState | null;
  inlined = null;
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (element?.textContent) {
    try {
      inlined = JSON.parse(element.textContent) as TState;
    } catch (error) {
      // Not fatal: the queries fetch the same data over the network.
      console.warn('could not restore the inlined page state', error);
    }
  }
  return inlined as TState | null;
}

/** The server's client (or a test's), which never changes; null in the browser, whose client is published below. */
export const LiveClientContext = createContext<ApolloClient | null>(null);

export interface LiveQueryResult<TData> {
  data?: TData;
  loading: boolean;
  error?: Error;
}

/** A first-screen query's document, loaded when Apollo's cache is to be read (`liveDocument`). */
export interface LiveDocument<TData> {
  load(): Promise<TypedDocumentNode<TData>>;
  /** Set once loaded: the server's render and a part mounted after Apollo read the cache at once. */
  loaded?: TypedDocumentNode<TData>;
}

const liveDocuments: LiveDocument<unknown>[] = [];

/**
 * Declares a first-screen query (a query without variables), by how to load its generated
 * document. Its first render needs none: it reads the inlined state.
 */
export function liveDocument<TData>(
  load: () => Promise<TypedDocumentNode<TData, { [key: string]: never }>>,
): LiveDocument<TData> {
  let loading: Promise<TypedDocumentNode<TData>> | undefined;
  const source: LiveDocument<TData> = {
    // Without variables: Apollo's options then need none.
    load: () => (loading ??= load().then((document) => (source.loaded = document as unknown as TypedDocumentNode<TData>))),
  };
  liveDocuments.push(source as LiveDocument<unknown>);
  return source;
}

/** Every first-screen document, loaded: the server's renderer waits for them before it renders. */
export function loadLiveDocuments(): Promise<unknown> {
  return Promise.all(liveDocuments.map((source) => source.load()));
}

function firstResult<TData>(client: ApolloClient | null, source: LiveDocument<TData>): LiveQueryResult<TData> {
  // The inlined state answers every field of its roots (api/src/web/state.ts), so any
  // first-screen query on them reads it as its own answer; the server's client holds the same.
  if (!client) {
    const data = (inlinedPageState()?.data as TData | undefined) ?? undefined;
    return { data, loading: !data };
  }
  // Its document not loaded yet (a part of another page than the home page, rendered once
  // Apollo is there): the inlined state, which the server rendered it from, else a
  // hydration mismatch (the header's example ribbon on the donor's page).
  if (!source.loaded) {
    const data = (inlinedPageState()?.data as TData | undefined) ?? undefined;
    return { data, loading: !data };
  }
  const data = client.readQuery({ query: source.loaded }) ?? undefined;
  return { data, loading: !data };
}

/**
 * A query without variables, for the first screen: answered from the inlined state until
 * Apollo is there, then watched in Apollo's cache (cache-first, as useQuery).
 */
export function useLiveQuery<TData>(source: LiveDocument<TData>): LiveQueryResult<TData> {
  const provided = useContext(LiveClientContext);
  // Mounted after Apollo has loaded (back on the home page from another), it reads Apollo's cache.
  const [result, setResult] = useState(() => firstResult(provided ?? loadedClient, source));
  useEffect(() => {
    let subscription: { unsubscribe(): void } | undefined;
    let stopped = false;
    const show = (data: TData | undefined, loading: boolean, error?: Error) =>
      setResult((previous) => {
        // Apollo's first answer is what the inlined state already showed: keeping the same
        // object spares the first screen a render in the busy moment after hydration.
        if (!error && !loading && shows(previous.data, data)) return previous;
        return { data: data ?? previous.data, loading: loading && !data, error };
      });
    const watch = (client: ApolloClient, query: TypedDocumentNode<TData>) => {
      // The cache holds the answer (the inlined state, app/liveClient.ts): the part follows the
      // cache itself. A watched query (ObservableQuery) answers the same from the same cache, but
      // its set-up was a task of 15–35 ms per part on a fast machine, four times that on a phone.
      if (client.cache.diff<TData>({ query, optimistic: true }).complete) {
        const stop = client.cache.watch<TData>({
          query,
          optimistic: true,
          immediate: true,
          callback: (diff) => diff.complete && show(diff.result as TData, false),
        });
        subscription = { unsubscribe: stop };
        return;
      }
      // Not in the cache (a part of a page whose state was not inlined): fetched, then followed.
      subscription = client.watchQuery({ query }).subscribe({
        next: (next) => show(next.data as TData | undefined, next.loading, next.error),
        error: (error: Error) => setResult((previous) => ({ ...previous, loading: false, error })),
      });
    };
    const follow = (client: ApolloClient) => {
      source.load().then(
        (query) => stopped || watch(client, query),
        // Its code could not be fetched: what the page shows stays, without live updates.
        (error: unknown) => console.warn('could not load a first-screen query', error),
      );
    };
    const stopWaiting = provided ? (follow(provided), undefined) : whenLiveClient(follow);
    return () => {
      stopped = true;
      stopWaiting?.();
      subscription?.unsubscribe();
    };
  }, [provided, source]);
  return result;
}

// The browser's client, once loaded, kept outside React's context and state on purpose:
// a context that changes above sections still waiting for their code (lazy,
// server-rendered) makes React throw their server markup away and render them again,
// and state would render the whole first screen again only to show the same numbers.
let loadedClient: ApolloClient | null = null;
const waiting = new Set<(client: ApolloClient) => void>();

/** Called once by app/liveClient.ts when it has created the page's client. */
export function publishLiveClient(client: ApolloClient): void {
  loadedClient = client;
  // One task per part: together, Apollo's first reads for every part would be one long task.
  for (const follow of waiting) void nextTask().then(() => waiting.delete(follow) && follow(client));
}

/** Calls `follow` with the browser's client, now if it is loaded, else once it is; returns a cancel. */
function whenLiveClient(follow: (client: ApolloClient) => void): (() => void) | undefined {
  if (loadedClient) {
    follow(loadedClient);
    return undefined;
  }
  waiting.add(follow);
  return () => waiting.delete(follow);
}

/** Whether `shown` already holds every value of `answer` (it may hold more: the inlined state has every field). */
function shows(shown: unknown, answer: unknown): boolean {
  if (shown === answer) return true;
  if (typeof shown !== 'object' || typeof answer !== 'object' || shown === null || answer === null) return false;
  if (Array.isArray(answer)) {
    return Array.isArray(shown) && shown.length === answer.length && answer.every((item, index) => shows(shown[index], item));
  }
  return Object.entries(answer).every(([key, value]) => shows((shown as Record<string, unknown>)[key], value));
}
