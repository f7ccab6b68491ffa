import { renderToStaticMarkup } from 'react-dom/server';

/**
 * The app's scripts start once the page has painted. On a phone's slow link the server's
 * HTML (the whole first screen, with its CSS) and the scripts (about 120 kB compressed)
 * share the bandwidth when the scripts are fetched from the <head>, so the first paint
 * waits for bytes it does not need: the page is readable and every donate button works
 * (links, the server's form, taps held by early-taps.ts) before any script runs. Started
 * from the first contentful paint, the scripts come right after it, the same files in
 * the same order.
 */

/** The entry module and the chunks it needs at once, as Vite wrote them in the built index.html. */
export interface AppStart {
  entry: string;
  preloads: string[];
}

const ENTRY_TAG = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const PRELOAD_TAG = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/** Takes the entry's and the preloads' tags out of the template: the starter script loads them instead. */
export function takeAppStart(template: string): { template: string; start: AppStart } {
  const entries = [...template.matchAll(ENTRY_TAG)].map((match) => match[1]!);
  if (entries.length !== 1) throw new Error(`index.html should have one module entry script, found ${entries.length}`);
  const entry = entries[0]!;
  const preloads = [...template.matchAll(PRELOAD_TAG)].map((match) => match[1]!).filter((href) => href !== entry);
  return { template: template.replace(ENTRY_TAG, '').replace(PRELOAD_TAG, ''), start: { entry, preloads } };
}

/**
 * Starts the scripts when the first contentful paint is reported (after it was shown),
 * or a frame after this point where paint timing is missing. A page that never paints
 * (opened in a background tab) still starts within 3 s. The modules are fetched as the
 * <head>'s tags fetched them: anonymous CORS, the preloads beside the entry.
 */
export const APP_START_SCRIPT = `(function(){var me=document.currentScript,started=false;function start(){if(started)return;started=true;var p=me.getAttribute('data-preload').split(' ');for(var i=0;i<p.length;i++){if(!p[i])continue;var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=p[i];document.head.appendChild(l);}var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=me.getAttribute('data-entry');document.body.appendChild(s);}var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];if(types.indexOf('paint')>=0){new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();start();}}).observe({type:'paint',buffered:true});}else{requestAnimationFrame(function(){setTimeout(start,0);});}setTimeout(start,3000);})();`;

/** The starter as a tag for the end of <body>; the policy allows it by its script's hash (security/http.ts). */
export function appStartTag(start: AppStart): string {
  return renderToStaticMarkup(
    <script
      data-entry={start.entry}
      data-preload={start.preloads.join(' ')}
      dangerouslySetInnerHTML={{ __html: APP_START_SCRIPT }}
    />,
  );
}
