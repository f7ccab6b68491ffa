import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { httpStatusOf, toAppError } from '../errors.js';
import { requestLoggerOf } from './access-log.js';

/** Sends an error the way every REST alias does: a stable code and a pt-BR message, never internals. */
export function sendRestError(res: Response, error: unknown): void {
  const appError = toAppError(error);
  if (appError.code === 'INTERNAL_SERVER_ERROR') requestLoggerOf(res)?.error({ err: error }, 'REST handler failed');
  if (appError.details.retryAfterSeconds) res.setHeader('Retry-After', String(appError.details.retryAfterSeconds));
  const body: { code: string; message: string; field?: string } = { code: appError.code, message: appError.message };
  if (appError.details.field) body.field = appError.details.field;
  res.status(httpStatusOf[appError.code]).json(body);
}

/** Wraps a service call as a REST alias: arguments in, service call, JSON out. */
export function handleRest<T>(call: (req: Request, res: Response) => Promise<T>, status = 200): RequestHandler {
  return (req: Request, res: Response, _next: NextFunction) => {
    call(req, res).then(
      (result) => {
        if (!res.headersSent) res.status(status).json(result);
      },
      (error: unknown) => sendRestError(res, error),
    );
  };
}

/**
 * For every route whose answer carries a donation, a PIX code or a payment: no cache
 * (browser, proxy or CDN) may keep it, whatever the outcome.
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
