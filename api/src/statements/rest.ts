import { ADMIN_ROUTE_PERMISSIONS } from '../security/admin-permissions.js';
import { type IRouter } from 'express';
import type { Deps } from '../deps.js';
import { requestOriginOf } from '../http/client.js';
import { noStore } from '../http/rest.js';
import { adminUpload } from '../images/upload.js';
import { importStatement } from './import.js';
import { toStatementImport } from './review.js';

export function statementRoutes(router: IRouter, deps: Deps): void {
  // The contract with the organiser's panel: 201 with the import's summary (StatementImport's fields).
  router.post(
    '/api/admin/statements',
    noStore,
    adminUpload(deps, ADMIN_ROUTE_PERMISSIONS.statementUpload, async (req, file) =>
      toStatementImport(
        await importStatement(deps, requestOriginOf(req), {
          bytes: file ?? new Uint8Array(),
          name: req.file?.originalname ?? '',
        }),
      ),
    ),
  );
}
