import type { Deps } from '../deps.js';
import type { DonationDocument } from '../donations/model.js';
import { blankDonorData, settleInFlightMessages } from '../donor/erasure.js';
import { forgetErasedMessages } from '../mail/outbox.js';
import { eraseDonation, exportDonation } from '../donor/service.js';
import { decryptFor } from '../crypto/encryption.js';
import { centsToReais } from '../../../rules/money.js';
import { cancelMonthlyDonation } from './charges.js';
import type { MonthlyChargeDocument, RecurrenceDocument } from './model.js';
import { CANCELLER_LABELS, recurrenceOfToken } from './service.js';
import type { Canceller } from './model.js';

/**
 * A monthly donor's rights on their own page (LGPD art. 18), as the one-off donation's
 * page gives them: everything kept, in clear, and its erasure. Each month is a donation, so
 * each month is exported and erased exactly as a one-off donation is (donor/service.ts).
 */

/** The e-mails about the recurrence itself (donationId null), by their event keys' kinds (monthly/service.ts, monthly/charges.ts). */
const RECURRENCE_MESSAGES = ['monthly-code', 'monthly-active', 'monthly-cancelled'];

async function monthDonationsOf(deps: Deps, recurrence: RecurrenceDocument): Promise<DonationDocument[]> {
  const months = await deps.models.MonthlyCharge.find({ recurrenceId: recurrence._id }, { donationId: 1 }).lean<
    Pick<MonthlyChargeDocument, 'donationId'>[]
  >();
  return deps.models.Donation.find({ _id: { $in: months.map((month) => month.donationId) } })
    .sort({ _id: 1 })
    .lean<DonationDocument[]>();
}

export async function exportMonthlyData(deps: Deps, token: string) {
  const recurrence = await recurrenceOfToken(deps, token);
  const months = [];
  for (const donation of await monthDonationsOf(deps, recurrence)) months.push(await exportDonation(deps, donation));
  return {
    monthlyDonation: {
      id: recurrence._id.toHexString(),
      status: recurrence.status,
      name: recurrence.name,
      email: recurrence.email,
      cpf: recurrence.cpfEncrypted ? decryptFor(deps.config, 'cpfAtRest', recurrence.cpfEncrypted) : '',
      amount: centsToReais(recurrence.amountCents),
      dayOfMonth: recurrence.dayOfMonth,
      payFirstNow: recurrence.payFirstNow,
      isAnonymous: recurrence.isAnonymous,
      message: recurrence.message,
      wantsUpdates: recurrence.wantsUpdates,
      tracking: recurrence.tracking ?? {},
      createdAt: recurrence.createdAt,
      activatedAt: recurrence.activatedAt ?? null,
      cancelledAt: recurrence.cancelledAt ?? null,
      cancelledBy: recurrence.cancelledBy ? CANCELLER_LABELS[recurrence.cancelledBy as Canceller] : null,
      erasedAt: recurrence.erasedAt ?? null,
      // The payment institution holds the authorisation with the name and CPF (the privacy policy says so).
      sharedWith: recurrence.idRec ? 'a instituição de pagamento da campanha (autorização do Pix Automático: nome e CPF)' : null,
    },
    months,
  };
}

/**
 * Erasure: the monthly donation is cancelled at the PSP first (nothing more is charged, and
 * an active authorisation cannot outlive the data it was made with), then the recurrence's
 * data and its own e-mails are blanked and every month is erased as a one-off donation is,
 * receipts already issued kept as the law requires.
 */
export async function eraseMonthlyData(deps: Deps, token: string) {
  const recurrence = await recurrenceOfToken(deps, token);
  const alreadyErased = (erasedAt: Date | null) => ({
    alreadyErased: true,
    erasedAt,
    message: 'Os dados desta doação mensal já tinham sido apagados.',
  });
  if (recurrence.erasedAt) return alreadyErased(recurrence.erasedAt);
  // Cancelled here unless it had ended already (cancelled, refused by the bank).
  const cancelling = ['awaiting', 'active', 'expired'].includes(recurrence.status);
  if (cancelling) await cancelMonthlyDonation(deps, token);
  const now = deps.now();
  // Erasure withdraws the consent to updates too: no address is left to write to.
  const blanked = await blankDonorData(deps.models.Recurrence, recurrence, { wantsUpdates: false }, now);
  if (!('before' in blanked)) return alreadyErased(blanked.erasedAt);
  // The recurrence's own e-mails, the cancellation just written among them, as a donation's are.
  const messages = { eventKey: { $in: RECURRENCE_MESSAGES.map((kind) => `${kind}:${recurrence._id.toHexString()}`) } };
  await forgetErasedMessages(deps, messages);
  await settleInFlightMessages(deps, messages);
  const months = [];
  for (const donation of await monthDonationsOf(deps, recurrence)) months.push(await eraseDonation(deps, donation));
  const receiptsKept = months.reduce((count, month) => count + ('kept' in month && month.kept ? month.kept.length - 1 : 0), 0);
  return {
    alreadyErased: false,
    erasedAt: now,
    cancelled: cancelling,
    erased: ['nome', 'e-mail', 'CPF', 'mensagem', 'o envio de novidades por e-mail'],
    kept: [
      ...(receiptsKept > 0
        ? [
            {
              what: `${receiptsKept === 1 ? 'o recibo já emitido' : `os ${receiptsKept} recibos já emitidos`} (nome, CPF, valor, data e identificador do pagamento)`,
              why: 'Recibo de doação já emitido é documento fiscal: a organização deve guardá-lo pelo prazo legal (LGPD art. 16, I).',
            },
          ]
        : []),
      {
        what: 'o valor, o dia do débito, a situação de cada mês e do pagamento, sem nenhum dado pessoal',
        why: 'Fazem parte da prestação de contas da campanha (total arrecadado).',
      },
    ],
  };
}
