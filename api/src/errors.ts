import type { FieldError } from '../../rules/rule.js';
import { GraphQLError } from 'graphql';
import mongoose from 'mongoose';

/** Stable codes for programs; the message is pt-BR for the donor. */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE'
  | 'CAMPAIGN_NOT_READY'
  | 'CAMPAIGN_CLOSED'
  | 'DEDICATIONS_DISABLED'
  | 'PAYMENT_PROVIDER_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export const httpStatusOf: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
  PAYMENT_PROVIDER_UNAVAILABLE: 502,
  SERVICE_UNAVAILABLE: 503,
  /** Production, while the identity on the receipts is still the example's (campaign/launch.ts). */
  CAMPAIGN_NOT_READY: 503,
  /**
   * The organiser closed the campaign (campaign/goal.ts). 410, not 409: closing is final (there
   * is no reopening), so it is not a conflict to resolve and retry but a door shut for good, and
   * an app may stop offering the donation. The body still carries the code and the message.
   */
  CAMPAIGN_CLOSED: 410,
  /** A dedication while the organiser has them off (dedications/service.ts): the rest of the donation would be taken. */
  DEDICATIONS_DISABLED: 409,
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: { field?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badInput = (field: string, message: string): AppError => new AppError('BAD_USER_INPUT', message, { field });

/** The first problem of a request checked by a shared rule (rules/): the same field and pt-BR message the form shows. */
export function badInputOf(errors: readonly FieldError[]): AppError {
  const [first] = errors;
  return badInput(first?.field ?? 'input', first?.message ?? 'Dados inválidos.');
}

const GENERIC_MESSAGE = 'Algo deu errado do nosso lado. Tente novamente em instantes.';
const UNAVAILABLE_MESSAGE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

const { mongo } = mongoose;

/** Driver errors that mean the database could not be reached or went away, whatever the operation. */
const UNAVAILABLE_CLASSES = [
  mongo.MongoNetworkError, // includes timeouts and a cleared connection pool (PoolClearedError)
  mongo.MongoServerSelectionError,
  mongo.MongoNotConnectedError,
  mongo.MongoTopologyClosedError,
  mongo.MongoClientClosedError,
  mongo.MongoServerClosedError,
  mongoose.Error.MongooseServerSelectionError,
];

/** Labels the driver puts on errors worth retrying once the server (or a new primary) is back. */
const UNAVAILABLE_LABELS: string[] = [
  mongo.MongoErrorLabel.RetryableWriteError,
  mongo.MongoErrorLabel.ResetPool,
  mongo.MongoErrorLabel.PoolRequestedRetry,
  mongo.MongoErrorLabel.InterruptInUseConnections,
  mongo.MongoErrorLabel.SystemOverloadedError,
];

/**
 * The server's own answers that it is going away or cannot serve now, as the driver's
 * MONGODB_ERROR_CODES names them: a standalone server shutting down answers in-flight
 * operations with these, and no retry label is put on them outside a replica set.
 */
const SERVER_GOING_AWAY_CODES = new Set([
  6, // HostUnreachable
  7, // HostNotFound
  89, // NetworkTimeout
  91, // ShutdownInProgress
  189, // PrimarySteppedDown
  9001, // SocketException
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
]);

/** Socket failures Node reports with these codes, should one reach us unwrapped (EPIPE: "socket has been ended"). */
const NETWORK_ERRNO = new Set([
  'EPIPE',
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * Mongoose's own errors about the connection's state ("before initial connection is
 * complete", "buffering timed out", "force closed") have no class of their own: only
 * the plain MongooseError, with one of these messages.
 */
const MONGOOSE_CONNECTION_STATE = /initial connection|buffering timed out|force closed/;

/**
 * Whether an error means "the database cannot be reached" (503 and a retry) rather than
 * a bug (500), decided by the driver's error classes and labels, never by names. The
 * cause chain is followed: the driver wraps socket errors.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const candidate: Error = current;
    if (UNAVAILABLE_CLASSES.some((kind) => candidate instanceof kind)) return true;
    if (candidate instanceof mongo.MongoError && UNAVAILABLE_LABELS.some((label) => candidate.hasErrorLabel(label))) return true;
    if (candidate instanceof mongo.MongoServerError && SERVER_GOING_AWAY_CODES.has(Number(candidate.code))) return true;
    if (NETWORK_ERRNO.has(String((candidate as NodeJS.ErrnoException).code))) return true;
    if (Object.getPrototypeOf(candidate) === mongoose.Error.prototype && MONGOOSE_CONNECTION_STATE.test(candidate.message))
      return true;
  }
  return false;
}

/** Turns any thrown value into an AppError that is safe to show: internals never leave the server. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof GraphQLError && error.originalError) return toAppError(error.originalError);
  if (isDatabaseUnavailable(error)) return new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE, { retryAfterSeconds: 5 });
  return new AppError('INTERNAL_SERVER_ERROR', GENERIC_MESSAGE);
}
