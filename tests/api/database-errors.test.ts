import { describe, expect, it } from '@jest/globals';
import mongoose from 'mongoose';
import { isDatabaseUnavailable, toAppError } from '../../api/src/errors.js';

const serverError = (code: number, errmsg: string) => new mongoose.mongo.MongoServerError({ ok: 0, code, errmsg });

describe('a database going away is a 503 to retry, never a 500', () => {
  it('reads the server’s own "shutting down" answers as unavailable (a standalone server puts no retry label on them)', () => {
    for (const [code, message] of [
      [91, 'The server is in quiesce mode and will shut down'],
      [11600, 'interrupted at shutdown'],
      [10107, 'not primary'],
    ] as const) {
      expect(isDatabaseUnavailable(serverError(code, message))).toBe(true);
      expect(toAppError(serverError(code, message)).code).toBe('SERVICE_UNAVAILABLE');
    }
  });

  it('keeps a real fault a fault: a duplicate key or a bad query is no outage', () => {
    expect(isDatabaseUnavailable(serverError(11000, 'E11000 duplicate key error'))).toBe(false);
    expect(toAppError(serverError(2, 'bad value')).code).toBe('INTERNAL_SERVER_ERROR');
  });
});
