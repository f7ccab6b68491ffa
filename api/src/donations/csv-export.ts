import { ADMIN_ROUTE_PERMISSIONS } from '../security/admin-permissions.js';
import { type Request, type IRouter } from 'express';
import type { Deps } from '../deps.js';
import { badInput } from '../errors.js';
import type { DonationFilter, DonationStatus } from '../generated/graphql.js';
import { requestOriginOf } from '../http/client.js';
import { sendRestError } from '../http/rest.js';
import { authenticateAdmin } from '../security/admin-auth.js';
import { recordAudit } from '../audit/service.js';
import { csvHeader, csvRow, donationQueryOf, donationsForExport } from './admin.js';

const STATUSES: DonationStatus[] = ['PENDING', 'PAID', 'EXPIRED'];

const TEXT_PARAMETERS = ['from', 'to', 'utmSource', 'utmCampaign', 'search', 'minAmount', 'maxAmount'] as const;
const PARAMETERS: readonly string[] = ['status', ...TEXT_PARAMETERS];

/**
 * The CSV export's query string, read as the GraphQL DonationFilter (same names, status in
 * any case). A parameter given twice (`status=paid&status=pending`), as a list
 * (`status[]=paid`) or unknown (a typo) is refused: dropping it would export every donor.
 */
function filterOf(req: Request): DonationFilter {
  for (const [name, value] of Object.entries(req.query)) {
    if (!PARAMETERS.includes(name))
      throw badInput(name, `Parâmetro desconhecido: ${name.slice(0, 40)}. Use ${PARAMETERS.join(', ')}.`);
    if (typeof value !== 'string') throw badInput(name, `Informe ${name} uma vez só, com um único valor.`);
  }
  const text = (name: string) => req.query[name] as string | undefined;
  const filter: DonationFilter = {};
  const status = text('status')?.toUpperCase();
  if (status) {
    if (!STATUSES.includes(status as DonationStatus)) throw badInput('status', 'Status inválido: use pending, paid ou expired.');
    filter.status = status as DonationStatus;
  }
  for (const name of TEXT_PARAMETERS) {
    const value = text(name);
    if (value) filter[name] = value;
  }
  donationQueryOf(filter); // validates before the first byte is sent
  return filter;
}

/** `GET /api/admin/donations.csv?status=&from=&to=&utmSource=&utmCampaign=&search=&minAmount=&maxAmount=`, streamed. */
export function adminRoutes(router: IRouter, deps: Deps): void {
  router.get('/api/admin/donations.csv', (req, res) => {
    void (async () => {
      try {
        // The same check as GraphQL's admin fields: wrong tokens count towards the client's limit.
        await authenticateAdmin(deps, req, ADMIN_ROUTE_PERMISSIONS.donationsCsv);
        const filter = filterOf(req);
        await recordAudit(deps, requestOriginOf(req), { action: 'exportDonationsCsv', target: 'donations', details: { filter } });
        const stamp = deps.now().toISOString().slice(0, 10);
        res.status(200);
        res.setHeader('Content-Type', 'text/csv; charset=utf-8');
        res.setHeader('Content-Disposition', `attachment; filename="doacoes-${stamp}.csv"`);
        res.setHeader('Cache-Control', 'no-store');
        // The byte-order mark makes spreadsheet programs read the accents as UTF-8.
        res.write(`\uFEFF${csvHeader()}`);
        for await (const donation of donationsForExport(deps, filter)) {
          if (!res.write(csvRow(donation))) await new Promise((resolve) => res.once('drain', resolve));
          if (res.destroyed) return;
        }
        res.end();
      } catch (error) {
        if (!res.headersSent) sendRestError(res, error);
        else {
          deps.logger.error({ err: error }, 'CSV export failed half-way');
          res.destroy(error as Error);
        }
      }
    })();
  });
}
