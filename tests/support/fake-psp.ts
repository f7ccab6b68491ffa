import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A stand-in PSP speaking the Banco Central "API Pix" on loopback: real HTTPS with
 * mutual TLS (certificates generated per run with the openssl CLI), OAuth2 client
 * credentials, `PUT/GET /v2/cob/{txid}`, refunds (`PUT/GET /v2/pix/{e2eid}/devolucao/{id}`,
 * settled later as DEVOLVIDO or NAO_REALIZADO), and the PSP's side of the webhook.
 * It is the boundary the product talks to; everything behind it is pretend.
 */

export interface Certificates {
  dir: string;
  caFile: string;
  clientCertFile: string;
  clientKeyFile: string;
  /** A client certificate signed by a CA the PSP does not trust. */
  strangerCertFile: string;
  strangerKeyFile: string;
  serverCert: Buffer;
  serverKey: Buffer;
  ca: Buffer;
}

function openssl(args: string[], cwd: string): void {
  execFileSync('openssl', args, { cwd, stdio: 'pipe' });
}

/** A CA, a server certificate for 127.0.0.1 and a client certificate, all signed by that CA. */
export function generateCertificates(): Certificates {
  const dir = mkdtempSync(join(tmpdir(), 'fake-psp-'));
  const days = ['-days', '2'];
  openssl(
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.crt', ...days, '-subj', '/CN=Fake PSP CA'],
    dir,
  );
  writeFileSync(join(dir, 'server.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n');
  writeFileSync(join(dir, 'client.ext'), 'extendedKeyUsage=clientAuth\n');
  for (const [name, ca] of [
    ['server', 'ca'],
    ['client', 'ca'],
  ] as const) {
    openssl(
      ['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', `/CN=${name}`],
      dir,
    );
    openssl(
      [
        'x509',
        '-req',
        '-in',
        `${name}.csr`,
        '-CA',
        `${ca}.crt`,
        '-CAkey',
        `${ca}.key`,
        '-CAcreateserial',
        '-out',
        `${name}.crt`,
        ...days,
        '-extfile',
        `${name}.ext`,
      ],
      dir,
    );
  }
  // Self-signed: a certificate the PSP has never heard of.
  openssl(
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'stranger.key',
      '-out',
      'stranger.crt',
      ...days,
      '-subj',
      '/CN=stranger',
    ],
    dir,
  );
  return {
    dir,
    caFile: join(dir, 'ca.crt'),
    clientCertFile: join(dir, 'client.crt'),
    clientKeyFile: join(dir, 'client.key'),
    strangerCertFile: join(dir, 'stranger.crt'),
    strangerKeyFile: join(dir, 'stranger.key'),
    serverCert: readFileSync(join(dir, 'server.crt')),
    serverKey: readFileSync(join(dir, 'server.key')),
    ca: readFileSync(join(dir, 'ca.crt')),
  };
}

export interface FakeCob {
  txid: string;
  status: 'ATIVA' | 'CONCLUIDA';
  calendario: { criacao: string; expiracao: number };
  valor: { original: string };
  chave: string;
  solicitacaoPagador?: string;
  pixCopiaECola: string;
  pix: { endToEndId: string; txid: string; valor: string; horario: string }[];
}

export interface FakeRefund {
  id: string;
  rtrId: string;
  valor: string;
  natureza?: string;
  descricao?: string;
  horario: { solicitacao: string; liquidacao?: string };
  status: 'EM_PROCESSAMENTO' | 'DEVOLVIDO' | 'NAO_REALIZADO';
  motivo?: string;
}

type FakePayment = FakeCob['pix'][number];

