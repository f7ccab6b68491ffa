import { request } from 'node:http';
import { productionEnv, startTestApp, type TestApp } from '../support/harness.js';

/** A GET sent byte for byte as written: fetch() would resolve `..` before sending. */
function rawGet(url: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const aliases = `{ ${Array.from({ length: 12 }, (_, i) => `a${i}: campaign { title }`).join(' ')} }`;

describe('errors a client can cause are answered with what they are, never a server error', () => {
  let app: TestApp;
  let production: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
    production = await startTestApp({ env: productionEnv() });
  });
  afterAll(async () => {
    await app.close();
    await production.close();
  });

  it('a persisted query, with a wrong hash or none known, gets a stable refusal: the API takes whole documents only', async () => {
    for (const sha256Hash of ['abc', 'f'.repeat(64)]) {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ campaign { title } }', extensions: { persistedQuery: { version: 1, sha256Hash } } }),
      });
      const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
      expect(response.status).toBeLessThan(500);
      expect(body.errors[0]!.extensions.code).toBe('PERSISTED_QUERY_NOT_SUPPORTED');
    }
  });

  it('a document past the limits is refused in Portuguese, not as a "Syntax Error"; production does not name the limit', async () => {
    const { body } = await production.graphql(aliases);
    expect(body.errors![0]).toMatchObject({
      message: 'Consulta recusada: ela passa dos limites desta API (tamanho, profundidade, apelidos, diretivas ou custo).',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const development = await app.graphql(aliases);
    expect(development.body.errors![0]!.message).toMatch(/^Consulta recusada: .* 10/);
    expect(development.body.errors![0]!.message).not.toMatch(/Syntax Error/);
  });

  it('a path that climbs out of /assets is not found, with its stable code', async () => {
    for (const path of ['/assets/../x', '/assets/%2e%2e/package.json', '/assets/..%2fpackage.json']) {
      const answer = await rawGet(app.url, path);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.body).not.toContain('BAD_USER_INPUT');
      expect(answer.body).not.toContain('"name": "campanha-doacao"');
    }
  });
});
