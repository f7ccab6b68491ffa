import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { createLogger, redactText } from '../../api/src/logger.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/**
 * A PSP set up with a typo in the webhook's URL calls it, with the secret, on every
 * payment: no spelling of a path resembling the webhook's may write the secret to the log.
 */

const hex = () => randomBytes(12).toString('hex');
const SECRET = `psp${hex()}`;
/** A secret as `openssl rand -hex 12` makes it: 24 hex digits, the shape of a donation's id. */
const HEX_SECRET = hex();

/** Whole, or as any 12-character piece (a rule that stopped half-way through a segment leaks the rest). */
function leaks(log: string, secret: string): string[] {
  const found: string[] = [];
  for (let start = 0; start + 12 <= secret.length; start++) {
    const piece = secret.slice(start, start + 12);
    if (log.includes(piece)) found.push(piece);
  }
  return found;
}

/** The word "webhook" as a typo or a client may spell it. */
const WORDS = [
  'webhook',
  'webhooks',
  'Webhook',
  'WEBHOOK',
  'webhok',
  'web-hook',
  'web_hook',
  'web.hook',
  'wehbook',
  'webook',
  'webhoook',
  'wbhook',
  'hook',
  'Hooks',
  'web%68ook',
  'web%2568ook',
  'WEB%2DHOOK',
];
/** What may stand between the word and the secret instead of one slash. */
const SEPARATORS = ['/', ';', ',', '.', ':', '!', '~', '=', '@', '+', '%3B', '%3b', '%2F', '%252F', '//', '-', '_', ''];
const PREFIXES = [
  '/api/pix/',
  '/API/PIX/',
  '/api/pix//',
  '/v2/api/pix/',
  '/api/api/pix/',
  '/api/pix%2F',
  '//api/pix/',
  '/Api/Pix/',
];
const TRAILERS = [
  '',
  '/pix',
  '/pix/',
  '/rec',
  '/cobr',
  '?x=1',
  '/pix?a=b',
  ';pix',
  '%2Fpix',
  '/PIX',
  '.json',
  '/pix/extra/parts',
];

/** Every combination of the lists above: the rule is checked against all of them. */
function* nearMisses(secret: string): Generator<string> {
  for (const word of WORDS)
    for (const separator of SEPARATORS)
      for (const prefix of PREFIXES) for (const trailer of TRAILERS) yield `${prefix}${word}${separator}${secret}${trailer}`;
}

/** A sample of them that covers each word, separator, prefix and trailer, small enough to send over HTTP. */
function sampled(secret: string): string[] {
  const paths: string[] = [];
  let turn = 0;
  for (const word of WORDS)
    for (const separator of SEPARATORS) {
      paths.push(`${PREFIXES[turn % PREFIXES.length]}${word}${separator}${secret}${TRAILERS[turn % TRAILERS.length]}`);
      turn += 1;
    }
  return paths;
}

describe('the path rule alone: a secret the logger does not know (rotated away, or a typo of it)', () => {
  it(`writes no piece of the secret for any of ${WORDS.length * SEPARATORS.length * PREFIXES.length * TRAILERS.length} near misses`, () => {
    const leaked: string[] = [];
    for (const secret of [SECRET, HEX_SECRET])
      for (const path of nearMisses(secret)) {
        // As the access log writes it (no query string) and inside any text.
        const written = `${redactText(path.split('?')[0]!)} ${redactText(`POST ${path} 404`)}`;
        if (leaks(written, secret).length > 0) leaked.push(path);
      }
    expect(leaked).toEqual([]);
  });

  it('still shows the words that tell what went wrong, and the public paths as they are', () => {
    expect(redactText(`/api/pix/webhooks/${SECRET}/pix`)).toBe('/api/pix/webhooks/[redacted]/pix');
    expect(redactText(`/api/pix/webhook;${SECRET}/pix`)).toBe('/api/pix/[redacted]/pix');
    expect(redactText(`/api/pix/web-hook/${SECRET}`)).toBe('/api/pix/web-hook/[redacted]');
    for (const path of [
      '/api/pix/webhook/pix',
      '/API/PIX/WEBHOOK/REC',
      '/api/pix/665f1c2b9d3e4a0012345678',
      '/api/donations',
      '/doar',
    ])
      expect(redactText(path)).toBe(path);
  });

  it('keeps the donors’ private links redacted', () => {
    expect(redactText(`/minha-doacao/${SECRET}`)).toBe('/minha-doacao/[redacted]');
    expect(redactText(`/novidades/parar/665f1c2b9d3e4a0012345678.${SECRET}`)).toBe('/novidades/parar/[redacted]');
  });
});

describe('the configured secret, wherever it appears in a line', () => {
  it('is masked in any case and percent-encoding, by every logger built with the configuration', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger({ LOG_LEVEL: 'info', PIX_WEBHOOK_SECRET: SECRET }, sink);
    const encoded = [...SECRET].map((char) => `%25${char.charCodeAt(0).toString(16)}`).join('');
    logger.info({ url: `/somewhere/else?key=${SECRET}` }, `called with ${SECRET.toUpperCase()} and ${encoded}`);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(SECRET);
    expect(lines[0]).not.toContain(SECRET.toUpperCase());
    expect(lines[0]).not.toContain(encoded);
    expect(lines[0]).toContain('/somewhere/else?key=[redacted]');
  });
});

describe('the real app, its access log at the most verbose level', () => {
  let app: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    app = await startTestApp({ env: { LOG_LEVEL: 'trace', PIX_WEBHOOK_SECRET: SECRET }, logTo: sink });
  });
  afterAll(() => app.close());

  it('writes no piece of the webhook secret for near misses of its path, nor for the secret anywhere else', async () => {
    const paths = [
      ...sampled(SECRET),
      // Only the configured value can be recognised here: no word says it is the webhook's.
      `/${SECRET}`,
      `/${SECRET}/api/pix/webhook/pix`,
      `/api/pagamentos/${SECRET}/pix`,
      `/api/pix/webhook/pix?secret=${SECRET}`,
      `/notificacao/${SECRET.toUpperCase()}`,
    ];
    const first = lines.length;
    const statuses = new Set<number>();
    for (const path of paths)
      for (const method of ['POST', 'GET']) {
        const response = await fetch(`${app.url}${path}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: method === 'POST' ? '{"pix":[]}' : undefined,
        });
        await response.arrayBuffer();
        statuses.add(response.status);
      }
    // Misses, mostly: the routes that answer them are the ones a typo reaches.
    expect([...statuses]).toContain(404);

    const written = lines.slice(first);
    // Every request was logged: a line the rule kept out would prove nothing.
    const accessLines = written.filter((line) => line.includes('"msg":"request completed"'));
    expect(accessLines).toHaveLength(paths.length * 2);
    expect(leaks(written.join('\n'), SECRET)).toEqual([]);
    expect(leaks(written.join('\n'), SECRET.toUpperCase())).toEqual([]);
    for (const line of accessLines) expect(() => JSON.parse(line) as unknown).not.toThrow();
  });
});
