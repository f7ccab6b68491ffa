import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { fileURLToPath } from 'node:url';
import { OpenAPIBackend, type Document } from 'openapi-backend';
import { ApiPixClient, ApiPixError, type PixPage } from '../../api/src/pix/api-pix/client.js';
import { DEFAULT_SCOPES, startFakePsp, type FakePsp, type FakeReceivedPix } from '../support/fake-psp.js';
import { ERRATA, loadPixApi, type PixApi } from '../support/pix-api/spec.js';

/**
 * `GET /v2/pix` on the stand-in PSP, the list a reconciliation reads to find the Pix sent
 * straight to the key (never notified): through real HTTPS, raw and with the app's client.
 */

const SPEC_FILE = fileURLToPath(new URL('../support/pix-api/openapi.yaml', import.meta.url));
const T0 = new Date('2025-05-05T12:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const UNKNOWN_TXID = 'naoEhDestaCampanha0123456789';
const E2E = /^E12345678\d{12}[a-zA-Z0-9]{11}$/;

interface Answer {
  status: number;
  body: any;
}

/** The operation's 200 answer checked against the spec (with its errata): the errors, as openapi-backend lists them. */
async function pixListResponseErrors(): Promise<(body: unknown) => { keyword: string; params: unknown }[]> {
  const doc = structuredClone(await new OpenAPIBackend({ definition: SPEC_FILE }).loadDocument()) as any;
  for (const erratum of ERRATA) erratum.apply(doc);
  doc.paths['/pix'].get.operationId = 'GET /pix';
  const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
  const backend = new OpenAPIBackend({
    definition: doc as Document,
    quick: true,
    ajvOpts: { allErrors: true },
    customizeAjv: (ajv) => {
      ajv.addFormat('date-time', {
        type: 'string',
        validate: (value: string) => dateTime.test(value) && !Number.isNaN(Date.parse(value)),
      });
      ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
      ajv.addFormat('uri', { type: 'string', validate: (value: string) => URL.canParse(value) });
      return ajv;
    },
  });
  await backend.init();
  return (body) => backend.validateResponse(body, 'GET /pix', 200).errors ?? [];
}

describe('GET /v2/pix: the Pix received, through a charge or straight to the key', () => {
  let clock = T0;
  let psp: FakePsp;
  let client: ApiPixClient;
  let agent: Agent;
  let token: string;
  let pix: PixApi;
  let responseErrors: Awaited<ReturnType<typeof pixListResponseErrors>>;

  const get = (path: string, bearer = token) =>
    new Promise<Answer>((resolve, reject) => {
      const req = request(
        new URL(`${psp.baseUrl}${path}`),
        { method: 'GET', agent, headers: { authorization: `Bearer ${bearer}` } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined });
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
  const list = (query: Record<string, string | number | boolean>) =>
    get(`/pix?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()}`);
  const window = (from: Date, to: Date, more: Record<string, string | number | boolean> = {}) =>
    list({ inicio: from.toISOString(), fim: to.toISOString(), ...more });
  const ids = (answer: Answer | PixPage) =>
    ((answer as Answer).body?.pix ?? (answer as PixPage).pix).map((item: { endToEndId: string }) => item.endToEndId);

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${psp.clientId}:${psp.clientSecret}`).toString('base64');
    return new Promise((resolve, reject) => {
      const req = request(
        new URL('/oauth/token', psp.baseUrl),
        {
          method: 'POST',
          agent,
          headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')).access_token));
        },
      );
      req.on('error', reject);
      req.end('grant_type=client_credentials');
    });
  }

  /** An answer the spec accepts: each Pix as `Pix`, and the page as `PixConsultados` but for its one defect. */
  function expectSpecAnswer(answer: Answer): void {
    expect(answer.status).toBe(200);
    expect(pix.validateWebhook('pix', { pix: answer.body.pix })).toEqual([]);
    // PixConsultados.required is written ["parametros", "cobs"]: the list is `pix`, so no answer has "cobs".
    expect(responseErrors(answer.body)).toEqual([
      expect.objectContaining({ keyword: 'required', params: { missingProperty: 'cobs' } }),
    ]);
  }

  // Received, in this order: a charge's payment, three Pix straight to the key, one long before.
  let charged: FakeReceivedPix;
  let chargeTxid: string;
  let direct: FakeReceivedPix;
  let unknownTxid: FakeReceivedPix;
  let bare: FakeReceivedPix;
  let old: FakeReceivedPix;

  beforeAll(async () => {
    pix = await loadPixApi();
    responseErrors = await pixListResponseErrors();
    psp = await startFakePsp({ now: () => clock });
    const files = {
      cert: readFileSync(psp.certificates.clientCertFile),
      key: readFileSync(psp.certificates.clientKeyFile),
      ca: readFileSync(psp.certificates.caFile),
    };
    agent = new Agent(files);
    client = new ApiPixClient({
      baseUrl: psp.baseUrl,
      tokenUrl: new URL('/oauth/token', psp.baseUrl).toString(),
      clientId: psp.clientId,
      clientSecret: psp.clientSecret,
      timeoutMs: 3000,
      ...files,
    });
    token = await fetchToken();

    chargeTxid = randomBytes(16).toString('hex');
    await client.createCob(chargeTxid, {
      expiracaoSeconds: 3600,
      original: '50.00',
      chave: 'doacoes@instituto-exemplo.org.br',
      solicitacaoPagador: 'Doação',
    });
    clock = at(1);
    charged = psp.pay(chargeTxid);
    direct = psp.receiveDirectPix({
      valor: '25.00',
      infoPagador: 'Força, campanha!',
      pagador: { nome: 'Maria da Silva', cpf: '12345678909' },
      horario: at(2),
    });
    unknownTxid = psp.receiveDirectPix({ valor: '10.00', txid: UNKNOWN_TXID, horario: at(3) });
    clock = at(4);
    bare = psp.receiveDirectPix({ valor: '7.50' });
    old = psp.receiveDirectPix({ valor: '99.99', horario: at(-3 * 24 * 60) });
  });
  afterAll(async () => {
    client?.close();
    agent?.destroy();
    await psp?.close();
  });

  it('keeps a direct Pix with a fresh end-to-end id of its own time, no charge’s txid, and the charges’ payments in the same list', () => {
    expect(direct).toEqual({
      endToEndId: expect.stringMatching(E2E),
      valor: '25.00',
      horario: at(2).toISOString(),
      pagador: { nome: 'Maria da Silva', cpf: '12345678909' },
      infoPagador: 'Força, campanha!',
    });
    expect(direct.endToEndId.slice(9, 21)).toBe('202505051202');
    expect(old.endToEndId.slice(9, 21)).toBe('202505021200');
    expect(bare).toEqual({ endToEndId: expect.stringMatching(E2E), valor: '7.50', horario: at(4).toISOString() });
    expect(unknownTxid.txid).toBe(UNKNOWN_TXID);
    const all = [charged, direct, unknownTxid, bare, old].map((item) => item.endToEndId);
    expect(new Set(all).size).toBe(5);
    expect(psp.received.map((item) => item.endToEndId)).toEqual(all);
    expect(psp.received[0]).toMatchObject({ txid: chargeTxid, valor: '50.00' });
    // A charge's txid is paid with pay(); a malformed amount or txid is refused.
    expect(() => psp.receiveDirectPix({ valor: '5.00', txid: chargeTxid })).toThrow(/pay\(\)/);
    expect(() => psp.receiveDirectPix({ valor: '5,00' })).toThrow(/valor/);
    expect(() => psp.receiveDirectPix({ valor: '5.00', txid: 'not-alnum' })).toThrow(/txid/);
  });

  it('lists Pix without a txid for txIdPresente=false, charges’ payments for true, all of them without the flag', async () => {
    const from = at(0);
    const to = at(10);
    const without = await window(from, to, { txIdPresente: false });
    expectSpecAnswer(without);
    // The check is not vacuous: a page without its counts is refused for them too.
    const { quantidadeDePaginas: _pages, ...uncounted } = without.body.parametros.paginacao;
    expect(responseErrors({ ...without.body, parametros: { ...without.body.parametros, paginacao: uncounted } })).toHaveLength(2);
    expect(ids(without)).toEqual([direct.endToEndId, bare.endToEndId]);
    expect(without.body.parametros).toEqual({
      inicio: from.toISOString(),
      fim: to.toISOString(),
      txIdPresente: false,
      paginacao: { paginaAtual: 0, itensPorPagina: 100, quantidadeDePaginas: 1, quantidadeTotalDeItens: 2 },
    });
    // A Pix with a txid no charge has (another system's) is listed with the txid ones.
    const withTxid = await window(from, to, { txIdPresente: true });
    expectSpecAnswer(withTxid);
    expect(ids(withTxid)).toEqual([charged.endToEndId, unknownTxid.endToEndId]);
    expect(withTxid.body.pix[0]).toEqual({ ...charged });

    const all = await window(from, to);
    expectSpecAnswer(all);
    expect(ids(all)).toEqual([charged.endToEndId, direct.endToEndId, unknownTxid.endToEndId, bare.endToEndId]);
    expect(all.body.pix[1]).toEqual(direct);
    expect(ids(await window(from, to, { txid: UNKNOWN_TXID }))).toEqual([unknownTxid.endToEndId]);
    expect(ids(await window(from, to, { cpf: '12345678909' }))).toEqual([direct.endToEndId]);

    // A static QR's txid (up to 25 characters) is listed too, though the spec's Pix.txid (allOf TxId, 26 to 35) refuses it.
    const staticQr = psp.receiveDirectPix({ valor: '3.00', txid: 'bazar2026', horario: at(11) });
    const listed = await window(at(11), at(11), { txIdPresente: true });
    expect(listed.body.pix).toEqual([staticQr]);
    expect(pix.validateWebhook('pix', { pix: listed.body.pix })).toEqual([
      expect.objectContaining({ propriedade: 'webhook.pix.0.txid' }),
    ]);
    expect(psp.invalidRequests).toEqual([]);
  });

  it('filters by horario, both ends inclusive, and orders by it', async () => {
    expect(ids(await window(at(2), at(3)))).toEqual([direct.endToEndId, unknownTxid.endToEndId]);
    expect(ids(await window(new Date(at(2).getTime() + 1), new Date(at(3).getTime() - 1)))).toEqual([]);
    expect(ids(await window(at(-4 * 24 * 60), at(-1)))).toEqual([old.endToEndId]);
    const everything = await window(at(-4 * 24 * 60), at(10), { txIdPresente: false });
    expect(ids(everything)).toEqual([old.endToEndId, direct.endToEndId, bare.endToEndId]);
    const empty = await window(at(100), at(200));
    expectSpecAnswer(empty);
    expect(empty.body.pix).toEqual([]);
    expect(empty.body.parametros.paginacao).toMatchObject({ quantidadeDePaginas: 1, quantidadeTotalDeItens: 0 });
  });

  it('pages: each Pix exactly once across the pages, in horario order, and nothing past the last', async () => {
    // Seven more, received out of order, some within the same second.
    const more = [30, 21, 25, 21, 28, 22, 29].map((minute, index) =>
      psp.receiveDirectPix({ valor: `${index + 1}.00`, horario: at(minute) }),
    );
    const from = at(20);
    const to = at(30);
    const expected = more
      .map((item, index) => ({ item, index }))
      .sort((a, b) => Date.parse(a.item.horario) - Date.parse(b.item.horario) || a.index - b.index)
      .map(({ item }) => item.endToEndId);

    const seen: string[] = [];
    for (let page = 0; page < 4; page++) {
      const answer = await window(from, to, {
        txIdPresente: false,
        'paginacao.paginaAtual': page,
        'paginacao.itensPorPagina': 3,
      });
      expectSpecAnswer(answer);
      expect(answer.body.parametros.paginacao).toEqual({
        paginaAtual: page,
        itensPorPagina: 3,
        quantidadeDePaginas: 3,
        quantidadeTotalDeItens: 7,
      });
      expect(ids(answer).length).toBe([3, 3, 1, 0][page]);
      seen.push(...ids(answer));
    }
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(7);
  });

  it('lists a Pix’s refunds, and filters on them', async () => {
    const refund = await client.requestRefund(direct.endToEndId, 'D1', { valor: '5.00' });
    const answer = await window(at(0), at(10), { devolucaoPresente: true });
    expectSpecAnswer(answer);
    expect(answer.body.pix).toEqual([{ ...direct, devolucoes: [refund] }]);
    expect(ids(await window(at(2), at(2), { devolucaoPresente: false }))).toEqual([]);
  });

  it('refuses fim before inicio and cpf with cnpj (PixConsultaInvalida), a query the schema refuses (400, listed)', async () => {
    const backwards = await window(at(10), at(0));
    expect([backwards.status, backwards.body.type]).toEqual([400, 'https://pix.bcb.gov.br/api/v2/error/PixConsultaInvalida']);
    const both = await window(at(0), at(10), { cpf: '12345678909', cnpj: '12345678000195' });
    expect([both.status, both.body.type]).toEqual([400, 'https://pix.bcb.gov.br/api/v2/error/PixConsultaInvalida']);
    expect(psp.invalidRequests).toEqual([]);
    const noStart = await list({ fim: at(10).toISOString() });
    expect([noStart.status, noStart.body.type]).toEqual([400, 'https://pix.bcb.gov.br/api/v2/error/RequisicaoInvalida']);
    const tooMany = await window(at(0), at(10), { 'paginacao.itensPorPagina': 1001 });
    expect(tooMany.status).toBe(400);
    expect(psp.invalidRequests).toHaveLength(2);
    psp.invalidRequests.length = 0;
  });

  it('the client’s listPix sends what the spec accepts and returns the same pages', async () => {
    const queries = [
      { inicio: at(0), fim: at(10), txIdPresente: false },
      { inicio: at(0), fim: at(10), txIdPresente: true },
      { inicio: at(20), fim: at(30), txIdPresente: false, paginaAtual: 1, itensPorPagina: 3 },
      { inicio: at(-4 * 24 * 60), fim: at(60) },
    ];
    for (const query of queries) {
      const raw = await window(query.inicio, query.fim, {
        ...(query.txIdPresente !== undefined ? { txIdPresente: query.txIdPresente } : {}),
        ...(query.paginaAtual !== undefined ? { 'paginacao.paginaAtual': query.paginaAtual } : {}),
        ...(query.itensPorPagina !== undefined ? { 'paginacao.itensPorPagina': query.itensPorPagina } : {}),
      });
      expect(await client.listPix(query)).toEqual(raw.body);
    }
    // Walking the pages as a reconciliation does finds every Pix without a txid in the window, once.
    const walked: string[] = [];
    for (let paginaAtual = 0; ; paginaAtual++) {
      const page = await client.listPix({
        inicio: at(-4 * 24 * 60),
        fim: at(60),
        txIdPresente: false,
        paginaAtual,
        itensPorPagina: 2,
      });
      walked.push(...ids(page));
      if (paginaAtual + 1 >= page.parametros.paginacao.quantidadeDePaginas) break;
    }
    const withoutTxid = psp.received.filter((item) => item.txid === undefined);
    expect(walked.sort()).toEqual(withoutTxid.map((item) => item.endToEndId).sort());
    expect(walked).toHaveLength(10);
    expect(psp.invalidRequests).toEqual([]);
    await expect(client.listPix({ inicio: at(1), fim: at(0) })).rejects.toThrow(/inicio <= fim/);
    await expect(client.listPix({ inicio: at(0), fim: at(1), itensPorPagina: 0 })).rejects.toThrow(/itensPorPagina/);
  });

  it('needs the pix.read scope', async () => {
    const limited = await startFakePsp({ scopes: DEFAULT_SCOPES.filter((scope) => scope !== 'pix.read') });
    const limitedClient = new ApiPixClient({
      baseUrl: limited.baseUrl,
      tokenUrl: new URL('/oauth/token', limited.baseUrl).toString(),
      clientId: limited.clientId,
      clientSecret: limited.clientSecret,
      cert: readFileSync(limited.certificates.clientCertFile),
      key: readFileSync(limited.certificates.clientKeyFile),
      ca: readFileSync(limited.certificates.caFile),
      timeoutMs: 3000,
    });
    try {
      const refused = limitedClient.listPix({ inicio: at(0), fim: at(10) });
      await expect(refused).rejects.toBeInstanceOf(ApiPixError);
      await expect(refused).rejects.toMatchObject({ status: 403 });
    } finally {
      limitedClient.close();
      await limited.close();
    }
  });
});
