import mongoose, { type Connection } from 'mongoose';

export const DEFAULT_DB_NAME = 'campanha';

/** The database named in the URI's path, or the default one. */
export function databaseNameOf(uri: string): string {
  const match = /^mongodb(?:\+srv)?:\/\/[^/]+\/([^?]+)/.exec(uri);
  return match?.[1] ? decodeURIComponent(match[1]) : DEFAULT_DB_NAME;
}

/**
 * Opens a connection with no command buffering, so a lost database makes requests
 * fail fast (SERVICE_UNAVAILABLE) instead of hanging behind a queue.
 */
export async function connectDatabase(uri: string, dbName = databaseNameOf(uri)): Promise<Connection> {
  const connection = mongoose.createConnection(uri, {
    dbName,
    bufferCommands: false,
    autoIndex: false,
    serverSelectionTimeoutMS: 3000,
  });
  await connection.asPromise();
  return connection;
}
