import { renderToStaticMarkup } from 'react-dom/server';
import { DONATE_PATH } from './pages.js';

/** The home page's copy of the donation form (server-pages/donate.tsx), and the <template> holding it. */
export const EARLY_FORM_ID = 'doar-agora';
export const EARLY_FORM_TEMPLATE_ID = 'doar-agora-modelo';

/**
 * A tap on a button painted by the server but not yet wired by React would do nothing
 * (or, on a submit button, reload the page). So would a tap on a button React has given
 * its props but not committed yet (its lazy section still hydrating): the click reaches
 * no handler. This inline script, run before the page paints, answers such taps at once:
 *
 * - a donate button (a submit button of a form to /doar: the amount cards, "Doar este
 *   valor") opens the server's donation form at once from the page's own copy (a <template>
 *   in its head, server-pages/donate.tsx), with the button's amount and a fresh idempotency
 *   key; it posts to /doar, as without JavaScript. Where that copy is missing (another page,
 *   a browser without <dialog>) the button follows its form to /doar, one round trip, its
 *   downloads stopped first so they do not share the link with it;
 * - any other button is held in `window.__earlyTaps` and replayed by the client once it
 *   is ready, by the same rule as `isReady` in web/src/shared/earlyTaps.ts (props, the
 *   root committed, its section committed).
 *
 * Either way the button shows it is busy (`aria-busy`, drawn by EARLY_TAPS_STYLE) and a
 * status message says so to screen readers. Links need no help: they work without JavaScript.
 */
export const EARLY_TAPS_SCRIPT = [
  '(function(){',
  'var held=window.__earlyTaps=[],followed=false;',
  "function ready(t){var w=false;for(var k in t)if(k.indexOf('__reactProps$')===0){w=true;break;}if(!w)return false;",
  "var r=document.getElementById('root');if(!r||!r.hasAttribute('data-ready'))return false;",
  "var s=t.closest('[data-awaits-commit]');return !s||s.hasAttribute('data-ready');}",
  // A live region is read out when its text changes, not when it appears: it is there, empty, before any tap.
  "var status=document.createElement('div');status.id='tap-status';status.setAttribute('role','status');",
  "document.addEventListener('DOMContentLoaded',function(){document.body.appendChild(status);});",
  'function say(text){status.textContent=text;}',
  // The page's copy of the form, opened with the button's amount and a key made here (every visitor gets the same bytes).
  `function early(t){var m=document.getElementById('${EARLY_FORM_TEMPLATE_ID}');`,
  'if(!m||!m.content||!window.HTMLDialogElement||!document.body||!window.crypto)return false;',
  `var d=document.getElementById('${EARLY_FORM_ID}');`,
  `if(!d){document.body.appendChild(m.content.cloneNode(true));d=document.getElementById('${EARLY_FORM_ID}');}`,
  `var f=d.querySelector('form[action="${DONATE_PATH}"]'),v=t.form.elements.namedItem('valor'),k=new Uint8Array(16);`,
  // A card's amount is written as the API gives it (50.00), a typed one as typed: the field shows the first as the form does (50,00).
  "var a=v?v.value:'';if(/^\\d+\\.\\d\\d$/.test(a))a=a.replace('.',',');",
  "crypto.getRandomValues(k);f.elements.namedItem('amount').value=a;",
  "f.elements.namedItem('idempotencyKey').value='early-'+Array.prototype.map.call(k,function(b){return(b+256).toString(16).slice(1);}).join('');",
  'if(!d.open)d.showModal();return true;}',
  "document.addEventListener('click',function(e){",
  "var t=e.target&&e.target.closest&&e.target.closest('#root button');if(!t||t.disabled||ready(t))return;",
  'e.preventDefault();e.stopPropagation();',
  `var donate=t.type==='submit'&&t.form&&t.form.getAttribute('action')==='${DONATE_PATH}';`,
  'if(donate&&early(t))return;',
  "t.setAttribute('aria-busy','true');",
  "if(donate){followed=true;say('Abrindo o formulário de doação…');window.stop();t.form.submit();return;}",
  "say('Carregando…');if(held.indexOf(t)<0)held.push(t);if(window.__earlyTapsWake)window.__earlyTapsWake();",
  '},true);',
  // Back from the server's form may restore this page as it was left, its scripts stopped: load it anew.
  "addEventListener('pageshow',function(e){if(e.persisted&&followed)location.reload();});",
  '})();',
].join('');

/**
 * A busy button looks pressed and turns a spinner after its label, whatever its variant;
 * the status message is read out, not shown.
 */
export const EARLY_TAPS_STYLE = [
  '#root button[aria-busy=true]{cursor:progress;box-shadow:inset 0 0 0 100vmax rgba(0,0,0,.14)}',
  '#root button[aria-busy=true]::after{content:"";flex:none;box-sizing:border-box;width:1.1em;height:1.1em;margin-left:.5em;',
  'border:.18em solid currentColor;border-right-color:transparent;border-radius:50%;animation:tap-busy .7s linear infinite}',
  '@keyframes tap-busy{to{transform:rotate(1turn)}}',
  '@media (prefers-reduced-motion:reduce){#root button[aria-busy=true]::after{animation-duration:2.5s}}',
  '#tap-status{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}',
].join('');

/**
 * The script and its style as tags for <head>. The policy allows the script by its hash
 * (security/http.ts): the tag is the same on every response, written once.
 */
export const EARLY_TAPS_TAG = renderToStaticMarkup(
  <>
    <style dangerouslySetInnerHTML={{ __html: EARLY_TAPS_STYLE }} />
    <script dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />
  </>,
);
