import { ADMIN_ROUTE_PERMISSIONS } from '../security/admin-permissions.js';
import { type IRouter } from 'express';
import type { Deps } from '../deps.js';
import { requestOriginOf } from '../http/client.js';
import { noStore, sendRestError } from '../http/rest.js';
import { adminUpload } from './upload.js';
import { MEDIA_PATH, readMedia, storeImage } from './store.js';

export function imageRoutes(router: IRouter, deps: Deps): void {
  // The contract with the organiser's panel: 201 { id, url, width, height }; then updateCampaign takes { imageId, alt }.
  router.post(
    '/api/admin/images',
    noStore,
    adminUpload(deps, ADMIN_ROUTE_PERMISSIONS.imageUpload, (req, file) => storeImage(deps, requestOriginOf(req), file)),
  );

  router.get(`${MEDIA_PATH}/:name`, (req, res) => {
    readMedia(deps, req.params.name).then(
      (media) => {
        res.setHeader('Content-Type', media.contentType);
        // A variant's name never changes its content: a year, never revalidated.
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.end(media.data);
      },
      (error: unknown) => sendRestError(res, error),
    );
  });
}
