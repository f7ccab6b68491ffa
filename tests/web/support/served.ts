import type { TypedDocumentNode } from '@apollo/client';

/**
 * An operation's result as the server sends it: the type GraphQL Code Generator wrote for the document
 * (web/src/gql/graphql.ts), with the `__typename` the server adds to every object. Fixtures typed with
 * it stop compiling when the schema or a document changes, instead of drifting from what the server sends.
 */
export type Served<T> =
  T extends ReadonlyArray<infer Item>
    ? Array<Served<Item>>
    : T extends object
      ? { [Field in keyof T]: Served<T[Field]> } & { __typename?: string }
      : T;

/** The result of a document as the server would send it, checked against the document's generated type. */
export function served<TData>(_document: TypedDocumentNode<TData, any>, data: Served<TData>): { data: Served<TData> } {
  return { data };
}
