import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { firstError } from '../support/donation-scenarios.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { ADMIN, joinTeam, type Member } from '../support/team-scenarios.js';

/**
 * Every rule of the goal in one place (campaign/goal.ts): a plain campaign edit sends the goal
 * unchanged from any role that edits the texts, moves it only as the owner, and never once the
 * goal was reached or the campaign closed; then only the owner's extendGoal, with its rules.
 */

const UPDATE = `mutation U($input: UpdateCampaignInput!) { updateCampaign(input: $input) { title goal raised } }`;
const EXTEND = `mutation E($input: ExtendGoalInput!) { extendGoal(input: $input) { goal } }`;
const CLOSE = `mutation C($input: CloseCampaignInput!) { closeCampaign(input: $input) { campaign { goal } } }`;

describe('the goal moves only by the owner, and only by its rules', () => {
  let app: TestApp;
  let owner: Member;
  let content: Member;

  beforeAll(async () => {
    app = await startTestApp({
      content: (file) => ({ ...file, goalCents: 100_000_00, baselineRaisedCents: 47_823_50, baselineSupporters: 0 }),
    });
    owner = await joinTeam(app, 'OWNER', 'dona@exemplo.org.br', 'Pessoa Dona');
    content = await joinTeam(app, 'CONTENT', 'conteudo@exemplo.org.br', 'Pessoa Conteúdo');
  });
  afterAll(() => app?.close());

  const goal = async () => (await app.graphql(`{ campaign { goal raised } }`)).body.data.campaign;
  const update = (input: Record<string, unknown>, headers: Record<string, string>) => app.graphql(UPDATE, { input }, headers);

  it('refuses the goal to the content role, and takes the same goal back with its texts (the panel form sends it)', async () => {
    const moved = await update({ goal: '1' }, content.headers);
    expect(firstError(moved.body)).toMatchObject({
      message: expect.stringMatching(/^Só quem é dono\(a\) da campanha muda a meta\./),
      extensions: { code: 'FORBIDDEN', field: 'goal' },
    });
    expect(await goal()).toEqual({ goal: '100000.00', raised: '47823.50' });
    // The form as loaded: the goal unchanged, however it is written, with a new title.
    const same = await update({ goal: '100.000,00', title: 'Ajude a Lia a voltar a andar' }, content.headers);
    expect(same.body.errors).toBeUndefined();
    expect(same.body.data.updateCampaign).toMatchObject({ title: 'Ajude a Lia a voltar a andar', goal: '100000.00' });
  });

  it('lets the owner and the token set a goal not yet reached, above what was raised', async () => {
    const low = await update({ goal: '40000' }, owner.headers);
    expect(firstError(low.body)).toMatchObject({
      message: 'A nova meta precisa ser maior que o valor já arrecadado.',
      extensions: { code: 'BAD_USER_INPUT', field: 'goal' },
    });
    expect((await goal()).goal).toBe('100000.00');
    const byOwner = await update({ goal: '90000' }, owner.headers);
    expect(byOwner.body.data.updateCampaign.goal).toBe('90000.00');
    const byToken = await update({ goal: '80000' }, ADMIN);
    expect(byToken.body.data.updateCampaign.goal).toBe('80000.00');
  });

  it('once reached, a plain edit moves the goal for no one: only a stretch goal, with its reason', async () => {
    // The money before this site (the owner's) takes the total past the goal.
    expect((await update({ baselineRaised: '85000' }, owner.headers)).body.errors).toBeUndefined();
    expect(await goal()).toEqual({ goal: '80000.00', raised: '85000.00' });
    for (const headers of [owner.headers, ADMIN]) {
      const moved = await update({ goal: '200000' }, headers);
      expect(firstError(moved.body)).toMatchObject({
        message: expect.stringContaining('Definir meta estendida'),
        extensions: { code: 'CONFLICT', field: 'goal' },
      });
    }
    expect(firstError((await update({ goal: '1' }, content.headers)).body).extensions.code).toBe('FORBIDDEN');
    expect((await goal()).goal).toBe('80000.00');
    const extended = await app.graphql(EXTEND, { input: { goal: '120000', reason: 'A fisioterapia' } }, owner.headers);
    expect(extended.body.data.extendGoal.goal).toBe('120000.00');
    // A stretch goal is not reached yet, and still moves only by another one.
    const after = await update({ goal: '100000' }, owner.headers);
    expect(firstError(after.body).extensions).toMatchObject({ code: 'CONFLICT', field: 'goal' });
    expect((await goal()).goal).toBe('120000.00');
  });

  it('once closed, the goal moves for no one; the texts still change, with the goal sent as it is', async () => {
    const closed = await app.graphql(CLOSE, { input: { message: 'Obrigado a todos!' } }, owner.headers);
    expect(closed.body.errors).toBeUndefined();
    const moved = await update({ goal: '500000' }, ADMIN);
    expect(firstError(moved.body)).toMatchObject({
      message: 'A campanha está encerrada: a meta não muda mais.',
      extensions: { code: 'CONFLICT', field: 'goal' },
    });
    const texts = await update({ goal: '120000', title: 'Obrigado: a Lia voltou a andar' }, content.headers);
    expect(texts.body.data.updateCampaign).toMatchObject({ title: 'Obrigado: a Lia voltou a andar', goal: '120000.00' });
    // Nothing refused was kept, and none of the refusals is in the trail.
    expect((await goal()).goal).toBe('120000.00');
    const edits = await app.deps.models.AuditEntry.find({ action: 'updateCampaign' }).sort({ _id: 1 }).lean();
    expect(edits.map((entry) => [...(entry.details as { changed: string[] }).changed].sort())).toEqual([
      ['goal', 'title'],
      ['goal'],
      ['goal'],
      ['baselineRaised'],
      ['goal', 'title'],
    ]);
  });
});
