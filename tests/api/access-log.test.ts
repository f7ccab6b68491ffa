import type { Request } from 'express';
import { SLOW_REQUEST_MS, accessLogLevelOf } from '../../api/src/http/access-log.js';

const request = (method: string, url: string, headers: Record<string, string> = {}) =>
  ({ method, originalUrl: url, headers }) as unknown as Request;

describe('access log levels', () => {
  it('keeps fast, successful, anonymous reads out of the info log', () => {
    expect(accessLogLevelOf(request('GET', '/api/campaign'), 200, 3, true)).toBe('debug');
    expect(accessLogLevelOf(request('GET', '/graphql?query=x'), 304, 3, true)).toBe('debug');
    expect(accessLogLevelOf(request('HEAD', '/assets/app.js'), 200, 1, true)).toBe('debug');
    // A public query sent by POST and answered from the public cache.
    expect(accessLogLevelOf(request('POST', '/graphql'), 200, 3, true, true)).toBe('debug');
  });

  it('logs writes, client errors, slow and aborted requests at info, server errors at error', () => {
    expect(accessLogLevelOf(request('POST', '/graphql'), 200, 3, true)).toBe('info');
    expect(accessLogLevelOf(request('POST', '/api/pix/webhook/pix'), 200, 3, true)).toBe('info');
    expect(accessLogLevelOf(request('GET', '/api/pix/abc'), 400, 3, true)).toBe('info');
    expect(accessLogLevelOf(request('GET', '/nada'), 404, 3, true)).toBe('info');
    expect(accessLogLevelOf(request('GET', '/api/campaign'), 200, SLOW_REQUEST_MS, true)).toBe('info');
    expect(accessLogLevelOf(request('GET', '/api/campaign'), 200, 3, false)).toBe('info');
    expect(accessLogLevelOf(request('GET', '/api/campaign'), 503, 3, true)).toBe('error');
  });

  it("logs the organiser's reads at info: they touch donors' data", () => {
    expect(accessLogLevelOf(request('GET', '/api/admin/donations.csv'), 200, 3, true)).toBe('info');
    expect(accessLogLevelOf(request('GET', '/graphql?query=x', { authorization: 'Bearer x' }), 200, 3, true)).toBe('info');
  });
});
