// The built image, checked from outside as an operator would run it: started with the
// production variables only against a real database, on the host's network, then read
// over HTTP and through the container engine. Run by `npm run test:image` (after
// `npm run image`); needs MONGODB_URI and podman or docker.
import assert from 'node:assert/strict';
import { execFile as execFileCallback, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';

const execFile = promisify(execFileCallback);
const root = new URL('../../', import.meta.url);
const IMAGE = process.env.IMAGE_TAG ?? 'localhost/campanha:latest';
const ENGINE = process.env.CONTAINER_ENGINE ?? 'podman';
/** What main.ts gives in-flight requests, plus its clean-up time: `stop` must end the container within it. */
const DRAIN_SECONDS = 29;
const ADMIN_TOKEN = randomBytes(24).toString('hex');
const PIX_KEY = 'doacoes@amigosdalia.org.br';

const engine = async (...args) => (await execFile(ENGINE, args, { maxBuffer: 64 * 1024 * 1024 })).stdout.trim();

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The test database server, with a database of this run's own in its path. */
function databaseUri() {
  const base = process.env.MONGODB_URI;
  if (!base) throw new Error('MONGODB_URI must name the test database server');
  const uri = new URL(base);
  uri.pathname = `/imagecheck_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  return uri.toString();
}

describe(`the image ${IMAGE}`, () => {
  const name = `campanha-check-${randomUUID().slice(0, 8)}`;
  let url;
  let started = false;

  const graphql = async (query, variables, headers = {}) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: await response.json() };
  };
  const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

  before(async () => {
    const size = Number(await engine('image', 'inspect', '--format', '{{.Size}}', IMAGE));
    console.log(`image ${IMAGE}: ${Math.round(size / 1e6)} MB uncompressed`);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    // Only what production needs: the container reads every setting from its environment.
    const env = {
      MONGODB_URI: databaseUri(),
      PUBLIC_URL: 'https://doe.exemplo.org.br',
      ADMIN_TOKEN,
      CPF_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      // Nothing listens there: the donors' e-mails wait in the outbox.
      SMTP_URL: 'smtp://127.0.0.1:9',
      PIX_KEY,
      PIX_MERCHANT_NAME: 'Amigos da Lia',
      PORT: String(port),
      HOST: '127.0.0.1',
      // As compose.yaml runs it: behind one proxy.
      TRUST_PROXY: '1',
    };
    await engine(
      'run',
      '--detach',
      '--name',
      name,
      '--network',
      'host',
      ...Object.entries(env).flatMap(([k, v]) => ['--env', `${k}=${v}`]),
      IMAGE,
    );
    started = true;
    const deadline = Date.now() + 90_000;
    for (;;) {
      const ready = await fetch(`${url}/readyz`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ready) break;
      const state = await engine('inspect', '--format', '{{.State.Status}}', name);
      if (state !== 'running' || Date.now() > deadline) {
        console.error(await engine('logs', name).catch(() => ''));
        throw new Error(`the container did not become ready (state: ${state})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  after(async () => {
    if (started) await engine('rm', '--force', name).catch(() => {});
  });

  it('answers /readyz and /healthz, and its HEALTHCHECK passes', async () => {
    assert.deepEqual(await (await fetch(`${url}/readyz`)).json(), { ready: true });
    assert.equal((await fetch(`${url}/healthz`)).status, 200);
    if (ENGINE === 'podman')
      await engine('healthcheck', 'run', name); // exit 0: healthy
    else assert.match(await engine('inspect', '--format', '{{json .Config.Healthcheck}}', name), /healthz/);
  });

  it('renders the campaign at /', async () => {
    const response = await fetch(`${url}/`);
    assert.equal(response.status, 200);
    const html = await response.text();
    const { title } = JSON.parse(readFileSync(new URL('content/campaign.example.json', root), 'utf8'));
    assert.ok(html.includes(title), 'the campaign title is in the page');
    // The built client's script, served by the same process.
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    assert.ok(script, 'the page loads the built client');
    assert.equal((await fetch(`${url}${script}`)).status, 200);
  });

  it('takes a donation and gives its PIX code once the organiser has set the identity', async () => {
    const donation = {
      idempotencyKey: `image-${randomUUID()}`,
      name: 'Maria da Silva',
      email: 'maria.silva@exemplo.com.br',
      cpf: '529.982.247-25',
      amount: '50,00',
      isAnonymous: false,
    };
    const create = (input) =>
      graphql('mutation ($input: CreateDonationInput!) { createDonation(input: $input) { id accessToken } }', { input });

    // The example's identity still prints on receipts: no donation yet.
    const refused = await create({ ...donation, idempotencyKey: `image-${randomUUID()}` });
    assert.equal(refused.body.errors?.[0]?.extensions?.code, 'CAMPAIGN_NOT_READY');

    const identity = await graphql(
      'mutation ($input: UpdateCampaignInput!) { updateCampaign(input: $input) { organisation { name } } }',
      {
        input: {
          organisation: {
            name: 'Amigos da Lia',
            cnpj: '11.222.333/0001-81',
            email: 'contato@amigosdalia.org.br',
            city: 'Recife',
          },
        },
      },
      admin,
    );
    assert.equal(identity.body.data?.updateCampaign.organisation.name, 'Amigos da Lia', JSON.stringify(identity.body));
    // Nor while the page cannot say whose name the bank app will show (issue 50).
    const stillRefused = await create({ ...donation, idempotencyKey: `image-${randomUUID()}` });
    assert.equal(stillRefused.body.errors?.[0]?.extensions?.code, 'CAMPAIGN_NOT_READY');
    const holder = await graphql(
      'mutation ($input: PixHolderInput!) { setPixHolder(input: $input) { maskedDocument } }',
      { input: { name: 'Amigos da Lia', document: '11.222.333/0001-81', institution: 'Banco Inter' } },
      admin,
    );
    assert.equal(holder.body.data?.setPixHolder.maskedDocument, '11.222.333/0001-81', JSON.stringify(holder.body));

    const created = await create(donation);
    const { id, accessToken } = created.body.data?.createDonation ?? {};
    assert.ok(id, JSON.stringify(created.body));
    const code = await graphql(
      'mutation ($id: ID!, $accessToken: String!) { pixCode(donationId: $id, accessToken: $accessToken) { pixCode amount } }',
      { id, accessToken },
    );
    const { pixCode, amount } = code.body.data?.pixCode ?? {};
    assert.equal(amount, '50.00');
    // A BR Code (EMV): payload format 01, the organiser's key, the amount, a CRC.
    assert.match(pixCode, /^000201/);
    assert.ok(pixCode.includes(PIX_KEY));
    assert.ok(pixCode.includes('540550.00'));
    assert.match(pixCode, /6304[0-9A-F]{4}$/);
  });

  it('counts them at /metrics for the organiser, and refuses an anonymous reader', async () => {
    const anonymous = await fetch(`${url}/metrics`);
    assert.equal(anonymous.status, 401);
    assert.equal((await anonymous.json()).code, 'UNAUTHENTICATED');

    const text = await (await fetch(`${url}/metrics`, { headers: admin })).text();
    assert.match(text, /^campanha_donations_created 1$/m);
    assert.match(text, /^campanha_donations\{status="pending"\} 1$/m);
    assert.match(text, /^campanha_database_up 1$/m);
    assert.match(text, /^campanha_http_requests_total\{method="POST",route="\/graphql",status="200"\} \d+$/m);
    assert.match(text, /^campanha_process_resident_memory_bytes \d+/m);
  });

  it('runs as the unprivileged user node, with no development dependency, test, secret or source inside', async () => {
    assert.equal(await engine('exec', name, 'node', '-p', 'process.getuid() + ":" + process.getgid()'), '1000:1000');
    assert.equal(await engine('inspect', '--format', '{{.Config.User}}', name), 'node');

    const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8'));
    const devOnly = Object.entries(lock.packages)
      .filter(([path, entry]) => path && entry.dev)
      .map(([path]) => path);
    assert.ok(devOnly.length > 100, 'the lock file marks the development dependencies');
    const production = Object.entries(lock.packages).filter(
      ([path, entry]) => path.startsWith('node_modules/') && !entry.dev && !entry.optional,
    );
    const probe = `const fs = require('fs'); const paths = JSON.parse(process.argv[1]); console.log(JSON.stringify(paths.filter((p) => fs.existsSync('/app/' + p))))`;
    const present = JSON.parse(
      await engine(
        'exec',
        name,
        'node',
        '-e',
        probe,
        JSON.stringify([...devOnly, 'tests', 'bench', '.env', '.data', 'api', 'web', '.git']),
      ),
    );
    assert.deepEqual(present, []);
    // And the production ones are there (the check above would pass on an empty image).
    const missing = JSON.parse(
      await engine(
        'exec',
        name,
        'node',
        '-e',
        probe.replace('filter((p) =>', 'filter((p) => !'),
        JSON.stringify(production.map(([path]) => path)),
      ),
    );
    assert.deepEqual(missing, []);
  });

  it("is served over HTTPS by deploy/Caddyfile, HTTP redirected, with the app's own headers", async () => {
    // Caddy as compose.yaml runs it, with what differs here: DOMAIN=localhost (Caddy's own
    // CA signs it instead of Let's Encrypt), free ports, and the app on this host's loopback.
    const caddy = process.env.CADDY ?? 'caddy';
    const dir = mkdtempSync(join(tmpdir(), 'campanha-caddy-'));
    const env = { ...process.env, DOMAIN: 'localhost', ACME_EMAIL: 'ops@example.org', XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir };
    const adapted = (
      await execFile(caddy, ['adapt', '--config', new URL('deploy/Caddyfile', root).pathname, '--adapter', 'caddyfile'], { env })
    ).stdout;
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    const config = JSON.parse(adapted.replace('"dial":"app:3000"', `"dial":"${new URL(url).host}"`));
    assert.equal(config.apps.http.servers.srv0.listen[0], ':443');
    config.apps.http.servers.srv0.listen = [`:${httpsPort}`];
    Object.assign(config.apps.http, { http_port: httpPort, https_port: httpsPort });
    config.apps.pki = { certificate_authorities: { local: { install_trust: false } } };
    writeFileSync(join(dir, 'caddy.json'), JSON.stringify(config));
    const proxy = spawn(caddy, ['run', '--config', join(dir, 'caddy.json')], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let caddyLog = '';
    proxy.stderr.on('data', (chunk) => (caddyLog += chunk));
    try {
      const httpsGetText = (path) =>
        new Promise((resolve, reject) => {
          const ca = readFileSync(join(dir, 'caddy', 'pki', 'authorities', 'local', 'root.crt'));
          httpsGet(
            { host: '127.0.0.1', servername: 'localhost', port: httpsPort, path, ca, headers: { host: 'localhost' } },
            (response) => {
              let body = '';
              response.on('data', (chunk) => (body += chunk));
              response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body }));
            },
          ).on('error', reject);
        });
      let page;
      for (const deadline = Date.now() + 30_000; !page;) {
        page = await httpsGetText('/').catch((error) => {
          if (Date.now() > deadline) throw new Error(`Caddy did not serve HTTPS: ${error.message}\n${caddyLog}`);
          return new Promise((resolve) => setTimeout(resolve, 300));
        });
      }
      assert.equal(page.status, 200);
      const { title } = JSON.parse(readFileSync(new URL('content/campaign.example.json', root), 'utf8'));
      assert.ok(page.body.includes(title));
      assert.match(page.headers['strict-transport-security'], /max-age=31536000/);
      assert.equal(page.headers.server, undefined);
      assert.equal((await httpsGetText('/readyz')).status, 200);

      const plain = await fetch(`http://localhost:${httpPort}/doar`, { redirect: 'manual' });
      assert.equal(plain.status, 308);
      assert.match(plain.headers.get('location'), /^https:\/\/localhost(:\d+)?\/doar$/);
    } finally {
      proxy.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops on SIGTERM within the drain time, with exit code 0', async () => {
    const startedAt = Date.now();
    await engine('stop', '--time', String(DRAIN_SECONDS + 1), name);
    const seconds = (Date.now() - startedAt) / 1000;
    console.log(`stopped in ${seconds.toFixed(1)} s`);
    assert.ok(seconds < DRAIN_SECONDS, `stopped in ${seconds} s`);
    assert.equal(await engine('inspect', '--format', '{{.State.ExitCode}}', name), '0');
    assert.match(await engine('logs', name), /"msg":"stopped"/);
  });
});
