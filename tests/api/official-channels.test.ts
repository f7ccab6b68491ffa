import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cardOverlay } from '../../api/src/share/card.js';
import { bankCheckHeadline, type BankCheckFigures } from '../../rules/bank-check.js';
import { checkableFacts } from '../../rules/checkable-facts.js';
import { checkOfficialChannels, organisedByLine, siteDomainOf } from '../../rules/official-channels.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { pdfText } from '../support/pdf.js';
import { joinTeam, type Member } from '../support/team-scenarios.js';
import { ADMIN } from '../support/transparency-scenarios.js';
import { ensureWebBuild, serverRenderedHtml } from '../support/web-build.js';

/** Issue 50, goals 4 and 5: official channels, who organises, the official domain, checkable facts instead of a badge. */

const PUBLIC_URL = 'https://doe.exemplo.org.br';
const SENTENCE = 'Este é o site oficial desta campanha: doe.exemplo.org.br. Desconfie de outros links e chaves.';
const CHANNELS = '{ links { kind label url } relationship beneficiary domain }';
const SET = `mutation Set($input: OfficialChannelsInput!) { setOfficialChannels(input: $input) ${CHANNELS} }`;
const PUBLIC = `{ campaign { officialChannels ${CHANNELS} } }`;

const INPUT = {
  links: [
    { kind: 'INSTAGRAM', url: 'https://www.instagram.com/amigosdaana' },
    { kind: 'WHATSAPP', url: ' https://wa.me/5511987654321 ' },
    { kind: 'SITE', url: 'https://amigosdaana.org.br/' },
  ],
  relationship: '  mãe ',
  beneficiary: 'Ana',
};

/** The served HTML as a reader sees its text: without React's markers between adjacent texts. */
const htmlOf = async (app: TestApp, path: string) => (await serverRenderedHtml(`${app.url}${path}`)).replace(/<!-- -->/g, '');

