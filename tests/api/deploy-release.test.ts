import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { loadConfig } from '../../api/src/config.js';
import { fromRoot } from '../../api/src/paths.js';

// The deployment as a newcomer follows it (issue 53): compose.yaml runs on Docker and on
// Podman (fully qualified names, the app's own health check), stays within a 2 GB server
// and its disk, runs the release package.json names; .env.example holds nothing that
// looks filled in; git ignores the server's secrets. (Running it: tests/image.)

const read = (...path: string[]) => readFileSync(fromRoot(...path), 'utf8');
const compose = parse(read('compose.yaml'));
const services = compose.services as Record<string, Record<string, any>>;

describe('compose.yaml on Docker and Podman', () => {
  it('names every image fully (Podman resolves no short name), the app by package.json version', () => {
    const { version } = JSON.parse(read('package.json')) as { version: string };
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(services.app!.image).toBe(`\${CAMPANHA_IMAGE:-localhost/campanha:${version}}`);
    expect(services.mongo!.image).toBe('docker.io/library/mongo:8.0');
    expect(services.caddy!.image).toBe('docker.io/library/caddy:2');
    for (const service of Object.values(services))
      expect(String(service.image).replace(/^\$\{\w+:-(.*)\}$/, '$1')).toMatch(/^[a-z0-9.-]+\.[a-z]+\/|^localhost\//);
  });

  it("declares the app's health check itself (an OCI-format build drops the image's), which caddy waits for", () => {
    const { test, interval } = services.app!.healthcheck;
    expect(test.slice(0, 3)).toEqual(['CMD', 'node', '-e']);
    expect(test[3]).toMatch(/fetch\('http:\/\/127\.0\.0\.1:3000\/healthz'\)/);
    expect(interval).toBe('15s');
    expect(services.caddy!.depends_on.app.condition).toBe('service_healthy');
  });

  it("runs an init, rotates every log and bounds MongoDB's cache for a 2 GB server", () => {
    expect(services.app!.init).toBe(true);
    expect(services.mongo!.init).toBe(true);
    for (const [name, service] of Object.entries(services)) {
      expect([name, service.logging?.driver]).toEqual([name, 'json-file']);
      expect(service.logging.options['max-size']).toMatch(/^\d+m$/);
      expect(Number(service.logging.options['max-file'])).toBeGreaterThan(1);
    }
    const command = services.mongo!.command as string[];
    expect(command[command.indexOf('--wiredTigerCacheSizeGB') + 1]).toBe('0.25');
  });

  it('holds each request in the proxy while the app restarts, instead of answering 502', () => {
    const caddyfile = read('deploy', 'Caddyfile');
    expect(caddyfile).toMatch(/reverse_proxy app:3000 \{[\s\S]*lb_try_duration 30s[\s\S]*health_uri \/readyz[\s\S]*\}/);
    // The hold outlasts a restart: the old container's drain (stop_grace_period) is over before the new one listens.
    expect(Number(/lb_try_duration (\d+)s/.exec(caddyfile)![1])).toBeGreaterThanOrEqual(30);
  });

  it('labels the image with its version, revision and source (OCI)', () => {
    const dockerfile = read('Dockerfile');
    for (const label of ['version', 'revision', 'source'])
      expect(dockerfile).toContain(`org.opencontainers.image.${label}="\${${label.toUpperCase()}}"`);
    expect(read('scripts', 'image', 'build.sh')).toMatch(/--build-arg "VERSION=\$VERSION"/);
  });
});

describe('.env.example and .gitignore', () => {
  const env = read('.env.example');
  const active = Object.fromEntries([...env.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => [match[1], match[2]]));

  it('leave every required value empty: nothing looks filled in, no command becomes a value', () => {
    for (const name of ['DOMAIN', 'ACME_EMAIL', 'ADMIN_TOKEN', 'CPF_ENCRYPTION_KEY', 'SMTP_URL', 'MAIL_FROM', 'PIX_KEY'])
      expect([name, active[name]]).toEqual([name, '']);
    // Every value, active or commented, is a value: no "(openssl …)" after it.
    for (const [, name, value] of env.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=(.*)$/gm))
      expect([name, value]).toEqual([name, expect.not.stringMatching(/\s|\(|openssl/)]);
    expect(env).toMatch(/^# API_PIX_CA_FILE=\/run\/secrets\/campanha\//m);
    expect(env).toMatch(/^# METRICS_TOKEN=$/m);
  });

  it('as copied, make production refuse to start and name what is missing, not run with a sender that fails', () => {
    const copied = { ...active, NODE_ENV: 'production', PUBLIC_URL: 'https://doe.amigosdalia.org.br' };
    expect(() => loadConfig(copied)).toThrow(/SMTP_URL: required in production/);
  });

  it("keep the server's secrets and overrides out of git", () => {
    const ignored = read('.gitignore').split('\n');
    for (const entry of ['.env', 'secrets/', 'compose.override.yaml']) expect(ignored).toContain(entry);
  });
});
