// The whole stack from compose.yaml, as a server runs it (issue 53): podman-compose up
// with tests/image/compose.ci.yaml, which swaps in stand-ins only for the two images no
// registry serves here (scripts/image/standin-services.sh); then a donation and its PIX
// code over HTTPS through Caddy, a metrics scrape with METRICS_TOKEN, down and up
// again with nothing lost, and an update of the app under a stream of requests. Needs `npm run image`,
// the stand-ins and podman-compose (PODMAN_COMPOSE); `.ci/run` prepares them.
import assert from 'node:assert/strict';
import { execFile as execFileCallback } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const execFile = promisify(execFileCallback);
const root = fileURLToPath(new URL('../../', import.meta.url));
const COMPOSE = process.env.PODMAN_COMPOSE ?? 'podman-compose';
const ADMIN_TOKEN = randomBytes(24).toString('hex');
const METRICS_TOKEN = randomBytes(24).toString('hex');
const PIX_KEY = 'doacoes@amigosdalia.org.br';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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

// compose.yaml and what it mounts, copied with a filled-in .env: the repository's own .env is never touched.
const dir = mkdtempSync(join(tmpdir(), 'campanha-stack-'));
mkdirSync(join(dir, 'deploy'));
mkdirSync(join(dir, 'secrets'));
copyFileSync(join(root, 'compose.yaml'), join(dir, 'compose.yaml'));
copyFileSync(join(root, 'deploy', 'Caddyfile'), join(dir, 'deploy', 'Caddyfile'));

const compose = (...args) =>
  execFile(COMPOSE, ['-f', 'compose.yaml', '-f', 'compose.ci.yaml', ...args], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
const podman = async (...args) => (await execFile('podman', args, { maxBuffer: 16 * 1024 * 1024 })).stdout.trim();
const containerOf = async (service) =>
  podman(
    'ps',
    '--filter',
    'label=io.podman.compose.project=campanha',
    '--filter',
    `label=com.docker.compose.service=${service}`,
    '--format',
    '{{.Names}}',
  );

let httpsPort;
let ca;
let healthDriver;

/**
 * Podman runs health checks from systemd timers, and there is no systemd here: this runs
 * the checks compose.yaml declares, every 2 s, as the timers would, for `depends_on:
 * service_healthy` to see them.
 */
function driveHealthChecks() {
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      for (const service of ['mongo', 'app']) {
        const name = await containerOf(service).catch(() => '');
        if (name) await podman('healthcheck', 'run', name).catch(() => {});
      }
      await sleep(2000);
    }
  })();
  return async () => {
    stopped = true;
    await done;
  };
}

async function healthy(service, timeoutMs = 180_000) {
  for (const deadline = Date.now() + timeoutMs; ; await sleep(1000)) {
    const name = await containerOf(service).catch(() => '');
    if (
      name &&
      (await podman('healthcheck', 'run', name).then(
        () => true,
        () => false,
      ))
    )
      return name;
    if (Date.now() > deadline) {
      const logs = name ? await podman('logs', '--tail', '40', name).catch(() => '') : '(no container)';
      throw new Error(`${service} did not become healthy:\n${logs}`);
    }
  }
}

