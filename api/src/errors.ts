import type { FieldError } from '../../rules/field.js';
import { GraphQLError } from 'graphql';

/** Stable codes for programs; the message is pt-BR for the donor. */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UNAUTHENTICATED'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE'
  | 'PAYMENT_PROVIDER_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export const httpStatusOf: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
  PAYMENT_PROVIDER_UNAVAILABLE: 502,
  SERVICE_UNAVAILABLE: 503,
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

/** Mongo driver errors that mean "the database cannot be reached", as opposed to a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const names = [
    'MongoServerSelectionError',
    'MongoNetworkError',
    'MongoNetworkTimeoutError',
    'MongoNotConnectedError',
    'MongooseServerSelectionError',
    'MongoTopologyClosedError',
  ];
  return (
    names.includes(error.name) ||
    (error.name === 'MongooseError' && /buffering timed out|not connected|connection/i.test(error.message))
  );
}

/** Turns any thrown value into an AppError that is safe to show: internals never leave the server. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof GraphQLError && error.originalError) return toAppError(error.originalError);
  if (isDatabaseUnavailable(error)) return new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE, { retryAfterSeconds: 5 });
  return new AppError('INTERNAL_SERVER_ERROR', GENERIC_MESSAGE);
}
