import { ADMIN_ROUTE_PERMISSIONS } from '../security/admin-permissions.js';
import { randomUUID } from 'node:crypto';
import { type IRouter } from 'express';
import type { Deps } from '../deps.js';
import { clientIpOf, requestOriginOf } from '../http/client.js';
import { handleRest, noStore, sendRestError } from '../http/rest.js';
import { adminUpload } from '../images/upload.js';
import { sendProofFile } from '../images/proof-files.js';
import { authenticateAdmin } from '../security/admin-auth.js';
import { attachOutsideProof, readOutsideProof } from './outside-proofs.js';
import { createDonation, getPixCode } from './service.js';

/** Header that may carry a donation's access token to `GET /api/pix/:donationId`. */
export const ACCESS_TOKEN_HEADER = 'x-access-token';

/**
 * The seed's REST aliases, over the same services as the GraphQL mutations.
 * The seed's client sends no idempotency key, so one may come in the body
 * (`idempotencyKey`) or the `Idempotency-Key` header; without either, every call
 * is a new donation.
 */
export function donationRoutes(router: IRouter, deps: Deps): void {
  router.post(
    '/api/donations',
    noStore,
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
  // The creation answer's accessToken, as `?accessToken=` or the X-Access-Token header.
  router.get(
    '/api/pix/:donationId',
    noStore,
    handleRest((req) =>
      getPixCode(deps, req.params.donationId, req.query.accessToken ?? req.get(ACCESS_TOKEN_HEADER), {
        ipAddress: clientIpOf(req),
      }),
    ),
  );
  // The contract with the organiser's panel: 201 { proof: { id, url, contentType, size } }.
  router.post(
    '/api/admin/donations/:donationId/proofs',
    noStore,
    adminUpload(deps, ADMIN_ROUTE_PERMISSIONS.outsideProofUpload, async (req, file) => ({
      proof: await attachOutsideProof(deps, requestOriginOf(req), req.params.donationId, file),
    })),
  );
  // Private: only with the organiser's sign-in, and never kept by a shared cache.
  router.get('/api/admin/donations/:donationId/proofs/:proofId', (req, res) => {
    (async () => {
      await authenticateAdmin(deps, req, ADMIN_ROUTE_PERMISSIONS.outsideProofRead);
      const proof = await readOutsideProof(deps, req.params.donationId, req.params.proofId);
      sendProofFile(res, proof, req.params.proofId, 'private, no-store');
    })().catch((error: unknown) => sendRestError(res, error));
  });
}
