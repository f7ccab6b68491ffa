import express, { type Request, type IRouter } from 'express';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { handleRest, noStore, sendRestError } from '../http/rest.js';
import { isWebhookSecret, WEBHOOK_SECRET_HEADER } from '../payments/webhook.js';
import { apiPixClientFor } from '../pix/api-pix/client.js';
import { receiptOf, toReceiptView } from '../receipts/service.js';
import { receiptPdfFile } from '../receipts/pdf.js';
import { z } from 'zod';
import { applyCobrState, applyRecState } from './charges.js';
import { monthlyDonationOf, monthlyReceiptDonation } from './service.js';
import { eraseMonthlyData, exportMonthlyData } from './erasure.js';

/** `{recs: [{idRec, status, …}]}` (bacen/pix-api WebhookRecBody): only the id is read; the state comes from the PSP. */
const recNotificationSchema = z.object({
  recs: z
    .array(z.object({ idRec: z.string().regex(/^[a-zA-Z0-9]{29}$/) }))
    .min(1)
    .max(1000),
});
/** `{cobsr: [{idRec, txid, status, …}]}` (WebhookCobRBody): likewise, only the txid. */
const cobrNotificationSchema = z.object({
  cobsr: z
    .array(z.object({ txid: z.string().regex(/^[a-zA-Z0-9]{26,35}$/) }))
    .min(1)
    .max(1000),
});

/**
 * Pix Automático's notifications: the PSP appends `/rec` and `/cobr` to the URLs registered
 * with `PUT /webhookrec` and `PUT /webhookcobr`, which are the same as the payments' one
 * (`…/api/pix/webhook/<secret>`). Each entry is read back from the PSP before it counts, as
 * payments are, so a forged or stale notification changes nothing.
 */
export function monthlyWebhookRoutes(router: IRouter, deps: Deps): void {
  const authenticate = (req: Request) => {
    if (!deps.config.PIX_WEBHOOK_SECRET || deps.config.PIX_PROVIDER !== 'api-pix')
      throw new AppError('NOT_FOUND', 'Endereço não encontrado.');
    const secret = typeof req.params.secret === 'string' ? req.params.secret : req.get(WEBHOOK_SECRET_HEADER);
    if (!isWebhookSecret(secret, deps.config.PIX_WEBHOOK_SECRET))
      throw new AppError('UNAUTHENTICATED', 'Notificação não autenticada.');
  };
  const recs = handleRest(async (req: Request) => {
    authenticate(req);
    const parsed = recNotificationSchema.safeParse(req.body);
    if (!parsed.success)
      throw new AppError('BAD_USER_INPUT', 'Notificação de recorrência inválida: esperado {recs: [{idRec}]}.', { field: 'recs' });
    const client = apiPixClientFor(deps);
    for (const { idRec } of parsed.data.recs) await applyRecState(deps, await client.getRec(idRec));
    return { received: parsed.data.recs.length };
  });
  const cobrs = handleRest(async (req: Request) => {
    authenticate(req);
    const parsed = cobrNotificationSchema.safeParse(req.body);
    if (!parsed.success)
      throw new AppError('BAD_USER_INPUT', 'Notificação de cobrança recorrente inválida: esperado {cobsr: [{txid}]}.', {
        field: 'cobsr',
      });
    const client = apiPixClientFor(deps);
    for (const { txid } of parsed.data.cobsr) await applyCobrState(deps, await client.getCobr(txid));
    return { received: parsed.data.cobsr.length };
  });
  const json = express.json({ limit: deps.config.JSON_BODY_LIMIT_BYTES });
  router.post('/api/pix/webhook/rec', noStore, json, recs);
  router.post('/api/pix/webhook/:secret/rec', noStore, json, recs);
  router.post('/api/pix/webhook/cobr', noStore, json, cobrs);
  router.post('/api/pix/webhook/:secret/cobr', noStore, json, cobrs);
}

/** The monthly donation's private page as JSON, and each paid month's receipt (`/api/doacao-mensal/<token>`). */
export function monthlyDonorRoutes(router: IRouter, deps: Deps): void {
  router.use('/api/doacao-mensal', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    next();
  });
  router.get(
    '/api/doacao-mensal/:token',
    handleRest((req) => monthlyDonationOf(deps, String(req.params.token))),
  );
  router.get(
    '/api/doacao-mensal/:token/dados',
    handleRest((req) => exportMonthlyData(deps, String(req.params.token))),
  );
  router.delete(
    '/api/doacao-mensal/:token/dados',
    handleRest((req) => eraseMonthlyData(deps, String(req.params.token))),
  );
  router.get('/api/doacao-mensal/:token/recibos/:file', (req, res) => {
    const donationId = /^([0-9a-f]{24})\.pdf$/.exec(String(req.params.file))?.[1] ?? '';
    (async () => {
      const _id = await monthlyReceiptDonation(deps, String(req.params.token), donationId);
      const receipt = await receiptOf(deps, _id);
      if (!receipt) throw new AppError('CONFLICT', 'O recibo fica disponível quando o pagamento do mês for confirmado.');
      return receiptPdfFile(toReceiptView(deps, receipt));
    })().then(
      ({ filename, pdf }) => {
        res.setHeader('Content-Type', 'application/pdf');
        res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
        res.send(pdf);
      },
      (error: unknown) => sendRestError(res, error),
    );
  });
}
