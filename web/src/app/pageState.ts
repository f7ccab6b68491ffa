import type { InMemoryCache, StoreObject } from '@apollo/client';
import { Kind, type DocumentNode, type FieldNode, type SelectionNode } from 'graphql';

/** The campaign, amounts and site settings the server inlines: a query document and its answer. */
export interface PageState {
  document: DocumentNode;
  data: Record<string, unknown>;
}

export function writePageState(cache: InMemoryCache, state: PageState): void {
  cache.writeQuery({ query: state.document, data: state.data });
}

/**
 * Fields (counted with everything below them) written in one task. Lighthouse's phone
 * counts a task four times as long as it runs here, and blocking from 50 ms: about 40
 * fields was a write of 3–4 ms on a fast machine, the whole campaign 12–16 ms.
 */
const FIELDS_PER_PART = 40;

/**
 * The state as small queries, each written into the browser's cache in a task of its own:
 * the whole state in one write was one long task on a slow phone right after hydration
 * (docs/PERFORMANCE.md). A root field is one query, and an object `cache` keeps by
 * identity (the campaign) is cut further, its fields in groups, since the cache
 * merges the writes of one entity field by field. Others are written whole: the comments'
 * merge policy would let a later group replace an earlier one. Written one after the
 * other, the parts leave the cache as one write of the whole would.
 */
export function pageStateParts(state: PageState, cache?: InMemoryCache): PageState[] {
  const isEntity = (value: unknown) =>
    cache !== undefined && typeof value === 'object' && value !== null && cache.identify(value as StoreObject) !== undefined;
  const [operation, ...fragments] = state.document.definitions;
  if (operation?.kind !== Kind.OPERATION_DEFINITION) return [state];
  const part = (key: string, selection: FieldNode): PageState => ({
    document: {
      ...state.document,
      definitions: [{ ...operation, selectionSet: { ...operation.selectionSet, selections: [selection] } }, ...fragments],
    },
    data: { [key]: state.data[key] },
  });
  return operation.selectionSet.selections.flatMap((selection) => {
    if (selection.kind !== Kind.FIELD) throw new Error('the page state selects root fields only');
    const key = (selection.alias ?? selection.name).value;
    if (!selection.selectionSet || !isEntity(state.data[key])) return [part(key, selection)];
    const typename = selection.selectionSet.selections.filter(isTypename);
    return groups(selection.selectionSet.selections.filter((field) => !isTypename(field))).map((fields) =>
      part(key, { ...selection, selectionSet: { ...selection.selectionSet!, selections: [...typename, ...fields] } }),
    );
  });
}

const isTypename = (selection: SelectionNode) => selection.kind === Kind.FIELD && selection.name.value === '__typename';

/** How many fields a selection writes, itself and everything below it. */
function weight(selection: SelectionNode): number {
  if (selection.kind !== Kind.FIELD || !selection.selectionSet) return 1;
  return 1 + selection.selectionSet.selections.reduce((sum, child) => sum + weight(child), 0);
}

/** Consecutive selections in groups of about FIELDS_PER_PART fields (a heavier one alone). */
function groups(selections: readonly SelectionNode[]): SelectionNode[][] {
  const result: SelectionNode[][] = [];
  let current: SelectionNode[] = [];
  let size = 0;
  for (const selection of selections) {
    const fields = weight(selection);
    if (current.length && size + fields > FIELDS_PER_PART) {
      result.push(current);
      current = [];
      size = 0;
    }
    current.push(selection);
    size += fields;
  }
  if (current.length) result.push(current);
  return result;
}
