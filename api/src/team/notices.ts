import { Types } from 'mongoose';
import { CAMPAIGN_ID } from '../campaign/model.js';
import type { PixPaymentOutcome } from '../payments/model.js';
import type { Deps } from '../deps.js';
import { siteUrlOf, type Block } from '../mail/messages.js';
import { teamNoticeMail } from './mail.js';
import { enqueueMessage } from '../mail/outbox.js';
import type { TeamMemberDocument } from './model.js';
import { advancePaidGroup, membersNotified } from './records.js';
import { brasiliaDayOf } from '../../../rules/brasilia-time.js';
import { centsToBrl } from '../../../rules/money.js';
import { DAILY_SUMMARY_HOUR, PAID_GROUP_MINUTES } from '../../../rules/team.js';

/**
 * What the team is told by e-mail, as each person chose (model.ts
 * `notifications`): a paid donation (at once, or grouped every 15 minutes), a contact
 * message, a payment that needs the organiser, an e-mail that failed, and a daily summary.
 * Everything goes through the outbox under a key per item and person, so a repeated run,
 * a retry or a second instance writes each e-mail once. Never a donor's CPF, e-mail or phone:
 * the first name (or "Doador anônimo"), the amount and a link to the screen that resolves it.
 */

/** How often the job looks for what to tell (api/src/app/jobs.ts). */
export const NOTICES_INTERVAL_SECONDS = 30;
/** Each run reads again what arrived this long before its last run: ids are not ordered across instances, the keys keep one e-mail. */
const OVERLAP_MS = 2 * 60 * 1000;

const STATE_ID = 'notices';
const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] || 'equipe';
const panelUrl = (deps: Deps, path: string) => siteUrlOf(deps.config, `/painel${path}`);
const publicNameOf = (donation: { name?: string | null; isAnonymous?: boolean | null }) =>
  donation.isAnonymous || !donation.name ? 'Doador anônimo' : firstNameOf(donation.name);

async function tell(deps: Deps, member: TeamMemberDocument, key: string, subject: string, blocks: Block[]) {
  const mail = teamNoticeMail({ name: member.name, subject, blocks, settingsUrl: panelUrl(deps, '/conta') });
  await enqueueMessage(deps, {
    eventKey: `notice:${key}:${member._id.toHexString()}`,
    donationId: null,
    to: member.email,
    ...mail,
  });
}

/**
 * Each donation paid, to whoever chose each one, at the next pass (seconds): read here rather
 * than on "donation paid", so a payment's own path costs the database nothing more.
 */
async function noticeEachPaid(deps: Deps, from: Date): Promise<void> {
  const members = await membersNotified(deps, { 'notifications.paidDonations': 'EACH' });
  if (members.length === 0) return;
  const paid = await deps.models.Donation.find(
    { status: 'paid', paidAt: { $gt: from } },
    { amountCents: 1, name: 1, isAnonymous: 1 },
  ).lean();
  for (const donation of paid)
    for (const member of members)
      await tell(deps, member, `paid:${donation._id.toHexString()}`, `Doação paga: ${centsToBrl(donation.amountCents)}`, [
        `${publicNameOf(donation)} doou ${centsToBrl(donation.amountCents)}, e o pagamento foi confirmado.`,
        { link: panelUrl(deps, '/doacoes'), label: 'Ver no painel' },
      ]);
}

/** Grouped: at most one e-mail per person every 15 minutes, listing what was paid since the last. */
async function noticeGroupedPaid(deps: Deps): Promise<number> {
  const now = deps.now();
  const due = new Date(now.getTime() - PAID_GROUP_MINUTES * 60 * 1000);
  let sent = 0;
  for (const member of await membersNotified(deps, { 'notifications.paidDonations': 'GROUPED' })) {
    if (member.paidGroupSentAt && member.paidGroupSentAt > due) continue;
    const paid = await deps.models.Donation.find(
      { status: 'paid', paidAt: { $gt: member.paidNoticeCursor, $lte: now } },
      { amountCents: 1, name: 1, isAnonymous: 1, paidAt: 1 },
    )
      .sort({ paidAt: 1 })
      .limit(50)
      .lean();
    if (paid.length === 0) continue;
    const cursor = paid.at(-1)!.paidAt!;
    // The cursor moves first (compare and set): of two instances, one writes the e-mail.
    if (!(await advancePaidGroup(deps, member._id, member.paidNoticeCursor, cursor))) continue;
    const total = paid.reduce((sum, donation) => sum + donation.amountCents, 0);
    await tell(
      deps,
      member,
      `paid-group:${cursor.getTime()}`,
      `${paid.length === 1 ? '1 doação paga' : `${paid.length} doações pagas`}: ${centsToBrl(total)}`,
      [
        paid.length === 1
          ? 'Uma doação foi paga desde o último aviso:'
          : `${paid.length} doações foram pagas desde o último aviso:`,
        paid.map((donation) => `• ${publicNameOf(donation)}: ${centsToBrl(donation.amountCents)}`).join('\n'),
        { link: panelUrl(deps, '/doacoes'), label: 'Ver no painel' },
      ],
    );
    sent += 1;
  }
  return sent;
}

