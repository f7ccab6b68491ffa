/**
 * A tap on a button painted by the server but not yet wired by React would do nothing
 * (or, on a submit button, reload the page). This inline script, run before the page
 * paints, holds such taps in `window.__earlyTaps`; the client replays each one once
 * its button is hydrated (web/src/shared/earlyTaps.ts). Links need no help: they work
 * without JavaScript.
 */
export const EARLY_TAPS_SCRIPT = `(function(){var q=window.__earlyTaps=[];document.addEventListener('click',function(e){var t=e.target&&e.target.closest&&e.target.closest('#root button');if(!t||t.disabled)return;for(var k in t)if(k.indexOf('__reactProps$')===0)return;e.preventDefault();e.stopPropagation();if(q.indexOf(t)<0)q.push(t);t.setAttribute('aria-busy','true');},true);})();`;

/** The script as a tag carrying the response's CSP nonce. */
export function earlyTapsTag(nonce: string): string {
  return `<script nonce="${nonce}">${EARLY_TAPS_SCRIPT}</script>`;
}
