import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { Kind, buildSchema, parse, type DocumentNode } from 'graphql';
import {
  ASSEMBLED_PATH,
  BASE_PATH,
  ROOT,
  assembleSchema,
  readSchemaSources,
  type SchemaSource,
} from '../../scripts/schema-assemble.mjs';

/**
 * The contract lives beside its domains (api/src/<domain>/schema.graphql, the shared part in
 * api/src/graphql/schema.graphql); the top-level schema.graphql, which the server and the
 * code generator read, is assembled from them by scripts/schema-assemble.mjs. No database.
 */
const sources = readSchemaSources();
const committed = readFileSync(join(ROOT, ASSEMBLED_PATH), 'utf8');

const domainsWithResolvers = readdirSync(join(ROOT, 'api/src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(ROOT, 'api/src', entry.name, 'resolvers.ts')))
  .map((entry) => entry.name);

const domainOf = (path: string) => path.split('/')[2]!;

/** The names of the root fields a part adds, by root. */
function rootFieldsOf(document: DocumentNode): Record<'Query' | 'Mutation', string[]> {
  const fields = { Query: [] as string[], Mutation: [] as string[] };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_EXTENSION && definition.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
    const root = definition.name.value;
    if (root !== 'Query' && root !== 'Mutation') continue;
    fields[root].push(...(definition.fields ?? []).map((field) => field.name.value));
  }
  return fields;
}

describe('the GraphQL contract, beside its domains', () => {
  it('schema.graphql is exactly what the parts assemble to (after editing one: npm run schema)', () => {
    expect(committed).toBe(assembleSchema(sources));
  });

  it('an edit to a domain SDL alone leaves schema.graphql stale, and the check above fails', () => {
    const campaign = 'api/src/campaign/schema.graphql';
    const edited: SchemaSource[] = sources.map((source) =>
      source.path === campaign ? { ...source, sdl: `${source.sdl}\nextend type Campaign {\n  newField: String\n}\n` } : source,
    );
    expect(sources.map((source) => source.path)).toContain(campaign);
    expect(assembleSchema(edited)).not.toBe(committed);
    expect(assembleSchema(edited)).toContain('newField: String');
  });

  it('every domain folder with resolvers has its schema.graphql, and each is one part of the whole', () => {
    expect(domainsWithResolvers.length).toBeGreaterThan(10);
    const missing = domainsWithResolvers.filter((domain) => !existsSync(join(ROOT, 'api/src', domain, 'schema.graphql')));
    expect(missing).toEqual([]);
    const parts = sources.map((source) => source.path);
    expect(parts[0]).toBe(BASE_PATH);
    for (const domain of domainsWithResolvers) expect(parts).toContain(`api/src/${domain}/schema.graphql`);
  });

  it('only the shared part defines the roots; a domain extends them, and the whole is a valid schema', () => {
    for (const { path, sdl } of sources) {
      const roots = parse(sdl)
        .definitions.filter((definition) => definition.kind === Kind.OBJECT_TYPE_DEFINITION)
        .filter((definition) => definition.name.value === 'Query' || definition.name.value === 'Mutation')
        .map((definition) => [definition.name.value, definition.fields?.length ?? 0]);
      expect({ path, roots }).toEqual({
        path,
        roots:
          path === BASE_PATH
            ? [
                ['Query', 0],
                ['Mutation', 0],
              ]
            : [],
      });
    }
    const schema = buildSchema(committed);
    expect(Object.keys(schema.getQueryType()!.getFields()).length).toBeGreaterThan(20);
    expect(Object.keys(schema.getMutationType()!.getFields()).length).toBeGreaterThan(10);
  });

  it('each root field is in the SDL of the domain whose resolvers resolve it', async () => {
    for (const { path, sdl } of sources.filter((source) => source.path !== BASE_PATH)) {
      const domain = domainOf(path);
      const module = (await import(`../../api/src/${domain}/resolvers.js`)) as Record<string, unknown>;
      const resolved = { Query: [] as string[], Mutation: [] as string[] };
      for (const exported of Object.values(module)) {
        if (!exported || typeof exported !== 'object') continue;
        const { Query, Mutation } = exported as { Query?: object; Mutation?: object };
        resolved.Query.push(...Object.keys(Query ?? {}));
        resolved.Mutation.push(...Object.keys(Mutation ?? {}));
      }
      const declared = rootFieldsOf(parse(sdl));
      expect({ domain, Query: declared.Query.sort(), Mutation: declared.Mutation.sort() }).toEqual({
        domain,
        Query: resolved.Query.sort(),
        Mutation: resolved.Mutation.sort(),
      });
    }
  });
});
