import { connectDatabase } from '../../api/src/db/connection.js';
import { createModels } from '../../api/src/app/models.js';
import { createDeps, type Deps } from '../../api/src/deps.js';
import { AppError } from '../../api/src/errors.js';
import {
  assertNotRateLimited,
  consumeRateLimit,
  deleteEndedRateLimitWindows,
  rateLimitClientOf,
  rateLimitOf,
} from '../../api/src/security/rate-limit.js';
import { loadConfig } from '../../api/src/config.js';
import { startTestApp, testDatabaseUri, type TestApp } from '../support/harness.js';

/** Settles every call and sorts the outcomes: accepted, or the code of the error. */
async function outcomes(calls: Promise<void>[]): Promise<{ accepted: number; limited: AppError[]; other: unknown[] }> {
  const settled = await Promise.allSettled(calls);
  const limited: AppError[] = [];
  const other: unknown[] = [];
  for (const result of settled) {
    if (result.status === 'fulfilled') continue;
    if (result.reason instanceof AppError && result.reason.code === 'RATE_LIMITED') limited.push(result.reason);
    else other.push(result.reason);
  }
  return { accepted: settled.filter((result) => result.status === 'fulfilled').length, limited, other };
}

describe('rate limits shared through MongoDB', () => {
  // Each test starts at 12:00:30 with no window counted: a fresh app, database and clock each.
  let app: TestApp;
  let clock: Date;
  beforeEach(async () => {
    clock = new Date('2026-03-10T12:00:30Z');
    app = await startTestApp({
      env: { RATE_LIMIT_CREATE_DONATION: '5/60', RATE_LIMIT_CONTACT: '3/600' },
      now: () => clock,
    });
  });
  afterEach(() => app.close());

  it('lets exactly max calls through among 40 concurrent ones, and says when to retry', async () => {
    const result = await outcomes(Array.from({ length: 40 }, () => consumeRateLimit(app.deps, 'createDonation', '203.0.113.7')));
    expect(result.other).toEqual([]);
    expect(result.accepted).toBe(5);
    expect(result.limited).toHaveLength(35);
    // 12:00:30 in a 60 s window that started at 12:00:00.
    expect(result.limited[0]!.details.retryAfterSeconds).toBe(30);
    expect(result.limited[0]!.message).toMatch(/Aguarde/);
  });

  it('counts each client and each action separately', async () => {
    await expect(consumeRateLimit(app.deps, 'createDonation', '203.0.113.8')).resolves.toBeUndefined();
    await expect(consumeRateLimit(app.deps, 'sendContactMessage', '203.0.113.7')).resolves.toBeUndefined();
  });

  it('opens a new window when the clock passes the end of the old one', async () => {
    for (let call = 0; call < 5; call++) await consumeRateLimit(app.deps, 'createDonation', '203.0.113.7');
    await expect(consumeRateLimit(app.deps, 'createDonation', '203.0.113.7')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    clock = new Date('2026-03-10T12:01:00Z');
    await expect(consumeRateLimit(app.deps, 'createDonation', '203.0.113.7')).resolves.toBeUndefined();
  });

  it('is shared by two server instances over one database', async () => {
    const secondConnection = await connectDatabase(testDatabaseUri(), app.connection.name);
    try {
      const second: Deps = createDeps({ ...app.deps, models: createModels(secondConnection) });
      clock = new Date('2026-03-10T13:00:00Z');
      const calls = Array.from({ length: 20 }, (_, i) =>
        consumeRateLimit(i % 2 ? second : app.deps, 'sendContactMessage', '198.51.100.1'),
      );
      const result = await outcomes(calls);
      expect(result.other).toEqual([]);
      expect(result.accepted).toBe(3);
    } finally {
      await secondConnection.close();
    }
  });

  it('checks a limit without counting a call', async () => {
    clock = new Date('2026-03-10T14:00:00Z');
    for (let i = 0; i < 10; i++) await assertNotRateLimited(app.deps, 'sendContactMessage', '198.51.100.2');
    for (let i = 0; i < 3; i++) await consumeRateLimit(app.deps, 'sendContactMessage', '198.51.100.2');
    await expect(assertNotRateLimited(app.deps, 'sendContactMessage', '198.51.100.2')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
  });

  it('deletes windows that have ended and keeps the current ones', async () => {
    await consumeRateLimit(app.deps, 'createDonation', '203.0.113.7');
    await consumeRateLimit(app.deps, 'sendContactMessage', '203.0.113.7');
    clock = new Date('2026-03-10T15:00:00Z');
    await consumeRateLimit(app.deps, 'createDonation', '192.0.2.50');
    const before = await app.deps.models.RateLimitWindow.countDocuments();
    const deleted = await deleteEndedRateLimitWindows(app.deps);
    expect(deleted).toBeGreaterThan(0);
    const left = await app.deps.models.RateLimitWindow.find().lean();
    expect(left.length).toBe(before - deleted);
    expect(left.map((window) => window.key)).toEqual(['createDonation:192.0.2.50']);
  });
});

describe('rate limit configuration and clients', () => {
  it('reads "max/windowSeconds" from the environment and refuses nonsense with a clear message', () => {
    expect(rateLimitOf(loadConfig({ RATE_LIMIT_PIX_CODE: '7/120' }), 'pixCode')).toEqual({ max: 7, windowSeconds: 120 });
    expect(rateLimitOf({ ...loadConfig({}), NODE_ENV: 'production', isProduction: true }, 'createDonation')).toEqual({
      max: 30,
      windowSeconds: 600,
    });
    expect(() => loadConfig({ RATE_LIMIT_PIX_CODE: 'lots' })).toThrow(/RATE_LIMIT_PIX_CODE: must be "max\/windowSeconds"/);
    expect(() => loadConfig({ RATE_LIMIT_PIX_CODE: '0/60' })).toThrow(/RATE_LIMIT_PIX_CODE/);
  });

  it('counts an IPv6 subscriber by its /64 and a mapped IPv4 address as IPv4', () => {
    expect(rateLimitClientOf('2001:db8:abcd:12::1')).toBe('2001:db8:abcd:12::/64');
    expect(rateLimitClientOf('2001:0db8:abcd:0012:ffff:1:2:3')).toBe('2001:db8:abcd:12::/64');
    expect(rateLimitClientOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitClientOf('203.0.113.9')).toBe('203.0.113.9');
  });
});