export interface FakePsp {
  /** The API Pix base, e.g. https://127.0.0.1:1234/v2 */
  baseUrl: string;
  certificates: Certificates;
  clientId: string;
  clientSecret: string;
  cobs: Map<string, FakeCob>;
  /** Requests seen, for assertions: "POST /oauth/token", "PUT /v2/cob/…". */
  requests: string[];
  /** While true every connection is cut before an answer, as when the PSP is down. */
  down: boolean;
  /** The environment that points the app's api-pix provider at this PSP. */
  env(extra?: Record<string, string>): Record<string, string>;
  /** A payer pays the charge: it becomes CONCLUIDA and the payment is returned (not yet notified). */
  pay(txid: string, options?: { valor?: string }): { endToEndId: string; txid: string; valor: string; horario: string };
  /** Refunds asked for, by "<e2eid>/<id>". */
  refunds: Map<string, FakeRefund>;
  /**
   * The SPI answers a refund, as it does some seconds after the request: the refund
   * becomes DEVOLVIDO or NAO_REALIZADO, and the webhook entry that reports it is returned
   * (the payment with its `devolucoes`), for `notify`.
   */
  settleRefund(
    endToEndId: string,
    id: string,
    status: 'DEVOLVIDO' | 'NAO_REALIZADO',
    motivo?: string,
  ): FakePayment & { devolucoes: FakeRefund[] };
  /** The PSP's webhook call: POST {url}/pix with `{pix: [...]}`. */
  notify(webhookUrl: string, pix: object[], headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** An end-to-end id as the SPI writes it: "E" + ISPB (8) + date/time (12) + 11 alphanumerics = 32 characters. */
function endToEndId(): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 12);
  return `E12345678${stamp}${randomBytes(8).toString('hex').slice(0, 11)}`;
}

