import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { firstError } from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';

const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };
const UPDATE = `mutation Update($input: UpdateCampaignInput!) { updateCampaign(input: $input) { title videoUrl } }`;
const OPTION = { value: '50', label: 'Ajuda', description: 'Um dia de remédios', impact: 'Remédios' };

// One app for both sets: each test says what it changes, and the limits compare the content before and after.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const update = (input: Record<string, unknown>) => app.graphql(UPDATE, { input }, ADMIN);

/** The organiser's content goes through one schema (rules/campaign-content.ts), with pt-BR messages. */
describe('updateCampaign content rules', () => {
  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'http://example.org/pagar',
  ])('refuses the checkout link %j: https only', async (checkoutUrl) => {
    const { body } = await update({ donationOptions: [{ ...OPTION, checkoutUrl }] });
    const error = firstError(body);
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'donationOptions.0.checkoutUrl' });
    expect(error.message).toBe('Campo "donationOptions.0.checkoutUrl" inválido: endereço inválido: use um link https://.');
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'https://evil.example.org/embed/1'])(
    'refuses the video %j: https on an allowed video host only',
    async (videoUrl) => {
      const { body } = await update({ videoUrl });
      expect(firstError(body).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'videoUrl' });
      expect(firstError(body).message).toMatch(/^Campo "videoUrl" inválido: /);
    },
  );

  it('accepts an embeddable https video, and a cleared video leaves the campaign editable', async () => {
    const video = 'https://www.youtube-nocookie.com/embed/abc123';
    expect((await update({ videoUrl: video })).body.data.updateCampaign.videoUrl).toBe(video);
    const cleared = await update({ videoUrl: '' });
    expect(cleared.body.errors).toBeUndefined();
    expect(cleared.body.data.updateCampaign.videoUrl).toBeNull();
    const stored = await app.deps.models.Campaign.findOne().lean();
    expect(stored!.content).not.toHaveProperty('videoUrl');
    const later = await update({ title: 'Ajude a Ana a andar de novo' });
    expect(later.body.errors).toBeUndefined();
    expect(later.body.data.updateCampaign.title).toBe('Ajude a Ana a andar de novo');
  });

  it('stays editable when a cleared field was stored as null by an earlier version', async () => {
    await app.deps.models.Campaign.updateOne({}, { $set: { 'content.videoUrl': null, 'content.raffle': null } });
    const { body } = await update({ title: 'Outro título' });
    expect(body.errors).toBeUndefined();
    expect(body.data.updateCampaign.title).toBe('Outro título');
  });

  it.each([
    [{ badge: '' }, 'Campo "badge" inválido: não pode ficar em branco.'],
    [{ title: '   ' }, 'Campo "title" inválido: não pode ficar em branco.'],
    [{ donationOptions: [] }, 'Campo "donationOptions" inválido: informe pelo menos 1 item.'],
    [
      { trustBadges: [{ icon: 'rocket', title: 'x', text: '' }] },
      'Campo "trustBadges.0.icon" inválido: valor inválido: use pix, lock, shield, verified, star, heart.',
    ],
  ] as const)('answers %j in Brazilian Portuguese', async (input, message) => {
    const { body } = await update(input);
    const error = firstError(body);
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe(message);
    // No English from the validator ever reaches the organiser.
    expect(error.message).not.toMatch(/Too small|Invalid|expected|received|characters/);
  });
});

/** Every text the server draws (the share card) or prints (receipts, statements) has a maximum (rules/campaign-limits.ts). */
describe('updateCampaign text limits', () => {
  const stored = async () => ({
    content: (await app.deps.models.Campaign.findOne().lean())!.content,
    audited: await app.deps.models.AuditEntry.countDocuments(),
  });
  const STORY = { title: 'A história', verifiedLabel: 'Verificado', paragraphs: ['Primeiro.'], blocks: [] };
  const ORGANISATION = { name: 'Instituto Rita', email: 'contato@rita.org.br' };

  it.each([
    ['title', { title: 'x'.repeat(151) }, 'title', 150],
    ['a title of 10,000 characters', { title: 'x'.repeat(10_000) }, 'title', 150],
    ['summary', { summary: 'x'.repeat(601) }, 'summary', 600],
    ['badge', { badge: 'x'.repeat(61) }, 'badge', 60],
    ['organisation name', { organisation: { ...ORGANISATION, name: 'x'.repeat(151) } }, 'organisation.name', 150],
    ['story title', { story: { ...STORY, title: 'x'.repeat(151) } }, 'story.title', 150],
    ['story paragraph', { story: { ...STORY, paragraphs: ['Curto.', 'x'.repeat(3001)] } }, 'story.paragraphs.1', '3.000'],
    ['share title', { share: { title: 'x'.repeat(151), description: 'Doe', message: 'Doe agora' } }, 'share.title', 150],
    ['donation option label', { donationOptions: [{ ...OPTION, label: 'x'.repeat(61) }] }, 'donationOptions.0.label', 60],
  ] as const)('refuses a %s past its limit, in pt-BR with the field, and changes nothing', async (_name, input, field, max) => {
    const before = await stored();
    const { status, body } = await update(input);
    expect(status).toBe(200);
    const error = firstError(body);
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(error.message).toBe(`Campo "${field}" inválido: use no máximo ${max} caracteres.`);
    expect(await stored()).toEqual(before);
  });

  it('refuses a list longer than its limit', async () => {
    const { body } = await update({ donationOptions: Array.from({ length: 13 }, () => OPTION) });
    expect(firstError(body).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'donationOptions' });
    expect(firstError(body).message).toBe('Campo "donationOptions" inválido: informe no máximo 12 itens.');
  });

  it('accepts each text at its limit', async () => {
    const title = 'W'.repeat(150);
    const { body } = await update({
      title,
      summary: 'x'.repeat(600),
      organisation: { ...ORGANISATION, name: 'x'.repeat(150) },
      story: { ...STORY, paragraphs: ['x'.repeat(3000)] },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.updateCampaign.title).toBe(title);
  });
});