async function noticeContactMessages(deps: Deps, from: Date): Promise<void> {
  const members = await membersNotified(deps, { 'notifications.contactMessages': true });
  if (members.length === 0) return;
  const messages = await deps.models.ContactMessage.find(
    { _id: { $gt: Types.ObjectId.createFromTime(from.getTime() / 1000) } },
    {
      name: 1,
    },
  ).lean();
  for (const message of messages)
    for (const member of members)
      await tell(deps, member, `contact:${String(message._id)}`, 'Nova mensagem pelo "Fale conosco"', [
        `${firstNameOf(String(message.name ?? ''))} escreveu pelo "Fale conosco". A mensagem está no painel, para responder por lá.`,
        { link: panelUrl(deps, '/mensagens'), label: 'Ler e responder' },
      ]);
}

const ISSUE_OUTCOMES = ['AMOUNT_MISMATCH', 'UNKNOWN_TXID', 'DUPLICATE_PAYMENT', 'UNVERIFIED'] as const;
const ISSUE_LABELS: Record<Exclude<PixPaymentOutcome, 'CONFIRMED'>, string> = {
  AMOUNT_MISMATCH: 'um PIX com valor diferente do da doação',
  UNKNOWN_TXID: 'um PIX com uma cobrança que o site não conhece',
  DUPLICATE_PAYMENT: 'uma doação paga duas vezes (a segunda precisa ser devolvida)',
  UNVERIFIED: 'um pagamento que a instituição de pagamento não confirmou',
};

async function noticePaymentIssues(deps: Deps, from: Date): Promise<void> {
  const members = await membersNotified(deps, { 'notifications.paymentIssues': true });
  if (members.length === 0) return;
  const issues = await deps.models.PixPayment.find(
    { outcome: { $in: [...ISSUE_OUTCOMES] }, receivedAt: { $gt: from } },
    { outcome: 1, amountCents: 1 },
  ).lean();
  for (const issue of issues)
    for (const member of members)
      await tell(deps, member, `issue:${issue._id.toHexString()}`, 'Um pagamento precisa de você', [
        `Chegou ${ISSUE_LABELS[issue.outcome as keyof typeof ISSUE_LABELS]}, de ${centsToBrl(issue.amountCents)}. Ele não entrou no total até alguém conferir.`,
        { link: panelUrl(deps, '/doacoes'), label: 'Abrir o painel' },
      ]);
  // A report contradicting a recorded payment (payments/conflicts.ts) is a payment issue too.
  const conflicts = await deps.models.PaymentConflict.find({ receivedAt: { $gt: from } }, { amountCents: 1 }).lean();
  for (const conflict of conflicts)
    for (const member of members)
      await tell(deps, member, `conflict:${conflict._id.toHexString()}`, 'Um pagamento precisa de você', [
        `Chegou um aviso de PIX de ${centsToBrl(conflict.amountCents)} que contradiz um pagamento já registrado com o mesmo identificador. Nada mudou no total: confira com a instituição de pagamento.`,
        { link: panelUrl(deps, '/doacoes'), label: 'Abrir o painel' },
      ]);
}

async function noticeFailedEmails(deps: Deps, from: Date): Promise<void> {
  const members = await membersNotified(deps, { 'notifications.failedEmails': true });
  if (members.length === 0) return;
  // A failed notice is not told again: that would only fail in turn.
  const failed = await deps.models.OutboxMessage.find(
    { status: 'failed', _id: { $gt: Types.ObjectId.createFromTime(from.getTime() / 1000 - 7 * 24 * 3600) } },
    { eventKey: 1, subject: 1, lastError: 1 },
  ).lean();
  for (const message of failed.filter((candidate) => !candidate.eventKey.startsWith('notice:')))
    for (const member of members)
      await tell(deps, member, `failed:${message._id.toHexString()}`, 'Um e-mail para um doador não foi entregue', [
        `O e-mail "${message.subject}" não pôde ser entregue depois de várias tentativas.`,
        { link: panelUrl(deps, '/emails'), label: 'Ver e reenviar' },
      ]);
}

