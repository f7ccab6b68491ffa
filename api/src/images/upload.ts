import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { memorySlot, type Deps } from '../deps.js';
import { AppError, badInput } from '../errors.js';
import { UPLOAD_MAX_BYTES, tooLarge } from './decode.js';
import { authenticateAdmin } from '../security/admin-auth.js';
import { sendRestError } from '../http/rest.js';
import type { Permission } from '../../../rules/team.js';

/**
 * Uploads handled at once by an app: each decodes a picture (up to WHOLE_DECODE_MAX_BYTES
 * of memory, a core busy for a second or two), so two keep a small server's two cores
 * and its memory for the visitors. The next ones wait their turn, their bodies unread.
 */
export const UPLOADS_AT_ONCE = 2;
/** Uploads that may wait for a turn; one more is answered 503 at once. */
export const UPLOADS_WAITING_MAX = 8;
/** How long an upload waits for its turn before 503: well under the organiser's request deadline. */
export const UPLOAD_WAIT_MS = 30_000;
const UPLOAD_RETRY_AFTER_SECONDS = 10;

/** The upload's parser: one file in memory (never on disk), refused past the size limit while it arrives. */
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
}).single('file');

const notMultipart = () => badInput('file', 'Envio inválido: use multipart/form-data com o arquivo no campo "file".');
const busy = () =>
  new AppError('SERVICE_UNAVAILABLE', 'Muitos envios de arquivos ao mesmo tempo. Tente de novo em alguns segundos.', {
    retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS,
  });

function multerErrorOf(error: unknown) {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return tooLarge();
    return badInput('file', 'Envie um único arquivo, no campo "file".');
  }
  return notMultipart();
}

/** A fixed number of turns, handed out first come, first served. */
export class Turns {
  private taken = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly count: number,
    private readonly waitingMax: number,
  ) {}

  get waiting(): number {
    return this.queue.length;
  }

  /** A turn (call what is returned to give it back), or null when none came free in `waitMs` or too many already wait. */
  take(waitMs: number): Promise<(() => void) | null> {
    if (this.taken < this.count) {
      this.taken++;
      return Promise.resolve(this.giveBack());
    }
    if (this.queue.length >= this.waitingMax) return Promise.resolve(null);
    return new Promise((resolve) => {
      const grant = () => {
        clearTimeout(timer);
        this.taken++;
        resolve(this.giveBack());
      };
      const timer = setTimeout(() => {
        this.queue.splice(this.queue.indexOf(grant), 1);
        resolve(null);
      }, waitMs);
      this.queue.push(grant);
    });
  }

  private giveBack(): () => void {
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.taken--;
      this.queue.shift()?.();
    };
  }
}

const uploadTurns = memorySlot('upload turns', () => new Turns(UPLOADS_AT_ONCE, UPLOADS_WAITING_MAX));

/** This app's upload turns: tests hold some to see the others wait. */
export const uploadTurnsOf = (deps: Deps): Turns => deps.memory.get(uploadTurns);

function parseUpload(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) =>
    upload(req, res, (error: unknown) => (error ? reject(multerErrorOf(error)) : resolve())),
  );
}

/**
 * An organiser's upload as a REST route: authenticated before a byte of the body is
 * read, then it waits for a turn (UPLOADS_AT_ONCE), is parsed, and `handle`d with the
 * file; the answer is `status` with what `handle` returns. The turn is held until
 * `handle` has finished, even if the client has gone, so a client that hangs up cannot
 * start more work than the turns allow.
 */
export function adminUpload<T>(
  deps: Deps,
  permission: Permission,
  handle: (req: Request, file: Buffer | undefined) => Promise<T>,
  status = 201,
): RequestHandler {
  return (req, res) => {
    void (async () => {
      await authenticateAdmin(deps, req, permission);
      if (!req.is('multipart/form-data')) throw notMultipart();
      const giveBack = await uploadTurnsOf(deps).take(UPLOAD_WAIT_MS);
      if (!giveBack) {
        // The body is left unread: the connection cannot be reused.
        res.setHeader('Connection', 'close');
        throw busy();
      }
      try {
        // A client gone while it waited: there is no body left to read.
        if (req.destroyed || req.socket.destroyed) return;
        await parseUpload(req, res);
        const result = await handle(req, req.file?.buffer);
        if (!res.headersSent) res.status(status).json(result);
      } finally {
        giveBack();
      }
    })().catch((error: unknown) => sendRestError(res, error));
  };
}
