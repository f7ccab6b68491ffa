// The server's renderer (built by `vite build --ssr` into dist/ssr, loaded by
// api/src/web/ssr.ts): the same tree as main.tsx, rendered to HTML so the first paint
// does not wait for the JavaScript.
import { ApolloClient, ApolloLink } from '@apollo/client';
import createEmotionCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { createCache, DEFAULT_OPTIONS } from './app/apollo';
import { App } from './app/App';
import { writePageState, type PageState } from './app/pageState';
import { ServerAnswerContext, type ServerAnswer } from './shared/serverAnswer';
import { EMOTION_KEY, SERVER_STYLES_ATTRIBUTE } from './shared/emotionCache';
import { loadLiveDocuments } from './shared/liveData';

export { privatePageQuery } from './app/privatePages';

export interface RenderedPage {
  /** The markup for `<div id="root">`. */
  html: string;
  /** `<style>` elements for `<head>`: the CSS of exactly what `html` shows. */
  styles: string;
}

/**
 * Every rule the render used: class rules in one element that lists their names (the
 * browser's cache reads them and skips those rules: shared/emotionCache.ts), global rules
 * each in their own element, as Emotion's own server package writes them (found again by
 * `<Global>`).
 */
function styleElements(cache: EmotionCache, html: string): string {
  const names: string[] = [];
  let css = '';
  let globals = '';
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (html.includes(`${cache.key}-${name}`)) {
      names.push(name);
      css += rules;
    } else if (cache.registered[`${cache.key}-${name}`] === undefined) {
      // data-s: Emotion's mark for "already placed", so its cache leaves these where they are too.
      globals += `<style data-emotion="${cache.key}-global ${name}" data-s="">${rules}</style>`;
    }
  }
  // The browser's cache reads the names and leaves the element where it is (shared/emotionCache.ts).
  return `${globals}<style ${SERVER_STYLES_ATTRIBUTE}="${cache.key} ${names.join(' ')}">${css}</style>`;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return text;
}

/**
 * Renders one page. `path` is the request's path (no query: nothing on the page reads
 * it while rendering); `state` is what the server inlines for the client, so both
 * render from the same data and hydration matches, with a private page's own answer
 * (`private`: the donation its token reads, shared/serverAnswer.ts). Lazy sections are
 * awaited (`prerender`), so the whole page, not only the hero, is in the HTML.
 */
export async function renderPage(
  path: string,
  state: (PageState & { private?: ServerAnswer }) | null,
  signal?: AbortSignal,
): Promise<RenderedPage> {
  // The first screen reads the server's cache with its documents, loaded apart from its code (shared/liveData.ts).
  await loadLiveDocuments();
  const cache = createCache();
  if (state) writePageState(cache, state);
  // ssrMode and a link that answers nothing: queries not in the inlined state render
  // their loading state, as the browser's first render does, and nothing goes out.
  const client = new ApolloClient({ ssrMode: true, link: ApolloLink.empty(), cache, defaultOptions: DEFAULT_OPTIONS });
  const emotionCache = createEmotionCache({ key: EMOTION_KEY });
  // compat: Emotion records the rules in the cache instead of writing <style> elements into the markup.
  emotionCache.compat = true;
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  // React would leave a failed part for the browser to render, which it reports as an
  // error while hydrating: a page with any failure is refused, and the server sends
  // the client-only page instead.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <ServerAnswerContext.Provider value={state?.private ?? null}>
          <App client={client} path={path} Router={Router} />
        </ServerAnswerContext.Provider>
      </CacheProvider>
    </StrictMode>,
    // One block of HTML: without it React sends large sections apart, put in place by inline scripts.
    { signal, progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  const html = await streamToString(prelude);
  client.stop();
  if (errors.length) throw errors[0];
  return { html, styles: styleElements(emotionCache, html) };
}
