import { ConfigError, loadConfig, productionProblems } from '../../api/src/config.js';
import { notifyPayment } from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';

// The monitoring host's credential (issue 53): METRICS_TOKEN reads GET /metrics and
// nothing else, so the machine that scrapes holds no organiser's power.

const METRICS_TOKEN = 'metrics-only-token-0123456789';
const SECRET = 'metrics-token-webhook-secret-01';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('METRICS_TOKEN', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { METRICS_TOKEN, PIX_WEBHOOK_SECRET: SECRET } });
  });
  afterAll(() => app.close());

  it('reads /metrics, as the organiser token still does; a wrong token does not', async () => {
    const withMetricsToken = await fetch(`${app.url}/metrics`, { headers: bearer(METRICS_TOKEN) });
    expect(withMetricsToken.status).toBe(200);
    expect(await withMetricsToken.text()).toMatch(/^campanha_database_up 1$/m);
    expect((await fetch(`${app.url}/metrics`, { headers: bearer(ADMIN_TOKEN) })).status).toBe(200);
    const wrong = await fetch(`${app.url}/metrics`, { headers: bearer(`${METRICS_TOKEN}x`) });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ code: 'UNAUTHENTICATED', message: expect.stringMatching(/organização/) });
  });

  it("opens none of the organiser's routes: the donations' export and the admin GraphQL fields refuse it", async () => {
    const csv = await fetch(`${app.url}/api/admin/donations.csv`, { headers: bearer(METRICS_TOKEN) });
    expect(csv.status).toBe(401);
    expect(await csv.text()).not.toMatch(/valor|amount/i);

    const graphql = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { ...bearer(METRICS_TOKEN), 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query: '{ donations { __typename } }' }),
    });
    const body = (await graphql.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("exports no PSP notification time before the PSP's first notification, then its time", async () => {
    // A series at 0 would read as "silent since 1970" to CampanhaPspSilent.
    const before = await (await fetch(`${app.url}/metrics`, { headers: bearer(METRICS_TOKEN) })).text();
    expect(before).toMatch(/^# HELP campanha_psp_last_notification_timestamp_seconds /m);
    expect(before).not.toMatch(/^campanha_psp_last_notification_timestamp_seconds/m);

    const notified = await notifyPayment(app, SECRET, {
      endToEndId: 'E00000000202612021200abcdef05353',
      txid: 'naoexistenestesite0000000000053',
      valor: '10.00',
      horario: new Date().toISOString(),
    });
    expect(notified.status).toBe(200);
    const after = await (await fetch(`${app.url}/metrics`, { headers: bearer(METRICS_TOKEN) })).text();
    const sample = /^campanha_psp_last_notification_timestamp_seconds\{source="webhook"\} (\S+)$/m.exec(after);
    expect(Math.abs(Number(sample?.[1]) - Date.now() / 1000)).toBeLessThan(600);
  });

  it('must be 16 characters or more, and never the organiser token itself', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    const same = loadConfig({ ADMIN_TOKEN, METRICS_TOKEN: ADMIN_TOKEN });
    expect(productionProblems(same)).toContainEqual(expect.stringMatching(/^METRICS_TOKEN: the same as ADMIN_TOKEN/));
    const own = loadConfig({ ADMIN_TOKEN, METRICS_TOKEN });
    expect(productionProblems(own).join('\n')).not.toMatch(/METRICS_TOKEN/);
  });
});
