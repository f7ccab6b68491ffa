import { type Response, type IRouter } from 'express';
import type { Deps } from '../deps.js';
import { handleRest, sendRestError } from '../http/rest.js';
import { correctDonorData, donorReceiptPdf, donorStatus, eraseDonorData, exportDonorData } from './service.js';

// Personal data, for one person: never stored by a browser or a proxy.
const private_ = (res: Response) => res.setHeader('Cache-Control', 'no-store');

/** The donor's private page, as JSON and files (`/api/minha-doacao/<token>`). */
export function donorRoutes(router: IRouter, deps: Deps): void {
  router.use('/api/minha-doacao', (_req, res, next) => {
    private_(res);
    res.setHeader('X-Robots-Tag', 'noindex');
    next();
  });
  router.get(
    '/api/minha-doacao/:token',
    handleRest((req) => donorStatus(deps, String(req.params.token))),
  );
  router.get('/api/minha-doacao/:token/recibo.pdf', (req, res) => {
    donorReceiptPdf(deps, String(req.params.token)).then(
      ({ filename, pdf }) => {
        res.setHeader('Content-Type', 'application/pdf');
        res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
        res.send(pdf);
      },
      (error: unknown) => sendRestError(res, error),
    );
  });
  router.get(
    '/api/minha-doacao/:token/dados',
    handleRest((req) => exportDonorData(deps, String(req.params.token))),
  );
  router.patch(
    '/api/minha-doacao/:token/dados',
    handleRest((req) => correctDonorData(deps, String(req.params.token), req.body)),
  );
  router.delete(
    '/api/minha-doacao/:token/dados',
    handleRest((req) => eraseDonorData(deps, String(req.params.token))),
  );
}
