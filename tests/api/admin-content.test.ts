import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { firstError } from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';

const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };
const UPDATE = `mutation Update($input: UpdateCampaignInput!) { updateCampaign(input: $input) { title videoUrl } }`;
const OPTION = { value: '50', label: 'Ajuda', description: 'Um dia de remédios', impact: 'Remédios' };

/** The organiser's content goes through one schema (rules/campaign-content.ts), with pt-BR messages. */
describe('updateCampaign content rules', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const update = (input: Record<string, unknown>) => app.graphql(UPDATE, { input }, ADMIN);

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
