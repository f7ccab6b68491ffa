import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import type { Deps } from '../deps.js';
import { badInput } from '../errors.js';
import { UPLOAD_MAX_BYTES, tooLarge } from '../images/decode.js';
import { authenticateAdmin } from '../security/admin-auth.js';
import { sendRestError } from './rest.js';

/** The upload's parser: one file in memory (never on disk), refused past the size limit while it arrives. */
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
}).single('file');

function multerErrorOf(error: unknown) {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return tooLarge();
    return badInput('file', 'Envie um único arquivo, no campo "file".');
  }
  return badInput('file', 'Envio inválido: use multipart/form-data com o arquivo no campo "file".');
}

/** An organiser's upload: authenticated before a byte of the body is read, then parsed. */
export function adminUpload(deps: Deps) {
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
