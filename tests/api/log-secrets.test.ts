import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { Connection } from 'mongoose';
import { createApp } from '../../api/src/app.js';
import { loadContentFile } from '../../api/src/campaign/content.js';
import { loadConfig } from '../../api/src/config.js';
import { connectDatabase } from '../../api/src/db/connection.js';
import { ensureIndexes } from '../../api/src/app/indexes.js';
import { createModels } from '../../api/src/app/models.js';
import { createDeps } from '../../api/src/deps.js';
import { ensureCampaignData } from '../../api/src/first-start.js';
import { withDeadline } from '../../api/src/http/deadline.js';
import { createLogger, redactPath, redactText } from '../../api/src/logger.js';
import { validDonation } from '../support/donation-scenarios.js';
import { testDatabaseUri } from '../support/harness.js';
import { appEvents } from '../../api/src/app/events.js';
import { appFeeds } from '../../api/src/app/feeds.js';

/** Distinctive values: any piece of one found in the log is a leak. */
const hex = () => randomBytes(12).toString('hex');
const SECRETS = {
  webhook: `hook${hex()}`,
  myDonations: `mine${hex()}`,
  stop: `stop${hex()}`,
  monthly: `month${hex()}`,
  signInLink: `link${hex()}`,
};

/** Captured log lines of one logger, raw as they would reach a file. */
function captured() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, sink };
}

/**
 * The secrets the log holds, whole or as a 12-character piece (a redaction that stopped
 * half-way through a segment leaks the rest).
 */
function leaksOf(log: string, secrets: string[]): string[] {
  const found: string[] = [];
  for (const secret of secrets)
    for (let start = 0; start + 12 <= secret.length; start++)
      if (log.includes(secret.slice(start, start + 12))) found.push(secret);
  return [...new Set(found)];
}

describe('redactPath and redactText: private path segments, however spelled', () => {
  const token = 'Tok3n_abc-XYZ';
  it.each([
    ['/minha-doacao/<t>', '/minha-doacao/[redacted]'],
    ['/api/minha-doacao/<t>/recibo.pdf', '/api/minha-doacao/[redacted]/recibo.pdf'],
    ['/minhas-doacoes/<t>/informe', '/minhas-doacoes/[redacted]/informe'],
    ['/novidades/parar/665f1c2b9d3e4a0012345678.<t>', '/novidades/parar/[redacted]'],
    ['/novidades/voltar/665f1c2b9d3e4a0012345678.<t>', '/novidades/voltar/[redacted]'],
    ['/doacao-mensal/<t>', '/doacao-mensal/[redacted]'],
    ['/painel/entrar/<t>', '/painel/entrar/[redacted]'],
    ['/Painel/Entrar/<t>/', '/Painel/Entrar/[redacted]/'],
    ['/api/doacao-mensal/<t>/recibos/x.pdf', '/api/doacao-mensal/[redacted]/recibos/x.pdf'],
    ['/api/pix/webhook/<t>/pix', '/api/pix/webhook/[redacted]/pix'],
    ['/api/pix/webhook/<t>', '/api/pix/webhook/[redacted]'],
    ['/api/pix/webhook/<t>?x=1', '/api/pix/webhook/[redacted]?x=1'],
    ['/api/pix/webhook/PIX<t>/pix', '/api/pix/webhook/[redacted]/pix'],
    ['/API/PIX/WEBHOOK/<t>/PIX', '/API/PIX/WEBHOOK/[redacted]/PIX'],
    ['/Api/Minha-Doacao/<t>', '/Api/Minha-Doacao/[redacted]'],
    ['/api/minha%2Ddoacao/<t>', '/api/minha%2Ddoacao/[redacted]'],
    ['/api/minha%2ddoacao/<t>', '/api/minha%2ddoacao/[redacted]'],
    ['/api/m%69nha-do%61cao/<t>', '/api/m%69nha-do%61cao/[redacted]'],
    ['/api/M%49NHA-DOACAO/<t>', '/api/M%49NHA-DOACAO/[redacted]'],
    ['/api/minha%252Ddoacao/<t>', '/api/minha%252Ddoacao/[redacted]'],
    ['/api/minha%25252ddoacao/<t>', '/api/minha%25252ddoacao/[redacted]'],
    ['//api//minha-doacao//<t>//dados', '//api//minha-doacao//[redacted]//dados'],
    ['/api%2Fminha-doacao%2F<t>%2Fdados', '/api%2Fminha-doacao%2F[redacted]'],
    ['/novidades%2fparar/1.<t>', '/novidades%2fparar/[redacted]'],
    ['/minha-doacao/<t>%E0', '/minha-doacao/[redacted]'],
  ])('%s', (path, expected) => {
    expect(redactPath(path.replace('<t>', token))).toBe(expected);
  });

  it('leaves public paths, and the webhook answered by header, as they are', () => {
    for (const path of [
      '/minhas-doacoes',
      '/minha-doacao',
      '/api/donations',
      '/api/pix/webhook/pix',
      '/api/pix/webhook/cobr',
      '/API/PIX/WEBHOOK/REC',
      '/novidades.xml',
      '/novidades/parar',
      '/painel/entrar',
      '/api/painel/link/entrar',
      '/transparencia',
    ])
      expect(redactPath(path)).toBe(path);
  });

  it('redacts paths inside any text, keeping JSON valid, and the param Express could not decode', () => {
    expect(redactText(`GET /Minha-Doacao/${token} took 3 ms`)).toBe('GET /Minha-Doacao/[redacted] took 3 ms');
    expect(redactText(`URIError: Failed to decode param '${token}%E0'\n    at decodeParam`)).toBe(
      "URIError: Failed to decode param '[redacted]'\n    at decodeParam",
    );
    const line = JSON.stringify({ url: `/api/minha-doacao/ab"c\\d${token}`, msg: 'x' });
    const redacted = redactText(line);
    expect(JSON.parse(redacted)).toEqual({ url: '/api/minha-doacao/[redacted]', msg: 'x' });
    expect(redactText('nothing private here: 100% sure')).toBe('nothing private here: 100% sure');
  });
});

