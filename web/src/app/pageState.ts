import type { InMemoryCache } from '@apollo/client';
import { Kind, type DocumentNode } from 'graphql';

/** The campaign, amounts and site settings the server inlines: a query document and its answer. */
export interface PageState {
  document: DocumentNode;
  data: Record<string, unknown>;
}

export function writePageState(cache: InMemoryCache, state: PageState): void {
  cache.writeQuery({ query: state.document, data: state.data });
}

/**
 * The state as one query per root field (the campaign, the amounts, the site settings),
 * each written into the browser's cache in a task of its own: the whole state in one
 * write was one long task on a slow phone right after hydration (docs/PERFORMANCE.md).
 * Written one after the other, they leave the cache as one write of the whole would.
 */
export function pageStateParts(state: PageState): PageState[] {
  const [operation, ...fragments] = state.document.definitions;
  if (operation?.kind !== Kind.OPERATION_DEFINITION) return [state];
  return operation.selectionSet.selections.map((selection) => {
    if (selection.kind !== Kind.FIELD) throw new Error('the page state selects root fields only');
    const key = (selection.alias ?? selection.name).value;
    const document: DocumentNode = {
      ...state.document,
      definitions: [{ ...operation, selectionSet: { ...operation.selectionSet, selections: [selection] } }, ...fragments],
    };
    return { document, data: { [key]: state.data[key] } };
  });
}
