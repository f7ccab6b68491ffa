import { Kind, parse, type ConstValueNode } from 'graphql';
import { typeDefs } from './type-defs.js';

/** The `@cacheControl(maxAge: N)` of each object type in schema.graphql, read once. */
// eslint-disable-next-line no-restricted-syntax -- a registry filled at import, the same for every app
const maxAgeByType = new Map<string, number>();
for (const definition of parse(typeDefs).definitions) {
  if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
  const hint = definition.directives?.find((directive) => directive.name.value === 'cacheControl');
  const maxAge = hint?.arguments?.find((argument) => argument.name.value === 'maxAge')?.value as ConstValueNode | undefined;
  if (maxAge?.kind === Kind.INT) maxAgeByType.set(definition.name.value, Number(maxAge.value));
}

/**
 * The Cache-Control header a REST alias sends for data of a GraphQL type, from the
 * same hint that GET /graphql uses, so the two can never disagree.
 */
export function publicCacheControl(typeName: string): string {
  const maxAge = maxAgeByType.get(typeName);
  if (maxAge === undefined) throw new Error(`schema.graphql has no @cacheControl(maxAge) on type ${typeName}`);
  return `public, max-age=${maxAge}`;
}