/** Brasília is UTC−3 all year (no daylight saving since 2019): a day starts at 03:00 UTC. */
const dayStart = (day: string) => new Date(`${day}T03:00:00.000Z`);

async function noticeDailySummary(deps: Deps, state: { summaryDay: string }): Promise<void> {
  const now = deps.now();
  const today = brasiliaDayOf(now);
  if (state.summaryDay === today || now < new Date(dayStart(today).getTime() + DAILY_SUMMARY_HOUR * 3600 * 1000)) return;
  // One instance writes the day's summaries: the day is claimed over the one read.
  const claimed = await deps.models.NoticeState.updateOne(
    { _id: STATE_ID, summaryDay: state.summaryDay },
    { $set: { summaryDay: today } },
  );
  if (claimed.matchedCount === 0) return;
  const members = await membersNotified(deps, { 'notifications.dailySummary': true });
  if (members.length === 0) return;
  const end = dayStart(today);
  const start = new Date(end.getTime() - 24 * 3600 * 1000);
  const paid = await deps.models.Donation.find({ status: 'paid', paidAt: { $gte: start, $lt: end } }, { amountCents: 1 }).lean();
  const raised = paid.reduce((sum, donation) => sum + donation.amountCents, 0);
  const campaign = await deps.models.Campaign.findById(CAMPAIGN_ID, { raisedCents: 1 }).lean();
  const issues =
    (await deps.models.PixPayment.countDocuments({ outcome: { $in: [...ISSUE_OUTCOMES] }, receivedAt: { $gte: start } })) +
    (await deps.models.PaymentConflict.countDocuments({ receivedAt: { $gte: start } }));
  const failed = await deps.models.OutboxMessage.countDocuments({ status: 'failed' });
  const waiting = [
    issues > 0 && `${issues} ${issues === 1 ? 'pagamento' : 'pagamentos'} para conferir (desde ontem)`,
    failed > 0 && `${failed} ${failed === 1 ? 'e-mail' : 'e-mails'} que não ${failed === 1 ? 'foi entregue' : 'foram entregues'}`,
  ].filter(Boolean);
  for (const member of members)
    await tell(deps, member, `summary:${today}`, `Resumo de ontem: ${centsToBrl(raised)}`, [
      `Ontem: ${paid.length === 1 ? '1 doação paga' : `${paid.length} doações pagas`}, somando ${centsToBrl(raised)}.`,
      `Total arrecadado até agora: ${centsToBrl(campaign?.raisedCents ?? 0)}.`,
      waiting.length > 0 ? `Esperando vocês: ${waiting.join('; ')}.` : 'Nada esperando por vocês.',
      { link: panelUrl(deps, '/'), label: 'Abrir o painel' },
    ]);
}

/** One pass: what arrived since the last pass (with an overlap), each told once per person. */
export async function runNotices(deps: Deps): Promise<void> {
  const now = deps.now();
  const state =
    (await deps.models.NoticeState.findById(STATE_ID).lean()) ??
    (await deps.models.NoticeState.findOneAndUpdate(
      { _id: STATE_ID },
      { $setOnInsert: { contactFrom: now, issuesFrom: now, failedFrom: now, paidFrom: now, summaryDay: brasiliaDayOf(now) } },
      { upsert: true, returnDocument: 'after' },
    ).lean())!;
  const since = (date: Date) => new Date(date.getTime() - OVERLAP_MS);
  await noticeContactMessages(deps, since(state.contactFrom));
  await noticePaymentIssues(deps, since(state.issuesFrom));
  await noticeFailedEmails(deps, since(state.failedFrom));
  await noticeEachPaid(deps, since(state.paidFrom ?? now));
  await deps.models.NoticeState.updateOne(
    { _id: STATE_ID },
    { $set: { contactFrom: now, issuesFrom: now, failedFrom: now, paidFrom: now } },
  );
  await noticeGroupedPaid(deps);
  await noticeDailySummary(deps, state);
}
