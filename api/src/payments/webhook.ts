import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type Request, type Response, type IRouter } from 'express';
import type { Config } from '../config.js';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { handleRest, noStore } from '../http/rest.js';
import { applyPixEntries } from './inbox.js';
import { pixNotificationSchema } from './receive.js';

/** Header a PSP (or the proxy in front of the app) may carry the webhook secret in. */
export const WEBHOOK_SECRET_HEADER = 'x-webhook-secret';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison of the secret the request carried with the configured one. */
export function isWebhookSecret(given: string | undefined, configured: string | undefined): boolean {
  if (!given || !configured) return false;
  return timingSafeEqual(digest(given), digest(configured));
}

/**
 * The PSP's payment notification (bacen/pix-api "webhook"): the PSP appends `/pix` to
 * the registered URL, so the organiser registers `…/api/pix/webhook/<secret>` (secret
 * in the path) or `…/api/pix/webhook` with the secret in the X-Webhook-Secret header.
 */
export function pixWebhookRoutes(router: IRouter, deps: Deps): void {
  const receive = async (req: Request, res: Response) => {
    if (!deps.config.PIX_WEBHOOK_SECRET) throw new AppError('NOT_FOUND', 'Endereço não encontrado.');
    const secret = typeof req.params.secret === 'string' ? req.params.secret : req.get(WEBHOOK_SECRET_HEADER);
    if (!isWebhookSecret(secret, deps.config.PIX_WEBHOOK_SECRET))
      throw new AppError('UNAUTHENTICATED', 'Notificação não autenticada.');
    const parsed = pixNotificationSchema.safeParse(req.body);
    if (!parsed.success)
      throw new AppError('BAD_USER_INPUT', 'Notificação PIX inválida: esperado {pix: [{endToEndId, txid, valor, horario}]}.', {
        field: 'pix',
      });
    // The answer is due within the budget (or the deadline already gave one): what is left is applied after it.
    const { results, queued } = await applyPixEntries(deps, parsed.data.pix, {
      ms: webhookBudgetMs(deps.config),
      answered: () => res.headersSent,
    });
    return { received: parsed.data.pix.length, results, ...(queued > 0 && { queued }) };
  };
  const handler = handleRest(receive);
  const json = express.json({ limit: deps.config.JSON_BODY_LIMIT_BYTES });
  router.post('/api/pix/webhook/pix', noStore, json, handler);
  router.post('/api/pix/webhook/:secret/pix', noStore, json, handler);
}

/**
 * How long the webhook applies payments before answering: well inside the request's deadline
 * and a PSP's patience (a few seconds), so a large batch is never answered late and sent again.
 */
export const webhookBudgetMs = (config: Pick<Config, 'REQUEST_DEADLINE_SECONDS'>) =>
  Math.min(WEBHOOK_BUDGET_MS, (config.REQUEST_DEADLINE_SECONDS * 1000) / 2);

const WEBHOOK_BUDGET_MS = 5000;
