import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CampaignContent } from '../../api/src/campaign/content.js';
import { maskedTaxId, publicTaxId } from '../../rules/documents.js';
import { confirmDonation, createDonation, pixVariables } from '../support/donation-scenarios.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { pdfText } from '../support/pdf.js';
import { ADMIN, joinTeam, type Member } from '../support/team-scenarios.js';
import { ensureWebBuild, serverRenderedHtml } from '../support/web-build.js';

/**
 * A person running the campaign identifies it with their CPF: every public answer carries it
 * masked, as the footer prints it; the receipts and the owner's form, whole.
 */

const CPF = '390.533.447-05';
const MASKED = '***.533.447-**';
const WHOLE = [/39053344705/, /390\.533\.447-05/];
const PUBLIC_ORGANISATION = '{ campaign { organisation { name cnpj } } }';
const TAX_ID = '{ organisationTaxId }';
// What the panel's campaign form reads (web/src/panel/screens/campaign/documents.ts): the tax id whole only when the owner asks.
const FORM = `query PanelCampaign($owner: Boolean!) {
  organisationTaxId @include(if: $owner)
  campaign { title organisation { name cnpj email whatsapp city } }
}`;
const UPDATE = 'mutation Update($input: UpdateCampaignInput!) { updateCampaign(input: $input) { title } }';

const withCpf = (cnpj: string) => (content: CampaignContent) => ({
  ...content,
  organisation: { ...content.organisation, cnpj },
});

const storedTaxId = async (app: TestApp) =>
  ((await app.deps.models.Campaign.findOne().lean())!.content as { organisation: { cnpj?: string } }).organisation.cnpj;

const expectNoWholeCpf = (answer: string) => {
  for (const whole of WHOLE) expect(answer).not.toMatch(whole);
};

describe("the organiser's CPF, in the API's public answers and the panel's form", () => {
  let app: TestApp;
  let content: Member;
  let reader: Member;

  beforeAll(async () => {
    app = await startTestApp({ content: withCpf(CPF) });
    content = await joinTeam(app, 'CONTENT', 'conteudo@exemplo.org.br', 'Pessoa Conteúdo');
    reader = await joinTeam(app, 'READER', 'leitura@exemplo.org.br', 'Pessoa Leitura');
  });
  afterAll(() => app.close());

  it('the public campaign, /api/campaign, the page state and the open data carry it masked; the receipt prints it whole', async () => {
    const { body } = await app.graphql(PUBLIC_ORGANISATION);
    expect(body.data.campaign.organisation.cnpj).toBe(MASKED);
    // The same answer as the panel's preview reads it, signed in: not a view that depends on who asks.
    expect((await app.graphql(PUBLIC_ORGANISATION, {}, ADMIN)).body.data.campaign.organisation.cnpj).toBe(MASKED);

    const home = await (await fetch(`${app.url}/`)).text();
    expect(home).toContain(MASKED);
    const answers = [
      JSON.stringify(body),
      home,
      await (await fetch(`${app.url}/api/campaign`)).text(),
      await (await fetch(`${app.url}/api/transparency`)).text(),
      await (await fetch(`${app.url}/api/transparency.csv`)).text(),
    ];
    for (const answer of answers) expectNoWholeCpf(answer);

    // The receipt, a fiscal document the donor keeps, reads the stored identity.
    const id = await createDonation(app, { cpf: '111.444.777-35' });
    await confirmDonation(app, id);
    const pdf = await fetch(`${app.url}/api/minha-doacao/${pixVariables(id).accessToken}/recibo.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain(CPF);
  });

  it('the owner reads it whole in organisationTaxId; the content and reader roles are refused', async () => {
    const owner = await app.graphql(TAX_ID, {}, ADMIN);
    expect(owner.body).toEqual({ data: { organisationTaxId: CPF } });
    for (const member of [content, reader]) {
      const { body } = await app.graphql(TAX_ID, {}, member.headers);
      expect(body.errors![0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      expectNoWholeCpf(JSON.stringify(body));
    }
  });

  it("a save from the panel's form keeps the CPF whole, from the owner (who edits it) and from the content role (who sees it masked)", async () => {
    const owner = await app.graphql(FORM, { owner: true }, ADMIN);
    expect(owner.body.errors).toBeUndefined();
    expect(owner.body.data.organisationTaxId).toBe(CPF);
    // The owner's form (draft.ts) sends the identity with the tax id read whole.
    const { organisation } = owner.body.data.campaign;
    const identity = { ...organisation, cnpj: owner.body.data.organisationTaxId };
    const byOwner = await app.graphql(UPDATE, { input: { title: 'Ajude a Lia', organisation: identity } }, ADMIN);
    expect(byOwner.body.errors).toBeUndefined();
    expect(await storedTaxId(app)).toBe(CPF);

    // Another role's form reads the campaign only, the CPF masked, and saves its texts without the identity.
    const other = await app.graphql(FORM, { owner: false }, content.headers);
    expect(other.body).toEqual({ data: { campaign: { title: 'Ajude a Lia', organisation: { ...organisation, cnpj: MASKED } } } });
    const byContent = await app.graphql(UPDATE, { input: { title: 'Ajude a Lia, hoje' } }, content.headers);
    expect(byContent.body.errors).toBeUndefined();
    expect(await storedTaxId(app)).toBe(CPF);

    // Sent back as the page shows it, the masked value is refused in Portuguese and nothing changes.
    const echoed = await app.graphql(UPDATE, { input: { organisation: { ...identity, cnpj: MASKED } } }, ADMIN);
    expect(echoed.body.errors![0]).toMatchObject({
      message: expect.stringMatching(/CNPJ ou CPF inválido/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await storedTaxId(app)).toBe(CPF);
  });
});

describe("a company's CNPJ, public, stays whole", () => {
  it('in the public campaign, numeric or alphanumeric; the pages label a masked CPF as a CPF', async () => {
    expect(maskedTaxId('39053344705')).toBe(MASKED);
    expect(publicTaxId(CPF)).toBe(`CPF ${MASKED}`);
    // The footer and the legal pages get the public campaign's value, already masked.
    expect(publicTaxId(MASKED)).toBe(`CPF ${MASKED}`);
    expect(publicTaxId('11222333000181')).toBe('CNPJ 11.222.333/0001-81');

    for (const [stored, shown] of [
      ['11.222.333/0001-81', '11.222.333/0001-81'],
      ['12.ABC.345/01DE-35', '12.ABC.345/01DE-35'],
    ]) {
      const app = await startTestApp({ content: withCpf(stored!) });
      try {
        expect((await app.graphql(PUBLIC_ORGANISATION)).body.data.campaign.organisation.cnpj).toBe(shown);
      } finally {
        await app.close();
      }
    }
  });
});

describe('the pages the server renders', () => {
  let app: TestApp;

  beforeAll(async () => {
    ensureWebBuild();
    app = await startTestApp({ content: withCpf(CPF) });
  }, 180_000);
  afterAll(() => app?.close());

  it('the home page, the terms, the privacy policy and /transparencia print "CPF ***.533.447-**", never the CPF whole', async () => {
    for (const path of ['/', '/terms', '/privacy', '/transparencia']) {
      const html = (await serverRenderedHtml(`${app.url}${path}`)).replace(/<!-- -->/g, '');
      expectNoWholeCpf(html);
      if (path !== '/transparencia') expect(html).toContain(`CPF ${MASKED}`);
    }
  });
});
