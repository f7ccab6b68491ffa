import { useCallback } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

/** A page of a list as every admin list answers it (schema.graphql's `…Connection`). */
export interface Connection<TNode> {
  nodes: TNode[];
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
}

/** The fields of a query's answer that hold a connection. */
type ConnectionField<TData> = {
  [K in keyof TData]: TData[K] extends Connection<unknown> ? K : never;
}[keyof TData];

type NodeOf<TData, TField extends keyof TData> = TData[TField] extends Connection<infer TNode> ? TNode : never;

/**
 * One of the panel's lists, a page at a time: the query's `field` is a connection, and
 * `loadMore` appends the next page (the query takes `$after`) to the nodes already shown.
 * Every screen that lists pages through this, so "Carregar mais" behaves the same everywhere.
 */
export function usePagedQuery<
  TData,
  TVariables extends OperationVariables & { after?: string | null },
  TField extends ConnectionField<TData>,
>(
  document: TypedDocumentNode<TData, TVariables>,
  field: TField,
  options: { variables?: Omit<TVariables, 'after'>; fetchPolicy?: 'cache-first' | 'network-only' } = {},
) {
  const { data, error, loading, refetch, fetchMore } = useQuery<TData, TVariables>(document, {
    ...options,
    variables: options.variables as TVariables | undefined,
    // Loading stays true while a next page is on its way, so its button is disabled meanwhile.
    notifyOnNetworkStatusChange: true,
  } as useQuery.Options<TData, TVariables>);
  const connection = data?.[field] as Connection<NodeOf<TData, TField>> | undefined;
  const endCursor = connection?.pageInfo.endCursor;
  const loadMore = useCallback(
    () =>
      void fetchMore({
        variables: { after: endCursor } as Partial<TVariables>,
        updateQuery: (previous, { fetchMoreResult }) => {
          const before = previous[field] as Connection<unknown>;
          const next = fetchMoreResult[field] as Connection<unknown>;
          return { ...fetchMoreResult, [field]: { ...next, nodes: [...before.nodes, ...next.nodes] } } as TData;
        },
      }),
    [fetchMore, endCursor, field],
  );
  return {
    data,
    /** The nodes loaded so far, every page appended; undefined until the first page arrives. */
    nodes: connection?.nodes,
    hasNextPage: connection?.pageInfo.hasNextPage ?? false,
    error,
    loading,
    refetch,
    loadMore,
  };
}
