import { Router } from 'express';
import type { Deps } from '../deps.js';
import { sendRestError } from '../http/rest.js';
import { SHARE_CARD_NAME, SHARE_CARD_PATH, shareCardImage } from './service.js';

const PLAIN_CARD_CACHE_CONTROL = 'public, max-age=300';

export function shareCardRoutes(deps: Deps): Router {
  const router = Router();
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
  return router;
}
