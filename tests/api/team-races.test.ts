import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/harness.js';
import { ADMIN, joinTeam, type Member } from '../support/team-scenarios.js';

/**
 * The team keeps an owner under a race: the last-owner check and the change are one atomic
 * write (the owner count, team/records.ts), not a read then a write. Two owners demoting or
 * removing each other at the same moment leave one, and the other is told why.
 */

const ROUNDS = 8;
const LAST_OWNER = 'A equipe precisa de pelo menos uma pessoa com o papel de dono(a).';

describe('two owners at once never leave the team without one', () => {
  let app: TestApp;
  let ana: Member;
  let bia: Member;

  beforeAll(async () => {
    app = await startTestApp();
    ana = await joinTeam(app, 'OWNER', 'ana@exemplo.org.br', 'Ana Dona');
    bia = await joinTeam(app, 'OWNER', 'bia@exemplo.org.br', 'Bia Dona');
  });
  afterAll(() => app?.close());

  const owners = () => app.deps.models.TeamMember.countDocuments({ role: 'OWNER', removedAt: null });
  const call = async (mutation: string, by: Member) => {
    const { body } = await app.graphql(mutation, {}, by.headers);
    return body.errors?.[0] as { message: string; extensions: { code: string } } | undefined;
  };
  const demote = (id: string, by: Member) => call(`mutation { setTeamMemberRole(id: "${id}", role: READER) { id } }`, by);
  const remove = (id: string, by: Member) => call(`mutation { removeTeamMember(id: "${id}") { id } }`, by);
  /** The token makes them an owner again (bringing back a removed person by inviting them). */
  const restore = async (person: Member) => {
    const role = await app.graphql(`mutation { setTeamMemberRole(id: "${person.id}", role: OWNER) { id } }`, {}, ADMIN);
    if (role.body.errors) Object.assign(person, await joinTeam(app, 'OWNER', person.email, person.name));
  };
  /** One of the two went through; the other got a clear refusal (the last-owner rule, or no owner's rights any more). */
  const expectOneRefused = (errors: ({ message: string; extensions: { code: string } } | undefined)[]) => {
    const refused = errors.filter((error) => error !== undefined);
    expect(refused).toHaveLength(1);
    expect([
      [LAST_OWNER, 'CONFLICT'],
      ['FORBIDDEN', 'FORBIDDEN'],
    ]).toContainEqual(
      refused[0]!.extensions.code === 'FORBIDDEN'
        ? ['FORBIDDEN', 'FORBIDDEN']
        : [refused[0]!.message, refused[0]!.extensions.code],
    );
  };

  it(`demoting each other at the same moment, ${ROUNDS} rounds: every round leaves one owner`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      expect(await owners()).toBe(2);
      expectOneRefused(await Promise.all([demote(bia.id, ana), demote(ana.id, bia)]));
      expect([round, await owners()]).toEqual([round, 1]);
      await restore((await app.deps.models.TeamMember.findById(ana.id).lean())!.role === 'OWNER' ? bia : ana);
    }
  });

  it(`removing each other, or one removing while the other demotes, ${ROUNDS} rounds: every round leaves one owner`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      expect(await owners()).toBe(2);
      const [first, second] = round % 2 === 0 ? [ana, bia] : [bia, ana];
      const race =
        round % 4 < 2
          ? [remove(second.id, first), remove(first.id, second)]
          : [remove(second.id, first), demote(first.id, second)];
      expectOneRefused(await Promise.all(race));
      expect([round, await owners()]).toEqual([round, 1]);
      const left = await app.deps.models.TeamMember.find({
        _id: { $in: [ana.id, bia.id] },
        role: 'OWNER',
        removedAt: null,
      }).lean();
      await restore(left[0]!._id.toHexString() === ana.id ? bia : ana);
    }
  });

  it('keeps the owner count equal to the owners after the races, so the next refusal is the right one', async () => {
    expect(await owners()).toBe(2);
    expect((await app.deps.models.TeamOwnerCount.findById('owners').lean())!.count).toBe(2);
    expect(await demote(bia.id, ana)).toBeUndefined();
    const last = await demote(ana.id, ana);
    expect(last).toMatchObject({ message: LAST_OWNER, extensions: { code: 'CONFLICT' } });
    expect(await owners()).toBe(1);
    // The token still may (it opens everything), and counts it.
    expect(
      (await app.graphql(`mutation { setTeamMemberRole(id: "${ana.id}", role: READER) { id } }`, {}, ADMIN)).body.errors,
    ).toBeUndefined();
    expect(await owners()).toBe(0);
    expect((await app.deps.models.TeamOwnerCount.findById('owners').lean())!.count).toBe(0);
  });
});
