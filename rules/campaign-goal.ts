import { CONTROL_BUT_NEWLINE, characterCount, type FieldError } from './rule.js';

/** The goal's milestones, in percent: the hero marks them, the panel suggests an update at each. */
export const GOAL_MILESTONES = [25, 50, 75, 100] as const;
export type GoalMilestonePercent = (typeof GOAL_MILESTONES)[number];

/** The milestones `raisedCents` has reached of `goalCents` (integer arithmetic: 50 % is exactly half). */
export function passedMilestones(raisedCents: number, goalCents: number): GoalMilestonePercent[] {
  if (!(goalCents > 0)) return [];
  return GOAL_MILESTONES.filter((percent) => raisedCents * 100 >= goalCents * percent);
}

export const GOAL_TEXT_MAX_LENGTH = { reason: 300, closingMessage: 1000, surplusText: 2000 } as const;

/** The panel's prompt for a milestone passed since the last update (Início). */
export const milestoneSuggestion = (percent: number): string =>
  `Vocês passaram de ${percent}% da meta: que tal contar na Novidades?`;

function textRule(field: string, value: unknown, max: number, missing: string | null, errors: FieldError[]): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (value !== undefined && value !== null && typeof value !== 'string') errors.push({ field, message: 'Envie um texto.' });
  else if (!text && missing) errors.push({ field, message: missing });
  else if (characterCount(text) > max) errors.push({ field, message: `Use até ${max} caracteres.` });
  else if (CONTROL_BUT_NEWLINE.test(text)) errors.push({ field, message: 'O texto tem caracteres inválidos.' });
  return text;
}

/** The reason of a stretch goal ("meta estendida"): the page shows it beside the new goal. */
export function checkGoalExtension(input: {
  reason?: unknown;
}): { ok: true; reason: string } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const reason = textRule(
    'reason',
    input.reason,
    GOAL_TEXT_MAX_LENGTH.reason,
    'Conte por que a meta foi estendida: a página mostra o motivo.',
    errors,
  );
  return errors.length ? { ok: false, errors } : { ok: true, reason };
}

/** The organiser's closing: the message every refused donation carries, and what is done with any surplus. */
export function checkCampaignClosing(input: {
  message?: unknown;
  surplusText?: unknown;
}): { ok: true; message: string; surplusText: string } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const message = textRule(
    'message',
    input.message,
    GOAL_TEXT_MAX_LENGTH.closingMessage,
    'Escreva a mensagem de encerramento: quem tentar doar vai lê-la.',
    errors,
  );
  const surplusText = textRule('surplusText', input.surplusText, GOAL_TEXT_MAX_LENGTH.surplusText, null, errors);
  return errors.length ? { ok: false, errors } : { ok: true, message, surplusText };
}
