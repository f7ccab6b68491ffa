import { createHash } from 'node:crypto';
import { type IRouter } from 'express';
import { DONATE_PATH } from '../web/pages.js';

/**
 * The few lines that enhance /doar's code page where JavaScript runs (a donor whose tap came
 * before the app was ready lands there): a button that copies the code, the donation's
 * status read until paid, then "Pagamento confirmado" with the share step the server drew
 * hidden. Not the app: a file of its own under this site, so the CSP's script-src 'self'
 * runs it with no inline script, and a phone downloads it once (its name is its hash).
 *
 * Plain ES5 with fetch and promises, for old phones' browsers. Everything it shows is in the
 * page already (donate.tsx CodePage): it only reveals and hides by id.
 */
const SCRIPT = [
  '(function(){',
  "var root=document.getElementById('pix');if(!root)return;",
  'function el(id){return document.getElementById(id);}',
  "var status=el('pix-situacao');function say(text){status.textContent=text;}",
  // The async clipboard where the page is secure; else a hidden textarea and execCommand, as old WebViews need.
  "function legacyCopy(text){var t=document.createElement('textarea');t.value=text;t.setAttribute('readonly','');",
  "t.style.position='fixed';t.style.top='0';t.style.opacity='0';document.body.appendChild(t);t.select();",
  "var ok=false;try{ok=document.execCommand('copy');}catch(e){}document.body.removeChild(t);return ok;}",
  'function copyText(text){if(navigator.clipboard&&window.isSecureContext)',
  'return navigator.clipboard.writeText(text).then(function(){return true;},function(){return legacyCopy(text);});',
  'return Promise.resolve(legacyCopy(text));}',
  'function copier(button,text,done,failed,where){button.hidden=false;var label=button.textContent;',
  "button.addEventListener('click',function(){copyText(text).then(function(ok){button.textContent=ok?done:label;",
  'where.textContent=ok?done:failed;setTimeout(function(){button.textContent=label;},4000);});});}',
  "copier(el('pix-copiar'),el('pix-code').textContent.trim(),'Código copiado!',",
  "'Não foi possível copiar: toque e segure o código.',el('pix-copiado'));",
  'el(\'pix-dica\').textContent=\'Toque em "Copiar código PIX" e, no app do banco, escolha "PIX Copia e Cola".\';',
  "var link=el('pix-seu-link');if(link){copier(el('pix-copiar-link'),link.textContent.trim(),'Link copiado!',",
  "'Não foi possível copiar. Seu link está abaixo.',el('pix-link-copiado'));",
  "var share=el('pix-compartilhar');if(typeof navigator.share==='function'){share.hidden=false;",
  "share.addEventListener('click',function(){navigator.share({text:share.getAttribute('data-text'),url:link.textContent.trim()})",
  '.catch(function(){});});}}',
  // The app's interval (usePixCharge STATUS_POLL_INTERVAL_MS); a payment a minute past the code's end still counts.
  "var id=root.getAttribute('data-donation'),token=root.getAttribute('data-token');",
  "var until=Date.parse(root.getAttribute('data-expires'))+60000,timer=0,busy=false,over=false;",
  "var QUERY='query($id:ID!,$token:String!){donationStatus(id:$id,accessToken:$token){status}}';",
  'function stop(text){over=true;clearTimeout(timer);if(text)say(text);}',
  "function paid(){stop('');el('pix-pagar').hidden=true;var done=el('pix-pago');done.hidden=false;",
  // The heading takes the focus: a screen reader says it, and the page scrolls to it.
  "el('pix-pago-titulo').focus();}",
  'function check(){if(over||busy)return;clearTimeout(timer);',
  "if(Date.now()>until){stop('O código expirou. Se você já pagou, a confirmação chega no seu e-mail.');return;}",
  'if(document.hidden){timer=setTimeout(check,3000);return;}busy=true;',
  "fetch('/graphql',{method:'POST',headers:{'content-type':'application/json'},cache:'no-store',",
  'body:JSON.stringify({query:QUERY,variables:{id:id,token:token}})})',
  '.then(function(r){return r.json();}).then(function(body){',
  'var s=body&&body.data&&body.data.donationStatus&&body.data.donationStatus.status;',
  "if(s==='PAID')paid();else if(s==='EXPIRED')stop('O código expirou. Volte para a campanha para gerar outro.');",
  // Unknown (erased meanwhile): nothing more to read. Any other error (a limit, a restart) is tried again.
  "else if(!s&&body&&body.errors&&body.errors[0].extensions&&body.errors[0].extensions.code==='NOT_FOUND')stop('');},function(){})",
  '.then(function(){busy=false;if(!over)timer=setTimeout(check,3000);});}',
  "say('Aguardando o pagamento…');timer=setTimeout(check,3000);",
  // Back from the bank's app: look at once rather than at the next tick.
  "document.addEventListener('visibilitychange',function(){if(!document.hidden)check();});",
  '})();',
].join('\n');

const hash = createHash('sha256').update(SCRIPT).digest('hex').slice(0, 12);

/** Where the script is served: named by its hash, so it is kept for a year and a new release names a new file. */
export const PAGE_SCRIPT_PATH = `${DONATE_PATH}/pix-${hash}.js`;

export function pageScriptRoutes(router: IRouter): void {
  router.get(PAGE_SCRIPT_PATH, (_req, res) => {
    res
      .type('text/javascript; charset=utf-8')
      .setHeader('Cache-Control', 'public, max-age=31536000, immutable')
      .setHeader('X-Content-Type-Options', 'nosniff')
      .send(SCRIPT);
  });
}
