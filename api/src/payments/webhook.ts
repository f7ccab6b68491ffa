import { createHash, timingSafeEqual } from 'node:crypto';
import express, { Router, type Request } from 'express';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { handleRest, noStore } from '../http/rest.js';
import { pixNotificationSchema, receivePixPayment, type ReceiveResult } from './receive.js';
import { receiveRefundReport } from './refunds.js';

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
export function pixWebhookRoutes(deps: Deps): Router {
  const router = Router();
  const handler = handleRest(async (req: Request) => {
    if (!deps.config.PIX_WEBHOOK_SECRET) throw new AppError('NOT_FOUND', 'Endereço não encontrado.');
    const secret = typeof req.params.secret === 'string' ? req.params.secret : req.get(WEBHOOK_SECRET_HEADER);
    if (!isWebhookSecret(secret, deps.config.PIX_WEBHOOK_SECRET))
      throw new AppError('UNAUTHENTICATED', 'Notificação não autenticada.');
    const parsed = pixNotificationSchema.safeParse(req.body);
    if (!parsed.success)
      throw new AppError('BAD_USER_INPUT', 'Notificação PIX inválida: esperado {pix: [{endToEndId, txid, valor, horario}]}.', {
        field: 'pix',
      });
    const results: (ReceiveResult & { endToEndId: string; refunds?: (string | null)[] })[] = [];
    // One at a time: a notification may list the same charge twice.
    for (const pix of parsed.data.pix) {
      const result = { endToEndId: pix.endToEndId, ...(await receivePixPayment(deps, pix, 'webhook')) };
      const refunds = [];
      for (const refund of pix.devolucoes ?? []) refunds.push(await receiveRefundReport(deps, pix.endToEndId, refund));
      results.push(refunds.length ? { ...result, refunds } : result);
    }
    return { received: results.length, results };
  });
  const json = express.json({ limit: deps.config.JSON_BODY_LIMIT_BYTES });
  router.post('/api/pix/webhook/pix', noStore, json, handler);
  router.post('/api/pix/webhook/:secret/pix', noStore, json, handler);
  return router;
}
