import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { Agent, request } from 'node:https';
import type { AddressInfo } from 'node:net';
import { crc16, parseBrCodeFields } from '../../api/src/pix/brcode.js';
import { DEFAULT_SCOPES, startFakePsp, type FakePsp } from '../support/fake-psp.js';
import { compositeCode, recCode } from '../support/pix-api/emv.js';
import { ERRATA, loadPixApi, type ErratumId, type PixApi, type PixRequest } from '../support/pix-api/spec.js';

/** Banco Central's openapi.yaml of release 2.9.0, as published. */
const SPEC_SHA256 = '4047ae07a639dea4c13cdb60f79e2b849b4825aa6ebebbe96938b9a22d9f1ca8';

const IDREC = 'RR1234567820240115abcdefghijk';
const TXID = '3136957d93134f2184b369e8f1c0729d';
const E2EID = 'E12345678202406201221abcdef12345';

const json = (method: string, path: string, body: unknown): PixRequest => ({
  method,
  path,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

describe('the API Pix spec (bacen/pix-api 2.9.0) and its errata', () => {
  let pix: PixApi;
  beforeAll(async () => {
    pix = await loadPixApi();
  });

  it('is the published file, byte for byte', () => {
    const file = readFileSync(new URL('../support/pix-api/openapi.yaml', import.meta.url));
    expect(createHash('sha256').update(file).digest('hex')).toBe(SPEC_SHA256);
  });

  it('accepts the spec’s own request examples, and the bodies the product sends', () => {
    const ex = (name: string) => pix.example(name);
    const requests: [string, PixRequest][] = [
      ['recBody1', json('POST', '/rec', ex('recBody1'))],
      ['recBody2', json('POST', '/rec', ex('recBody2'))],
      ['recBody3', json('PATCH', `/rec/${IDREC}`, ex('recBody3'))],
      ['cancel a rec', json('PATCH', `/rec/${IDREC}`, { status: 'CANCELADA' })],
      ['cobRBody1', json('PUT', `/cobr/${TXID}`, ex('cobRBody1'))],
      ['cobRBody2', json('PATCH', `/cobr/${TXID}`, ex('cobRBody2'))],
      ['locrec', json('POST', '/locrec', { tipo: 'rec' })],
      ['cobBody2', json('PUT', `/cob/${TXID}`, ex('cobBody2'))],
      [
        'the product’s cob',
        json('PUT', `/cob/${TXID}`, {
          calendario: { expiracao: 1800 },
          valor: { original: '150.00' },
          chave: 'doacoes@instituto-exemplo.org.br',
          solicitacaoPagador: 'Doação para a campanha',
        }),
      ],
      ['devolucaoSolicitada1', json('PUT', `/pix/${E2EID}/devolucao/D1`, ex('devolucaoSolicitada1'))],
      ['GET rec, journey 3', { method: 'GET', path: `/rec/${IDREC}`, query: `txid=${TXID}` }],
      ['a retry', { method: 'POST', path: `/cobr/${TXID}/retentativa/2024-04-20` }],
    ];
    for (const [name, sent] of requests) expect([name, pix.validateRequest(sent)]).toEqual([name, []]);
    expect(pix.validateWebhook('rec', ex('recWebhookNotification1'))).toEqual([]);
  });

  // What fails without each erratum: a spec example where there is one, else a body the stand-in sends.
  const evidence: Record<Exclude<ErratumId, 'locrec-body'>, (api: PixApi) => unknown[]> = {
    'slash-delimited-patterns': (api) => api.validateRequest(json('POST', '/rec', api.example('recBody1'))),
    'rec-base-required': (api) => api.validateRequest(json('POST', '/rec', api.example('recBody2'))),
    'rec-notification-required': (api) => api.validateWebhook('rec', api.example('recWebhookNotification1')),
    'rec-revisada-devedor': (api) => api.validateRequest(json('PATCH', `/rec/${IDREC}`, api.example('recBody3'))),
    'cep-length': (api) => api.validateRequest(json('PUT', `/cobr/${TXID}`, api.example('cobRBody1'))),
    'pix-automatico-valor': (api) =>
      api.validateWebhook('cobr', {
        cobsr: [
          {
            idRec: IDREC,
            txid: TXID,
            status: 'CONCLUIDA',
            atualizacao: [{ status: 'CONCLUIDA', data: '2024-04-15T08:00:00.000Z' }],
            pix: [{ endToEndId: E2EID, txid: TXID, valor: '106.07', horario: '2024-04-15T08:00:00.000Z' }],
          },
        ],
      }),
    'encerramento-one-of': (api) =>
      api.validateWebhook('rec', {
        recs: [
          {
            idRec: IDREC,
            status: 'CANCELADA',
            atualizacao: [{ status: 'CANCELADA', data: '2024-10-06T15:05:33.305Z' }],
            encerramento: (api.example('recResponse5') as { encerramento: unknown }).encerramento,
          },
        ],
      }),
  };

  it('has evidence for every erratum', () => {
    expect([...Object.keys(evidence), 'locrec-body'].sort()).toEqual(ERRATA.map((erratum) => erratum.id).sort());
  });

  it.each(Object.entries(evidence))('needs the erratum %s: its example fails without it', async (id, check) => {
    expect(check(pix)).toEqual([]);
    expect(check(await loadPixApi({ without: [id as ErratumId] })).length).toBeGreaterThan(0);
  });

  it('needs the erratum locrec-body: without it POST /locrec’s body goes unchecked', async () => {
    const bad = json('POST', '/locrec', { tipo: 'cob' });
    expect(pix.validateRequest(bad)).toEqual([expect.objectContaining({ propriedade: 'locrec.tipo' })]);
    expect((await loadPixApi({ without: ['locrec-body'] })).validateRequest(bad)).toEqual([]);
  });

  it('refuses clearly bad requests, naming the property', () => {
    const recBody1 = pix.example('recBody1') as any;
    const refused = (sent: PixRequest) => pix.validateRequest(sent).map((violation) => violation.propriedade);
    expect(refused(json('POST', '/rec', { ...recBody1, valor: { valorRec: '35,00' } }))).toContain('rec.valor.valorRec');
    const tenDigits = { ...recBody1, vinculo: { ...recBody1.vinculo, devedor: { cpf: '4516463248', nome: 'Fulano de Tal' } } };
    expect(refused(json('POST', '/rec', tenDigits))).toContain('rec.vinculo.devedor.cpf');
    const { recebedor: _recebedor, ...withoutReceiver } = pix.example('cobRBody1') as any;
    expect(refused(json('PUT', `/cobr/${TXID}`, withoutReceiver))).toContain('cobr.recebedor');
    expect(refused(json('PUT', `/cobr/${TXID}`, { ...(pix.example('cobRBody1') as any), ajusteDiaUtil: undefined }))).toContain(
      'cobr.ajusteDiaUtil',
    );
    expect(refused({ method: 'POST', path: `/cobr/${TXID}/retentativa/2024-02-30` })).toEqual(['data']);
    expect(refused({ method: 'GET', path: `/rec/${IDREC}`, query: 'cpf=123' })).toEqual(['cpf']);
    expect(refused({ ...json('PUT', `/cob/${TXID}`, { valor: { original: '10,00' }, chave: 'x', calendario: {} }) })).toContain(
      'cob.valor.original',
    );
    const truncated = pix.validateRequest({
      method: 'PUT',
      path: `/cobr/${TXID}`,
      contentType: 'application/json',
      body: '{"idRec":',
    });
    expect(truncated).toContainEqual(expect.objectContaining({ razao: expect.stringMatching(/JSON/) }));
  });

  it('lays out the BR Codes as the spec’s examples do, byte for byte', () => {
    const merchant = { name: 'Fulano de Tal', city: 'BRASILIA' };
    const journey2 = (pix.example('recResponse3') as any).dadosQR.pixCopiaECola;
    expect(recCode('pix.example.com/qr/v2/rec/2353c790eefb11eaadc10242ac120002', merchant)).toBe(journey2);
    const journey3 = (pix.example('recResponse6') as any).dadosQR.pixCopiaECola;
    expect(
      compositeCode(
        'pix.example.com/qr/v2/8b3da2f39a4140d1a91abd93113bd441',
        'pix.example.com/qr/v2/rec/94ed2badcbc04c15b0bb7fa353194890',
        merchant,
      ),
    ).toBe(journey3);
  });
});

// ---- Driving the stand-in over HTTPS with the client certificate, as the product would.

interface Answer {
  status: number;
  body: any;
}

function pspClient(psp: FakePsp) {
  const agent = new Agent({
    cert: readFileSync(psp.certificates.clientCertFile),
    key: readFileSync(psp.certificates.clientKeyFile),
    ca: readFileSync(psp.certificates.caFile),
  });
  let token: string | undefined;
  const send = (method: string, url: URL, headers: Record<string, string>, payload?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const req = request(url, { method, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined });
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
  const client = {
    async token(): Promise<Answer> {
      const basic = Buffer.from(`${psp.clientId}:${psp.clientSecret}`).toString('base64');
      return send(
        'POST',
        new URL('/oauth/token', psp.baseUrl),
        { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        'grant_type=client_credentials',
      );
    },
    async call(method: string, path: string, body?: unknown): Promise<Answer> {
      token ??= (await client.token()).body.access_token as string;
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (payload !== undefined) headers['content-type'] = 'application/json';
      return send(method, new URL(`${psp.baseUrl}${path}`), headers, payload);
    },
    close: () => agent.destroy(),
  };
  return client;
}

/** A receiver of the PSP's webhooks: what arrived, by path. */
async function webhookReceiver() {
  const received: { path: string; body: any }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/pix/webhook/segredo`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const newTxid = () => randomBytes(16).toString('hex');

/** A BR Code is well formed: TLV fields end to end, and field 63 is the CRC16 of what comes before it. */
function expectWellFormed(code: string): Map<string, string> {
  const fields = parseBrCodeFields(code);
  expect(fields.get('63')).toBe(crc16(code.slice(0, -4)));
  return fields;
}

describe('the stand-in PSP’s Pix Automático over HTTPS', () => {
  let clock = new Date('2025-03-03T12:00:00.000Z'); // a Monday, 09:00 in Brasília
  const setDay = (day: string) => {
    clock = new Date(`${day}T12:00:00.000Z`);
  };
  let psp: FakePsp;
  let client: ReturnType<typeof pspClient>;
  let pix: PixApi;
  const webhookValid = (kind: 'rec' | 'cobr', entry: object) =>
    expect(pix.validateWebhook(kind, kind === 'rec' ? { recs: [entry] } : { cobsr: [entry] })).toEqual([]);

  /** A day some days after the clock's. */
  const daysAhead = (days: number) => new Date(clock.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const recBody = (overrides: object = {}) => ({
    vinculo: { contrato: 'DOACAO-MENSAL-0001', devedor: { cpf: '12345678909', nome: 'Maria da Silva' }, objeto: 'Doação mensal' },
    calendario: { dataInicial: daysAhead(7), periodicidade: 'MENSAL' },
    valor: { valorRec: '30.00' },
    politicaRetentativa: 'PERMITE_3R_7D',
    ...overrides,
  });
  const cobrBody = (idRec: string, dataDeVencimento: string, overrides: object = {}) => ({
    idRec,
    infoAdicional: 'Doação mensal',
    calendario: { dataDeVencimento },
    valor: { original: '30.00' },
    ajusteDiaUtil: false,
    recebedor: { agencia: psp.receiver.agencia, conta: psp.receiver.conta, tipoConta: psp.receiver.tipoConta },
    ...overrides,
  });
  const cob = async (txid = newTxid()) => {
    const answer = await client.call('PUT', `/cob/${txid}`, {
      calendario: { expiracao: 3600 },
      valor: { original: '30.00' },
      chave: 'doacoes@instituto-exemplo.org.br',
    });
    expect(answer.status).toBe(201);
    return txid;
  };
  /** A recurrence with its own location, created and read as the product does (journey 2 unless a cob is given). */
  const recurrence = async (overrides: object = {}, cobTxid?: string) => {
    const loc = await client.call('POST', '/locrec', { tipo: 'rec' });
    const created = await client.call('POST', '/rec', recBody({ loc: loc.body.id, ...overrides }));
    expect(created.status).toBe(201);
    const read = await client.call('GET', `/rec/${created.body.idRec}${cobTxid ? `?txid=${cobTxid}` : ''}`);
    expect(read.status).toBe(200);
    return created.body.idRec as string;
  };
  const problemOf = (answer: Answer) => ({
    status: answer.status,
    type: String(answer.body?.type).replace('https://pix.bcb.gov.br/api/v2/error/', ''),
  });

  beforeAll(async () => {
    pix = await loadPixApi();
    psp = await startFakePsp({ now: () => clock });
    client = pspClient(psp);
  });
  afterAll(async () => {
    client?.close();
    await psp?.close();
  });

  // State the steps below share, in order.
  let locId: number;
  let location: string;
  let cobTxid: string;
  let idRec: string; // PERMITE_3R_7D, journey 3
  let idRecJ2: string; // NAO_PERMITE, journey 2
  let cobrA: string;

  it('grants the default scopes and names the receiver’s account in env()', async () => {
    const token = await client.token();
    expect(token.status).toBe(200);
    expect(token.body.scope.split(' ')).toEqual(DEFAULT_SCOPES);
    expect(psp.env()).toMatchObject({
      API_PIX_ACCOUNT_BRANCH: '0001',
      API_PIX_ACCOUNT_NUMBER: '1234567',
      API_PIX_ACCOUNT_TYPE: 'CORRENTE',
    });
    expect(psp.receiver).toEqual({
      cnpj: '12345678000195',
      nome: 'INSTITUTO EXEMPLO DE APOIO',
      ispb: '12345678',
      agencia: '0001',
      conta: '1234567',
      tipoConta: 'CORRENTE',
    });
  });

  it('creates a recurrence location (POST /locrec) and reads it back', async () => {
    const created = await client.call('POST', '/locrec', { tipo: 'rec' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      location: expect.stringMatching(/^psp\.example\/qr\/v2\/rec\/[0-9a-f]{32}$/),
      tipo: 'rec',
      criacao: '2025-03-03T12:00:00.000Z',
    });
    ({ id: locId, location } = created.body);
    expect((await client.call('GET', `/locrec/${locId}`)).body).toEqual(created.body);
    expect(problemOf(await client.call('GET', '/locrec/999999'))).toEqual({
      status: 404,
      type: 'PayloadLocationRecNaoEncontrado',
    });
  });

  it('creates a recurrence (POST /rec) with the idRec, receiver, location and activation the spec describes', async () => {
    cobTxid = await cob();
    const created = await client.call('POST', '/rec', recBody({ loc: locId, ativacao: { dadosJornada: { txid: cobTxid } } }));
    expect(created.status).toBe(201);
    idRec = created.body.idRec;
    expect(idRec).toMatch(/^RR1234567820250303[a-zA-Z0-9]{11}$/);
    expect(created.body).toMatchObject({
      status: 'CRIADA',
      recebedor: { cnpj: '12345678000195', nome: 'INSTITUTO EXEMPLO DE APOIO' },
      loc: { id: locId, location, criacao: '2025-03-03T12:00:00.000Z', idRec },
      ativacao: { tipoJornada: 'AGUARDANDO_DEFINICAO', dadosJornada: { txid: cobTxid } },
      atualizacao: [{ status: 'CRIADA', data: '2025-03-03T12:00:00.000Z' }],
      politicaRetentativa: 'PERMITE_3R_7D',
    });
    expect(psp.recs.get(idRec)?.status).toBe('CRIADA');
    expect(psp.locrecs.get(locId)?.idRec).toBe(idRec);
  });

  it('refuses what the spec lists for POST /rec with RecOperacaoInvalida, and does not count it as a malformed request', async () => {
    const freshLoc = (await client.call('POST', '/locrec', { tipo: 'rec' })).body.id;
    const refusals = [
      recBody({ calendario: { dataInicial: '2025-03-02', periodicidade: 'MENSAL' } }),
      recBody({ loc: locId }),
      recBody({ loc: 424242 }),
      recBody({ valor: { valorRec: '30.00', valorMinimoRecebedor: '10.00' } }),
      recBody({ loc: freshLoc, ativacao: { dadosJornada: { txid: newTxid() } } }),
    ];
    for (const body of refusals) {
      const answer = await client.call('POST', '/rec', body);
      expect(problemOf(answer)).toEqual({ status: 400, type: 'RecOperacaoInvalida' });
      expect(answer.body.violacoes.length).toBeGreaterThan(0);
    }
    expect(psp.invalidRequests).toEqual([]);
  });

  it('GET /rec/{idRec}: journey 2 code without txid, journey 3 composite code with the cob’s txid', async () => {
    const plain = await client.call('GET', `/rec/${idRec}`);
    expect(plain.status).toBe(200);
    expect(plain.body.dadosQR).toEqual({ jornada: 'JORNADA_2', pixCopiaECola: expect.any(String) });
    const j2 = expectWellFormed(plain.body.dadosQR.pixCopiaECola);
    expect(j2.get('80')).toBe(`0014br.gov.bcb.pix25${location.length}${location}`);
    expect(j2.get('26')).toBe('0014br.gov.bcb.pix');

    const composite = await client.call('GET', `/rec/${idRec}?txid=${cobTxid}`);
    expect(composite.body.dadosQR).toEqual({ jornada: 'JORNADA_3', pixCopiaECola: expect.any(String) });
    const j3 = expectWellFormed(composite.body.dadosQR.pixCopiaECola);
    expect(j3.get('80')).toBe(j2.get('80'));
    expect(j3.get('26')).toContain(`psp.example/qr/v2/${cobTxid}`);
    expect(j3.get('01')).toBe('12');

    expect(problemOf(await client.call('GET', `/rec/${idRec}?txid=${newTxid()}`))).toEqual({
      status: 400,
      type: 'RecConsultaInvalida',
    });
    expect(problemOf(await client.call('GET', `/rec/RN1234567820250303aaaaaaaaaaa`))).toEqual({
      status: 404,
      type: 'RecNaoEncontrada',
    });
  });

  it('authorise(): journey 3 approves the recurrence and pays the cob, as pay() does', async () => {
    const { rec, payment } = psp.authorise(idRec);
    expect(rec).toMatchObject({
      idRec,
      status: 'APROVADA',
      ativacao: { tipoJornada: 'JORNADA_3', dadosJornada: { txid: cobTxid } },
    });
    webhookValid('rec', rec);
    expect(payment).toEqual({
      endToEndId: expect.stringMatching(/^E12345678\d{12}[a-zA-Z0-9]{11}$/),
      txid: cobTxid,
      valor: '30.00',
      horario: '2025-03-03T12:00:00.000Z',
    });
    expect(psp.cobs.get(cobTxid)).toMatchObject({ status: 'CONCLUIDA', pix: [payment] });
    expect((await client.call('GET', `/rec/${idRec}`)).body).toMatchObject({
      status: 'APROVADA',
      pagador: {
        cpf: '12345678909',
        ispbParticipante: expect.stringMatching(/^[0-9A-Z]{8}$/),
        codMun: expect.stringMatching(/^\d{7}$/),
      },
    });
    expect(() => psp.authorise(idRec)).toThrow(/APROVADA/);
  });

  it('authorise(): journey 2 when the code was read without a txid, and no payment', async () => {
    idRecJ2 = await recurrence({ politicaRetentativa: 'NAO_PERMITE' });
    expect(idRecJ2).toMatch(/^RN12345678/);
    const { rec, payment } = psp.authorise(idRecJ2);
    expect(payment).toBeUndefined();
    expect(rec.ativacao).toEqual({ tipoJornada: 'JORNADA_2' });
    webhookValid('rec', rec);
  });

  it('PUT /cobr/{txid}: only 2 to 10 days ahead, for an approved recurrence, to the receiver’s account, once per month', async () => {
    const tooSoon = await client.call('PUT', `/cobr/${newTxid()}`, cobrBody(idRec, '2025-03-04'));
    expect(problemOf(tooSoon)).toEqual({ status: 400, type: 'CobROperacaoInvalida' });
    expect(tooSoon.body.violacoes).toEqual([expect.objectContaining({ propriedade: 'cobr.calendario.dataDeVencimento' })]);
    expect(problemOf(await client.call('PUT', `/cobr/${newTxid()}`, cobrBody(idRec, '2025-03-14')))).toMatchObject({
      status: 400,
    });
    const otherAccount = cobrBody(idRec, '2025-03-10', {
      recebedor: { agencia: '0001', conta: '7654321', tipoConta: 'CORRENTE' },
    });
    expect(problemOf(await client.call('PUT', `/cobr/${newTxid()}`, otherAccount))).toMatchObject({ status: 400 });
    const waiting = await recurrence();
    expect(problemOf(await client.call('PUT', `/cobr/${newTxid()}`, cobrBody(waiting, '2025-03-10')))).toMatchObject({
      status: 400,
    });

    cobrA = newTxid();
    const created = await client.call('PUT', `/cobr/${cobrA}`, cobrBody(idRec, '2025-03-10'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      idRec,
      txid: cobrA,
      status: 'ATIVA',
      politicaRetentativa: 'PERMITE_3R_7D',
      calendario: { criacao: '2025-03-03', dataDeVencimento: '2025-03-10' },
      recebedor: {
        cnpj: '12345678000195',
        nome: 'INSTITUTO EXEMPLO DE APOIO',
        agencia: '0001',
        conta: '1234567',
        tipoConta: 'CORRENTE',
      },
      atualizacao: [
        { status: 'CRIADA', data: '2025-03-03T12:00:00.000Z' },
        { status: 'ATIVA', data: '2025-03-03T12:00:00.000Z' },
      ],
      tentativas: [
        {
          tipo: 'AGND',
          status: 'AGENDADA',
          dataLiquidacao: '2025-03-10',
          endToEndId: expect.stringMatching(/^E[0-9A-Za-z]{31}$/),
          atualizacao: [{ status: 'AGENDADA', data: '2025-03-03T12:00:00.000Z' }],
        },
      ],
    });
    expect(problemOf(await client.call('PUT', `/cobr/${cobrA}`, cobrBody(idRec, '2025-03-11')))).toMatchObject({ status: 400 });
    const sameMonth = await client.call('PUT', `/cobr/${newTxid()}`, cobrBody(idRec, '2025-03-12'));
    expect(sameMonth.body.violacoes).toEqual([expect.objectContaining({ razao: expect.stringMatching(/mesmo ciclo/) })]);
    expect((await client.call('GET', `/cobr/${cobrA}`)).body).toEqual(created.body);
    expect(problemOf(await client.call('GET', `/cobr/${newTxid()}`))).toEqual({ status: 404, type: 'CobRNaoEncontrado' });
    expect(psp.invalidRequests).toEqual([]);
  });

  it('settles a rejected attempt, asks for a retry within the policy’s window, then settles it paid', async () => {
    setDay('2025-03-10');
    const rejected = psp.settleCobr(cobrA, 'REJEITADA');
    expect(rejected.status).toBe('ATIVA');
    expect(rejected.tentativas[0]).toMatchObject({ status: 'REJEITADA', rejeicao: { codigo: 'AM02' } });
    webhookValid('cobr', rejected);

    const retry = (data: string) => client.call('POST', `/cobr/${cobrA}/retentativa/${data}`);
    expect((await retry('2025-03-10')).body.violacoes).toEqual([
      expect.objectContaining({ razao: expect.stringMatching(/futura/) }),
    ]);
    expect((await retry('2025-03-18')).body.violacoes).toEqual([
      expect.objectContaining({ razao: expect.stringMatching(/sete dias/) }),
    ]);
    const asked = await retry('2025-03-12');
    expect(asked.status).toBe(201);
    expect(asked.body.tentativas[1]).toMatchObject({ tipo: 'NTAG', status: 'AGENDADA', dataLiquidacao: '2025-03-12' });
    expect((await retry('2025-03-13')).body.violacoes).toEqual([
      expect.objectContaining({ razao: expect.stringMatching(/SOLICITADA ou AGENDADA/) }),
    ]);

    setDay('2025-03-12');
    const paid = psp.settleCobr(cobrA, 'PAGA');
    expect(paid.status).toBe('CONCLUIDA');
    webhookValid('cobr', paid);
    const read = await client.call('GET', `/cobr/${cobrA}`);
    expect(read.body).toMatchObject({
      status: 'CONCLUIDA',
      tentativas: [{ status: 'REJEITADA' }, { status: 'PAGA' }],
      pix: [
        { endToEndId: asked.body.tentativas[1].endToEndId, txid: cobrA, valor: '30.00', horario: '2025-03-12T12:00:00.000Z' },
      ],
    });
    // A recurring payment can be refunded like any other.
    const refund = await client.call('PUT', `/pix/${read.body.pix[0].endToEndId}/devolucao/D1`, { valor: '30.00' });
    expect(refund.status).toBe(201);
  });

  it('refuses a retry when the recurrence’s policy does not allow one: the rejected cobr ends at once', async () => {
    setDay('2025-03-13');
    const txid = newTxid();
    expect((await client.call('PUT', `/cobr/${txid}`, cobrBody(idRecJ2, '2025-03-17'))).status).toBe(201);
    setDay('2025-03-17');
    const rejected = psp.settleCobr(txid, 'REJEITADA');
    expect(rejected).toMatchObject({ status: 'REJEITADA', encerramento: { rejeicao: { codigo: 'AM02' } } });
    webhookValid('cobr', rejected);
    const retry = await client.call('POST', `/cobr/${txid}/retentativa/2025-03-19`);
    expect(problemOf(retry)).toEqual({ status: 400, type: 'CobROperacaoInvalida' });
    expect(retry.body.violacoes).toContainEqual(
      expect.objectContaining({ razao: 'A política configurada na recorrência não permite retentativa de cobrança.' }),
    );
    // A rejected cobr leaves its month free for another.
    expect((await client.call('PUT', `/cobr/${newTxid()}`, cobrBody(idRecJ2, '2025-03-21'))).status).toBe(201);
  });

  it('allows three retries at most, and cancels a cobr only before its first attempt’s day', async () => {
    setDay('2025-04-01');
    const txid = newTxid();
    expect((await client.call('PUT', `/cobr/${txid}`, cobrBody(idRec, '2025-04-05'))).status).toBe(201);
    setDay('2025-04-05');
    expect(await client.call('PATCH', `/cobr/${txid}`, { status: 'CANCELADA' })).toMatchObject({
      status: 400,
      body: { detail: expect.stringMatching(/primeira tentativa/) },
    });
    for (const [settled, next] of [
      ['2025-04-05', '2025-04-06'],
      ['2025-04-06', '2025-04-07'],
      ['2025-04-07', '2025-04-08'],
    ] as const) {
      setDay(settled);
      expect(psp.settleCobr(txid, 'REJEITADA').status).toBe('ATIVA');
      expect((await client.call('POST', `/cobr/${txid}/retentativa/${next}`)).status).toBe(201);
    }
    setDay('2025-04-08');
    const last = psp.settleCobr(txid, 'REJEITADA');
    expect(last).toMatchObject({ status: 'REJEITADA', encerramento: { rejeicao: { codigo: 'AM02' } } });
    expect(last.tentativas.map((item) => item.tipo)).toEqual(['AGND', 'NTAG', 'NTAG', 'NTAG']);
    const fourth = await client.call('POST', `/cobr/${txid}/retentativa/2025-04-09`);
    expect(fourth.body.violacoes).toContainEqual(expect.objectContaining({ razao: expect.stringMatching(/3 retentativas/) }));

    setDay('2025-04-20');
    const early = newTxid();
    expect((await client.call('PUT', `/cobr/${early}`, cobrBody(idRecJ2, '2025-04-25'))).status).toBe(201);
    const cancelled = await client.call('PATCH', `/cobr/${early}`, { status: 'CANCELADA' });
    expect(cancelled.body).toMatchObject({
      status: 'CANCELADA',
      tentativas: [{ status: 'CANCELADA' }],
      encerramento: { cancelamento: { solicitante: 'USUARIO_RECEBEDOR', codigo: 'SLCR' } },
    });
    webhookValid('cobr', psp.cobrNotification(early));
  });

  it('PATCH /rec cancels the recurrence and its cobrs still ahead; a cancelled recurrence cannot be revised', async () => {
    setDay('2025-05-01');
    const ahead = newTxid();
    expect((await client.call('PUT', `/cobr/${ahead}`, cobrBody(idRec, '2025-05-06'))).status).toBe(201);
    const cancelled = await client.call('PATCH', `/rec/${idRec}`, { status: 'CANCELADA' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'CANCELADA',
      encerramento: { cancelamento: { solicitante: 'USUARIO_RECEBEDOR', codigo: 'SLCR' } },
    });
    webhookValid('rec', psp.recNotification(idRec));
    expect(psp.cobrs.get(ahead)).toMatchObject({ status: 'CANCELADA', tentativas: [{ status: 'CANCELADA' }] });
    webhookValid('cobr', psp.cobrNotification(ahead));
    expect(psp.cobrs.get(cobrA)?.status).toBe('CONCLUIDA');
    expect(problemOf(await client.call('PATCH', `/rec/${idRec}`, { status: 'CANCELADA' }))).toEqual({
      status: 400,
      type: 'RecOperacaoInvalida',
    });
  });

  it('the payer cancels, refuses or lets an authorisation lapse', async () => {
    const ahead = newTxid();
    expect((await client.call('PUT', `/cobr/${ahead}`, cobrBody(idRecJ2, '2025-05-08'))).status).toBe(201);
    const rec = psp.cancelByPayer(idRecJ2);
    expect(rec).toMatchObject({
      status: 'CANCELADA',
      encerramento: { cancelamento: { solicitante: 'USUARIO_PAGADOR', codigo: 'ACCL' } },
    });
    webhookValid('rec', rec);
    const cobr = psp.cobrNotification(ahead);
    expect(cobr).toMatchObject({
      status: 'CANCELADA',
      encerramento: { cancelamento: { solicitante: 'USUARIO_PAGADOR', codigo: 'SLBD' } },
    });
    webhookValid('cobr', cobr);

    const refused = await recurrence();
    expect(psp.rejectAuthorisation(refused)).toMatchObject({
      status: 'REJEITADA',
      encerramento: { rejeicao: { codigo: 'AP13' } },
    });
    webhookValid('rec', psp.recNotification(refused));
    expect(problemOf(await client.call('PATCH', `/rec/${refused}`, { status: 'CANCELADA' }))).toMatchObject({ status: 400 });
    const lapsed = await recurrence();
    expect(psp.expireAuthorisation(lapsed).status).toBe('EXPIRADA');
    const neverShown = (await client.call('POST', '/rec', recBody())).body.idRec;
    expect(() => psp.authorise(neverShown)).toThrow(/never asked/);
  });

  it('sends the webhooks to {url}/rec and {url}/cobr with bodies the spec accepts', async () => {
    const receiver = await webhookReceiver();
    try {
      const recs = [psp.recNotification(idRec), psp.recNotification(idRecJ2)];
      const cobsr = [psp.cobrNotification(cobrA)];
      expect((await psp.notifyRec(receiver.url, recs)).status).toBe(200);
      expect((await psp.notifyCobr(receiver.url, cobsr, { 'x-psp': '1' })).status).toBe(200);
      expect(receiver.received.map((item) => item.path)).toEqual([
        '/api/pix/webhook/segredo/rec',
        '/api/pix/webhook/segredo/cobr',
      ]);
      expect(pix.validateWebhook('rec', receiver.received[0]!.body)).toEqual([]);
      expect(pix.validateWebhook('cobr', receiver.received[1]!.body)).toEqual([]);
      expect(receiver.received[1]!.body.cobsr[0].pix).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('answers a body the spec refuses with 400 RequisicaoInvalida and lists it in invalidRequests', async () => {
    expect(psp.invalidRequests).toEqual([]);
    const answer = await client.call('POST', '/rec', recBody({ valor: { valorRec: '35,00' } }));
    expect(problemOf(answer)).toEqual({ status: 400, type: 'RequisicaoInvalida' });
    expect(answer.body).toMatchObject({ title: expect.any(String), status: 400, detail: expect.any(String) });
    expect(answer.body.violacoes).toContainEqual(expect.objectContaining({ propriedade: 'rec.valor.valorRec' }));
    expect(psp.invalidRequests).toEqual([expect.stringMatching(/^POST \/v2\/rec: .*rec\.valor\.valorRec/)]);
  });
});

describe('the stand-in PSP without Pix Automático', () => {
  let psp: FakePsp;
  let client: ReturnType<typeof pspClient>;
  beforeAll(async () => {
    psp = await startFakePsp({ scopes: ['cob.write', 'cob.read'] });
    client = pspClient(psp);
  });
  afterAll(async () => {
    client?.close();
    await psp?.close();
  });

  it('grants only its scopes and answers 403 AcessoNegado where a scope is missing', async () => {
    expect((await client.token()).body.scope).toBe('cob.write cob.read');
    const locrec = await client.call('POST', '/locrec', { tipo: 'rec' });
    expect(locrec.status).toBe(403);
    expect(locrec.body.type).toBe('https://pix.bcb.gov.br/api/v2/error/AcessoNegado');
    expect((await client.call('GET', `/rec/${IDREC}`)).status).toBe(403);
    const created = await client.call('PUT', `/cob/${newTxid()}`, {
      calendario: { expiracao: 3600 },
      valor: { original: '10.00' },
      chave: 'doacoes@instituto-exemplo.org.br',
    });
    expect(created.status).toBe(201);
    expectWellFormed(created.body.pixCopiaECola);
    expect(psp.invalidRequests).toEqual([]);
  });
});
