import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import type { Config } from '../../config.js';
import { memorySlot, type Deps } from '../../deps.js';

/**
 * A client of the Banco Central "API Pix" (bacen/pix-api) that every PSP implements:
 * OAuth2 client credentials for a bearer token, mutual TLS on every call, immediate
 * charges (`cob`) created with `PUT /cob/{txid}` and read with `GET /cob/{txid}`, and the
 * Pix received listed with `GET /pix` (those sent straight to the key are never notified).
 */

/** The charge as the PSP describes it (only the fields this product reads). */
export interface Cob {
  txid: string;
  /** ATIVA, CONCLUIDA, REMOVIDA_PELO_USUARIO_RECEBEDOR or REMOVIDA_PELO_PSP. */
  status: string;
  calendario: { criacao: string; expiracao: number };
  valor: { original: string };
  chave?: string;
  pixCopiaECola?: string;
  /** Payments received for this charge. */
  pix?: PixReceived[];
}

/** One payment as the PSP reports it, in a webhook, inside a `cob` or in `GET /pix`'s list. */
export interface PixReceived {
  endToEndId: string;
  /** Absent when the Pix was sent straight to the key rather than through a charge. */
  txid?: string;
  /** Amount in reais, "123.45". */
  valor: string;
  horario: string;
  /** Not in the spec's `Pix` (2.9.0), yet many PSPs send the payer: read only when there. */
  pagador?: { nome?: string; cpf?: string; cnpj?: string };
  /** The payer's free text, up to 140 characters. */
  infoPagador?: string;
}

export interface ListPixQuery {
  /** Both ends inclusive, on the Pix's `horario`. */
  inicio: Date;
  fim: Date;
  /** false: only Pix without a txid (sent straight to the key); true: only those with one. */
  txIdPresente?: boolean;
  /** From 0 (the PSP's default). */
  paginaAtual?: number;
  /** 1 to 1000 (the PSP's default is 100). */
  itensPorPagina?: number;
}

/** One page of `GET /pix` (bacen/pix-api `PixConsultados`). */
export interface PixPage {
  parametros: {
    inicio: string;
    fim: string;
    txIdPresente?: boolean;
    paginacao: { paginaAtual: number; itensPorPagina: number; quantidadeDePaginas: number; quantidadeTotalDeItens: number };
  };
  pix: PixReceived[];
}

/** A refund ("devolução") as the PSP describes it (bacen/pix-api `Devolucao`). */
export interface Devolucao {
  id: string;
  rtrId?: string;
  /** Reais with two decimals. */
  valor: string;
  horario?: { solicitacao?: string; liquidacao?: string };
  status: 'EM_PROCESSAMENTO' | 'DEVOLVIDO' | 'NAO_REALIZADO';
  motivo?: string;
}

/** The devolução id: 1 to 35 letters and digits. */
export const API_PIX_REFUND_ID = /^[a-zA-Z0-9]{1,35}$/;

export interface CreateCobRequest {
  expiracaoSeconds: number;
  /** Reais with two decimals, "50.00". */
  original: string;
  chave: string;
  solicitacaoPagador: string;
}

/** The PSP could not be reached or refused the call; `status` is absent when nothing came back. */
export class ApiPixError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiPixError';
  }
}

export interface ApiPixSettings {
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** PEM contents (not paths). */
  cert?: Buffer;
  key?: Buffer;
  ca?: Buffer;
  timeoutMs: number;
}

/** A recurrence's id (`RecId`): 29 letters and digits, "RR…" when it allows retries, "RN…" when not. */
export const API_PIX_ID_REC = /^[a-zA-Z0-9]{29}$/;

/** The retry policies of a recurrence (`politicaRetentativa`). */
export type RetryPolicy = 'NAO_PERMITE' | 'PERMITE_3R_7D';

export interface RecLocation {
  id: number;
  location: string;
  criacao?: string;
}

export interface CreateRecRequest {
  vinculo: { contrato: string; objeto: string; devedor: { cpf: string; nome: string } };
  calendario: { dataInicial: string; periodicidade: 'MENSAL' };
  valor: { valorRec: string };
  politicaRetentativa: RetryPolicy;
  loc: number;
  ativacao?: { dadosJornada: { txid: string } };
}

/** A recurrence as the PSP describes it (only the fields this product reads). */
export interface Rec {
  idRec: string;
  /** CRIADA, APROVADA, REJEITADA, EXPIRADA or CANCELADA. */
  status: string;
  politicaRetentativa?: RetryPolicy;
  loc?: { id: number; location: string };
  encerramento?: {
    cancelamento?: { solicitante: string; codigo: string; descricao?: string };
    rejeicao?: { codigo: string; descricao?: string };
  };
  atualizacao?: { status: string; data: string }[];
  dadosQR?: { jornada: string; pixCopiaECola: string };
}

