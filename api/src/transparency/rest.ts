import { ADMIN_ROUTE_PERMISSIONS } from '../security/admin-permissions.js';
import { type Request, type IRouter } from 'express';
import type { Deps } from '../deps.js';
import { badInput } from '../errors.js';
import { requestOriginOf } from '../http/client.js';
import { adminUpload } from '../images/upload.js';
import { noStore, sendRestError } from '../http/rest.js';
import { siteBaseUrl } from '../web/head.js';
import { FEED_ENTRIES, FEED_PATH, renderUpdatesFeed } from './feed.js';
import { allLedgerDonations, readLedger } from './ledger.js';
import type { CampaignUpdateDocument } from './model.js';
import { readBankCheck } from './bank-check.js';
import {
  bankCheckCsvLines,
  budgetCsvLines,
  donationCsvLine,
  LEDGER_CSV_COLUMNS,
  ledgerJson,
  otherCsvLines,
  totalsCsvLines,
} from './open-data.js';
import { attachExpenseProof, readProof } from './proofs.js';
import { sendProofFile } from '../images/proof-files.js';
import { attachBudgetProof, readBudgetProof } from './budget.js';

const queryText = (req: Request, name: string) => (typeof req.query[name] === 'string' ? (req.query[name] as string) : undefined);
const queryInt = (req: Request, name: string) => {
  const text = queryText(req, name);
  if (text === undefined) return undefined;
  if (!/^\d{1,6}$/.test(text)) throw badInput(name, `Parâmetro "${name}" inválido: use um número inteiro.`);
  return Number(text);
};

export function transparencyRoutes(router: IRouter, deps: Deps): void {
  // The contract with the organiser's panel: 201 { proof: { id, url, contentType, size } }.
  router.post(
    '/api/admin/expenses/:expenseId/proofs',
    noStore,
    adminUpload(deps, ADMIN_ROUTE_PERMISSIONS.expenseProofUpload, async (req, file) => ({
      proof: await attachExpenseProof(deps, requestOriginOf(req), req.params.expenseId, file),
    })),
  );

  // A budget line's proof (a quote): 201 { proof: { id, url, contentType, size } }, replacing the line's former one.
  router.post(
    '/api/admin/budget/:category/proof',
    noStore,
    adminUpload(deps, ADMIN_ROUTE_PERMISSIONS.budgetProofUpload, (req, file) =>
      attachBudgetProof(deps, requestOriginOf(req), req.params.category, file),
    ),
  );

  router.get('/api/transparency/budget/proofs/:proofId', (req, res) => {
    readBudgetProof(deps, req.params.proofId).then(
      (proof) => sendProofFile(res, proof, req.params.proofId, 'public, max-age=300'),
      (error: unknown) => sendRestError(res, error),
    );
  });

  router.get('/api/transparency/proofs/:proofId', (req, res) => {
    readProof(deps, req.params.proofId).then(
      (proof) => {
        // A proof's id never gets other bytes; a short life so a removed one soon stops being served from caches.
        sendProofFile(res, proof, req.params.proofId, 'public, max-age=300');
      },
      (error: unknown) => sendRestError(res, error),
    );
  });

  router.get('/api/transparency', (req, res) => {
    (async () => {
      const ledger = await readLedger(deps, { first: queryInt(req, 'first'), after: queryText(req, 'after') });
      const bankCheck = await readBankCheck(deps);
      // Revalidated on every read: a donor checks the line right after paying.
      res.setHeader('Cache-Control', 'no-cache');
      res.status(200).json(ledgerJson(ledger, siteBaseUrl(deps, req), bankCheck));
    })().catch((error: unknown) => sendRestError(res, error));
  });

  router.get('/api/transparency.csv', (req, res) => {
    void (async () => {
      try {
        const ledger = await readLedger(deps, { first: 1 });
        const bankCheck = await readBankCheck(deps);
        const baseUrl = siteBaseUrl(deps, req);
        res.status(200);
        res.setHeader('Content-Type', 'text/csv; charset=utf-8');
        res.setHeader('Content-Disposition', `attachment; filename="transparencia-${deps.now().toISOString().slice(0, 10)}.csv"`);
        res.setHeader('Cache-Control', 'no-cache');
        // The byte-order mark makes spreadsheet programs read the accents as UTF-8.
        res.write(
          `\uFEFF${LEDGER_CSV_COLUMNS.join(',')}\r\n${totalsCsvLines(ledger.totals).join('')}${bankCheckCsvLines(bankCheck).join('')}${budgetCsvLines(ledger, baseUrl).join('')}`,
        );
        for await (const donation of allLedgerDonations(deps, ledger)) {
          if (!res.write(donationCsvLine(donation))) await new Promise((resolve) => res.once('drain', resolve));
          if (res.destroyed) return;
        }
        res.end(otherCsvLines(ledger, baseUrl).join(''));
      } catch (error) {
        if (!res.headersSent) sendRestError(res, error);
        else {
          deps.logger.error({ err: error }, 'transparency CSV failed half-way');
          res.destroy(error as Error);
        }
      }
    })();
  });

  router.get(FEED_PATH, (req, res, next) => {
    (async () => {
      const updates = await deps.models.CampaignUpdate.find()
        .sort({ _id: -1 })
        .limit(FEED_ENTRIES)
        .lean<CampaignUpdateDocument[]>();
      const { campaignTitle } = await readLedger(deps, { first: 1 });
      res
        .status(200)
        .type('application/atom+xml; charset=utf-8')
        .setHeader('Cache-Control', 'public, max-age=300')
        .send(
          renderUpdatesFeed({ updates, baseUrl: siteBaseUrl(deps, req), campaignTitle, feedPath: FEED_PATH, now: deps.now() }),
        );
    })().catch(next);
  });
}
