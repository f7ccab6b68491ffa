import { renderToStaticMarkup } from 'react-dom/server';

/**
 * A tap on a button painted by the server but not yet wired by React would do nothing
 * (or, on a submit button, reload the page). So would a tap on a button React has given
 * its props but not committed yet (its lazy section still hydrating): the click reaches
 * no handler, and a card's form went to the server's form instead of the dialog. This
 * inline script, run before the page paints, holds such taps in `window.__earlyTaps`;
 * the client replays each one once its button is ready, by the same rule as `isReady`
 * in web/src/shared/earlyTaps.ts (props, the root committed, its section committed).
 * Links need no help: they work without JavaScript.
 */
export const EARLY_TAPS_SCRIPT = `(function(){var q=window.__earlyTaps=[];function ready(t){var w=false;for(var k in t)if(k.indexOf('__reactProps$')===0){w=true;break;}if(!w)return false;var r=document.getElementById('root');if(!r||!r.hasAttribute('data-ready'))return false;var s=t.closest('[data-awaits-commit]');return !s||s.hasAttribute('data-ready');}document.addEventListener('click',function(e){var t=e.target&&e.target.closest&&e.target.closest('#root button');if(!t||t.disabled||ready(t))return;e.preventDefault();e.stopPropagation();if(q.indexOf(t)<0)q.push(t);t.setAttribute('aria-busy','true');if(window.__earlyTapsWake)window.__earlyTapsWake();},true);})();`;

/** The script as a tag carrying the response's CSP nonce. */
export function earlyTapsTag(nonce: string): string {
  return renderToStaticMarkup(<script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />);
}
