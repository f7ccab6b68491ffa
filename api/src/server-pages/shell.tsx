import type { ReactNode } from 'react';
import { IconLinks } from '../web/icons.js';
import { SERVER_PAGE_STYLE } from './shell-style.js';

export interface ServerPageProps {
  title: string;
  /** The page's own rules, after the shared stylesheet (shell-style.ts). */
  style?: string;
  /** More tags for the <head>: a description, the canonical address, a feed. */
  head?: ReactNode;
  /** A public page search engines may list (/transparencia); by default noindex, as a donor's own steps. */
  indexed?: boolean;
  /**
   * `narrow`: one column ending with the way back (a form, its answer). `wide`: a document
   * (/transparencia), the way back in a bar above it and the site's links below.
   */
  frame?: 'narrow' | 'wide';
  children: ReactNode;
}

/**
 * The shell of a page the server renders without client JavaScript (/transparencia, `/doar`,
 * "Minhas doações", stopping the updates): pt-BR, sized for a phone, with the site's icons,
 * colours and type, the page's own rules and a way back to the campaign.
 */
export function ServerPage({ title, style = '', head, indexed = false, frame = 'narrow', children }: ServerPageProps) {
  const wide = frame === 'wide';
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {!indexed && <meta name="robots" content="noindex" />}
        <title>{title}</title>
        {head}
        <IconLinks />
        {/* Constants of the modules: 'unsafe-inline' in style-src (security/http.ts) lets them apply. */}
        <style dangerouslySetInnerHTML={{ __html: `${SERVER_PAGE_STYLE}\n${style}` }} />
      </head>
      <body className={wide ? 'wide' : undefined}>
        {wide && (
          <header className="top">
            <div>
              <a href="/">← Voltar para a campanha</a>
            </div>
          </header>
        )}
        <main>
          {children}
          {!wide && (
            <p>
              <a href="/">Voltar para a campanha</a>
            </p>
          )}
        </main>
        {wide && (
          <footer>
            <a href="/">Página da campanha</a> · <a href="/terms">Termos de Uso</a> ·{' '}
            <a href="/privacy">Política de Privacidade</a>
          </footer>
        )}
      </body>
    </html>
  );
}