export interface CreateCobrRequest {
  idRec: string;
  infoAdicional: string;
  calendario: { dataDeVencimento: string };
  valor: { original: string };
  ajusteDiaUtil: boolean;
  recebedor: { agencia?: string; conta: string; tipoConta: 'CORRENTE' | 'POUPANCA' | 'PAGAMENTO' };
}

/** One settlement attempt of a recurring charge. */
export interface CobrAttempt {
  dataLiquidacao: string;
  /** AGND (the scheduled one), NTAG or RIFL (retries). */
  tipo: string;
  /** SOLICITADA, AGENDADA, PAGA, CANCELADA, REJEITADA or EXPIRADA. */
  status: string;
  endToEndId: string;
}

/** A recurring charge as the PSP describes it (only the fields this product reads). */
export interface Cobr {
  idRec: string;
  txid: string;
  /** CRIADA, ATIVA, CONCLUIDA, EXPIRADA, REJEITADA or CANCELADA. */
  status: string;
  calendario: { dataDeVencimento: string; criacao?: string };
  valor: { original: string };
  politicaRetentativa?: RetryPolicy;
  pix?: PixReceived[];
  tentativas?: CobrAttempt[];
}

/** The API Pix txid: 26 to 35 letters and digits. */
export const API_PIX_TXID = /^[a-zA-Z0-9]{26,35}$/;

// A token is renewed this long before the PSP says it expires, so no call races its expiry.
const TOKEN_RENEW_MARGIN_MS = 30_000;

interface HttpAnswer {
  status: number;
  body: unknown;
}

export class ApiPixClient {
  private readonly agent: Agent;
  private token: { value: string; expiresAtMs: number } | undefined;
  private scopes: string[] = [];
  private pendingToken: Promise<string> | undefined;

  constructor(private readonly settings: ApiPixSettings) {
    if (new URL(settings.baseUrl).protocol !== 'https:' || new URL(settings.tokenUrl).protocol !== 'https:')
      throw new Error('API Pix URLs must be https');
    // One keep-alive agent carries the client certificate on every connection.
    this.agent = new Agent({ keepAlive: true, cert: settings.cert, key: settings.key, ca: settings.ca });
  }

  async createCob(txid: string, charge: CreateCobRequest): Promise<Cob> {
    assertTxid(txid);
    const body = {
      calendario: { expiracao: charge.expiracaoSeconds },
      valor: { original: charge.original },
      chave: charge.chave,
      solicitacaoPagador: charge.solicitacaoPagador,
    };
    return this.authorized<Cob>('PUT', `cob/${txid}`, body);
  }

  async getCob(txid: string): Promise<Cob> {
    assertTxid(txid);
    return this.authorized<Cob>('GET', `cob/${txid}`);
  }

  /** `PUT /pix/{e2eid}/devolucao/{id}`: idempotent by id, so a retry after a lost answer asks for one refund. */
  async requestRefund(endToEndId: string, id: string, refund: { valor: string; descricao?: string }): Promise<Devolucao> {
    assertRefundIds(endToEndId, id);
    return this.authorized<Devolucao>('PUT', `pix/${endToEndId}/devolucao/${id}`, { ...refund, natureza: 'ORIGINAL' });
  }

  async getRefund(endToEndId: string, id: string): Promise<Devolucao> {
    assertRefundIds(endToEndId, id);
    return this.authorized<Devolucao>('GET', `pix/${endToEndId}/devolucao/${id}`);
  }

  /**
   * `GET /pix`: one page of the Pix received in [inicio, fim]. The only way to learn of a Pix
   * sent straight to the key, since the PSP notifies only those with a txid.
   */
  async listPix(query: ListPixQuery): Promise<PixPage> {
    assertListPixQuery(query);
    const params = new URLSearchParams({ inicio: query.inicio.toISOString(), fim: query.fim.toISOString() });
    if (query.txIdPresente !== undefined) params.set('txIdPresente', String(query.txIdPresente));
    if (query.paginaAtual !== undefined) params.set('paginacao.paginaAtual', String(query.paginaAtual));
    if (query.itensPorPagina !== undefined) params.set('paginacao.itensPorPagina', String(query.itensPorPagina));
    const page = await this.authorized<Partial<PixPage> | undefined>('GET', `pix?${params.toString()}`);
    if (!page?.parametros?.paginacao) throw new ApiPixError('API Pix GET /pix answered without parametros.paginacao', 200, page);
    // The spec's PixConsultados does not require `pix` (it names "cobs" by mistake): a PSP may leave out an empty list.
    return { parametros: page.parametros, pix: page.pix ?? [] };
  }

