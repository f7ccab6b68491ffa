// The server's CSS stays where it is. Emotion adopts server-rendered <style data-emotion>
// elements by moving them within <head>, which makes the browser parse the page's 80 kB
// of CSS again while the entry script runs (docs/PERFORMANCE.md). The server marks its
// element with its own attribute instead, which Emotion does not look for, and the
// browser's cache is told which rules that element already holds.
import createCache, { type EmotionCache } from '@emotion/cache';

/** Emotion's default key: the class names the server rendered are `css-<name>`. */
export const EMOTION_KEY = 'css';

/** On the server's `<style>` element: the key, then the name of every rule it holds. */
export const SERVER_STYLES_ATTRIBUTE = 'data-ssr-emotion';

/** The browser's Emotion cache: it inserts only rules the server's element does not hold. */
export function browserEmotionCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  const names = document.querySelector(`style[${SERVER_STYLES_ATTRIBUTE}]`)?.getAttribute(SERVER_STYLES_ATTRIBUTE)?.split(' ');
  for (const name of names?.slice(1) ?? []) cache.inserted[name] = true;
  return cache;
}