export async function startFakePsp(): Promise<FakePsp> {
  const certificates = generateCertificates();
  const clientId = 'client-id-campanha';
  const clientSecret = randomBytes(12).toString('hex');
  const tokens = new Set<string>();
  const cobs = new Map<string, FakeCob>();
  const refunds = new Map<string, FakeRefund>();
  const paymentOf = (endToEndId: string) =>
    [...cobs.values()].flatMap((cob) => cob.pix).find((payment) => payment.endToEndId === endToEndId);
  const requests: string[] = [];
  const sockets = new Set<Socket | Duplex>();

  const state = { down: false };
  const server: Server = createServer(
    {
      cert: certificates.serverCert,
      key: certificates.serverKey,
      ca: certificates.ca,
      requestCert: true,
      rejectUnauthorized: true,
    },
    (req, res) => {
      if (state.down) {
        req.socket.destroy();
        return;
      }
      void handle(req, res).catch((error: Error) => json(res, 500, { title: error.message }));
    },
  );
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'https://psp');
    requests.push(`${req.method} ${url.pathname}`);
    const body = await readBody(req);

    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return json(res, 401, { error: 'invalid_client' });
      if (new URLSearchParams(body).get('grant_type') !== 'client_credentials')
        return json(res, 400, { error: 'unsupported_grant_type' });
      const token = randomBytes(16).toString('hex');
      tokens.add(token);
      return json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: 'cob.write cob.read' });
    }

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) return json(res, 401, { title: 'Não autorizado' });

    const refund = /^\/v2\/pix\/([^/]+)\/devolucao\/([^/]+)$/.exec(url.pathname);
    if (refund) {
      const [, endToEndId, id] = refund as unknown as [string, string, string];
      if (!/^[a-zA-Z0-9]{1,35}$/.test(id)) return json(res, 400, { title: 'id inválido', status: 400 });
      const payment = paymentOf(endToEndId);
      if (!payment) return json(res, 404, { title: 'Pix não encontrado', status: 404 });
      const key = `${endToEndId}/${id}`;
      if (req.method === 'GET') {
        const known = refunds.get(key);
        return known ? json(res, 200, known) : json(res, 404, { title: 'Devolução não encontrada', status: 404 });
      }
      if (req.method !== 'PUT') return json(res, 405, { title: 'Método não permitido' });
      // The same id asks for the same refund: answered again, never made twice.
      const known = refunds.get(key);
      if (known) return json(res, 201, known);
      const input = JSON.parse(body) as { valor?: string; natureza?: string; descricao?: string };
      if (!input.valor || !/^\d+\.\d{2}$/.test(input.valor))
        return json(res, 400, { title: 'Devolução inválida', status: 400, detail: 'valor ausente ou mal formatado' });
      const alreadyRefunded = [...refunds.entries()]
        .filter(([other, item]) => other.startsWith(`${endToEndId}/`) && item.status !== 'NAO_REALIZADO')
        .reduce((sum, [, item]) => sum + Math.round(Number(item.valor) * 100), 0);
      if (alreadyRefunded + Math.round(Number(input.valor) * 100) > Math.round(Number(payment.valor) * 100))
        return json(res, 400, { title: 'Devolução inválida', status: 400, detail: 'valor acima do disponível para devolução' });
      const created: FakeRefund = {
        id,
        rtrId: `D12345678${new Date().toISOString().replace(/\D/g, '').slice(0, 12)}${randomBytes(6).toString('hex').slice(0, 11)}`,
        valor: input.valor,
        natureza: input.natureza,
        descricao: input.descricao,
        horario: { solicitacao: new Date().toISOString() },
        status: 'EM_PROCESSAMENTO',
      };
      refunds.set(key, created);
      return json(res, 201, created);
    }

    const match = /^\/v2\/cob\/([^/]+)$/.exec(url.pathname);
    if (!match) return json(res, 404, { title: 'Não encontrado' });
    const txid = match[1]!;
    if (!/^[a-zA-Z0-9]{26,35}$/.test(txid)) return json(res, 400, { title: 'txid inválido', status: 400 });

    if (req.method === 'PUT') {
      if (cobs.has(txid)) return json(res, 400, { title: 'Cobrança já existe', status: 400, detail: 'txid já utilizado' });
      const input = JSON.parse(body) as {
        calendario?: { expiracao?: number };
        valor?: { original?: string };
        chave?: string;
        solicitacaoPagador?: string;
      };
      if (!input.valor?.original || !/^\d+\.\d{2}$/.test(input.valor.original) || !input.chave)
        return json(res, 400, { title: 'Cobrança inválida', status: 400 });
      const cob: FakeCob = {
        txid,
        status: 'ATIVA',
        calendario: { criacao: new Date().toISOString(), expiracao: input.calendario?.expiracao ?? 86400 },
        valor: { original: input.valor.original },
        chave: input.chave,
        solicitacaoPagador: input.solicitacaoPagador,
        // A dynamic BR Code points at the PSP's location; the product passes it on untouched.
        pixCopiaECola: `00020101021226830014br.gov.bcb.pix2561psp.example/qr/v2/${txid}5204000053039865802BR5913FAKE PSP6008BRASILIA62070503***6304ABCD`,
        pix: [],
      };
      cobs.set(txid, cob);
      return json(res, 201, cob);
    }
    if (req.method === 'GET') {
      const cob = cobs.get(txid);
      return cob ? json(res, 200, cob) : json(res, 404, { title: 'Cobrança não encontrada', status: 404 });
    }
    return json(res, 405, { title: 'Método não permitido' });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `https://127.0.0.1:${port}/v2`;

  return {
    baseUrl,
    certificates,
    clientId,
    clientSecret,
    cobs,
    refunds,
    requests,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
      if (value) for (const socket of sockets) socket.destroy();
    },
    env(extra = {}) {
      return {
        PIX_PROVIDER: 'api-pix',
        API_PIX_BASE_URL: baseUrl,
        API_PIX_CLIENT_ID: clientId,
        API_PIX_CLIENT_SECRET: clientSecret,
        API_PIX_CERT_FILE: certificates.clientCertFile,
        API_PIX_KEY_FILE: certificates.clientKeyFile,
        API_PIX_CA_FILE: certificates.caFile,
        API_PIX_TIMEOUT_MS: '3000',
        ...extra,
      };
    },
    pay(txid, options = {}) {
      const cob = cobs.get(txid);
      if (!cob) throw new Error(`fake PSP: no charge ${txid}`);
      const payment = {
        endToEndId: endToEndId(),
        txid,
        valor: options.valor ?? cob.valor.original,
        horario: new Date().toISOString(),
      };
      cob.status = 'CONCLUIDA';
      cob.pix.push(payment);
      return payment;
    },
    settleRefund(endToEndId, id, status, motivo) {
      const refund = refunds.get(`${endToEndId}/${id}`);
      const payment = paymentOf(endToEndId);
      if (!refund || !payment) throw new Error(`fake PSP: no refund ${id} of ${endToEndId}`);
      refund.status = status;
      if (status === 'DEVOLVIDO') refund.horario.liquidacao = new Date().toISOString();
      else refund.motivo = motivo ?? 'Conta do pagador encerrada';
      const all = [...refunds.entries()].filter(([key]) => key.startsWith(`${endToEndId}/`)).map(([, item]) => item);
      return { ...payment, devolucoes: all };
    },
    notify(webhookUrl, pix, headers = {}) {
      return fetch(`${webhookUrl}/pix`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ pix }),
      });
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(certificates.dir, { recursive: true, force: true });
    },
  };
}
