import { GOAL_MILESTONES, passedMilestones } from '../../../rules/campaign-goal.js';
import { centsToReais } from '../../../rules/money.js';
import type { CampaignClosing, GoalExtension, GoalMilestone } from '../generated/graphql.js';

// The records the campaign document keeps (campaign/goal.ts writes them); described here, below service.ts, which reads them.
export interface GoalExtensionRecord {
  previousGoalCents: number;
  goalCents: number;
  reason: string;
  at: Date;
}
export interface ClosingRecord {
  at: Date;
  message: string;
  surplusText: string;
  /** What the ledger lists as spent, for the record's balance (read only once closed). */
  spentCents?: number;
}
export interface MilestoneRecord {
  percent: number;
  goalCents: number;
  at: Date | null;
}

/** The goal's story as the page reads it: stretch goals, the closing, the current goal's milestones. */
export function goalViewOf(state: {
  raisedCents: number;
  content: { goalCents: number };
  goalExtensions: GoalExtensionRecord[];
  closing: ClosingRecord | null;
  milestones: MilestoneRecord[];
}): {
  goalExtensions: GoalExtension[];
  closing: CampaignClosing | null;
  milestones: GoalMilestone[];
} {
  const { goalCents } = state.content;
  const passed = passedMilestones(state.raisedCents, goalCents);
  return {
    goalExtensions: state.goalExtensions.map((extension) => ({
      previousGoal: centsToReais(extension.previousGoalCents),
      goal: centsToReais(extension.goalCents),
      reason: extension.reason,
      extendedAt: extension.at,
    })),
    closing: state.closing
      ? {
          closedAt: state.closing.at,
          message: state.closing.message,
          surplusText: state.closing.surplusText,
          spent: centsToReais(state.closing.spentCents ?? 0),
          // As /transparencia says it: total raised − total spent.
          balance: centsToReais(state.raisedCents - (state.closing.spentCents ?? 0)),
        }
      : null,
    milestones: GOAL_MILESTONES.map((percent) => ({
      percent,
      // A refund may take the total back below a milestone: the bar says what is true now.
      passed: passed.includes(percent),
      passedAt:
        (passed.includes(percent) &&
          state.milestones.find((milestone) => milestone.goalCents === goalCents && milestone.percent === percent)?.at) ||
        null,
    })),
  };
}
