import { Types } from 'mongoose';
import { badInput } from '../errors.js';

/** An id from a client: 24 hex digits, or BAD_USER_INPUT on `field` with the person's message. */
export function objectIdOf(value: unknown, field: string, message: string): Types.ObjectId {
  if (typeof value !== 'string' || !/^[0-9a-fA-F]{24}$/.test(value)) throw badInput(field, message);
  return new Types.ObjectId(value);
}

/** A write lost a unique index to a concurrent one (E11000): usually the other writer's success, not a failure. */
export function isDuplicateKeyError(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === 11000;
}
