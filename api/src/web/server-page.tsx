import type { ReactNode } from 'react';
import { IconLinks } from './icons.js';

/**
 * The shell of a page the server renders without client JavaScript (`/doar`, "Minhas
 * doações", stopping the updates): pt-BR, sized for a phone, never indexed, with the
 * site's icons, the page's own small stylesheet and a way back to the campaign.
 */
export function ServerPage({ title, style, children }: { title: string; style: string; children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <IconLinks />
        {/* A constant of the page's module: 'unsafe-inline' in style-src (security/http.ts) lets it apply. */}
        <style dangerouslySetInnerHTML={{ __html: style }} />
      </head>
      <body>
        <main>
          {children}
          <p>
            <a href="/">Voltar para a campanha</a>
          </p>
        </main>
      </body>
    </html>
  );
}
