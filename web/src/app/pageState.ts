import type { InMemoryCache } from '@apollo/client';
import type { DocumentNode } from 'graphql';

/** Written by the server (api/src/web/state.ts); keep the two in step. */
const PAGE_STATE_ELEMENT_ID = 'apollo-state';

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
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    writePageState(cache, JSON.parse(element.textContent) as PageState);
  } catch (error) {
    // Not fatal: the queries fetch the same data over the network.
    console.warn('could not restore the inlined page state', error);
  }
}
