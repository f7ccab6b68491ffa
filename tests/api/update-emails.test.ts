// Issue 29, goal 1: the campaign's updates by e-mail to the donors who ticked the box, through
// the outbox and a real SMTP server on loopback, with a one-click way out (RFC 8058).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ParsedMail } from 'mailparser';
import { Types } from 'mongoose';
import { deliverDueMessages } from '../../api/src/mail/sender.js';
import { mailPendingUpdates, updateRecipients } from '../../api/src/news/service.js';
import { UPDATES_CONSENT_VERSION } from '../../rules/updates-consent.js';
import { createDonation, manualClock, paidDonation, pixVariables } from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';
import { startTestSmtp, type TestSmtp } from '../support/smtp.js';
import { POST_UPDATE } from '../support/transparency-scenarios.js';

const PUBLIC_URL = 'https://doe.exemplo.org.br';
const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };
const UPDATE_EMAILS = `{ updateEmails { recipients mailings { updateId title status recipients sent waiting failed } } }`;

let smtp: TestSmtp;
let app: TestApp;
const clock = manualClock(new Date());

beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await startTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Campanha <campanha@exemplo.org.br>', PUBLIC_URL },
    now: clock.now,
  });
});
afterAll(async () => {
  await app.close();
  await smtp.stop();
});

/** Posts an update as the organiser, writes its e-mails, and delivers everything due after a minute. */
async function postAndDeliver(title: string): Promise<ParsedMail[]> {
  const { body } = await app.graphql(POST_UPDATE, { input: { title, body: `Corpo de ${title}.\n\nSegundo parágrafo.` } }, ADMIN);
  expect(body.errors).toBeUndefined();
  await mailPendingUpdates(app.deps);
  return deliverAll(title);
}

async function deliverAll(title: string): Promise<ParsedMail[]> {
  clock.advanceSeconds(60);
  while ((await deliverDueMessages(app.deps)) > 0);
  return smtp.received.filter((mail) => mail.subject?.startsWith(title));
}

const addressesOf = (mails: ParsedMail[]) => mails.map((mail) => (mail.to as { text: string }).text).sort();
/** A header as the message carried it (mailparser folds the List-* headers into one object). */
const headerOf = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.slice(name.length + 1)
    .trim() ?? '';
const unsubscribeUrlOf = (mail: ParsedMail) => /^<(https:[^>]+)>$/.exec(headerOf(mail, 'List-Unsubscribe'))?.[1] ?? '';

