import { readFileSync } from 'node:fs';
import { fromRoot } from '../paths.js';

/** The API's contract, read once: the schema's assembly (app/schema.ts) and the cache hints read it. */
export const typeDefs = readFileSync(fromRoot('schema.graphql'), 'utf8');