  // ---- Pix Automático (recurrences): bacen/pix-api 2.9 `/locrec`, `/rec`, `/cobr`.

  /** The scopes the PSP granted this client (the token answer's `scope`): which products it may use. */
  async grantedScopes(): Promise<string[]> {
    await this.accessToken();
    return this.scopes;
  }

  /** `POST /locrec`: a location for a recurrence's QR code. */
  createRecLocation(): Promise<RecLocation> {
    return this.authorized<RecLocation>('POST', 'locrec', { tipo: 'rec' });
  }

  /** `POST /rec`: the recurrence the payer authorises in their bank app. */
  createRec(rec: CreateRecRequest): Promise<Rec> {
    return this.authorized<Rec>('POST', 'rec', rec);
  }

  /** `GET /rec/{idRec}`, with `?txid=` of an immediate charge for the composite QR of journey 3. */
  getRec(idRec: string, txid?: string): Promise<Rec> {
    assertIdRec(idRec);
    if (txid !== undefined) assertTxid(txid);
    return this.authorized<Rec>('GET', txid ? `rec/${idRec}?txid=${txid}` : `rec/${idRec}`);
  }

  /** `PATCH /rec/{idRec}` `{status: CANCELADA}`: no later charge of it is made. */
  cancelRec(idRec: string): Promise<Rec> {
    assertIdRec(idRec);
    return this.authorized<Rec>('PATCH', `rec/${idRec}`, { status: 'CANCELADA' });
  }

  /** `PUT /cobr/{txid}`: one cycle's charge of an approved recurrence. */
  createCobr(txid: string, cobr: CreateCobrRequest): Promise<Cobr> {
    assertTxid(txid);
    return this.authorized<Cobr>('PUT', `cobr/${txid}`, cobr);
  }

  getCobr(txid: string): Promise<Cobr> {
    assertTxid(txid);
    return this.authorized<Cobr>('GET', `cobr/${txid}`);
  }

  /** `PATCH /cobr/{txid}` `{status: CANCELADA}`: only before its first settlement attempt. */
  cancelCobr(txid: string): Promise<Cobr> {
    assertTxid(txid);
    return this.authorized<Cobr>('PATCH', `cobr/${txid}`, { status: 'CANCELADA' });
  }

  /** `POST /cobr/{txid}/retentativa/{data}`: another settlement attempt on `date` (YYYY-MM-DD). */
  retryCobr(txid: string, date: string): Promise<Cobr> {
    assertTxid(txid);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`API Pix retry date must be YYYY-MM-DD, got "${date}"`);
    return this.authorized<Cobr>('POST', `cobr/${txid}/retentativa/${date}`);
  }

  close(): void {
    this.agent.destroy();
  }

  private async authorized<T>(method: 'GET' | 'PUT' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<T> {
    const url = new URL(path, this.settings.baseUrl.endsWith('/') ? this.settings.baseUrl : `${this.settings.baseUrl}/`);
    let answer = await this.call(method, url, { authorization: `Bearer ${await this.accessToken()}` }, body);
    if (answer.status === 401) {
      // The PSP may revoke a token before its announced expiry: renew once.
      this.token = undefined;
      answer = await this.call(method, url, { authorization: `Bearer ${await this.accessToken()}` }, body);
    }
    if (answer.status < 200 || answer.status >= 300)
      throw new ApiPixError(`API Pix ${method} ${url.pathname} answered ${answer.status}`, answer.status, answer.body);
    return answer.body as T;
  }

  private accessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.expiresAtMs - TOKEN_RENEW_MARGIN_MS) return Promise.resolve(this.token.value);
    // Concurrent calls share one token request.
    this.pendingToken ??= this.requestToken().finally(() => (this.pendingToken = undefined));
    return this.pendingToken;
  }

  private async requestToken(): Promise<string> {
    const basic = Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString('base64');
    const answer = await this.call(
      'POST',
      new URL(this.settings.tokenUrl),
      { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      'grant_type=client_credentials',
    );
    const body = answer.body as { access_token?: unknown; expires_in?: unknown; scope?: unknown } | undefined;
    if (answer.status !== 200 || typeof body?.access_token !== 'string')
      throw new ApiPixError(`API Pix token request answered ${answer.status}`, answer.status, answer.body);
    const expiresInSeconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    this.token = { value: body.access_token, expiresAtMs: Date.now() + expiresInSeconds * 1000 };
    this.scopes = typeof body.scope === 'string' ? body.scope.split(/\s+/).filter(Boolean) : [];
    return body.access_token;
  }

  private call(method: string, url: URL, headers: Record<string, string>, body?: unknown): Promise<HttpAnswer> {
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const allHeaders: Record<string, string> = { accept: 'application/json', ...headers };
    if (payload !== undefined) {
      allHeaders['content-type'] ??= 'application/json';
      allHeaders['content-length'] = String(Buffer.byteLength(payload));
    }
    return new Promise((resolve, reject) => {
      const req = request(url, { method, headers: allHeaders, agent: this.agent, timeout: this.settings.timeoutMs }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => reject(new ApiPixError(`API Pix ${method} ${url.pathname}: ${error.message}`)));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            // Kept as text: error pages from proxies are not JSON.
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      });
      req.on('timeout', () => req.destroy(new Error(`no answer in ${this.settings.timeoutMs} ms`)));
      req.on('error', (error) => reject(new ApiPixError(`API Pix ${method} ${url.pathname}: ${error.message}`)));
      req.end(payload);
    });
  }
}

