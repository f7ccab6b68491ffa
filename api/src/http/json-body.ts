import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type RequestHandler } from 'express';
import type { Config } from '../config.js';

const READ_EARLY = Symbol('jsonBodyReadEarly');

type ReadEarly = IncomingMessage & { [READ_EARLY]?: { error: unknown } };

/**
 * express.json with the app's limit, for a JSON body read before Express or not: a body
 * already read by `readJsonBodyEarly` (app/at-once.ts) is not read again, and the error
 * reading it met, if any, goes on from here to the app's error handler, as it would have.
 */
export function jsonBodyParser(config: Pick<Config, 'JSON_BODY_LIMIT_BYTES'>): RequestHandler {
  const json = express.json({ limit: config.JSON_BODY_LIMIT_BYTES });
  return (req, res, next) => {
    const early = (req as ReadEarly)[READ_EARLY];
    if (early) return next(early.error);
    json(req, res, next);
  };
}

/**
 * Reads and parses a JSON body before Express, with the parser the app uses, then calls
 * `done`: `req.body` is set as the app's parser sets it, or the error is kept for it.
 * body-parser reads only the node request (its headers and stream), never Express's additions.
 */
export function readJsonBodyEarly(
  parser: RequestHandler,
  req: IncomingMessage,
  res: ServerResponse,
  done: (parsed: boolean) => void,
): void {
  type Args = Parameters<RequestHandler>;
  void parser(req as Args[0], res as Args[1], (error?: unknown) => {
    (req as ReadEarly)[READ_EARLY] = { error };
    done(error === undefined);
  });
}
