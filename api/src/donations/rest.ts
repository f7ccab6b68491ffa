import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import type { Deps } from '../deps.js';
import { clientIpOf, requestOriginOf } from '../http/client.js';
import { handleRest } from '../http/rest.js';
import { createDonation, getPixCode } from './service.js';

/**
 * The seed's REST aliases, over the same services as the GraphQL mutations.
 * The seed's client sends no idempotency key, so one may come in the body
 * (`idempotencyKey`) or the `Idempotency-Key` header; without either, every call
 * is a new donation.
 */
export function donationRoutes(deps: Deps): Router {
  const router = Router();
  router.post(
    '/api/donations',
    handleRest((req) => {
      const body: unknown = req.body;
      const input =
        typeof body === 'object' && body !== null && !Array.isArray(body)
          ? {
              ...body,
              idempotencyKey:
                (body as { idempotencyKey?: unknown }).idempotencyKey ?? req.get('idempotency-key') ?? `rest-${randomUUID()}`,
            }
          : body;
      return createDonation(deps, input, requestOriginOf(req));
    }),
  );
  router.get(
    '/api/pix/:donationId',
    handleRest((req) => getPixCode(deps, req.params.donationId, { ipAddress: clientIpOf(req) })),
  );
  return router;
}