describe('the rules of the official channels', () => {
  it('normalises what it accepts: addresses trimmed, texts with single spaces', () => {
    expect(checkOfficialChannels(INPUT)).toEqual({
      value: {
        links: [
          { kind: 'INSTAGRAM', url: 'https://www.instagram.com/amigosdaana' },
          { kind: 'WHATSAPP', url: 'https://wa.me/5511987654321' },
          { kind: 'SITE', url: 'https://amigosdaana.org.br/' },
        ],
        relationship: 'mãe',
        beneficiary: 'Ana',
      },
    });
    expect(checkOfficialChannels({ links: [{ kind: 'WHATSAPP', url: 'https://chat.whatsapp.com/AbCdEf123' }] })).toEqual({
      value: { links: [{ kind: 'WHATSAPP', url: 'https://chat.whatsapp.com/AbCdEf123' }] },
    });
    expect(checkOfficialChannels({ links: [] })).toEqual({ value: { links: [] } });
  });

  it('refuses, in Portuguese and naming the field, what a fake profile or a mistake would bring', () => {
    const cases: [Parameters<typeof checkOfficialChannels>[0], string, RegExp][] = [
      [{ links: [{ kind: 'SITE', url: 'http://amigosdaana.org.br' }] }, 'links.0.url', /use um link https:\/\//],
      [{ links: [{ kind: 'SITE', url: 'javascript:alert(1)' }] }, 'links.0.url', /https/],
      [{ links: [{ kind: 'SITE', url: 'amigosdaana' }] }, 'links.0.url', /endereço inválido/],
      [
        { links: [{ kind: 'INSTAGRAM', url: 'https://instagram.com.golpe.net/ana' }] },
        'links.0.url',
        /não é um link do Instagram/,
      ],
      [{ links: [{ kind: 'INSTAGRAM', url: 'https://www.instagram.com/' }] }, 'links.0.url', /não é um link do Instagram/],
      [{ links: [{ kind: 'WHATSAPP', url: 'https://wa.me/ana' }] }, 'links.0.url', /só números/],
      [{ links: [{ kind: 'YOUTUBE', url: 'https://user:pw@www.youtube.com/@ana' }] }, 'links.0.url', /endereço inválido/],
      [{ links: [{ kind: 'SITE', url: `https://ana.org.br/${'a'.repeat(300)}` }] }, 'links.0.url', /até 300 caracteres/],
      [{ links: [{ kind: 'MYSPACE', url: 'https://myspace.com/ana' }] }, 'links.0.kind', /tipo inválido/],
      [
        {
          links: [
            { kind: 'SITE', url: 'https://ana.org.br/' },
            { kind: 'OTHER', url: 'https://ana.org.br' },
          ],
        },
        'links.1.url',
        /já está na lista/,
      ],
      [{ links: Array.from({ length: 9 }, (_, i) => ({ kind: 'SITE', url: `https://a${i}.org.br` })) }, 'links', /no máximo 8/],
      [{ links: [], relationship: 'x'.repeat(61), beneficiary: 'Ana' }, 'relationship', /no máximo 60/],
      [{ links: [], relationship: 'mãe' }, 'beneficiary', /nome de quem recebe/],
      [{ links: [], beneficiary: 'Ana' }, 'relationship', /relação com quem recebe/],
    ];
    for (const [input, field, message] of cases) {
      const checked = checkOfficialChannels(input);
      expect('errors' in checked && checked.errors[0]).toMatchObject({ field, message: expect.stringMatching(message) });
    }
  });

  it('says who organises with only what is set, and the domain of the configured address', () => {
    expect(organisedByLine({ organiser: 'Maria', relationship: 'mãe', beneficiary: 'Ana', city: 'Niterói (RJ)' })).toBe(
      'Organizado por Maria, mãe de Ana, Niterói (RJ).',
    );
    expect(organisedByLine({ organiser: 'Maria', relationship: null, beneficiary: null, city: null })).toBe(
      'Organizado por Maria.',
    );
    expect(siteDomainOf('https://doe.exemplo.org.br/')).toBe('doe.exemplo.org.br');
    expect(siteDomainOf(undefined)).toBeNull();
  });

  it('states only what is true in each state: no holder, no bank check, a stale one, one with credits under review', () => {
    expect(checkableFacts({ holder: null, bankCheck: null })).toEqual([]);
    const holder = { name: 'MARIA DE SOUZA', document: '***.982.247-**' };
    expect(checkableFacts({ holder, bankCheck: null })).toEqual(['O app do banco vai mostrar: MARIA DE SOUZA (***.982.247-**).']);
    const check = { importedOn: '2026-05-10', stale: false, underReviewCount: 0 };
    expect(checkableFacts({ bankCheck: check })).toEqual(['Conferido com o extrato do banco em 10/05/2026.']);
    expect(checkableFacts({ bankCheck: { ...check, stale: true } })).toEqual(['Não conferido com o banco desde 10/05/2026.']);
    expect(checkableFacts({ bankCheck: { ...check, underReviewCount: 2 } })).toEqual([
      'Extrato do banco importado em 10/05/2026: 2 lançamentos em análise.',
    ]);
    // The hero says the check with /transparencia's words, in every state.
    const figures = { from: '2026-05-01', to: '2026-05-09', bankCreditsCents: 0, bankCreditsCount: 0, donationsCents: 0 };
    for (const state of [
      check,
      { ...check, stale: true },
      { ...check, underReviewCount: 1 },
      { ...check, underReviewCount: 3 },
    ]) {
      const full = { ...figures, donationsCount: 0, underReviewCents: 0, ignoredCents: 0, ignoredCount: 0, ...state };
      expect(checkableFacts({ bankCheck: state })).toEqual([bankCheckHeadline(full satisfies BankCheckFigures)]);
    }
  });

  it('the share card draws the domain under the figures, and nothing when none is configured', () => {
    const input = { title: 'Ajude a Ana', photo: null, raisedCents: 100_000, goalCents: 500_000 };
    expect(JSON.stringify(cardOverlay({ ...input, domain: 'doe.exemplo.org.br' }, 72))).toContain('"doe.exemplo.org.br"');
    expect(JSON.stringify(cardOverlay(input, 72))).not.toContain('exemplo.org.br');
  });
});

describe('the owner sets the official channels; every page shows them', () => {
  let app: TestApp;
  let content: Member;
  let reader: Member;

  beforeAll(async () => {
    ensureWebBuild();
    app = await startTestApp({ env: { PUBLIC_URL } });
    content = await joinTeam(app, 'CONTENT', 'conteudo@exemplo.org.br', 'Pessoa Conteúdo');
    reader = await joinTeam(app, 'READER', 'leitura@exemplo.org.br', 'Pessoa Leitura');
  }, 180_000);
  afterAll(() => app?.close());

  it('before any is set: no links, the domain of PUBLIC_URL, and the checkable facts instead of the badge', async () => {
    expect((await app.graphql(PUBLIC)).body.data.campaign.officialChannels).toEqual({
      links: [],
      relationship: null,
      beneficiary: null,
      domain: 'doe.exemplo.org.br',
    });
    const html = await htmlOf(app, '/');
    expect(html).not.toContain('100% segura');
    expect(html).not.toContain('rel="me"');
    // The example's holder, and no bank check yet: the hero says the one and claims nothing of the other.
    expect(html).toContain('O app do banco vai mostrar: INSTITUTO EXEMPLO DE APOIO (12.ABC.345/01DE-35).');
    expect(html).not.toMatch(/[Cc]onferido com/);
    expect(html).toMatch(/<a[^>]+href="\/transparencia"[^>]*>Confira cada doação e despesa na prestação de contas<\/a>/);
  });

  it('only the owner sets them; bad input is refused in Portuguese with its field, and changes nothing', async () => {
    const before = (await app.graphql(PUBLIC)).body.data.campaign.officialChannels;
    for (const member of [content, reader]) {
      const { body } = await app.graphql(SET, { input: INPUT }, member.headers);
      expect(body.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    }
    const bad = [
      [{ ...INPUT, links: [{ kind: 'INSTAGRAM', url: 'https://instagram-oficial.net/ana' }] }, 'links.0.url', /Instagram/],
      [{ ...INPUT, links: [{ kind: 'SITE', url: 'http://amigosdaana.org.br' }] }, 'links.0.url', /https/],
      [{ ...INPUT, beneficiary: '' }, 'beneficiary', /nome de quem recebe/],
    ] as const;
    for (const [input, field, message] of bad) {
      const { body } = await app.graphql(SET, { input }, ADMIN);
      expect(body.errors![0]).toMatchObject({
        message: expect.stringMatching(message),
        extensions: { code: 'BAD_USER_INPUT', field },
      });
    }
    expect((await app.graphql(PUBLIC)).body.data.campaign.officialChannels).toEqual(before);
    expect(await app.deps.models.AuditEntry.countDocuments({ action: 'setOfficialChannels' })).toBe(0);

    const { body } = await app.graphql(SET, { input: INPUT }, ADMIN);
    expect(body.errors).toBeUndefined();
    expect(body.data.setOfficialChannels).toEqual({
      links: [
        { kind: 'INSTAGRAM', label: 'Instagram', url: 'https://www.instagram.com/amigosdaana' },
        { kind: 'WHATSAPP', label: 'WhatsApp', url: 'https://wa.me/5511987654321' },
        { kind: 'SITE', label: 'Site', url: 'https://amigosdaana.org.br/' },
      ],
      relationship: 'mãe',
      beneficiary: 'Ana',
      domain: 'doe.exemplo.org.br',
    });
    expect((await app.graphql(PUBLIC)).body.data.campaign.officialChannels).toEqual(body.data.setOfficialChannels);
    const audit = await app.deps.models.AuditEntry.findOne({ action: 'setOfficialChannels' }).lean();
    expect(audit?.details).toMatchObject({ from: { links: [] }, to: { relationship: 'mãe', beneficiary: 'Ana' } });
  });

  it('the home page, rendered on the server, names each profile with rel="me" in its head and footer, the domain and the organiser', async () => {
    // The organiser's city, as the identity holds it.
    await app.deps.models.Campaign.updateOne({}, { $set: { 'content.organisation.city': 'Niterói (RJ)' } });
    const html = await htmlOf(app, '/');
    const head = html.slice(0, html.indexOf('</head>'));
    for (const url of ['https://www.instagram.com/amigosdaana', 'https://wa.me/5511987654321', 'https://amigosdaana.org.br/'])
      expect(head).toContain(`<link rel="me" href="${url}"/>`);
    const body = html.slice(html.indexOf('<body'));
    expect(body).toMatch(
      /<a[^>]+href="https:\/\/www\.instagram\.com\/amigosdaana"[^>]*rel="me noopener"|<a[^>]+rel="me noopener"[^>]+href="https:\/\/www\.instagram\.com\/amigosdaana"/,
    );
    expect(body).toContain(SENTENCE);
    expect(body).toContain('Organizado por Instituto Exemplo de Apoio, mãe de Ana, Niterói (RJ).');
    // Every page of the site carries the same head.
    expect(await htmlOf(app, '/terms')).toContain('<link rel="me" href="https://www.instagram.com/amigosdaana"/>');
  });

  it('/transparencia, rendered without JavaScript, says which site is the official one and names the profiles', async () => {
    const html = await htmlOf(app, '/transparencia');
    expect(html).toContain(SENTENCE);
    expect(html.slice(0, html.indexOf('</head>'))).toContain('<link rel="me" href="https://wa.me/5511987654321"/>');
  });

  it('/doar, the form without JavaScript, and its code page name the profiles in their heads too', async () => {
    const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
    const form = await htmlOf(app, '/doar');
    expect(headOf(form)).toContain('<link rel="me" href="https://www.instagram.com/amigosdaana"/>');
    const posted = await fetch(`${app.url}/doar`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ amount: '25,00', email: 'canais@exemplo.com.br', isAnonymous: 'true' }),
    });
    const code = await posted.text();
    expect(code).toContain('br.gov.bcb.pix');
    expect(headOf(code)).toContain('<link rel="me" href="https://wa.me/5511987654321"/>');
  });

  it('the poster prints the official domain', async () => {
    const response = await fetch(`${app.url}/api/admin/cartaz.pdf`, { headers: ADMIN });
    expect(response.status).toBe(200);
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('site oficial');
    expect(text).toContain('doe.exemplo.org.br');
  });

  it('an empty list removes every link from the pages', async () => {
    const { body } = await app.graphql(SET, { input: { links: [] } }, ADMIN);
    expect(body.data.setOfficialChannels).toMatchObject({ links: [], relationship: null, beneficiary: null });
    const html = await htmlOf(app, '/');
    expect(html).not.toContain('rel="me"');
    expect(html).toContain(SENTENCE);
  });
});
