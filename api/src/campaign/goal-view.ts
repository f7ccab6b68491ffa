import { GOAL_MILESTONES, passedMilestones } from '../../../rules/campaign-goal.js';
import { centsToReais } from '../../../rules/money.js';
import type { CampaignClosing, GoalExtension, GoalMilestone } from '../generated/graphql.js';
import type { CampaignState } from './service.js';

/** The goal's story as the page reads it: stretch goals, the closing, the current goal's milestones. */
export function goalViewOf(state: Pick<CampaignState, 'raisedCents' | 'content' | 'goalExtensions' | 'closing' | 'milestones'>): {
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
