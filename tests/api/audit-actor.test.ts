import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/harness.js';
import { ADMIN, joinTeam, type Member } from '../support/team-scenarios.js';
import { TEAM_ROLES, type TeamRole } from '../../rules/team.js';

/**
 * The audit (and an answer to a donor's message, which names who answered as the audit does) names who did what; the team's addresses are the owner's (like the team screen),
 * so every other role reads the person by name only. The owner and the token see the address.
 */

const AUDIT = `{ auditLog(first: 100) { nodes { action actor } } }`;
const MESSAGES = `{ contactMessages(first: 10) { nodes { answers { answeredBy } } } }`;

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
    const sent = await app.graphql(`mutation S($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }`, {
      input: { name: 'Rita', email: 'rita@example.com', message: 'Posso doar em dinheiro?' },
    });
    expect(sent.body.errors).toBeUndefined();
    const answered = await app.graphql(
      `mutation A($id: ID!) { answerContactMessage(id: $id, text: "Pode sim, fale com a gente.") { id } }`,
      { id: sent.body.data.sendContactMessage.id },
      people.get('CONTENT')!.headers,
    );
    expect(answered.body.errors).toBeUndefined();
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

  it('each role but the owner reads who answered a message by name only', async () => {
    for (const role of ['FINANCE', 'CONTENT', 'READER'] as const) {
      const { body } = await app.graphql(MESSAGES, {}, people.get(role)!.headers);
      expect(body.errors).toBeUndefined();
      expect([role, body.data.contactMessages.nodes[0].answers]).toEqual([role, [{ answeredBy: 'Pessoa CONTENT' }]]);
    }
    for (const headers of [people.get('OWNER')!.headers, ADMIN]) {
      const { body } = await app.graphql(MESSAGES, {}, headers);
      expect(body.data.contactMessages.nodes[0].answers).toEqual([{ answeredBy: 'Pessoa CONTENT <content@exemplo.org.br>' }]);
    }
  });

  it('the owner and the token read the person with their address', async () => {
    for (const headers of [people.get('OWNER')!.headers, ADMIN]) {
      const nodes = await actorsSeenBy(headers);
      expect(nodes.find((node) => node.action === 'updateCampaign')?.actor).toBe('Pessoa CONTENT <content@exemplo.org.br>');
    }
  });

  it('each role but the owner reads a CPF in the details masked, as the public pages show it', async () => {
    const changed = await app.graphql(
      `mutation { updateCampaign(input: { organisation: { name: "Ana Souza", cnpj: "390.533.447-05", email: "ana@exemplo.org.br" } }) { title } }`,
      {},
      ADMIN,
    );
    expect(changed.body.errors).toBeUndefined();
    const detailsSeenBy = async (headers: Record<string, string>) => {
      const { body } = await app.graphql(`{ auditLog(first: 100) { nodes { details } } }`, {}, headers);
      expect(body.errors).toBeUndefined();
      return JSON.stringify(body.data.auditLog.nodes);
    };
    for (const role of ['FINANCE', 'CONTENT', 'READER'] as const) {
      const details = await detailsSeenBy(people.get(role)!.headers);
      expect([role, details]).not.toEqual([role, expect.stringMatching(/390\.?533\.?447-?05/)]);
      expect([role, details]).toEqual([role, expect.stringContaining('***.533.447-**')]);
    }
    for (const headers of [people.get('OWNER')!.headers, ADMIN]) expect(await detailsSeenBy(headers)).toContain('390.533.447-05');
  });
});
