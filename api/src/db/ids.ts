import { Types } from 'mongoose';
import { badInput } from '../errors.js';

/** An id from a client: 24 hex digits, or BAD_USER_INPUT on `field` with the person's message. */
export function objectIdOf(value: unknown, field: string, message: string): Types.ObjectId {
  if (typeof value !== 'string' || !/^[0-9a-fA-F]{24}$/.test(value)) throw badInput(field, message);
  return new Types.ObjectId(value);
}

/**
 * A write lost a unique index to a concurrent one (E11000): usually the other writer's success, not
 * a failure. The offline server (FerretDB v1 on SQLite) answers an update that breaks a unique index
 * with InternalError (code 1) and SQLite's words instead of E11000; an insert gets E11000.
 */
export function isDuplicateKeyError(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: number; message?: unknown };
  return code === 11000 || (code === 1 && typeof message === 'string' && message.includes('UNIQUE constraint failed'));
}
