import { type IRouter } from 'express';
import { getCampaign } from '../campaign/service.js';
import type { Deps } from '../deps.js';

/** Matches `theme-color` in web/index.html and the MUI theme's primary colour. */
export const THEME_COLOR = '#c2185b';
export const BACKGROUND_COLOR = '#ffffff';
const FALLBACK_NAME = 'Campanha de doação';

/** Home-screen names stay short; launchers cut anything longer. */
const SHORT_NAME_MAX_LENGTH = 12;

/** The web app manifest, named after the campaign so "add to home screen" shows its title. */
export function webManifestRoutes(router: IRouter, deps: Deps): void {
  router.get('/manifest.webmanifest', async (_req, res) => {
    const campaign = await getCampaign(deps).catch(() => null);
    const name = campaign?.title ?? FALLBACK_NAME;
    const shortName = campaign?.organisation.name ?? name;
    res
      .type('application/manifest+json')
      .setHeader('Cache-Control', 'no-cache')
      .send(
        JSON.stringify({
          name,
          short_name: shortName.length <= SHORT_NAME_MAX_LENGTH ? shortName : 'Doar',
          description: campaign?.share.description ?? '',
          lang: 'pt-BR',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          theme_color: THEME_COLOR,
          background_color: BACKGROUND_COLOR,
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
          ],
        }),
      );
  });
}
