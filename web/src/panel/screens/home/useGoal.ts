import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { checkCampaignClosing, checkGoalExtension } from '../../../../../rules/campaign-goal';
import { apiReaisToCents, reaisToCents } from '../../../../../rules/money';
import { fieldOf, messageOf } from '../../apollo';
import { graphql } from '../../gql';
import type { PanelGoalQuery } from '../../gql/graphql';

// The goal's end on Início: the milestones (to suggest an update), stretch goals and the closing.
export const PanelGoalQueryDocument = graphql(`
  query PanelGoal {
    campaign {
      ...PanelGoalFields
    }
    campaignUpdates(first: 1) {
      nodes {
        id
        publishedAt
      }
    }
  }
`);

// What both mutations answer too, so the card (and Início's totals) redraw from the cache.
export const GoalFields = graphql(`
  fragment PanelGoalFields on Campaign {
    raised
    goal
    supportersCount
    milestones {
      percent
      passed
      passedAt
    }
    goalExtensions {
      previousGoal
      goal
      reason
    }
    closing {
      closedAt
      message
      surplusText
    }
  }
`);

const ExtendGoalMutation = graphql(`
  mutation PanelExtendGoal($input: ExtendGoalInput!) {
    extendGoal(input: $input) {
      ...PanelGoalFields
    }
  }
`);

export const CloseCampaignMutation = graphql(`
  mutation PanelCloseCampaign($input: CloseCampaignInput!) {
    closeCampaign(input: $input) {
      campaign {
        ...PanelGoalFields
      }
      monthlyCancelled
      monthlyFailed
    }
  }
`);

export type GoalCampaign = PanelGoalQuery['campaign'];

/**
 * The milestone worth an update: the highest one a payment passed after the newest update
 * (or with no update yet). One passed as a goal was set (passedAt null) is not news.
 */
export function milestoneToTell(milestones: GoalCampaign['milestones'], newestUpdateAt: string | null): number | null {
  const since = newestUpdateAt ? Date.parse(newestUpdateAt) : -Infinity;
  const fresh = milestones.filter(
    (milestone) => milestone.passed && milestone.passedAt && Date.parse(milestone.passedAt) > since,
  );
  return fresh.length ? Math.max(...fresh.map((milestone) => milestone.percent)) : null;
}

export function useGoal() {
  const { data, error, refetch } = useQuery(PanelGoalQueryDocument);
  if (!data) return { campaign: null, error, retry: () => void refetch() };
  const { campaign } = data;
  const reached = apiReaisToCents(campaign.raised) >= apiReaisToCents(campaign.goal);
  return {
    campaign,
    error,
    retry: () => void refetch(),
    reached,
    suggestion: campaign.closing
      ? null
      : milestoneToTell(campaign.milestones, data.campaignUpdates.nodes[0]?.publishedAt ?? null),
  };
}

type FieldErrors = Record<string, string>;

const errorsOf = (errors: { field: string; message: string }[]): FieldErrors =>
  Object.fromEntries(errors.map((error) => [error.field, error.message]));

/** The stretch goal's form: the same rules as the API, then the API's own word on anything else. */
export function useExtendGoal(campaign: GoalCampaign, onDone: () => void) {
  const [goal, setGoal] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState('');
  const [extend, { loading }] = useMutation(ExtendGoalMutation);
  const submit = async () => {
    const found: FieldErrors = {};
    const cents = reaisToCents(goal);
    if (cents === null) found.goal = 'Valor inválido: use reais, como 60.000 ou 60000,00.';
    else if (cents <= apiReaisToCents(campaign.raised)) found.goal = 'A nova meta precisa ser maior que o valor já arrecadado.';
    const checked = checkGoalExtension({ reason });
    if (!checked.ok) Object.assign(found, errorsOf(checked.errors));
    setErrors(found);
    setProblem('');
    if (Object.keys(found).length) return;
    try {
      await extend({ variables: { input: { goal, reason } } });
      onDone();
    } catch (error) {
      const field = fieldOf(error);
      if (field) setErrors({ [field]: messageOf(error) });
      else setProblem(messageOf(error));
    }
  };
  // An edited field's error goes with the edit; the next submit checks it again.
  const edit = (field: 'goal' | 'reason', set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors(({ [field]: _edited, ...others }) => others);
  };
  return {
    goal,
    setGoal: edit('goal', setGoal),
    reason,
    setReason: edit('reason', setReason),
    errors,
    problem,
    busy: loading,
    submit,
  };
}

export interface ClosingResult {
  monthlyCancelled: number;
  monthlyFailed: number;
}

/**
 * Closing: the form's values checked by the API's rule, then closeCampaign. Called again with
 * the same message, it retries the monthly cancellations that failed and changes nothing else.
 */
export function useCloseCampaign() {
  const [close, { loading }] = useMutation(CloseCampaignMutation);
  const [result, setResult] = useState<ClosingResult | null>(null);
  const check = (input: { message: string; surplusText: string }): FieldErrors => {
    const checked = checkCampaignClosing(input);
    return checked.ok ? {} : errorsOf(checked.errors);
  };
  const submit = async (input: { message: string; surplusText: string }): Promise<FieldErrors | string | null> => {
    try {
      const answer = await close({ variables: { input } });
      if (answer.data) setResult(answer.data.closeCampaign);
      return null;
    } catch (error) {
      const field = fieldOf(error);
      return field ? { [field]: messageOf(error) } : messageOf(error);
    }
  };
  return { check, submit, busy: loading, result };
}