describe('every logger call carrying a private path', () => {
  it('is redacted, whoever writes it: child loggers, messages, formats, errors and their causes', () => {
    const { lines, sink } = captured();
    const logger = createLogger({ LOG_LEVEL: 'trace' }, sink);
    const path = `/API/Minha%2DDoacao/${SECRETS.myDonations}`;
    const request = { method: 'GET', url: path, originalUrl: path, path };
    logger.child({ url: path }).info('bound');
    logger.warn({ req: request, path }, 'object');
    logger.info(`message ${path}`);
    logger.info('format %s %o', path, { path });
    const error = new Error(`lookup failed for ${path}`, { cause: new Error(`inner ${path}`) });
    logger.error({ err: error }, 'error');
    logger.error(error);
    const log = lines.join('\n');
    expect(lines).toHaveLength(6);
    expect(leaksOf(log, [SECRETS.myDonations])).toEqual([]);
    expect(log).toContain('/API/Minha%2DDoacao/[redacted]');
    // The caller's objects are left as they were.
    expect(request.url).toBe(path);
    expect(error.message).toContain(SECRETS.myDonations);
  });
});

describe('no secret in the log, through the real app: answers, errors and the request deadline', () => {
  let connection: Connection;
  let app: RequestListener;
  let stopApp: () => Promise<void>;
  const servers: Server[] = [];
  const { lines, sink } = captured();
  let url: string;
  let stalledUrl: string;
  let donorToken: string;
  let donationId: string;

  const listen = async (listener: RequestListener) => {
    const server = createServer(listener);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'trace', PIX_WEBHOOK_SECRET: SECRETS.webhook });
    const logger = createLogger(config, sink);
    connection = await connectDatabase(testDatabaseUri(), `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`);
    const models = createModels(connection);
    await ensureIndexes(models);
    const deps = createDeps({ config, logger, models, events: appEvents, feeds: appFeeds });
    await ensureCampaignData(deps, loadContentFile());
    const created = await createApp(deps);
    app = created.app;
    stopApp = created.stop;
    // The app as main.ts serves it, with a deadline a test can wait for.
    url = await listen(withDeadline(app, { ms: 5000, organiserMs: 5000, isOrganiser: () => false }, logger));
    // A handler waiting on a database that stopped answering: only the deadline answers.
    const stalled: RequestListener = () => {};
    stalledUrl = await listen(withDeadline(stalled, { ms: 20, organiserMs: 20, isOrganiser: () => false }, logger));

    const answer = await fetch(`${url}/api/donations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validDonation()),
    });
    ({ id: donationId, accessToken: donorToken } = (await answer.json()) as { id: string; accessToken: string });
  });
  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    await stopApp();
    await connection.dropDatabase();
    await connection.close();
  });

  /** Every private route: literal parts around the secret, and the method it answers. */
  const routes = () =>
    [
      ['POST', '/api/pix/webhook/', SECRETS.webhook, '/pix'],
      ['POST', '/api/pix/webhook/', SECRETS.webhook, ''],
      ['POST', '/api/pix/webhook/', SECRETS.webhook, '/cobr'],
      ['POST', '/api/pix/webhook/', SECRETS.webhook, '/rec'],
      ['GET', '/minha-doacao/', donorToken, ''],
      ['GET', '/api/minha-doacao/', donorToken, ''],
      ['GET', '/api/minha-doacao/', donorToken, '/recibo.pdf'],
      ['DELETE', '/api/minha-doacao/', `wrong${SECRETS.myDonations}`, '/dados'],
      ['GET', '/minhas-doacoes/', SECRETS.myDonations, ''],
      ['POST', '/minhas-doacoes/', SECRETS.myDonations, '/informe'],
      ['GET', '/novidades/parar/', `${donationId}.${SECRETS.stop}`, ''],
      ['POST', '/novidades/parar/', `${donationId}.${SECRETS.stop}`, ''],
      ['GET', '/novidades/voltar/', `${donationId}.${SECRETS.stop}`, ''],
      ['POST', '/novidades/voltar/', `${donationId}.${SECRETS.stop}`, ''],
      ['GET', '/doacao-mensal/', SECRETS.monthly, ''],
      ['GET', '/api/doacao-mensal/', SECRETS.monthly, '/dados'],
      ['GET', '/painel/entrar/', SECRETS.signInLink, ''],
    ] as const;

  /** Spellings Express routes (any case) and others it answers as misses: a secret in them is still one. */
  const spellings: Record<string, (literal: string) => string> = {
    'as routed': (literal) => literal,
    'upper case': (literal) => literal.toUpperCase(),
    'mixed case': (literal) => [...literal].map((char, i) => (i % 2 ? char.toUpperCase() : char)).join(''),
    '%2D': (literal) => literal.replaceAll('-', '%2D'),
    '%2d': (literal) => literal.replaceAll('-', '%2d'),
    'encoded letters': (literal) => literal.replace(/[aio]/g, (char) => `%${char.charCodeAt(0).toString(16)}`),
    'double-encoded': (literal) => literal.replace(/[-ek]/g, (char) => `%25${char.charCodeAt(0).toString(16)}`),
    'double slashes': (literal) => literal.replaceAll('/', '//'),
    'encoded slashes': (literal) => literal.replace(/(?!^)\//g, '%2F'),
  };

  const send = (base: string, method: string, path: string) =>
    fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : '{}',
    }).then((response) => response.status);

  it('writes none of the secrets, for every private route in every spelling', async () => {
    const secrets = [SECRETS.webhook, SECRETS.myDonations, SECRETS.stop, SECRETS.monthly, SECRETS.signInLink, donorToken];
    const statuses = new Set<number>();
    const firstLine = lines.length;
    for (const [method, before, secret, after] of routes())
      for (const spell of Object.values(spellings)) {
        const path = `${spell(before)}${secret}${spell(after)}`;
        // An answer (found or not), a malformed escape in the secret's segment, a method no route takes.
        statuses.add(await send(url, method, path));
        statuses.add(await send(url, method, `${spell(before)}${secret}%E0${spell(after)}`));
        statuses.add(await send(url, 'PUT', path));
        // And the deadline's answer to a request still waiting.
        expect(await send(stalledUrl, method, path)).toBe(503);
      }
    // The cases above were really met: answers, misses and refused input.
    for (const status of [200, 400, 404]) expect([...statuses]).toContain(status);

    const written = lines.slice(firstLine);
    expect(leaksOf(lines.join('\n'), secrets)).toEqual([]);
    // Every line about these requests was written, with the segment masked: one a request.
    const cases = routes().length * Object.keys(spellings).length;
    const deadlineLines = written.filter((line) => line.includes('request answered 503 by the deadline'));
    expect(deadlineLines).toHaveLength(cases);
    for (const line of deadlineLines) expect((JSON.parse(line) as { url: string }).url).toContain('[redacted]');
    const accessLines = written.filter((line) => /"msg":"request (completed|aborted)"/.test(line));
    expect(accessLines).toHaveLength(3 * cases);
    for (const line of accessLines) expect((JSON.parse(line) as { req: { url: string } }).req.url).toContain('[redacted]');
  });
});
