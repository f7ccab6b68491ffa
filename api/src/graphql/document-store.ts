import type { ApolloServerOptions } from '@apollo/server';
import type { DocumentNode } from 'graphql';
import { memorySlot, type Deps } from '../deps.js';
import type { GraphQLContext } from './context.js';

type DocumentStore = NonNullable<ApolloServerOptions<GraphQLContext>['documentStore']>;

/**
 * Query text kept parsed at most, in characters: the site's own clients send under 100
 * documents, about 18,000 characters in all, so these are many times what they need.
 */
export const DOCUMENT_STORE_MAX_CHARS = 256 * 1024;

/**
 * Apollo's store of parsed and validated documents by query text, so a repeated query skips
 * both steps. Apollo's default holds 30 MiB as it measures them (the document as JSON), but a
 * parsed document keeps every token of its source: each distinct query a client invents (an
 * attack sends thousands) cost about 3 KiB of heap for a one-line query, up to some hundreds
 * of MiB before anything was dropped, never given back. This one is bounded by the documents'
 * source length, least recently used first out.
 */
export class BoundedDocumentStore implements DocumentStore {
  private readonly documents = new Map<string, { document: DocumentNode; chars: number }>();
  private chars = 0;

  constructor(readonly maxChars = DOCUMENT_STORE_MAX_CHARS) {}

  /** Documents kept, and their source's characters: what the bound is on. */
  get size(): { documents: number; chars: number } {
    return { documents: this.documents.size, chars: this.chars };
  }

  async get(key: string): Promise<DocumentNode | undefined> {
    const entry = this.documents.get(key);
    if (!entry) return undefined;
    // Used again: moved to the end, the last to go.
    this.documents.delete(key);
    this.documents.set(key, entry);
    return entry.document;
  }

  async set(key: string, document: DocumentNode): Promise<void> {
    const chars = document.loc?.source.body.length ?? JSON.stringify(document).length;
    if (chars > this.maxChars) return;
    await this.delete(key);
    for (const [oldest, entry] of this.documents) {
      if (this.chars + chars <= this.maxChars) break;
      this.documents.delete(oldest);
      this.chars -= entry.chars;
    }
    this.documents.set(key, { document, chars });
    this.chars += chars;
  }

  async delete(key: string): Promise<boolean> {
    const entry = this.documents.get(key);
    if (!entry) return false;
    this.documents.delete(key);
    this.chars -= entry.chars;
    return true;
  }
}

const documentStore = memorySlot('GraphQL documents', () => new BoundedDocumentStore());

/** The app's document store (app/graphql-server.ts). */
export function documentStoreOf(deps: Deps): BoundedDocumentStore {
  return deps.memory.get(documentStore);
}
