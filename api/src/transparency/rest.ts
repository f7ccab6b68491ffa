import { Router, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import type { Deps } from '../deps.js';
import { badInput } from '../errors.js';
import { requestOriginOf } from '../http/client.js';
import { handleRest, noStore, sendRestError } from '../http/rest.js';
import { authenticateAdmin } from '../security/admin-auth.js';
import { PROOF_MAX_BYTES, attachExpenseProof, readProof, tooLarge } from './proofs.js';

/**
 * A served proof can do nothing but be looked at: no script, no plugin, no form, no
 * navigation, even if a crafted PDF or image reaches a browser that renders it inline.
 */
export const PROOF_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** The upload's parser: one file in memory (never on disk), refused past the size limit while it arrives. */
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: PROOF_MAX_BYTES, files: 1, fields: 5, parts: 6 },
}).single('file');

function multerErrorOf(error: unknown) {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return tooLarge();
    return badInput('file', 'Envie um único arquivo, no campo "file".');
  }
  return badInput('file', 'Envio inválido: use multipart/form-data com o arquivo no campo "file".');
}

/** Authenticates before a byte of the body is read, then parses it. */
function adminUpload(deps: Deps) {
  return (req: Request, res: Response, next: NextFunction) => {
    authenticateAdmin(deps, req).then(
      () => {
        if (!req.is('multipart/form-data')) {
          sendRestError(res, badInput('file', 'Envio inválido: use multipart/form-data com o arquivo no campo "file".'));
          return;
        }
        upload(req, res, (error: unknown) => (error ? sendRestError(res, multerErrorOf(error)) : next()));
      },
      (error: unknown) => sendRestError(res, error),
    );
  };
}

export function transparencyRoutes(deps: Deps): Router {
  const router = Router();

  // The contract with the organiser's panel: 201 { proof: { id, url, contentType, size } }.
  router.post(
    '/api/admin/expenses/:expenseId/proofs',
    noStore,
    adminUpload(deps),
    handleRest(
      async (req) => ({ proof: await attachExpenseProof(deps, requestOriginOf(req), req.params.expenseId, req.file?.buffer) }),
      201,
    ),
  );

  router.get('/api/transparency/proofs/:proofId', (req, res) => {
    readProof(deps, req.params.proofId).then(
      (proof) => {
        const extension = proof.contentType.split('/')[1] === 'jpeg' ? 'jpg' : proof.contentType.split('/')[1];
        const filename = `comprovante-${req.params.proofId}.${extension}`;
        res.setHeader('Content-Type', proof.contentType);
        res.setHeader('Content-Security-Policy', PROOF_CSP);
        // A PDF is saved, never opened inside the site's origin; an image may be viewed in place.
        res.setHeader(
          'Content-Disposition',
          `${proof.contentType === 'application/pdf' ? 'attachment' : 'inline'}; filename="${filename}"`,
        );
        // A proof's id never gets other bytes; a short life so a removed one soon stops being served from caches.
        res.setHeader('Cache-Control', 'public, max-age=300');
        res.status(200).end(proof.data);
      },
      (error: unknown) => sendRestError(res, error),
    );
  });

  return router;
}
