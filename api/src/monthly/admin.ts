import type { AdminActor } from '../audit/service.js';
import { recordAudit } from '../audit/service.js';
import { ADMIN_PAGE, afterIdOf, pageNewestFirst, pageSizeOf } from '../db/pagination.js';
import { objectIdOf } from '../db/ids.js';
import type { Deps } from '../deps.js';
import type { DonationDocument } from '../donations/model.js';
import { AppError } from '../errors.js';
import { centsToReais } from '../../../rules/money.js';
import { cancelRecurrence } from './charges.js';
import type { Canceller, MonthlyChargeDocument, RecurrenceDocument } from './model.js';
import { changeViewOf, MONTHLY_STATUS_VIEW, type MonthlyChangeView, type MonthlyStatusView } from './service.js';

/** Who cancelled, as the organiser reads it (the donor's page says "você"). */
const CANCELLER_FOR_ORGANISER: Record<Canceller, string> = {
  donor: 'o doador, na página da doação',
  'payer-app': 'o doador, no app do banco',
  'payer-bank': 'o banco do doador',
  organiser: 'a campanha',
  psp: 'o banco da campanha',
};

/** The organiser's view of monthly donations: who, how much, how it stands, and a way to cancel one. */

export interface AdminMonthlyDonationView {
  id: string;
  status: MonthlyStatusView;
  name: string;
  email: string;
  amount: string;
  dayOfMonth: number;
  idRec: string;
  nextDueDate: string | null;
  cancelledBy: string | null;
  cancelledAt: Date | null;
  createdAt: Date;
  monthsPaid: number;
  paidTotal: string;
  erasedAt: Date | null;
  pausedAt: Date | null;
  skippedMonths: string[];
  pendingAmount: string | null;
  changes: MonthlyChangeView[];
}

const STATUS_OF_VIEW = Object.fromEntries(Object.entries(MONTHLY_STATUS_VIEW).map(([status, view]) => [view, status]));

async function toAdminViews(deps: Deps, recurrences: RecurrenceDocument[]): Promise<AdminMonthlyDonationView[]> {
  const months = await deps.models.MonthlyCharge.find(
    { recurrenceId: { $in: recurrences.map((recurrence) => recurrence._id) } },
    { recurrenceId: 1, donationId: 1 },
  ).lean<Pick<MonthlyChargeDocument, 'recurrenceId' | 'donationId'>[]>();
  const paid = await deps.models.Donation.find(
    { _id: { $in: months.map((month) => month.donationId) }, status: 'paid' },
    { recurrenceId: 1, amountCents: 1 },
  ).lean<Pick<DonationDocument, 'recurrenceId' | 'amountCents'>[]>();
  return recurrences.map((recurrence) => {
    const mine = paid.filter((donation) => donation.recurrenceId?.equals(recurrence._id));
    return {
      id: recurrence._id.toHexString(),
      status: MONTHLY_STATUS_VIEW[recurrence.status],
      name: recurrence.name,
      email: recurrence.email,
      amount: centsToReais(recurrence.amountCents),
      dayOfMonth: recurrence.dayOfMonth,
      idRec: recurrence.idRec,
      nextDueDate: recurrence.status === 'active' && !recurrence.pausedAt ? recurrence.nextDueDate : null,
      cancelledBy: recurrence.cancelledBy ? CANCELLER_FOR_ORGANISER[recurrence.cancelledBy as Canceller] : null,
      cancelledAt: recurrence.cancelledAt ?? null,
      createdAt: recurrence.createdAt,
      monthsPaid: mine.length,
      paidTotal: centsToReais(mine.reduce((sum, donation) => sum + donation.amountCents, 0)),
      erasedAt: recurrence.erasedAt ?? null,
      pausedAt: recurrence.status === 'active' ? (recurrence.pausedAt ?? null) : null,
      skippedMonths: recurrence.skippedMonths ?? [],
      pendingAmount:
        recurrence.status === 'active' && recurrence.amountChange ? centsToReais(recurrence.amountChange.amountCents) : null,
      changes: (recurrence.changes ?? []).map(changeViewOf).reverse(),
    };
  });
}

export async function listMonthlyDonations(
  deps: Deps,
  args: { status?: MonthlyStatusView | null; first?: number | null; after?: string | null },
) {
  const { page, pageInfo } = await pageNewestFirst<RecurrenceDocument>(
    deps.models.Recurrence,
    args.status ? { status: STATUS_OF_VIEW[args.status] } : {},
    pageSizeOf(args.first, ADMIN_PAGE),
    afterIdOf(args.after),
  );
  return { nodes: await toAdminViews(deps, page), pageInfo };
}

export async function cancelMonthlyDonationAsOrganiser(
  deps: Deps,
  actor: AdminActor,
  id: unknown,
): Promise<AdminMonthlyDonationView> {
  const _id = objectIdOf(id, 'id', 'Identificador de doação mensal inválido.');
  const recurrence = await deps.models.Recurrence.findById(_id).lean<RecurrenceDocument>();
  if (!recurrence) throw new AppError('NOT_FOUND', 'Doação mensal não encontrada.', { field: 'id' });
  await cancelRecurrence(deps, recurrence, 'organiser');
  await recordAudit(deps, actor, { action: 'cancelMonthlyDonation', target: `recurrence:${_id.toHexString()}` });
  const [view] = await toAdminViews(deps, [(await deps.models.Recurrence.findById(_id).lean<RecurrenceDocument>())!]);
  return view!;
}
