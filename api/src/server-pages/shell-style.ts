/**
 * The stylesheet of the pages the server renders without client JavaScript (ServerPage):
 * the site's colours and type (web/src/app/theme.ts), and the page's frame. A page adds
 * its own rules after it, in the same <style>. Plain CSS, no custom properties: these
 * pages are for the phones too old to run the app.
 */

/** The site's colours, for a page's own rules too. */
export const COLOURS = {
  /** The theme's primary, THEME_COLOR (web/manifest.ts). */
  brand: '#c2185b',
  brandDark: '#8c0f42',
  link: '#ad1457',
  text: '#1f1a1c',
  muted: '#5a5357',
  background: '#fdf6f9',
  /** The border of a field, and of what reads like one (the PIX code). */
  field: '#767676',
  /** Thin lines between the parts of a card. */
  line: '#eadde3',
  error: '#b00020',
  success: '#2e7d32',
} as const;

const FONT = 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';

/** Every server page: colours, type, the narrow column, and the wide frame's bar and footer. */
export const SERVER_PAGE_STYLE = `body{font-family:${FONT};margin:0;background:${COLOURS.background};color:${COLOURS.text};line-height:1.5}
main{max-width:34rem;margin:0 auto;padding:1rem}h1{font-size:1.5rem;margin:.5rem 0 1rem}a{color:${COLOURS.link}}
.wide main,header.top div,footer{max-width:56rem}header.top{background:#fff;border-bottom:1px solid ${COLOURS.line}}
header.top div{margin:0 auto;padding:.75rem 1rem;display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}
footer{margin:2rem auto 0;padding:1rem;color:${COLOURS.muted};font-size:.9rem}`;

/**
 * A page's form (/doar, Minhas doações, the updates' links): labelled fields filling the
 * column, their hint and error, the boxes that answer a sending, and the one full-width
 * button, set apart from the fields above it (a form that is only a button sits under its text).
 */
export const FORM_STYLE = `label{display:block;font-weight:600;margin-top:1rem}
input,select,textarea{box-sizing:border-box;width:100%;font:inherit;padding:.75rem;border:1px solid ${COLOURS.field};border-radius:8px;min-height:44px;background:#fff}
.hint{color:${COLOURS.muted};font-size:.9rem;margin:.25rem 0 0}.error{color:${COLOURS.error};font-weight:600;font-size:.9rem;margin:.25rem 0 0}
[aria-invalid=true]{border-color:${COLOURS.error};border-width:2px}.alert,.done{border:2px solid ${COLOURS.error};border-radius:8px;padding:.5rem 1rem;background:#fff}.done{border-color:${COLOURS.success}}
button{width:100%;min-height:48px;font:inherit;font-weight:700;color:#fff;background:${COLOURS.brand};border:0;border-radius:8px}form>*+button{margin-top:1.5rem}`;
