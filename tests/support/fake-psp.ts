import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cobCode, compositeCode, recCode, type Merchant } from './pix-api/emv.js';
import { loadPixApi, type PixApi, type Violation } from './pix-api/spec.js';
import { brasiliaDayOf } from '../../rules/brasilia-time.js';

/**
 * A stand-in PSP speaking the Banco Central "API Pix" on loopback: real HTTPS with
 * mutual TLS (certificates generated per run with the openssl CLI), OAuth2 client
 * credentials with scopes, `PUT/GET /v2/cob/{txid}`, the Pix received (`GET /v2/pix`: charges' payments
 * and Pix sent straight to the key), refunds (`PUT/GET /v2/pix/{e2eid}/devolucao/{id}`,
 * settled later as DEVOLVIDO or NAO_REALIZADO), Pix Automático (`/v2/locrec`, `/v2/rec`,
 * `/v2/cobr`, retries), and the PSP's side of the webhooks (`/pix`, `/rec`, `/cobr`).
 * Every request is checked against Banco Central's OpenAPI (pix-api/, with its errata):
 * one that breaks it gets the spec's 400 and is listed in `invalidRequests`.
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

export type FakePayment = FakeCob['pix'][number];

/**
 * A Pix the PSP received, as the spec's `Pix` (its `devolucoes` are kept in `refunds`): a charge's
 * payment (with its txid), or one sent straight to the key (no txid, or one no charge has).
 */
export interface FakeReceivedPix {
  endToEndId: string;
  txid?: string;
  valor: string;
  horario: string;
  /**
   * Not a property of 2.9.0's `Pix` (which does not forbid others), but what PSPs add and what
   * GET /pix's cpf/cnpj filters ("CPF do pagador") read: the payer, when the PSP knows it.
   */
  pagador?: { nome: string; cpf?: string; cnpj?: string };
  infoPagador?: string;
}

/** A Pix sent straight to the receiver's key, as `receiveDirectPix` takes it. */
export interface FakeDirectPix {
  /** Reais with two decimals, "25.00". */
  valor: string;
  infoPagador?: string;
  pagador?: { nome: string; cpf?: string; cnpj?: string };
  /** A txid no charge of this PSP has (1 to 35 letters and digits: a static QR's, another system's); absent as a rule. */
  txid?: string;
  /** When the PSP processed it (default: the PSP's clock). */
  horario?: Date;
}

/** The campaign's account at this PSP: who the recurrences pay, and the account a cobr must name. */
export interface FakeReceiver {
  cnpj: string;
  nome: string;
  ispb: string;
  agencia: string;
  conta: string;
  tipoConta: 'CORRENTE' | 'POUPANCA' | 'PAGAMENTO';
}

export type FakeRecStatus = 'CRIADA' | 'APROVADA' | 'REJEITADA' | 'EXPIRADA' | 'CANCELADA';
export type FakeCobRStatus = 'CRIADA' | 'ATIVA' | 'CONCLUIDA' | 'EXPIRADA' | 'REJEITADA' | 'CANCELADA';
export type FakeAttemptStatus = 'SOLICITADA' | 'AGENDADA' | 'PAGA' | 'CANCELADA' | 'REJEITADA' | 'EXPIRADA';
export type FakeRetryPolicy = 'NAO_PERMITE' | 'PERMITE_3R_7D';

export interface FakeCancellation {
  solicitante: 'PSP_PAGADOR' | 'USUARIO_PAGADOR' | 'PSP_RECEBEDOR' | 'USUARIO_RECEBEDOR';
  codigo: string;
  descricao: string;
}

export interface FakeRejection {
  codigo: string;
  descricao: string;
}

export type FakeClosing = { rejeicao: FakeRejection } | { cancelamento: FakeCancellation };

/** A payload location for a recurrence (`POST /locrec`), as `PayloadLocationRecCompleta`. */
export interface FakeLocRec {
  id: number;
  location: string;
  tipo: 'rec';
  criacao: string;
  idRec?: string;
}

/** A recurrence (Pix Automático's authorisation), as `RecCompleta` without `dadosQR`. */
export interface FakeRec {
  idRec: string;
  vinculo: { objeto?: string; contrato: string; devedor: { cpf?: string; cnpj?: string; nome: string } };
  calendario: {
    dataInicial: string;
    dataFinal?: string;
    periodicidade: 'SEMANAL' | 'MENSAL' | 'TRIMESTRAL' | 'SEMESTRAL' | 'ANUAL';
  };
  valor?: { valorRec?: string; valorMinimoRecebedor?: string };
  politicaRetentativa: FakeRetryPolicy;
  recebedor: { cnpj: string; nome: string; convenio?: string };
  status: FakeRecStatus;
  loc?: Required<FakeLocRec>;
  /** Filled when the payer authorises. */
  pagador?: { cpf?: string; cnpj?: string; ispbParticipante: string; codMun: string };
  ativacao: {
    tipoJornada: 'JORNADA_1' | 'JORNADA_2' | 'JORNADA_3' | 'JORNADA_4' | 'AGUARDANDO_DEFINICAO';
    dadosJornada?: { txid: string };
  };
  atualizacao: { status: FakeRecStatus; data: string }[];
  encerramento?: FakeClosing;
}

/** One settlement attempt of a cobr: the first one scheduled (AGND), the retries asked for (NTAG). */
export interface FakeAttempt {
  dataLiquidacao: string;
  tipo: 'AGND' | 'NTAG' | 'RIFL';
  status: FakeAttemptStatus;
  endToEndId: string;
  atualizacao: { status: FakeAttemptStatus; data: string }[];
  rejeicao?: FakeRejection;
}

/** A recurring charge, as `CobRCompleta`. */
export interface FakeCobR {
  idRec: string;
  txid: string;
  infoAdicional?: string;
  calendario: { criacao: string; dataDeVencimento: string };
  valor: { original: string };
  status: FakeCobRStatus;
  politicaRetentativa: FakeRetryPolicy;
  ajusteDiaUtil: boolean;
  devedor?: { email?: string; logradouro?: string; cidade?: string; uf?: string; cep?: string };
  recebedor: { cnpj: string; nome: string; agencia?: string; conta: string; tipoConta: FakeReceiver['tipoConta'] };
  atualizacao: { status: FakeCobRStatus; data: string }[];
  tentativas: FakeAttempt[];
  encerramento?: FakeClosing;
  /** The payment, once an attempt is paid. */
  pix?: FakePayment[];
}

/** An entry of the recurrences' webhook (`{recs: [...]}`), as `RecNotification`. */
export type FakeRecNotification = Pick<FakeRec, 'idRec' | 'status' | 'atualizacao' | 'ativacao' | 'encerramento'>;

