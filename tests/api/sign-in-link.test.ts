import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { CAMPAIGN_ID } from '../../api/src/campaign/model.js';
import { countCommands, type CommandCounter, type SentCommand } from '../../api/src/db/connection.js';
import { settleSignInLinkRequests } from '../../api/src/team/service.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { joinTeam, linkSentTo, type Member } from '../support/team-scenarios.js';

/**
 * "Entrar com e-mail" (POST /api/painel/link) tells no one who is on the team, by its answer or
 * by its time: the answer leaves before the person is looked up. And a person's links cannot be
 * spent by someone else asking for their address from another connection.
 */

const STRANGER = 'ninguem@exemplo.com.br';
const clock = new Date('2026-11-25T15:10:00Z');

describe('"Entrar com e-mail": the same answer at the same moment, links no one else can spend', () => {
  let app: TestApp;
  let member: Member;
  let commands: CommandCounter;
  /** The database commands each link request had sent when its answer was finished, in order. */
  const beforeAnswer: SentCommand[][] = [];
  /** What the app logged (errors only). */
  const logged: string[] = [];

  beforeAll(async () => {
    app = await startTestApp({
      now: () => clock,
      monitorCommands: true,
      env: { TRUST_PROXY: 'loopback', RATE_LIMIT_PANEL_LINK_EMAIL: '5/3600', LOG_LEVEL: 'error' },
      logTo: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logged.push(...chunk.toString().split('\n').filter(Boolean));
          done();
        },
      }),
    });
    member = await joinTeam(app, 'FINANCE', 'financas@exemplo.org.br', 'Pessoa Financeira');
    commands = countCommands(app.connection);
    // Before the app's own listener: the answer's 'finish' is seen before anything the app does after it.
    app.server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
      if (req.url !== '/api/painel/link') return;
      const start = commands.sent().length;
      res.once('finish', () => beforeAnswer.push(commands.sent().slice(start)));
    });
  });
  afterAll(async () => {
    commands?.stop();
    await app?.close();
  });

  const ask = (email: string, clientIp = '192.0.2.10') =>
    fetch(`${app.url}/api/painel/link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url, 'x-forwarded-for': clientIp },
      body: JSON.stringify({ email }),
    });
  const mailsTo = (email: string) => app.deps.models.OutboxMessage.countDocuments({ to: email });
  /** Every header but the date, as sent. */
  const headersOf = (response: Response) => {
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (name !== 'date') headers.push([name, value]);
    });
    return headers;
  };

  it('answers a member and a stranger alike, and looks no one up before the answer has left', async () => {
    const before = await mailsTo(member.email);
    const answers = [];
    for (const email of [member.email, STRANGER, member.email.toUpperCase(), 'outra.pessoa@exemplo.org.br']) {
      const response = await ask(email);
      answers.push({ status: response.status, headers: headersOf(response), body: await response.text() });
      await settleSignInLinkRequests(app.deps);
    }
    expect(answers[0]!.status).toBe(202);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    // What the request did before its answer is the same whoever asked, and touches neither the team nor its links.
    expect(beforeAnswer).toHaveLength(4);
    const touched = beforeAnswer.map((sent) => sent.map(({ name, collection }) => `${name} ${collection}`));
    for (const sent of touched) expect(sent).toEqual(touched[0]);
    // Counting the attempt against the client, and nothing else (the lookup happens after).
    expect(touched[0]).toEqual(['findAndModify rateLimitWindows']);
    // After it, the member got two links (their address as typed and upper-cased), the others none.
    expect(await mailsTo(member.email)).toBe(before + 2);
    expect(await mailsTo(STRANGER)).toBe(0);
  });

  it('refuses a malformed address at once, the same for everyone, and sends nothing', async () => {
    const total = await app.deps.models.OutboxMessage.countDocuments();
    const response = await ask('não é um e-mail');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    await settleSignInLinkRequests(app.deps);
    expect(await app.deps.models.OutboxMessage.countDocuments()).toBe(total);
  });

  it('someone asking for a member’s address from another connection cannot spend the member’s links', async () => {
    const before = await mailsTo(member.email);
    for (let i = 0; i < 7; i++) expect((await ask(member.email, '203.0.113.7')).status).toBe(202);
    await settleSignInLinkRequests(app.deps);
    // That connection got its 5 an hour for this address, no more.
    expect(await mailsTo(member.email)).toBe(before + 5);
    // The member, from their own connection, still gets their link, and it signs them in.
    expect((await ask(member.email, '198.51.100.20')).status).toBe(202);
    await settleSignInLinkRequests(app.deps);
    expect(await mailsTo(member.email)).toBe(before + 6);
    const signIn = await fetch(`${app.url}/api/painel/link/entrar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({ token: await linkSentTo(app, member.email) }),
    });
    expect(signIn.status).toBe(201);
  });

  it('a link that could not be written after the answer is logged, not lost silently (and the log names no address)', async () => {
    expect(logged).toEqual([]);
    // The e-mail needs the organisation's name: without the campaign, writing the link fails.
    await app.deps.models.Campaign.deleteOne({ _id: CAMPAIGN_ID });
    expect((await ask(member.email, '198.51.100.21')).status).toBe(202);
    await settleSignInLinkRequests(app.deps);
    expect(logged.map((line) => JSON.parse(line) as { level: number; msg: string })).toEqual([
      expect.objectContaining({ level: 50, msg: 'panel sign-in link: the link could not be written' }),
    ]);
    expect(logged.join('\n')).not.toContain(member.email);
  });
});
