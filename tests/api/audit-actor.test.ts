import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/harness.js';
import { ADMIN, joinTeam, type Member } from '../support/team-scenarios.js';
import { TEAM_ROLES, type TeamRole } from '../../rules/team.js';

/**
 * The audit names who did what; the team's addresses are the owner's (like the team screen),
 * so every other role reads the person by name only. The owner and the token see the address.
 */

const AUDIT = `{ auditLog(first: 100) { nodes { action actor } } }`;

describe('the audit trail shows the team’s addresses only to the owner', () => {
  let app: TestApp;
  const people = new Map<TeamRole, Member>();

  beforeAll(async () => {
    app = await startTestApp();
    for (const role of TEAM_ROLES)
      people.set(role, await joinTeam(app, role, `${role.toLowerCase()}@exemplo.org.br`, `Pessoa ${role}`));
    const titled = await app.graphql(
      `mutation { updateCampaign(input: { title: "Ajude a Lia a voltar a andar" }) { title } }`,
      {},
      people.get('CONTENT')!.headers,
    );
    expect(titled.body.errors).toBeUndefined();
  });
  afterAll(() => app?.close());

  const actorsSeenBy = async (headers: Record<string, string>) => {
    const { body } = await app.graphql(AUDIT, {}, headers);
    expect(body.errors).toBeUndefined();
    return body.data.auditLog.nodes as { action: string; actor: string }[];
  };

  it('each role but the owner reads the person by name, with no address anywhere in the trail', async () => {
    for (const role of ['FINANCE', 'CONTENT', 'READER'] as const) {
      const nodes = await actorsSeenBy(people.get(role)!.headers);
      expect([role, nodes.find((node) => node.action === 'updateCampaign')?.actor]).toEqual([role, 'Pessoa CONTENT']);
      expect([role, JSON.stringify(nodes)]).not.toEqual([role, expect.stringContaining('@exemplo.org.br')]);
      // The token's entries keep their name: it has no address.
      expect(nodes.find((node) => node.action === 'inviteTeamMember')?.actor).toMatch(/^admin:[0-9a-f]{8} \(token\)$/);
    }
  });

  it('the owner and the token read the person with their address', async () => {
    for (const headers of [people.get('OWNER')!.headers, ADMIN]) {
      const nodes = await actorsSeenBy(headers);
      expect(nodes.find((node) => node.action === 'updateCampaign')?.actor).toBe('Pessoa CONTENT <content@exemplo.org.br>');
    }
  });
});