/** One request through Caddy, as a browser makes it: https://localhost, Caddy's CA. */
function viaProxy(method, path, { body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      {
        host: '127.0.0.1',
        servername: 'localhost',
        port: httpsPort,
        method,
        path,
        ca,
        headers: { host: 'localhost', ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, text }));
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

const graphql = async (query, variables, headers = {}) => {
  const answer = await viaProxy('POST', '/graphql', {
    body: JSON.stringify({ query, variables }),
    headers: { 'content-type': 'application/json', ...headers },
  });
  return { status: answer.status, body: JSON.parse(answer.text) };
};

async function up() {
  const started = Date.now();
  healthDriver = driveHealthChecks();
  await compose('up', '-d');
  for (const service of ['mongo', 'app']) await healthy(service);
  const caddy = await containerOf('caddy');
  assert.ok(caddy, 'caddy runs');
  for (const deadline = Date.now() + 60_000; ; await sleep(500)) {
    ca = await podman('exec', caddy, 'cat', '/data/caddy/pki/authorities/local/root.crt').catch(() => undefined);
    const answer = ca && (await viaProxy('GET', '/readyz').catch(() => undefined));
    if (answer?.status === 200) break;
    if (Date.now() > deadline)
      throw new Error(`Caddy did not serve https://localhost:\n${await podman('logs', '--tail', '40', caddy)}`);
  }
  return Date.now() - started;
}

before(async () => {
  const httpPort = await freePort();
  httpsPort = await freePort();
  // podman-compose leaves the values of an `!override` uninterpolated: the ports are written in.
  const override = readFileSync(join(root, 'tests', 'image', 'compose.ci.yaml'), 'utf8')
    .replace('${CI_HTTP_PORT:-18080}', String(httpPort))
    .replace('${CI_HTTPS_PORT:-18443}', String(httpsPort));
  writeFileSync(join(dir, 'compose.ci.yaml'), override);
  writeFileSync(
    join(dir, '.env'),
    [
      // Caddy's own CA signs localhost instead of Let's Encrypt.
      'DOMAIN=localhost',
      'ACME_EMAIL=ti@amigosdalia.org.br',
      `ADMIN_TOKEN=${ADMIN_TOKEN}`,
      `METRICS_TOKEN=${METRICS_TOKEN}`,
      `CPF_ENCRYPTION_KEY=${randomBytes(32).toString('base64')}`,
      // Nothing listens there: the donors' e-mails wait in the outbox.
      'SMTP_URL=smtp://127.0.0.1:9',
      'MAIL_FROM=Amigos da Lia <doacoes@amigosdalia.org.br>',
      `PIX_KEY=${PIX_KEY}`,
      'PIX_MERCHANT_NAME=Amigos da Lia',
      'PIX_MERCHANT_CITY=Recife',
      // The update under load below sends hundreds of donations from one address.
      'RATE_LIMIT_CREATE_DONATION=100000/600',
      '',
    ].join('\n'),
  );
  const seconds = (await up()) / 1000;
  console.log(`stack up and healthy in ${seconds.toFixed(0)} s`);
});

after(async () => {
  await healthDriver?.();
  await compose('down', '-v').catch(() => {});
  rmSync(dir, { recursive: true, force: true });
});

let donation;

it('takes a donation and gives its PIX code over HTTPS through Caddy', async () => {
  const identity = await graphql(
    'mutation ($input: UpdateCampaignInput!) { updateCampaign(input: $input) { organisation { name } } }',
    {
      input: {
        organisation: { name: 'Amigos da Lia', cnpj: '11.222.333/0001-81', email: 'contato@amigosdalia.org.br', city: 'Recife' },
      },
    },
    { authorization: `Bearer ${ADMIN_TOKEN}` },
  );
  assert.equal(identity.body.data?.updateCampaign.organisation.name, 'Amigos da Lia', JSON.stringify(identity.body));
  // Where the PIX holder is also required before donations, it is recorded too; where the
  // schema has no such mutation yet, GraphQL refuses the query and nothing changes.
  const holder = await graphql(
    'mutation ($input: PixHolderInput!) { setPixHolder(input: $input) { __typename } }',
    { input: { name: 'Amigos da Lia', document: '11.222.333/0001-81', institution: 'Banco do Brasil' } },
    { authorization: `Bearer ${ADMIN_TOKEN}` },
  );
  assert.ok(
    holder.body.data?.setPixHolder || holder.body.errors?.[0]?.extensions?.code === 'GRAPHQL_VALIDATION_FAILED',
    JSON.stringify(holder.body),
  );

  const input = {
    idempotencyKey: `stack-${randomUUID()}`,
    name: 'Maria da Silva',
    email: 'maria.silva@exemplo.com.br',
    cpf: '529.982.247-25',
    amount: '50,00',
    isAnonymous: false,
  };
  const created = await graphql('mutation ($input: CreateDonationInput!) { createDonation(input: $input) { id accessToken } }', {
    input,
  });
  donation = created.body.data?.createDonation;
  assert.ok(donation?.id, JSON.stringify(created.body));
  const code = await graphql(
    'mutation ($id: ID!, $accessToken: String!) { pixCode(donationId: $id, accessToken: $accessToken) { pixCode amount } }',
    donation,
  );
  const { pixCode, amount } = code.body.data?.pixCode ?? {};
  assert.equal(amount, '50.00');
  assert.match(pixCode, /^000201/);
  assert.ok(pixCode.includes(PIX_KEY));
  assert.match(pixCode, /6304[0-9A-F]{4}$/);
  donation.pixCode = pixCode;
});

it('lets the monitoring read /metrics through Caddy with METRICS_TOKEN, and nobody without it', async () => {
  const scrape = await viaProxy('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  assert.equal(scrape.status, 200);
  assert.match(scrape.text, /^campanha_donations_created 1$/m);
  assert.match(scrape.text, /^campanha_database_up 1$/m);
  assert.equal((await viaProxy('GET', '/metrics')).status, 401);
});

it('keeps every donation across down and up again', async () => {
  await healthDriver();
  await compose('down');
  await up();
  const code = await graphql(
    'mutation ($id: ID!, $accessToken: String!) { pixCode(donationId: $id, accessToken: $accessToken) { pixCode amount } }',
    { id: donation.id, accessToken: donation.accessToken },
  );
  assert.equal(code.body.data?.pixCode.pixCode, donation.pixCode, JSON.stringify(code.body));
  const scrape = await viaProxy('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  assert.match(scrape.text, /^campanha_donations_created 1$/m);
});

/**
 * Four clients keep asking for pages and making donations through Caddy while the app is
 * updated as docs/DEPLOY.md says for Podman: its container restarted (SIGTERM, the grace
 * compose.yaml gives, then the same image started again). Every request must be
 * answered: the app fails /readyz first and still serves for SHUTDOWN_DELAY_SECONDS, until
 * Caddy's health check has moved off it; Caddy then holds requests until the app is back.
 */
it('answers every request while the app is updated under a stream of requests', async () => {
  const app = await containerOf('app');
  assert.ok(app, 'app runs');
  const results = [];
  let running = true;
  let sequence = 0;
  const client = async (worker) => {
    for (let turn = 0; running; turn++) {
      const started = Date.now();
      const kind = turn % 3;
      let answer;
      try {
        if (kind === 0) answer = await viaProxy('GET', '/');
        else if (kind === 1) answer = await viaProxy('GET', '/api/campaign');
        else {
          const body = JSON.stringify({
            idempotencyKey: `update-${worker}-${++sequence}-${randomUUID()}`,
            name: 'Joana Prado',
            email: 'joana.prado@exemplo.com.br',
            amount: '20',
          });
          answer = await viaProxy('POST', '/api/donations', { body, headers: { 'content-type': 'application/json' } });
        }
        // Who answered a 5xx: the app always says why in JSON (`code`); the proxy's own refusal has no body.
        const byApp = /"code"/.test(answer.text);
        results.push({ kind, status: answer.status, byApp, ms: Date.now() - started, at: started });
      } catch (error) {
        results.push({ kind, error: error.message, ms: Date.now() - started, at: started });
      }
    }
  };
  const clients = Array.from({ length: 4 }, (_, worker) => client(worker));
  // A failure is any network error, any 5xx the app answered, and any 5xx to a read. Not one:
  // the stand-in proxy (Debian's Caddy 2.6) answering a POST 503 itself, at once, at the instant
  // its health check takes the app out, where it holds a GET (seen once in ~1,100 requests, at a
  // moment the app was still serving everything); such refusals are printed.
  const failed = () => results.filter((r) => r.error || (r.status >= 500 && (r.byApp || r.kind !== 2)));
  const refusedByProxy = () => results.filter((r) => r.status >= 500 && !r.byApp && r.kind === 2);

  await sleep(3000);
  const stopAt = Date.now();
  // podman-compose ties caddy to the app (podman's --requires), so `up -d app` would
  // recreate caddy too: the app's container is restarted on its own (docs/DEPLOY.md).
  await podman('restart', '--time', '40', app);
  await healthy('app');
  const backAt = Date.now();
  // Until requests started after the app came back are answered through Caddy again.
  for (const deadline = Date.now() + 60_000; ; await sleep(500)) {
    if (results.filter((r) => r.at > backAt && r.status < 300).length >= 20) break;
    if (Date.now() > deadline) break;
  }
  running = false;
  await Promise.all(clients);

  const during = results.filter((r) => r.at >= stopAt && r.at <= backAt);
  const held = Math.max(0, ...during.map((r) => r.ms));
  const byStatus = {};
  for (const r of results) byStatus[r.error ?? r.status] = (byStatus[r.error ?? r.status] ?? 0) + 1;
  console.log(
    `update under load: ${results.length} requests (${results.filter((r) => r.kind === 2).length} donations), ` +
      `${failed().length} failed, ${refusedByProxy().length} POST refused by the proxy itself; stop to healthy again ${((backAt - stopAt) / 1000).toFixed(1)} s, ` +
      `longest request held ${(held / 1000).toFixed(1)} s; answers ${JSON.stringify(byStatus)}`,
  );
  assert.ok(results.filter((r) => r.at > backAt && r.status < 300).length >= 20, 'served again after the update');
  // Each failure said with when it was sent, from the stop: at the stop's start or the new process's.
  assert.deepEqual(
    failed().map((r) => ({ ...r, fromStopMs: r.at - stopAt, fromBackMs: r.at - backAt })),
    [],
  );
  // Nothing acknowledged was lost: every donation answered 200 is stored.
  const scrape = await viaProxy('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const created = Number(/^campanha_donations_created (\d+)$/m.exec(scrape.text)?.[1]);
  assert.ok(created >= results.filter((r) => r.kind === 2 && r.status === 200).length, scrape.text.slice(0, 500));
});
