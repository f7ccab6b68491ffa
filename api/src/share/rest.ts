import { type IRouter } from 'express';
import type { Deps } from '../deps.js';
import { sendRestError } from '../http/rest.js';
import { ADMIN_ROUTE_PERMISSIONS } from '../security/admin-permissions.js';
import { authenticateAdmin } from '../security/admin-auth.js';
import { publicUrlOf } from '../site/service.js';
import { isoDay, printFactsOf, renderCards, renderPoster } from './print.js';
import { SHARE_CARD_NAME, SHARE_CARD_PATH, shareCardImage } from './service.js';

const PLAIN_CARD_CACHE_CONTROL = 'public, max-age=300';

export function shareCardRoutes(router: IRouter, deps: Deps): void {
  router.get(`${SHARE_CARD_PATH}/:name`, (req, res) => {
    const hash = SHARE_CARD_NAME.exec(req.params.name)?.[1];
    if (!hash) {
      res.status(404).json({ code: 'NOT_FOUND', message: 'Imagem não encontrada.' });
      return;
    }
    shareCardImage(deps, hash).then(
      (image) => {
        if (!image.found) {
          // An old total's card (or a name nobody made): the current one, and no cache keeps the detour.
          res.setHeader('Cache-Control', 'no-cache');
          res.redirect(302, image.current.path);
          return;
        }
        res.setHeader('Content-Type', 'image/jpeg');
        // A card's name is a hash of what it shows: a year, never revalidated. The plain card standing
        // in for a failed drawing is kept briefly, so a fixed release's drawing replaces it downstream.
        res.setHeader('Cache-Control', image.plain ? PLAIN_CARD_CACHE_CONTROL : 'public, max-age=31536000, immutable');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        // Meant to be shown by other sites and apps (link previews), unlike the rest of the site.
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        res.end(image.jpeg);
      },
      (error: unknown) => sendRestError(res, error),
    );
  });
}

/**
 * The organiser's prints (share/print.ts), for anyone on the team: the site's own address
 * (PUBLIC_URL, else the address the panel was opened at, in development) in the QR code.
 */
export function printRoutes(router: IRouter, deps: Deps): void {
  const prints = [
    { path: '/api/admin/cartaz.pdf', name: 'cartaz', permission: ADMIN_ROUTE_PERMISSIONS.posterPdf, render: renderPoster },
    { path: '/api/admin/cartao.pdf', name: 'cartoes', permission: ADMIN_ROUTE_PERMISSIONS.cardsPdf, render: renderCards },
  ];
  for (const print of prints) {
    router.get(print.path, (req, res) => {
      (async () => {
        await authenticateAdmin(deps, req, print.permission);
        const baseUrl = publicUrlOf(deps.config) ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
        const facts = await printFactsOf(deps, baseUrl);
        const pdf = await print.render(deps, facts);
        res.setHeader('Content-Type', 'application/pdf');
        res.setHeader('Content-Disposition', `attachment; filename="${print.name}-${isoDay(facts.printedAt)}.pdf"`);
        res.setHeader('Cache-Control', 'no-store');
        res.end(pdf);
      })().catch((error: unknown) => sendRestError(res, error));
    });
  }
}
