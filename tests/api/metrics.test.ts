import { ConfigError, loadConfig } from '../../api/src/config.js';
import { createDonation, notifyPayment, paidDonation } from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';

const SECRET = 'metrics-webhook-secret-0123';
const ENV = { PIX_WEBHOOK_SECRET: SECRET, RATE_LIMIT_CREATE_DONATION: '1000/60', RATE_LIMIT_PIX_CODE: '1000/60' };
const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };

/** One sample of the text format: its name, its labels, its value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parseSamples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    ?.value;

async function scrape(app: TestApp, headers: Record<string, string> = ADMIN) {
  const response = await fetch(`${app.url}/metrics`, { headers });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

describe('GET /metrics', () => {
  let app: TestApp;
  let paidId: string;
  let pendingId: string;

  // Scenario: two donations, one paid by the organiser; the PSP reports a payment of a code this site never made.
  beforeAll(async () => {
    app = await startTestApp({ env: ENV });
    paidId = await paidDonation(app, { amount: '80,00' });
    pendingId = await createDonation(app, { amount: '25,00' });
    const notified = await notifyPayment(app, SECRET, {
      endToEndId: 'E00000000202611261200abcdef01234',
      txid: 'naoexistenestesite0000000000001',
      valor: '12.34',
      horario: new Date().toISOString(),
    });
    expect(notified.status).toBe(200);
  });
  afterAll(() => app.close());

  it('refuses an anonymous reader and a wrong token, with the stable code and nothing of the campaign', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-organisers-token' }] as Record<string, string>[]) {
      const { status, text } = await scrape(app, headers);
      expect(status).toBe(401);
      expect(JSON.parse(text)).toEqual({ code: 'UNAUTHENTICATED', message: expect.stringMatching(/organização/) });
      expect(text).not.toMatch(/campanha_/);
    }
  });

  it('gives the organiser the donations, the payment issues, the outbox and the PSP notifications, read from the database', async () => {
    const { status, type, text } = await scrape(app);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parseSamples(text);

    expect(valueOf(samples, 'campanha_database_up')).toBe(1);
    expect(valueOf(samples, 'campanha_donations_created')).toBe(2);
    expect(valueOf(samples, 'campanha_donations', { status: 'paid' })).toBe(1);
    expect(valueOf(samples, 'campanha_donations', { status: 'pending' })).toBe(1);
    expect(valueOf(samples, 'campanha_donations_amount_cents', { status: 'paid' })).toBe(8000);
    expect(valueOf(samples, 'campanha_payment_issues')).toBe(1);

    const waiting = await app.deps.models.OutboxMessage.countDocuments({ status: 'pending' });
    expect(waiting).toBeGreaterThan(0); // the paid donation's thank-you, at least: no SMTP in this test
    expect(valueOf(samples, 'campanha_outbox_messages', { status: 'pending' })).toBe(waiting);
    expect(valueOf(samples, 'campanha_outbox_messages', { status: 'failed' })).toBe(0);
    expect(valueOf(samples, 'campanha_outbox_oldest_waiting_seconds')).toBeGreaterThanOrEqual(0);

    const notifiedAt = valueOf(samples, 'campanha_psp_last_notification_timestamp_seconds')!;
    expect(Math.abs(notifiedAt - Date.now() / 1000)).toBeLessThan(120);

    // The process: event-loop lag and memory, from prom-client's default collectors.
    expect(valueOf(samples, 'campanha_nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'campanha_process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
  });

  it('counts and times requests by route template, never by a path holding an id or a secret', async () => {
    await fetch(`${app.url}/api/pix/${pendingId}?accessToken=wrong`);
    await fetch(`${app.url}/api/pix/${paidId}?accessToken=wrong`);
    const samples = parseSamples((await scrape(app)).text);

    const graphqlPosts = valueOf(samples, 'campanha_http_requests_total', { method: 'POST', route: '/graphql', status: '200' });
    expect(graphqlPosts).toBeGreaterThanOrEqual(3); // two creations and a confirmation
    const webhook = samples.find(
      (s) => s.name === 'campanha_http_requests_total' && s.labels.route?.startsWith('/api/pix/webhook'),
    );
    expect(webhook).toMatchObject({ labels: { method: 'POST', status: '200' } });
    expect(valueOf(samples, 'campanha_http_request_duration_seconds_count', { method: 'POST', route: '/graphql' })).toBe(
      graphqlPosts,
    );

    const routes = new Set(samples.map((sample) => sample.labels.route).filter(Boolean));
    for (const route of routes) {
      expect(route).not.toContain(paidId);
      expect(route).not.toContain(pendingId);
      expect(route).not.toContain(SECRET);
    }
    // Both donations' pages under one template.
    const donationRoutes = [...routes].filter(
      (route) => route!.startsWith('/api/pix/') && !route!.startsWith('/api/pix/webhook'),
    );
    expect(donationRoutes.length).toBe(1);
    expect(text(samples)).not.toContain(SECRET);
  });

  it('lets a client in METRICS_NETWORKS read without the token, and nobody outside it', async () => {
    const inside = await startTestApp({ env: { METRICS_NETWORKS: '10.0.0.0/8, 127.0.0.0/8' } });
    const outside = await startTestApp({ env: { METRICS_NETWORKS: '10.0.0.0/8,fd00::/8' } });
    try {
      const allowed = await scrape(inside, {});
      expect(allowed.status).toBe(200);
      expect(allowed.text).toMatch(/^campanha_donations_created 0$/m);
      // Without the webhook on there is no PSP notification to miss, and no series says there is.
      expect(allowed.text).not.toMatch(/campanha_psp_last_notification/);
      expect((await scrape(outside, {})).status).toBe(401);
      expect((await scrape(outside)).status).toBe(200);
    } finally {
      await inside.close();
      await outside.close();
    }
  });

  it('refuses to start with a METRICS_NETWORKS entry that is no address or range', () => {
    for (const value of ['10.0.0.0/33', 'intranet', '10.0.0.1/8/8', '::1/129'])
      expect(() => loadConfig({ METRICS_NETWORKS: value })).toThrow(ConfigError);
    expect(loadConfig({ METRICS_NETWORKS: ' 192.168.0.0/16 , ::1 ' }).METRICS_NETWORKS).toEqual(['192.168.0.0/16', '::1']);
  });
});

const text = (samples: Sample[]) => JSON.stringify(samples);
