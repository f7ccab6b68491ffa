import type { InMemoryCache } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { inlinedPageState } from '../shared/liveData';

/** The campaign, amounts and site settings the server inlines: a query document and its answer. */
export interface PageState {
  document: DocumentNode;
  data: Record<string, unknown>;
}

export function writePageState(cache: InMemoryCache, state: PageState): void {
  cache.writeQuery({ query: state.document, data: state.data });
}

/**
 * Puts the campaign, amounts and site settings the server inlined into the HTML in
 * the cache before the first render, so the page paints real numbers at once, with
 * no skeleton and no round trip; and so the first render matches the server's.
 */
export function restorePageState(cache: InMemoryCache): void {
  const state = inlinedPageState<PageState>();
  if (state) writePageState(cache, state);
}