describe('updates by e-mail', () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ids.ana1 = await paidDonation(app, { email: 'ana@exemplo.com.br', wantsUpdates: true });
    ids.ana2 = await paidDonation(app, { email: 'ana@exemplo.com.br', wantsUpdates: true, amount: '20,00' });
    ids.bia = await paidDonation(app, { email: 'bia@exemplo.com.br' });
    ids.caio = await createDonation(app, { email: 'caio@exemplo.com.br', wantsUpdates: true });
    ids.duda = await paidDonation(app, { email: 'duda@exemplo.com.br', wantsUpdates: true, isAnonymous: true, name: '' });
  });

  it('records the consent with when and which text, and only when the box was ticked', async () => {
    const ana = (await app.deps.models.Donation.findById(ids.ana1).lean())!;
    const bia = (await app.deps.models.Donation.findById(ids.bia).lean())!;
    expect(ana.updatesConsentAt).toBeInstanceOf(Date);
    expect(ana.updatesConsentVersion).toBe(UPDATES_CONSENT_VERSION);
    expect(ana.updatesToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(bia).toMatchObject({ updatesConsentAt: null, updatesConsentVersion: '', updatesToken: '' });
  });

  it('paid donors who asked get one e-mail per update, with both unsubscribe headers; the panel counted them first', async () => {
    const before = await app.graphql(UPDATE_EMAILS, {}, ADMIN);
    // Ana (two donations, one address) and Duda; not Bia (no consent) nor Caio (not paid).
    expect(before.body.data.updateEmails.recipients).toBe(2);

    const mails = await postAndDeliver('Primeira novidade');
    expect(addressesOf(mails)).toEqual(['ana@exemplo.com.br', 'duda@exemplo.com.br']);
    for (const mail of mails) {
      expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(unsubscribeUrlOf(mail)).toMatch(new RegExp(`^${PUBLIC_URL}/novidades/parar/[0-9a-f]{24}\\.[A-Za-z0-9_-]{32}$`));
      // The visible way out, in both parts; the text readable on a phone.
      expect(mail.text).toContain(unsubscribeUrlOf(mail));
      expect(mail.text).toContain('Corpo de Primeira novidade.');
      expect(mail.html).toContain('Não quero mais receber');
      expect(mail.html).toContain('width=device-width');
      expect(mail.html).toContain('font-size:16px');
      // Its button 44 px tall to tap: 12 px of padding around a 20 px line.
      expect(mail.html).toMatch(/padding:12px 20px[^>]*><a [^>]*line-height:20px/);
    }

    const after = await app.graphql(UPDATE_EMAILS, {}, ADMIN);
    expect(after.body.data.updateEmails.mailings[0]).toMatchObject({
      title: 'Primeira novidade',
      status: 'DONE',
      recipients: 2,
      sent: 2,
      waiting: 0,
      failed: 0,
    });
  });

  it('the link opens a page and stops nothing; the one-click POST stops the next update at once, for every donation of the address', async () => {
    const [anaMail] = smtp.received.filter(
      (mail) => mail.subject?.startsWith('Primeira novidade') && (mail.to as { text: string }).text === 'ana@exemplo.com.br',
    );
    const url = unsubscribeUrlOf(anaMail!).replace(PUBLIC_URL, app.url);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Não quero mais receber');
    expect((await app.deps.models.Donation.findById(ids.ana1).lean())!.updatesConsentAt).not.toBeNull();

    // The next update is already in the outbox, waiting its turn, when Ana clicks.
    await app.graphql(POST_UPDATE, { input: { title: 'Segunda novidade', body: 'Texto.' } }, ADMIN);
    await mailPendingUpdates(app.deps);
    // As a mail client sends it (RFC 8058): no cookie, no login.
    const oneClick = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('não receberá mais novidades');
    for (const id of [ids.ana1, ids.ana2]) {
      const donation = (await app.deps.models.Donation.findById(id).lean())!;
      expect(donation.updatesConsentAt).toBeNull();
      expect(donation.updatesStoppedAt).toBeInstanceOf(Date);
    }
    // The donor's own export says which text was agreed to, and when it was withdrawn.
    const exported = (await (
      await fetch(`${app.url}/api/minha-doacao/${pixVariables(ids.ana1!).accessToken}/dados`)
    ).json()) as any;
    expect(exported.donation.updatesByEmail).toMatchObject({
      consentText: 'Quero receber novidades da campanha por e-mail',
      consentVersion: UPDATES_CONSENT_VERSION,
      consentedAt: null,
    });
    expect(exported.donation.updatesByEmail.stoppedAt).not.toBeNull();
    // The page's own button after the one-click: the same answer.
    expect((await fetch(url, { method: 'POST' })).status).toBe(200);
    expect((await fetch(url.replace(/\.[^.]+$/, '.wrong-token'), { method: 'POST' })).status).toBe(404);

    const mails = await deliverAll('Segunda novidade');
    expect(addressesOf(mails)).toEqual(['duda@exemplo.com.br']);
  });

  it('a fan-out interrupted half-way and run again sends nobody twice', async () => {
    ids.eva = await paidDonation(app, { email: 'eva@exemplo.com.br', wantsUpdates: true });
    const { body } = await app.graphql(POST_UPDATE, { input: { title: 'Terceira novidade', body: 'Texto.' } }, ADMIN);
    const updateId = new Types.ObjectId(body.data.postUpdate.id as string);
    await mailPendingUpdates(app.deps);
    // As a crash would leave it: one message written, the mailing still pending.
    const written = await app.deps.models.OutboxMessage.find({
      eventKey: { $regex: `^update:${updateId.toHexString()}:` },
    }).lean();
    expect(written).toHaveLength(2);
    await app.deps.models.OutboxMessage.deleteOne({ _id: written[1]!._id });
    await app.deps.models.UpdateMailing.updateOne({ _id: updateId }, { $set: { status: 'pending', doneAt: null } });
    await Promise.all([mailPendingUpdates(app.deps), mailPendingUpdates(app.deps)]);

    const mails = await deliverAll('Terceira novidade');
    expect(addressesOf(mails)).toEqual(['duda@exemplo.com.br', 'eva@exemplo.com.br']);
    expect((await app.deps.models.UpdateMailing.findById(updateId).lean())!.status).toBe('done');
  });

  it("a donor's erasure stops them too", async () => {
    const { accessToken } = pixVariables(ids.eva!);
    const erased = await fetch(`${app.url}/api/minha-doacao/${accessToken}/dados`, { method: 'DELETE' });
    expect(erased.status).toBe(200);
    expect(((await erased.json()) as { erased: string[] }).erased).toContain('o pedido de novidades por e-mail');
    expect((await updateRecipients(app.deps)).map((recipient) => recipient.email)).toEqual(['duda@exemplo.com.br']);
  });

  it('the form without JavaScript offers the box, unticked, and records a ticked one', async () => {
    const form = await (await fetch(`${app.url}/doar`)).text();
    expect(form).toMatch(/<input type="checkbox" name="wantsUpdates" value="true"\/>/);
    expect(form).toContain('Quero receber novidades da campanha por e-mail');
    const posted = await fetch(`${app.url}/doar`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        amount: '25,00',
        name: 'Fabio Lima',
        email: 'fabio@exemplo.com.br',
        wantsUpdates: 'true',
        idempotencyKey: `form-${new Types.ObjectId().toHexString()}`,
      }).toString(),
    });
    expect(posted.status).toBe(200);
    const donation = (await app.deps.models.Donation.findOne({ email: 'fabio@exemplo.com.br' }).lean())!;
    expect(donation.updatesConsentVersion).toBe(UPDATES_CONSENT_VERSION);
  });

  it('the stop is remembered for the address: a later donation with the box ticked asks by e-mail and subscribes no one until its owner confirms', async () => {
    // Anyone can type Ana's address in a donation and tick the box.
    ids.ana3 = await paidDonation(app, { email: 'ana@exemplo.com.br', wantsUpdates: true, amount: '30,00' });
    const later = (await app.deps.models.Donation.findById(ids.ana3).lean())!;
    expect(later.updatesConsentAt).toBeNull();
    expect(later.updatesAskedAt).toBeInstanceOf(Date);
    expect((await updateRecipients(app.deps)).map((recipient) => recipient.email)).not.toContain('ana@exemplo.com.br');
    // The address is remembered by its hash only.
    expect(JSON.stringify(await app.deps.models.UpdatesStop.find().lean())).not.toContain('ana@');

    // The payment's e-mail, which only the address's owner reads, asks.
    const [paid] = (await deliverAll('Recebemos sua doação de R$ 30,00')).filter(
      (mail) => (mail.to as { text: string }).text === 'ana@exemplo.com.br',
    );
    expect(paid!.text).toContain('este e-mail tinha pedido antes para não recebê-las');
    const resumeUrl = new RegExp(`${PUBLIC_URL}/novidades/voltar/[^\\s\\]>]+`)
      .exec(paid!.text ?? '')![0]
      .replace(PUBLIC_URL, app.url);
    // Opening the link changes nothing (mail scanners open links); the button does.
    const question = await fetch(resumeUrl);
    expect(await question.text()).toContain('Quero voltar a receber');
    expect((await app.deps.models.Donation.findById(ids.ana3).lean())!.updatesConsentAt).toBeNull();
    expect((await fetch(resumeUrl.replace(/\.[^.]+$/, '.wrong-token'), { method: 'POST' })).status).toBe(404);
    const confirmed = await fetch(resumeUrl, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('você voltará a receber');
    expect((await app.deps.models.Donation.findById(ids.ana3).lean())!.updatesConsentAt).toBeInstanceOf(Date);
    expect((await updateRecipients(app.deps)).map((recipient) => recipient.email)).toContain('ana@exemplo.com.br');
    expect(await app.deps.models.UpdatesStop.countDocuments()).toBe(0);

    // Without a stop on record, the box records the consent at once, as before.
    ids.gil = await paidDonation(app, { email: 'gil@exemplo.com.br', wantsUpdates: true });
    expect((await app.deps.models.Donation.findById(ids.gil).lean())!.updatesConsentAt).toBeInstanceOf(Date);
  });
});
