import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from '../../api/src/config.js';
import { fromRoot } from '../../api/src/paths.js';
import { ADMIN_TOKEN, startTestApp } from '../support/harness.js';

// The deployment files as a person uses them: compose.yaml with a .env copied from
// .env.example must give a configuration production starts with, and every alert
// must watch a series /metrics really serves. (The image itself: tests/image.)

const read = (...path: string[]) => readFileSync(fromRoot(...path), 'utf8');
const compose = parse(read('compose.yaml'));

/** `.env.example` as `docker compose` reads it: NAME=value lines; `# NAME=` lines are the optional ones. */
function envExample(): { set: Record<string, string>; optional: string[] } {
  const set: Record<string, string> = {};
  const optional: string[] = [];
  for (const line of read('.env.example').split('\n')) {
    const active = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (active) set[active[1]!] = active[2]!;
    const commented = /^# ([A-Z][A-Z0-9_]*)=/.exec(line);
    if (commented) optional.push(commented[1]!);
  }
  return { set, optional };
}

/** compose.yaml's `${NAME}`, `${NAME:-default}` and `${NAME:?message}` from the given variables. */
const interpolate = (text: string, vars: Record<string, string>) =>
  text.replace(/\$\{(\w+)(?::[-?]([^}]*))?\}/g, (_match, name: string, fallback?: string) => vars[name] || (fallback ?? ''));

describe('compose.yaml and .env.example', () => {
  it('run the app, a replica-set MongoDB and an HTTPS proxy, with the data and certificates in named volumes', () => {
    const { app, mongo, caddy } = compose.services;
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'caddy', 'mongo']);
    expect(app.build).toBe('.');
    expect(app.env_file).toBe('.env');
    expect(app.depends_on.mongo.condition).toBe('service_healthy');
    expect(app.environment.MONGODB_URI).toMatch(/^mongodb:\/\/mongo:27017\/campanha\?.*replicaSet=rs0/);
    expect(app.environment.MONGODB_URI).toMatch(/w=majority/);
    expect(app.ports).toBeUndefined(); // reachable only through Caddy
    expect(mongo.command).toEqual(expect.arrayContaining(['--replSet', 'rs0']));
    expect(mongo.ports).toBeUndefined();
    expect(mongo.healthcheck.test.join(' ')).toMatch(/rs\.initiate\(\{ _id: 'rs0'/);
    expect(caddy.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    expect(caddy.volumes).toEqual(expect.arrayContaining(['./deploy/Caddyfile:/etc/caddy/Caddyfile:ro', 'caddy-data:/data']));
    expect(mongo.volumes).toContain('mongo-data:/data/db');
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['mongo-data', 'caddy-data']));
    // Caddy forwards to the app's port, for the domain the app calls its own.
    expect(read('deploy', 'Caddyfile')).toMatch(/\{\$DOMAIN\} \{[\s\S]*reverse_proxy app:3000/);
  });

  it('hold no secret: every secret comes from .env, which git ignores', () => {
    const secrets = ['ADMIN_TOKEN', 'CPF_ENCRYPTION_KEY', 'SMTP_URL', 'API_PIX_CLIENT_SECRET', 'PIX_WEBHOOK_SECRET'];
    for (const name of secrets) expect(compose.services.app.environment[name]).toBeUndefined();
    const { set } = envExample();
    expect(set.ADMIN_TOKEN).toBe('');
    expect(set.CPF_ENCRYPTION_KEY).toBe('');
    expect(read('.gitignore').split('\n')).toContain('.env');
    expect(read('.dockerignore').split('\n')).toContain('**/.env');
  });

  it('name only variables the server (or compose itself) reads', () => {
    const { set, optional } = envExample();
    const composeOwn = ['DOMAIN', 'ACME_EMAIL', 'CAMPANHA_IMAGE'];
    for (const name of [...Object.keys(set), ...optional]) expect([...CONFIG_VARIABLES, ...composeOwn]).toContain(name);
    for (const name of Object.keys(compose.services.app.environment)) expect(CONFIG_VARIABLES).toContain(name);
  });

  it('give a configuration production starts with, once the person fills in .env as it says', () => {
    const { set } = envExample();
    const filled: Record<string, string> = {
      ...set,
      DOMAIN: 'doe.amigosdalia.org.br',
      ACME_EMAIL: 'ti@amigosdalia.org.br',
      SMTP_URL: 'smtps://doacoes:senha@smtp.amigosdalia.org.br:465',
      MAIL_FROM: 'Amigos da Lia <doacoes@amigosdalia.org.br>',
      ADMIN_TOKEN: 'a'.repeat(8) + 'b'.repeat(8) + '0123456789abcdef',
      CPF_ENCRYPTION_KEY: Buffer.from(Array.from({ length: 32 }, (_, i) => i * 7)).toString('base64'),
      PIX_KEY: 'doacoes@amigosdalia.org.br',
      PIX_MERCHANT_NAME: 'Amigos da Lia',
    };
    const environment = Object.fromEntries(
      Object.entries(compose.services.app.environment as Record<string, string>).map(([name, value]) => [
        name,
        interpolate(String(value), filled),
      ]),
    );
    const config = loadConfig({ ...filled, ...environment });
    expect(config.isProduction).toBe(true);
    expect(config.PUBLIC_URL).toBe('https://doe.amigosdalia.org.br');
    expect(config.TRUST_PROXY).toBe(1);
    // As copied, before it is filled in, production refuses and names what is missing.
    expect(() => loadConfig({ ...set, ...environment })).toThrow(/ADMIN_TOKEN: required in production/);
  });
});

describe('deploy/prometheus/alerts.yml', () => {
  const rules = parse(read('deploy', 'prometheus', 'alerts.yml')).groups.flatMap(
    (group: { rules: unknown[] }) => group.rules,
  ) as {
    alert: string;
    expr: string;
    labels: { severity: string };
    annotations: { summary: string; description: string };
  }[];

  it('gives every alert a severity, a summary and what to do', () => {
    expect(rules.length).toBeGreaterThanOrEqual(8);
    for (const rule of rules) {
      expect(rule.alert).toMatch(/^Campanha[A-Z]\w+$/);
      expect(['critical', 'warning']).toContain(rule.labels.severity);
      expect(rule.annotations.summary.length).toBeGreaterThan(10);
      expect(rule.annotations.description.length).toBeGreaterThan(20);
    }
  });

  it('watches only series that GET /metrics serves', async () => {
    const app = await startTestApp({ env: { PIX_WEBHOOK_SECRET: 'alerts-webhook-secret-0123' } });
    try {
      const response = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      const served = new Set([...(await response.text()).matchAll(/^# TYPE (\w+) /gm)].map((match) => match[1]!));
      const watched = rules.flatMap((rule) => [...rule.expr.matchAll(/\bcampanha_\w+/g)].map((match) => match[0]));
      expect(watched.length).toBeGreaterThan(rules.length - 2);
      for (const name of watched) expect(served).toContain(name.replace(/_(bucket|count|sum)$/, ''));
    } finally {
      await app.close();
    }
  });
});
