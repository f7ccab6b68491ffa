import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * Text made safe inside HTML content and attribute values, for the Atom feed only: pages
 * and e-mails are React components (renderHtmlDocument, mail/layout.tsx), which escape for us.
 */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A whole page rendered on the server from an `<html>` element: React writes no doctype, so it is added here. */
export const renderHtmlDocument = (page: ReactElement): string => `<!doctype html>${renderToStaticMarkup(page)}`;