/** An entry of the recurring charges' webhook (`{cobsr: [...]}`), as `CobRNotification`. */
export type FakeCobRNotification = Pick<
  FakeCobR,
  'idRec' | 'txid' | 'status' | 'atualizacao' | 'tentativas' | 'encerramento' | 'pix'
>;

export interface FakePspOptions {
  /** The OAuth2 scopes every token is granted (default DEFAULT_SCOPES): what this PSP offers the campaign. */
  scopes?: readonly string[];
  /** The PSP's clock: every date it writes or checks. Tests that move a fake clock pass the same one. */
  now?: () => Date;
  /** The campaign's account at this PSP (default DEFAULT_RECEIVER). */
  receiver?: Partial<FakeReceiver>;
}

export const DEFAULT_SCOPES: readonly string[] = [
  'cob.write',
  'cob.read',
  'pix.read',
  'pix.write',
  'rec.write',
  'rec.read',
  'cobr.write',
  'cobr.read',
  'payloadlocationrec.write',
  'payloadlocationrec.read',
  'webhookrec.write',
  'webhookrec.read',
  'webhookcobr.write',
  'webhookcobr.read',
];

export const DEFAULT_RECEIVER: Readonly<FakeReceiver> = {
  cnpj: '12345678000195',
  nome: 'INSTITUTO EXEMPLO DE APOIO',
  ispb: '12345678',
  agencia: '0001',
  conta: '1234567',
  tipoConta: 'CORRENTE',
};

export interface FakePsp {
  /** The API Pix base, e.g. https://127.0.0.1:1234/v2 */
  baseUrl: string;
  certificates: Certificates;
  clientId: string;
  clientSecret: string;
  /** The campaign's account at this PSP. */
  receiver: FakeReceiver;
  cobs: Map<string, FakeCob>;
  /** Requests seen, for assertions: "POST /oauth/token", "PUT /v2/cob/…". */
  requests: string[];
  /**
   * Requests the API Pix's schemas refuse (path parameters, query, JSON body), each answered 400:
   * "PUT /v2/cobr/…: <what failed>". A product test expects it empty.
   */
  invalidRequests: string[];
  /** While true every connection is cut before an answer, as when the PSP is down. */
  down: boolean;
  /** The environment that points the app's api-pix provider at this PSP (and names the receiver's account). */
  env(extra?: Record<string, string>): Record<string, string>;
  /** A payer pays the charge: it becomes CONCLUIDA and the payment is returned (not yet notified). */
  pay(txid: string, options?: { valor?: string }): FakePayment;
  /**
   * Every Pix received, in the order received: charges' payments (`pay`, `authorise`, `settleCobr`)
   * and Pix sent straight to the key (`receiveDirectPix`). What `GET /v2/pix` lists.
   */
  received: FakeReceivedPix[];
  /**
   * A payer sends a Pix straight to the receiver's key, not through a charge: no txid (or one no
   * charge has), a fresh end-to-end id. Nothing notifies it: this stand-in calls no webhook by
   * itself, and a PSP notifies none without a txid ("Somente Pix associados a um txid serão
   * notificados"), so `GET /v2/pix` is how the product learns of it. Returns a copy of what is kept.
   * Throws on a malformed valor, txid, CPF or CNPJ, or a txid a charge of this PSP has (use `pay`).
   */
  receiveDirectPix(pix: FakeDirectPix): FakeReceivedPix;
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
  ): FakeReceivedPix & { devolucoes: FakeRefund[] };
  /** The PSP's webhook call: POST {url}/pix with `{pix: [...]}`. */
  notify(webhookUrl: string, pix: object[], headers?: Record<string, string>): Promise<Response>;

  /** Recurrence payload locations (`POST /locrec`), by id. */
  locrecs: Map<number, FakeLocRec>;
  /** Recurrences (`POST /rec`), by idRec. */
  recs: Map<string, FakeRec>;
  /** Recurring charges (`PUT /cobr/{txid}`), by txid. */
  cobrs: Map<string, FakeCobR>;
  /**
   * The payer reads the recurrence's code and authorises it in the bank app: APROVADA, `pagador`
   * filled. The code read is the one the product last asked for: with `GET /rec/{idRec}?txid=`,
   * journey 3 (the charge is paid at the same time: CONCLUIDA, its payment returned as `pay()`
   * returns it, not yet notified); without txid, journey 2. Throws when the product never asked
   * for the code or the recurrence is not CRIADA.
   */
  authorise(idRec: string): { rec: FakeRecNotification; payment?: FakePayment };
  /** The payer refuses the authorisation: REJEITADA (AP13). Returns the webhook entry that reports it. */
  rejectAuthorisation(idRec: string): FakeRecNotification;
  /** The authorisation request lapses unanswered: EXPIRADA. Returns the webhook entry that reports it. */
  expireAuthorisation(idRec: string): FakeRecNotification;
  /**
   * The payer cancels the authorisation in the bank app: CANCELADA (USUARIO_PAGADOR, ACCL); its
   * recurring charges not yet paid whose first attempt is still ahead become CANCELADA too
   * (`cobrNotification` reports each). Returns the recurrence's webhook entry.
   */
  cancelByPayer(idRec: string): FakeRecNotification;
  /**
   * The settlement day of the cobr's scheduled attempt. PAGA: the attempt is paid, the cobr
   * CONCLUIDA, its payment in `pix` (end-to-end id as `pay()` makes them). REJEITADA (AM02): the
   * cobr stays ATIVA while its policy (PERMITE_3R_7D) leaves a retry to ask for — fewer than three
   * retries so far and a day left within seven after the due date — else it becomes REJEITADA.
   * Returns the webhook entry that reports it, for `notifyCobr`.
   */
  settleCobr(txid: string, outcome: 'PAGA' | 'REJEITADA'): FakeCobRNotification;
  /** The webhook entry that reports a recurrence as it is now. */
  recNotification(idRec: string): FakeRecNotification;
  /** The webhook entry that reports a recurring charge as it is now. */
  cobrNotification(txid: string): FakeCobRNotification;
  /** The PSP's webhook call for recurrences: POST {url}/rec with `{recs: [...]}`. */
  notifyRec(webhookUrl: string, recs: object[], headers?: Record<string, string>): Promise<Response>;
  /** The PSP's webhook call for recurring charges: POST {url}/cobr with `{cobsr: [...]}`. */
  notifyCobr(webhookUrl: string, cobsr: object[], headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown, contentType = 'application/json') => {
  res.writeHead(status, { 'content-type': contentType });
  res.end(JSON.stringify(body));
};

/** An error answer as the API Pix writes it (RFC 7807 `Problema`). */
const problem = (res: ServerResponse, status: number, type: string, title: string, detail?: string, violacoes?: Violation[]) =>
  json(
    res,
    status,
    { type: `https://pix.bcb.gov.br/api/v2/error/${type}`, title, status, detail, violacoes },
    'application/problem+json',
  );

