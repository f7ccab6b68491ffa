// Types of scripts/schema-assemble.mjs, for the TypeScript that imports it (tests/api/schema-assembly.test.ts).

/** One part of the contract: its path relative to the repository's root, and its text. */
export interface SchemaSource {
  path: string;
  sdl: string;
}

export const ROOT: string;
export const ASSEMBLED_PATH: string;
export const BASE_PATH: string;
export function schemaSourcePaths(root?: string): string[];
export function readSchemaSources(root?: string): SchemaSource[];
export function assembleSchema(sources: readonly SchemaSource[]): string;
export function assembledSchema(root?: string): string;
