import { type IRouter } from 'express';

/** The site's icon files (web/public, copied into the build): what every page declares. */
export const ICON_LINKS = [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/icons/icon-192.png', type: 'image/png', sizes: '192x192' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
] as const;

/** The icon links of a page the server renders (ServerPage), as the app's pages declare them. */
export function IconLinks() {
  return (
    <>
      {ICON_LINKS.map((icon) => (
        <link key={icon.href} {...icon} />
      ))}
    </>
  );
}

/** A week: the answer is the same for every release, and browsers ask at every visit without it. */
const FAVICON_REDIRECT_CACHE_CONTROL = 'public, max-age=604800';

/**
 * `/favicon.ico`, which browsers ask for wherever a page declares no icon (a JSON answer,
 * a PDF receipt): sent to the site's icon rather than to a 404.
 */
export function faviconRoutes(router: IRouter): void {
  router.get('/favicon.ico', (_req, res) => {
    res.setHeader('Cache-Control', FAVICON_REDIRECT_CACHE_CONTROL);
    res.redirect(301, ICON_LINKS[0].href);
  });
}