function assertRefundIds(endToEndId: string, id: string): void {
  if (!/^[a-zA-Z0-9]{1,64}$/.test(endToEndId)) throw new Error(`API Pix end-to-end id must be alphanumeric, got "${endToEndId}"`);
  if (!API_PIX_REFUND_ID.test(id)) throw new Error(`API Pix refund id must be 1-35 alphanumerics, got "${id}"`);
}

function assertListPixQuery({ inicio, fim, paginaAtual, itensPorPagina }: ListPixQuery): void {
  if (!(inicio.getTime() <= fim.getTime())) throw new Error('API Pix GET /pix needs valid dates with inicio <= fim');
  if (paginaAtual !== undefined && !(Number.isInteger(paginaAtual) && paginaAtual >= 0))
    throw new Error(`API Pix paginaAtual must be an integer >= 0, got ${paginaAtual}`);
  if (itensPorPagina !== undefined && !(Number.isInteger(itensPorPagina) && itensPorPagina >= 1 && itensPorPagina <= 1000))
    throw new Error(`API Pix itensPorPagina must be an integer from 1 to 1000, got ${itensPorPagina}`);
}

function assertIdRec(idRec: string): void {
  if (!API_PIX_ID_REC.test(idRec)) throw new Error(`API Pix idRec must be 29 alphanumerics, got "${idRec}"`);
}

function assertTxid(txid: string): void {
  if (!API_PIX_TXID.test(txid)) throw new Error(`API Pix txid must be 26-35 alphanumerics, got "${txid}"`);
}

/** Reads the certificate files and checks that every setting the provider needs is there. */
export function apiPixSettingsFrom(config: Config): ApiPixSettings {
  const missing = (['API_PIX_BASE_URL', 'API_PIX_CLIENT_ID', 'API_PIX_CLIENT_SECRET'] as const).filter((name) => !config[name]);
  if (missing.length > 0) throw new Error(`PIX_PROVIDER=api-pix needs ${missing.join(', ')}`);
  if (config.isProduction && (!config.API_PIX_CERT_FILE || !config.API_PIX_KEY_FILE))
    throw new Error('PIX_PROVIDER=api-pix needs API_PIX_CERT_FILE and API_PIX_KEY_FILE (mutual TLS) in production');
  const read = (path: string | undefined) => (path ? readFileSync(path) : undefined);
  const baseUrl = config.API_PIX_BASE_URL!;
  return {
    baseUrl,
    tokenUrl: config.API_PIX_TOKEN_URL ?? new URL('/oauth/token', baseUrl).toString(),
    clientId: config.API_PIX_CLIENT_ID!,
    clientSecret: config.API_PIX_CLIENT_SECRET!,
    cert: read(config.API_PIX_CERT_FILE),
    key: read(config.API_PIX_KEY_FILE),
    ca: read(config.API_PIX_CA_FILE),
    timeoutMs: config.API_PIX_TIMEOUT_MS,
  };
}

// One client per app, so the token and TLS sessions are reused between calls.
const client = memorySlot('API Pix client', (config) => new ApiPixClient(apiPixSettingsFrom(config)));

export function apiPixClientFor(deps: Deps): ApiPixClient {
  return deps.memory.get(client);
}