type Body = Record<string, unknown>;

/** The JSON body as an object; the schema check has already refused a body that should be JSON and is not. */
function parseBody(raw: string): Body {
  try {
    const parsed: unknown = raw === '' ? {} : JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' ? (parsed as Body) : {};
  } catch {
    return {};
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const alphanumeric = (length: number) =>
  [...randomBytes(length)].map((byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');

// Calendar days are Brasília's, as the API Pix's dates are; arithmetic on plain dates in UTC.
const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The recurrence's cycle a due date falls in: two charges of one recurrence may not share it. */
function cycleOf(day: string, periodicidade: FakeRec['calendario']['periodicidade']): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  switch (periodicidade) {
    case 'SEMANAL': {
      // Weeks start on Monday: the cycle is named by its Monday.
      const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
      return addDays(day, -weekday);
    }
    case 'MENSAL':
      return `${year}-${month}`;
    case 'TRIMESTRAL':
      return `${year}-T${Math.ceil(month / 3)}`;
    case 'SEMESTRAL':
      return `${year}-S${Math.ceil(month / 6)}`;
    case 'ANUAL':
      return `${year}`;
  }
}

// The payer's side, which the stand-in pretends: a bank (ISPB) and a municipality (Brasília, IBGE).
const PAYER_ISPB = '87654321';
const PAYER_MUNICIPALITY = '5300108';
const PAYER_CPF = '12345678909';
// The enum of attempt rejections has no ISO AM04 (insufficient funds); AM02 stands for a refusal the
// payer can cure, as it is not among the codes that end the cobr.
const REFUSED: FakeRejection = { codigo: 'AM02', descricao: 'Saldo insuficiente na conta do usuário pagador' };
const RETRIES = 3;
const RETRY_DAYS = 7;
// Pix Automático: a charge reaches the payer's bank from 10 to 2 calendar days before it is due.
const LEAD_DAYS = { min: 2, max: 10 };

export async function startFakePsp(options: FakePspOptions = {}): Promise<FakePsp> {
  const api: PixApi = await loadPixApi();
  const now = options.now ?? (() => new Date());
  const scopes = options.scopes ?? DEFAULT_SCOPES;
  const receiver: FakeReceiver = { ...DEFAULT_RECEIVER, ...options.receiver };
  const merchant: Merchant = { name: receiver.nome, city: 'BRASILIA' };
  const stamp = () => now().toISOString();
  const today = () => brasiliaDayOf(now());

  const certificates = generateCertificates();
  const clientId = 'client-id-campanha';
  const clientSecret = randomBytes(12).toString('hex');
  const tokens = new Map<string, readonly string[]>();
  const cobs = new Map<string, FakeCob>();
  const refunds = new Map<string, FakeRefund>();
  const locrecs = new Map<number, FakeLocRec>();
  const recs = new Map<string, FakeRec>();
  const cobrs = new Map<string, FakeCobR>();
  // What the payer's app would read for each recurrence: the txid the product last asked
  // GET /rec/{idRec}?txid= with (journey 3), or null when it asked without (journey 2).
  const codeRead = new Map<string, string | null>();
  let nextLocrecId = 1000;
  // Every Pix received, charges' payments (the same objects as in their cob.pix / cobr.pix) and direct ones.
  const received: FakeReceivedPix[] = [];
  const paymentOf = (endToEndId: string) => received.find((payment) => payment.endToEndId === endToEndId);
  const refundsOf = (endToEndId: string) =>
    [...refunds.entries()].filter(([key]) => key.startsWith(`${endToEndId}/`)).map(([, item]) => item);
  const requests: string[] = [];
  const invalidRequests: string[] = [];
  const sockets = new Set<Socket | Duplex>();

  /** An end-to-end id as the SPI writes it: "E" + ISPB (8) + date/time (12) + 11 alphanumerics = 32 characters. */
  const endToEndId = (at = now()) => `E12345678${at.toISOString().replace(/\D/g, '').slice(0, 12)}${alphanumeric(11)}`;
  const cobLocation = (txid: string) => `psp.example/qr/v2/${txid}`;

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
      void handle(req, res).catch((error: Error) => problem(res, 500, 'ErroInternoDoServidor', error.message));
    },
  );
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  // ---- State changes, shared by the endpoints and the controls the tests drive.

  function payCob(txid: string, valor?: string): FakePayment {
    const cob = cobs.get(txid);
    if (!cob) throw new Error(`fake PSP: no charge ${txid}`);
    const payment = { endToEndId: endToEndId(), txid, valor: valor ?? cob.valor.original, horario: stamp() };
    cob.status = 'CONCLUIDA';
    cob.pix.push(payment);
    received.push(payment);
    return payment;
  }

  function receiveDirectPix(pix: FakeDirectPix): FakeReceivedPix {
    const { valor, infoPagador, pagador, txid } = pix;
    if (!/^\d{1,10}\.\d{2}$/.test(valor)) throw new Error(`fake PSP: valor must be reais with two decimals, got "${valor}"`);
    if (txid !== undefined) {
      // 1 to 35, as Pix.txid's own pattern: a static QR's txid has up to 25 (the BR Code's field 62-05), though
      // the spec's Pix.txid is also allOf TxId (26 to 35), which only a charge's txid matches.
      if (!/^[a-zA-Z0-9]{1,35}$/.test(txid)) throw new Error(`fake PSP: txid must be 1-35 alphanumerics, got "${txid}"`);
      if (cobs.has(txid) || cobrs.has(txid)) throw new Error(`fake PSP: ${txid} is a charge's txid: pay() it`);
    }
    if (infoPagador !== undefined && infoPagador.length > 140) throw new Error('fake PSP: infoPagador is over 140 characters');
    if (pagador?.cpf !== undefined && !/^\d{11}$/.test(pagador.cpf)) throw new Error('fake PSP: pagador.cpf must be 11 digits');
    if (pagador?.cnpj !== undefined && !/^[0-9A-Z]{14}$/.test(pagador.cnpj))
      throw new Error('fake PSP: pagador.cnpj must be 14 characters');
    const at = pix.horario ?? now();
    const kept: FakeReceivedPix = {
      endToEndId: endToEndId(at),
      ...(txid !== undefined ? { txid } : {}),
      valor,
      horario: at.toISOString(),
      ...(pagador ? { pagador: { ...pagador } } : {}),
      ...(infoPagador !== undefined ? { infoPagador } : {}),
    };
    received.push(kept);
    return structuredClone(kept);
  }

  function setRecStatus(rec: FakeRec, status: FakeRecStatus): void {
    rec.status = status;
    rec.atualizacao.push({ status, data: stamp() });
  }

  function setCobrStatus(cobr: FakeCobR, status: FakeCobRStatus): void {
    cobr.status = status;
    cobr.atualizacao.push({ status, data: stamp() });
  }

  function setAttemptStatus(attempt: FakeAttempt, status: FakeAttemptStatus): void {
    attempt.status = status;
    attempt.atualizacao.push({ status, data: stamp() });
  }

  const attempt = (tipo: FakeAttempt['tipo'], dataLiquidacao: string): FakeAttempt => ({
    dataLiquidacao,
    tipo,
    status: 'AGENDADA',
    endToEndId: endToEndId(),
    atualizacao: [{ status: 'AGENDADA', data: stamp() }],
  });
  const pendingAttempt = (cobr: FakeCobR) =>
    cobr.tentativas.find((item) => item.status === 'AGENDADA' || item.status === 'SOLICITADA');
  const retriesOf = (cobr: FakeCobR) => cobr.tentativas.filter((item) => item.tipo !== 'AGND').length;

  function cancelCobr(cobr: FakeCobR, cancelamento: FakeCancellation): void {
    for (const item of cobr.tentativas)
      if (item.status === 'AGENDADA' || item.status === 'SOLICITADA') setAttemptStatus(item, 'CANCELADA');
    cobr.encerramento = { cancelamento };
    setCobrStatus(cobr, 'CANCELADA');
  }

  /** Cancels a recurrence and its charges not yet paid whose first attempt is still ahead. */
  function cancelRec(rec: FakeRec, cancelamento: FakeCancellation): void {
    rec.encerramento = { cancelamento };
    setRecStatus(rec, 'CANCELADA');
    const day = today();
    const cancelled = [...cobrs.values()].filter(
      (cobr) =>
        cobr.idRec === rec.idRec &&
        (cobr.status === 'CRIADA' || cobr.status === 'ATIVA') &&
        (cobr.tentativas[0]?.dataLiquidacao ?? cobr.calendario.dataDeVencimento) > day,
    );
    // The charge's cancellation codes differ from the recurrence's: SLCR by the receiver, SLBD by the payer.
    const byPayer = cancelamento.solicitante === 'USUARIO_PAGADOR' || cancelamento.solicitante === 'PSP_PAGADOR';
    for (const cobr of cancelled)
      cancelCobr(cobr, {
        solicitante: cancelamento.solicitante,
        codigo: byPayer ? 'SLBD' : 'SLCR',
        descricao: 'Cobrança cancelada com o cancelamento da recorrência',
      });
  }

  const recNotification = (rec: FakeRec): FakeRecNotification =>
    structuredClone({
      idRec: rec.idRec,
      status: rec.status,
      atualizacao: rec.atualizacao,
      ativacao: rec.ativacao,
      ...(rec.encerramento ? { encerramento: rec.encerramento } : {}),
    });

  const cobrNotification = (cobr: FakeCobR): FakeCobRNotification =>
    structuredClone({
      idRec: cobr.idRec,
      txid: cobr.txid,
      status: cobr.status,
      atualizacao: cobr.atualizacao,
      tentativas: cobr.tentativas,
      ...(cobr.encerramento ? { encerramento: cobr.encerramento } : {}),
      ...(cobr.pix ? { pix: cobr.pix } : {}),
    });

  function recOf(idRec: string): FakeRec {
    const rec = recs.get(idRec);
    if (!rec) throw new Error(`fake PSP: no recurrence ${idRec}`);
    return rec;
  }

  function awaitingPayer(rec: FakeRec): void {
    if (rec.status !== 'CRIADA') throw new Error(`fake PSP: recurrence ${rec.idRec} is ${rec.status}, not waiting for the payer`);
  }

  // ---- The API.

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'https://psp');
    const method = req.method ?? 'GET';
    requests.push(`${method} ${url.pathname}`);
    const raw = await readBody(req);

    if (method === 'POST' && url.pathname === '/oauth/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return json(res, 401, { error: 'invalid_client' });
      if (new URLSearchParams(raw).get('grant_type') !== 'client_credentials')
        return json(res, 400, { error: 'unsupported_grant_type' });
      const token = randomBytes(16).toString('hex');
      tokens.set(token, scopes);
      return json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: scopes.join(' ') });
    }

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const granted = bearer ? tokens.get(bearer) : undefined;
    if (!granted) return problem(res, 401, 'NaoAutorizado', 'Não autorizado');

    const path = url.pathname.startsWith('/v2/') ? url.pathname.slice('/v2'.length) : undefined;
    const operation = path === undefined ? undefined : api.operation(method, path);
    if (!path || !operation) {
      const otherMethod = path && ['GET', 'PUT', 'POST', 'PATCH', 'DELETE'].some((other) => api.operation(other, path));
      return otherMethod
        ? problem(res, 405, 'MetodoNaoPermitido', 'Método não permitido')
        : problem(res, 404, 'NaoEncontrado', 'Não Encontrado', 'Entidade não encontrada.');
    }
    if (!operation.scopes.every((scope) => granted.includes(scope)))
      return problem(
        res,
        403,
        'AcessoNegado',
        'Acesso Negado',
        `Requisição de participante autenticado que viola alguma regra de autorização: falta o escopo ${operation.scopes.join(' ')}.`,
      );

    const violations = api.validateRequest({
      method,
      path,
      query: url.search.slice(1),
      contentType: req.headers['content-type'],
      body: raw === '' ? undefined : raw,
    });
    if (violations.length > 0) {
      invalidRequests.push(`${method} ${url.pathname}: ${violations.map((violation) => violation.razao).join(' ')}`);
      return problem(
        res,
        400,
        'RequisicaoInvalida',
        'Requisição inválida.',
        'A requisição não respeita o schema da API Pix.',
        violations,
      );
    }

    const body = parseBody(raw);
    const params = path.split('/').slice(1).map(decodeURIComponent);
    const route = routes[operation.id];
    if (!route)
      return problem(res, 501, 'NaoImplementado', 'Não implementado', `${operation.id} não é atendido por este PSP de teste.`);
    return route({ res, params, query: url.searchParams, body });
  }

  type Route = (call: { res: ServerResponse; params: string[]; query: URLSearchParams; body: Body }) => void;

  const routes: Record<string, Route> = {
    'PUT /cob/{txid}': ({ res, params: [, txid = ''], body }) => {
      if (!/^[a-zA-Z0-9]{26,35}$/.test(txid)) return problem(res, 400, 'CobOperacaoInvalida', 'txid inválido');
      if (cobs.has(txid) || cobrs.has(txid))
        return problem(res, 400, 'CobOperacaoInvalida', 'Cobrança já existe', 'O campo cob.txid encontra-se em uso.');
      const input = body as {
        calendario?: { expiracao?: number };
        valor: { original: string };
        chave: string;
        solicitacaoPagador?: string;
      };
      // The spec's patterns are not anchored ("150.001" matches): amounts are held to exactly two decimals here.
      if (!/^\d+\.\d{2}$/.test(input.valor.original))
        return problem(res, 400, 'CobOperacaoInvalida', 'Cobrança inválida', 'O campo cob.valor.original não respeita o schema.');
      const cob: FakeCob = {
        txid,
        status: 'ATIVA',
        calendario: { criacao: stamp(), expiracao: input.calendario?.expiracao ?? 86400 },
        valor: { original: input.valor.original },
        chave: input.chave,
        solicitacaoPagador: input.solicitacaoPagador,
        // A dynamic BR Code points at the PSP's location; the product passes it on untouched.
        pixCopiaECola: cobCode(cobLocation(txid), merchant),
        pix: [],
      };
      cobs.set(txid, cob);
      return json(res, 201, cob);
    },

    'GET /cob/{txid}': ({ res, params: [, txid = ''] }) => {
      const cob = cobs.get(txid);
      return cob ? json(res, 200, cob) : problem(res, 404, 'CobNaoEncontrado', 'Cobrança não encontrada');
    },

    'PUT /pix/{e2eid}/devolucao/{id}': ({ res, params: [, e2eid = '', , id = ''], body }) => {
      if (!/^[a-zA-Z0-9]{1,35}$/.test(id)) return problem(res, 400, 'PixDevolucaoInvalida', 'id inválido');
      const payment = paymentOf(e2eid);
      if (!payment) return problem(res, 404, 'PixNaoEncontrado', 'Pix não encontrado');
      const key = `${e2eid}/${id}`;
      // The same id asks for the same refund: answered again, never made twice.
      const known = refunds.get(key);
      if (known) return json(res, 201, known);
      const input = body as { valor: string; natureza?: string; descricao?: string };
      if (!/^\d+\.\d{2}$/.test(input.valor))
        return problem(res, 400, 'PixDevolucaoInvalida', 'Devolução inválida', 'valor mal formatado');
      const alreadyRefunded = [...refunds.entries()]
        .filter(([other, item]) => other.startsWith(`${e2eid}/`) && item.status !== 'NAO_REALIZADO')
        .reduce((sum, [, item]) => sum + Math.round(Number(item.valor) * 100), 0);
      if (alreadyRefunded + Math.round(Number(input.valor) * 100) > Math.round(Number(payment.valor) * 100))
        return problem(res, 400, 'PixDevolucaoInvalida', 'Devolução inválida', 'valor acima do disponível para devolução');
      const created: FakeRefund = {
        id,
        rtrId: `D12345678${stamp().replace(/\D/g, '').slice(0, 12)}${alphanumeric(11)}`,
        valor: input.valor,
        natureza: input.natureza,
        descricao: input.descricao,
        horario: { solicitacao: stamp() },
        status: 'EM_PROCESSAMENTO',
      };
      refunds.set(key, created);
      return json(res, 201, created);
    },

    'GET /pix/{e2eid}/devolucao/{id}': ({ res, params: [, e2eid = '', , id = ''] }) => {
      if (!paymentOf(e2eid)) return problem(res, 404, 'PixNaoEncontrado', 'Pix não encontrado');
      const known = refunds.get(`${e2eid}/${id}`);
      return known ? json(res, 200, known) : problem(res, 404, 'PixDevolucaoNaoEncontrada', 'Devolução não encontrada');
    },

    // The schema check has already held inicio/fim to RFC 3339, the flags to booleans and paging to its bounds.
    'GET /pix': ({ res, query }) => {
      const inicio = query.get('inicio') ?? '';
      const fim = query.get('fim') ?? '';
      const violacoes: Violation[] = [];
      if (Date.parse(fim) < Date.parse(inicio))
        violacoes.push({
          propriedade: 'fim',
          razao: 'O timestamp representado pelo parâmetro fim é anterior ao parâmetro inicio.',
        });
      if (query.has('cpf') && query.has('cnpj'))
        violacoes.push({ propriedade: 'cpf', razao: 'Ambos os parâmetros cpf e cnpj estão preenchidos.' });
      if (violacoes.length > 0)
        return problem(res, 400, 'PixConsultaInvalida', 'Consulta inválida.', violacoes[0]!.razao, violacoes);

      const flag = (name: string) => (query.has(name) ? query.get(name) === 'true' : undefined);
      const txid = query.get('txid') ?? undefined;
      const txIdPresente = flag('txIdPresente');
      const devolucaoPresente = flag('devolucaoPresente');
      const cpf = query.get('cpf') ?? undefined;
      const cnpj = query.get('cnpj') ?? undefined;
      const paginaAtual = Number(query.get('paginacao.paginaAtual') ?? 0);
      const itensPorPagina = Number(query.get('paginacao.itensPorPagina') ?? 100);

      // Both ends inclusive (the spec: "maior ou igual" to inicio, "menor ou igual" to fim); oldest first.
      const from = Date.parse(inicio);
      const to = Date.parse(fim);
      const found = received
        .filter((pix) => {
          const at = Date.parse(pix.horario);
          return (
            at >= from &&
            at <= to &&
            (txid === undefined || pix.txid === txid) &&
            (txIdPresente === undefined || (pix.txid !== undefined) === txIdPresente) &&
            (devolucaoPresente === undefined || refundsOf(pix.endToEndId).length > 0 === devolucaoPresente) &&
            (cpf === undefined || pix.pagador?.cpf === cpf) &&
            (cnpj === undefined || pix.pagador?.cnpj === cnpj)
          );
        })
        .sort((a, b) => Date.parse(a.horario) - Date.parse(b.horario));
      const page = found.slice(paginaAtual * itensPorPagina, (paginaAtual + 1) * itensPorPagina).map((pix) => {
        const devolucoes = refundsOf(pix.endToEndId);
        return { ...pix, ...(devolucoes.length > 0 ? { devolucoes } : {}) };
      });
      return json(res, 200, {
        parametros: {
          inicio,
          fim,
          ...(txid !== undefined ? { txid } : {}),
          ...(txIdPresente !== undefined ? { txIdPresente } : {}),
          ...(devolucaoPresente !== undefined ? { devolucaoPresente } : {}),
          ...(cpf !== undefined ? { cpf } : {}),
          ...(cnpj !== undefined ? { cnpj } : {}),
          paginacao: {
            paginaAtual,
            itensPorPagina,
            // The schema's minimum is 1: an empty answer is one empty page.
            quantidadeDePaginas: Math.max(1, Math.ceil(found.length / itensPorPagina)),
            quantidadeTotalDeItens: found.length,
          },
        },
        pix: page,
      });
    },

    'POST /locrec': ({ res }) => {
      const loc: FakeLocRec = {
        id: nextLocrecId++,
        location: `psp.example/qr/v2/rec/${randomBytes(16).toString('hex')}`,
        tipo: 'rec',
        criacao: stamp(),
      };
      locrecs.set(loc.id, loc);
      return json(res, 201, loc);
    },

    'GET /locrec/{id}': ({ res, params: [, id = ''] }) => {
      const loc = /^\d+$/.test(id) ? locrecs.get(Number(id)) : undefined;
      return loc ? json(res, 200, loc) : problem(res, 404, 'PayloadLocationRecNaoEncontrado', 'Location não encontrada');
    },

    'POST /rec': ({ res, body }) => {
      const input = body as Pick<FakeRec, 'vinculo' | 'calendario' | 'valor' | 'politicaRetentativa'> & {
        recebedor?: { convenio?: string };
        loc?: number;
        ativacao?: { dadosJornada?: { txid: string } };
      };
      const violacoes: Violation[] = [];
      const refuse = (propriedade: string, razao: string) => violacoes.push({ propriedade, razao });
      if (input.calendario.dataInicial < today())
        refuse('rec.calendario.dataInicial', 'O campo rec.calendario.dataInicial é anterior à data de criação da recorrência.');
      if (input.calendario.dataFinal !== undefined && input.calendario.dataFinal < input.calendario.dataInicial)
        refuse('rec.calendario.dataFinal', 'O campo rec.calendario.dataFinal é anterior ao campo rec.calendario.dataInicial.');
      if (input.valor?.valorRec !== undefined && input.valor.valorMinimoRecebedor !== undefined)
        refuse('rec.valor', 'Ambos os campos rec.valor.valorRec e rec.valor.valorMinimoRecebedor estão preenchidos.');
      const loc = input.loc === undefined ? undefined : locrecs.get(input.loc);
      if (input.loc !== undefined && !loc) refuse('rec.loc', 'O location referenciado por rec.loc inexiste.');
      if (loc?.idRec) refuse('rec.loc', 'O location referenciado por rec.loc já está sendo utilizado por outra recorrência.');
      const txid = input.ativacao?.dadosJornada?.txid;
      if (txid !== undefined && !cobs.has(txid))
        refuse(
          'rec.ativacao.dadosJornada.txid',
          'O campo rec.ativacao.dadosJornada.txid não corresponde a uma cobrança imediata.',
        );
      if (violacoes.length > 0)
        return problem(
          res,
          400,
          'RecOperacaoInvalida',
          'Operação inválida.',
          'A recorrência está semanticamente errada.',
          violacoes,
        );

      const idRec = `R${input.politicaRetentativa === 'PERMITE_3R_7D' ? 'R' : 'N'}${receiver.ispb}${today().replaceAll('-', '')}${alphanumeric(11)}`;
      const rec: FakeRec = {
        idRec,
        vinculo: input.vinculo,
        calendario: input.calendario,
        ...(input.valor ? { valor: input.valor } : {}),
        politicaRetentativa: input.politicaRetentativa,
        recebedor: {
          cnpj: receiver.cnpj,
          nome: receiver.nome,
          ...(input.recebedor?.convenio ? { convenio: input.recebedor.convenio } : {}),
        },
        status: 'CRIADA',
        ativacao: { tipoJornada: 'AGUARDANDO_DEFINICAO', ...(txid ? { dadosJornada: { txid } } : {}) },
        atualizacao: [{ status: 'CRIADA', data: stamp() }],
      };
      if (loc) {
        loc.idRec = idRec;
        rec.loc = { ...loc, idRec };
      }
      recs.set(idRec, rec);
      return json(res, 201, rec);
    },

    'GET /rec/{idRec}': ({ res, params: [, idRec = ''], query }) => {
      const rec = recs.get(idRec);
      if (!rec) return problem(res, 404, 'RecNaoEncontrada', 'Recorrência não encontrada');
      const txid = query.get('txid');
      if (txid !== null) {
        if (!cobs.has(txid))
          return problem(
            res,
            400,
            'RecConsultaInvalida',
            'Consulta inválida.',
            'O parâmetro txid não corresponde a uma cobrança imediata.',
            [{ propriedade: 'txid', razao: 'O parâmetro txid não corresponde a uma cobrança compatível com a jornada 3.' }],
          );
        const linked = rec.ativacao.dadosJornada?.txid;
        if (linked !== undefined && linked !== txid)
          return problem(
            res,
            400,
            'RecConsultaInvalida',
            'Consulta inválida.',
            'O parâmetro txid difere de ativacao.dadosJornada.txid.',
            [
              {
                propriedade: 'txid',
                razao: 'O parâmetro txid corresponde a uma cobrança imediata diferente de ativacao.dadosJornada.txid.',
              },
            ],
          );
      }
      codeRead.set(idRec, txid);
      // dadosQR only when the locations it needs exist: the recurrence's (and the charge's, always there).
      const dadosQR = !rec.loc
        ? undefined
        : txid === null
          ? { jornada: 'JORNADA_2', pixCopiaECola: recCode(rec.loc.location, merchant) }
          : { jornada: 'JORNADA_3', pixCopiaECola: compositeCode(cobLocation(txid), rec.loc.location, merchant) };
      return json(res, 200, { ...rec, ...(dadosQR ? { dadosQR } : {}) });
    },

    'PATCH /rec/{idRec}': ({ res, params: [, idRec = ''], body }) => {
      const rec = recs.get(idRec);
      if (!rec) return problem(res, 404, 'RecNaoEncontrada', 'Recorrência não encontrada');
      const input = body as {
        status?: 'CANCELADA';
        loc?: number;
        vinculo?: { devedor?: { nome: string } };
        calendario?: { dataInicial?: string };
        ativacao?: { dadosJornada?: { txid: string } };
      };
      const violacoes: Violation[] = [];
      const refuse = (propriedade: string, razao: string) => violacoes.push({ propriedade, razao });
      if (rec.status === 'EXPIRADA' || rec.status === 'CANCELADA' || rec.status === 'REJEITADA')
        refuse('rec.status', `A recorrência encontra-se ${rec.status}: expirada, cancelada ou rejeitada.`);
      const loc = input.loc === undefined ? undefined : locrecs.get(input.loc);
      if (input.loc !== undefined) {
        if (rec.status !== 'CRIADA')
          refuse('rec.loc', 'O campo rec.loc somente pode ser alterado quando a recorrência apresentar-se com o status CRIADA.');
        if (!loc) refuse('rec.loc', 'O location referenciado por rec.loc inexiste.');
        else if (loc.idRec && loc.idRec !== idRec)
          refuse('rec.loc', 'O location referenciado por rec.loc já está sendo utilizado por outra recorrência.');
      }
      const dataInicial = input.calendario?.dataInicial;
      if (dataInicial !== undefined) {
        if (rec.status !== 'CRIADA')
          refuse(
            'rec.calendario.dataInicial',
            'O campo rec.calendario.dataInicial somente pode ser alterado quando a recorrência apresentar-se com o status CRIADA.',
          );
        if (dataInicial < today())
          refuse('rec.calendario.dataInicial', 'O campo rec.calendario.dataInicial é anterior à data de criação da recorrência.');
      }
      const txid = input.ativacao?.dadosJornada?.txid;
      if (txid !== undefined && !cobs.has(txid))
        refuse(
          'rec.ativacao.dadosJornada.txid',
          'O campo rec.ativacao.dadosJornada.txid não corresponde a uma cobrança imediata.',
        );
      if (violacoes.length > 0)
        return problem(res, 400, 'RecOperacaoInvalida', 'Operação inválida.', 'A revisão da recorrência é inválida.', violacoes);

      if (loc) {
        if (rec.loc) delete locrecs.get(rec.loc.id)?.idRec;
        loc.idRec = idRec;
        rec.loc = { ...loc, idRec };
      }
      if (dataInicial !== undefined) rec.calendario.dataInicial = dataInicial;
      if (input.vinculo?.devedor) rec.vinculo.devedor.nome = input.vinculo.devedor.nome;
      if (txid !== undefined) rec.ativacao.dadosJornada = { txid };
      if (input.status === 'CANCELADA')
        cancelRec(rec, {
          solicitante: 'USUARIO_RECEBEDOR',
          codigo: 'SLCR',
          descricao: 'Cancelamento solicitado pelo usuário recebedor',
        });
      return json(res, 200, rec);
    },

    'PUT /cobr/{txid}': ({ res, params: [, txid = ''], body }) => {
      const input = body as Pick<FakeCobR, 'idRec' | 'infoAdicional' | 'calendario' | 'valor' | 'devedor'> & {
        ajusteDiaUtil?: boolean;
        recebedor: { agencia?: string; conta: string; tipoConta: FakeReceiver['tipoConta'] };
      };
      const violacoes: Violation[] = [];
      const refuse = (propriedade: string, razao: string) => violacoes.push({ propriedade, razao });
      if (!/^[a-zA-Z0-9]{26,35}$/.test(txid)) refuse('cobr.txid', 'O campo cobr.txid não respeita o schema.');
      if (cobrs.has(txid) || cobs.has(txid)) refuse('cobr.txid', 'O campo cobr.txid encontra-se em uso.');
      const rec = recs.get(input.idRec);
      if (!rec) refuse('cobr.idRec', 'A recorrência cobr.idRec inexiste.');
      else if (rec.status !== 'APROVADA')
        refuse('cobr.idRec', `A recorrência cobr.idRec encontra-se ${rec.status}, não APROVADA.`);
      const { agencia, conta, tipoConta } = input.recebedor;
      if (conta !== receiver.conta || tipoConta !== receiver.tipoConta || (agencia !== undefined && agencia !== receiver.agencia))
        refuse(
          'cobr.recebedor',
          'Os campos cobr.recebedor.conta e cobr.recebedor.agencia correspondem a uma conta que não pertence a este usuário recebedor.',
        );
      const due = input.calendario.dataDeVencimento;
      const lead = daysBetween(today(), due);
      if (lead < LEAD_DAYS.min || lead > LEAD_DAYS.max)
        refuse(
          'cobr.calendario.dataDeVencimento',
          `O campo cobr.calendario.dataDeVencimento deve estar entre ${LEAD_DAYS.min} e ${LEAD_DAYS.max} dias corridos após ${today()}.`,
        );
      const sameCycle =
        rec &&
        [...cobrs.values()].some(
          (other) =>
            other.idRec === rec.idRec &&
            other.status !== 'REJEITADA' &&
            other.status !== 'CANCELADA' &&
            cycleOf(other.calendario.dataDeVencimento, rec.calendario.periodicidade) ===
              cycleOf(due, rec.calendario.periodicidade),
        );
      if (sameCycle)
        refuse(
          'cobr.calendario.dataDeVencimento',
          'Existe uma CobR com status diferente de REJEITADA e CANCELADA referente ao mesmo cobr.idRec com calendario.dataDeVencimento no mesmo ciclo.',
        );
      if (violacoes.length > 0 || !rec)
        return problem(res, 400, 'CobROperacaoInvalida', 'Operação inválida.', 'A cobrança recorrente é inválida.', violacoes);

      const created = stamp();
      const cobr: FakeCobR = {
        idRec: rec.idRec,
        txid,
        ...(input.infoAdicional !== undefined ? { infoAdicional: input.infoAdicional } : {}),
        calendario: { criacao: today(), dataDeVencimento: due },
        valor: { original: input.valor.original },
        status: 'CRIADA',
        politicaRetentativa: rec.politicaRetentativa,
        ajusteDiaUtil: input.ajusteDiaUtil ?? true,
        ...(input.devedor ? { devedor: input.devedor } : {}),
        recebedor: { cnpj: receiver.cnpj, nome: receiver.nome, ...input.recebedor },
        atualizacao: [{ status: 'CRIADA', data: created }],
        tentativas: [],
      };
      // The PSP schedules the first attempt with the payer's PSP at once: ATIVA.
      cobr.tentativas.push(attempt('AGND', due));
      setCobrStatus(cobr, 'ATIVA');
      cobrs.set(txid, cobr);
      return json(res, 201, cobr);
    },

    'GET /cobr/{txid}': ({ res, params: [, txid = ''] }) => {
      const cobr = cobrs.get(txid);
      return cobr ? json(res, 200, cobr) : problem(res, 404, 'CobRNaoEncontrado', 'Cobrança recorrente não encontrada');
    },

    'PATCH /cobr/{txid}': ({ res, params: [, txid = ''], body }) => {
      const cobr = cobrs.get(txid);
      if (!cobr) return problem(res, 404, 'CobRNaoEncontrado', 'Cobrança recorrente não encontrada');
      if ((body as { status?: string }).status !== 'CANCELADA') return json(res, 200, cobr);
      if (cobr.status !== 'CRIADA' && cobr.status !== 'ATIVA')
        return problem(res, 400, 'CobROperacaoInvalida', 'Operação inválida.', `A cobrança encontra-se ${cobr.status}.`);
      if (today() >= (cobr.tentativas[0]?.dataLiquidacao ?? cobr.calendario.dataDeVencimento))
        return problem(
          res,
          400,
          'CobROperacaoInvalida',
          'Operação inválida.',
          'Não é possível cancelar uma cobrança em uma data igual ou maior que a data prevista da primeira tentativa de liquidação.',
        );
      cancelCobr(cobr, {
        solicitante: 'USUARIO_RECEBEDOR',
        codigo: 'SLCR',
        descricao: 'Cancelamento de agendamento solicitado pelo usuário recebedor',
      });
      return json(res, 200, cobr);
    },

    'POST /cobr/{txid}/retentativa/{data}': ({ res, params: [, txid = '', , data = ''] }) => {
      const cobr = cobrs.get(txid);
      if (!cobr) return problem(res, 404, 'CobRNaoEncontrado', 'Cobrança recorrente não encontrada');
      const violacoes: Violation[] = [];
      const refuse = (razao: string) => violacoes.push({ propriedade: 'data', razao });
      if (cobr.politicaRetentativa !== 'PERMITE_3R_7D')
        refuse('A política configurada na recorrência não permite retentativa de cobrança.');
      if (cobr.status !== 'ATIVA') refuse(`A cobrança encontra-se ${cobr.status}.`);
      if (pendingAttempt(cobr)) refuse('Existe uma tentativa com status SOLICITADA ou AGENDADA.');
      if (data <= today()) refuse('O parâmetro data não corresponde a uma data futura.');
      const last = addDays(cobr.calendario.dataDeVencimento, RETRY_DAYS);
      if (data > last) refuse(`O parâmetro data é posterior a ${last}, sete dias após o vencimento.`);
      if (retriesOf(cobr) >= RETRIES) refuse(`As ${RETRIES} retentativas permitidas já foram solicitadas.`);
      if (violacoes.length > 0)
        return problem(res, 400, 'CobROperacaoInvalida', 'Operação inválida.', violacoes[0]!.razao, violacoes);
      cobr.tentativas.push(attempt('NTAG', data));
      return json(res, 201, cobr);
    },
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `https://127.0.0.1:${port}/v2`;

  const post = (url: string, body: object, headers: Record<string, string>) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  return {
    baseUrl,
    certificates,
    clientId,
    clientSecret,
    receiver,
    cobs,
    refunds,
    requests,
    invalidRequests,
    locrecs,
    recs,
    cobrs,
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
        API_PIX_ACCOUNT_BRANCH: receiver.agencia,
        API_PIX_ACCOUNT_NUMBER: receiver.conta,
        API_PIX_ACCOUNT_TYPE: receiver.tipoConta,
        ...extra,
      };
    },
    pay(txid, payOptions = {}) {
      return payCob(txid, payOptions.valor);
    },
    received,
    receiveDirectPix,
    settleRefund(endToEndId, id, status, motivo) {
      const refund = refunds.get(`${endToEndId}/${id}`);
      const payment = paymentOf(endToEndId);
      if (!refund || !payment) throw new Error(`fake PSP: no refund ${id} of ${endToEndId}`);
      refund.status = status;
      if (status === 'DEVOLVIDO') refund.horario.liquidacao = stamp();
      else refund.motivo = motivo ?? 'Conta do pagador encerrada';
      return { ...payment, devolucoes: refundsOf(endToEndId) };
    },
    notify(webhookUrl, pix, headers = {}) {
      return post(`${webhookUrl}/pix`, { pix }, headers);
    },
    authorise(idRec) {
      const rec = recOf(idRec);
      awaitingPayer(rec);
      if (!codeRead.has(idRec))
        throw new Error(
          `fake PSP: the product never asked for recurrence ${idRec}'s code (GET /rec/{idRec}), so no payer read it`,
        );
      const txid = codeRead.get(idRec) ?? null;
      let payment: FakePayment | undefined;
      if (txid !== null) {
        if (cobs.get(txid)?.status !== 'ATIVA') throw new Error(`fake PSP: charge ${txid} of journey 3 is not ATIVA`);
        payment = payCob(txid);
        rec.ativacao = { tipoJornada: 'JORNADA_3', dadosJornada: { txid } };
      } else {
        // The spec: dadosJornada is removed when the activation is by journey 1, 2 or 4.
        rec.ativacao = { tipoJornada: 'JORNADA_2' };
      }
      const { cpf, cnpj } = rec.vinculo.devedor;
      rec.pagador = {
        ...(cnpj ? { cnpj } : { cpf: cpf ?? PAYER_CPF }),
        ispbParticipante: PAYER_ISPB,
        codMun: PAYER_MUNICIPALITY,
      };
      setRecStatus(rec, 'APROVADA');
      return { rec: recNotification(rec), ...(payment ? { payment } : {}) };
    },
    rejectAuthorisation(idRec) {
      const rec = recOf(idRec);
      awaitingPayer(rec);
      rec.encerramento = { rejeicao: { codigo: 'AP13', descricao: 'Recorrência rejeitada pelo usuário pagador' } };
      setRecStatus(rec, 'REJEITADA');
      return recNotification(rec);
    },
    expireAuthorisation(idRec) {
      const rec = recOf(idRec);
      awaitingPayer(rec);
      setRecStatus(rec, 'EXPIRADA');
      return recNotification(rec);
    },
    cancelByPayer(idRec) {
      const rec = recOf(idRec);
      if (rec.status !== 'APROVADA') throw new Error(`fake PSP: recurrence ${idRec} is ${rec.status}, not APROVADA`);
      cancelRec(rec, { solicitante: 'USUARIO_PAGADOR', codigo: 'ACCL', descricao: 'Autorização cancelada pelo usuário pagador' });
      return recNotification(rec);
    },
    settleCobr(txid, outcome) {
      const cobr = cobrs.get(txid);
      if (!cobr) throw new Error(`fake PSP: no recurring charge ${txid}`);
      const current = pendingAttempt(cobr);
      if (!current) throw new Error(`fake PSP: recurring charge ${txid} has no scheduled attempt`);
      if (outcome === 'PAGA') {
        setAttemptStatus(current, 'PAGA');
        const payment = { endToEndId: current.endToEndId, txid, valor: cobr.valor.original, horario: stamp() };
        cobr.pix = [...(cobr.pix ?? []), payment];
        received.push(payment);
        setCobrStatus(cobr, 'CONCLUIDA');
      } else {
        current.rejeicao = { ...REFUSED };
        setAttemptStatus(current, 'REJEITADA');
        const retryLeft =
          cobr.politicaRetentativa === 'PERMITE_3R_7D' &&
          retriesOf(cobr) < RETRIES &&
          today() < addDays(cobr.calendario.dataDeVencimento, RETRY_DAYS);
        if (!retryLeft) {
          cobr.encerramento = { rejeicao: { ...REFUSED } };
          setCobrStatus(cobr, 'REJEITADA');
        }
      }
      return cobrNotification(cobr);
    },
    recNotification(idRec) {
      return recNotification(recOf(idRec));
    },
    cobrNotification(txid) {
      const cobr = cobrs.get(txid);
      if (!cobr) throw new Error(`fake PSP: no recurring charge ${txid}`);
      return cobrNotification(cobr);
    },
    notifyRec(webhookUrl, recsToSend, headers = {}) {
      return post(`${webhookUrl}/rec`, { recs: recsToSend }, headers);
    },
    notifyCobr(webhookUrl, cobsr, headers = {}) {
      return post(`${webhookUrl}/cobr`, { cobsr }, headers);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(certificates.dir, { recursive: true, force: true });
    },
  };
}
