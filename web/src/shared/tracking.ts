/**
 * Attribution tracking (seed §3, §7): utm and ad-click parameters read from the
 * landing URL, kept in localStorage under one key, carried along internal links
 * and history navigation, and sent with each donation.
 *
 * This is essential storage disclosed in the cookie policy (DECISIONS §7): it never
 * leaves the visitor's browser except inside the donation they choose to make. A donor's
 * share code (`?ref=`) is kept with them, under the same key and lifetime, and is not
 * added to internal links: it leaves only inside a donation too.
 */

import {
  DEFAULT_TRACKING_SOURCE,
  TRACKING_FIELDS,
  TRACKING_RETENTION_DAYS,
  TRACKING_URL_PARAMS,
  TRACKING_VALUE_MAX_LENGTH,
  type TrackingParams,
} from '../../../rules/tracking.js';
import { REFERRAL_URL_PARAM, shareCodeOf } from '../../../rules/referral.js';

/** The one localStorage key holding the captured parameters. */
export const TRACKING_STORAGE_KEY = 'campanha:tracking';

const TRACKING_RETENTION_MS = TRACKING_RETENTION_DAYS * 24 * 60 * 60 * 1000;

interface StoredTracking {
  params: TrackingParams;
  /** The share code of a donor's link (`?ref=`, rules/referral.ts): part of the same origin of the visit. */
  ref?: string;
  capturedAt: number;
}

function cleanValue(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, TRACKING_VALUE_MAX_LENGTH) : undefined;
}

/**
 * The tracking parameters of a query string (`?utm_source=fb&gclid=1` or a
 * URLSearchParams), or null when it carries none. Pure.
 */
export function captureTrackingFromSearch(search: string | URLSearchParams): TrackingParams | null {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const params: TrackingParams = {};
  for (const field of TRACKING_FIELDS) {
    const value = cleanValue(query.get(TRACKING_URL_PARAMS[field]));
    if (value !== undefined) params[field] = value;
  }
  if (Object.keys(params).length === 0) return null;
  params.utmSource ??= DEFAULT_TRACKING_SOURCE;
  return params;
}

/**
 * `href` with the tracking parameters added, when it points inside `origin`.
 * Parameters already in the link win; external, mailto:, tel: and javascript:
 * links come back unchanged. Relative links stay relative. Pure.
 */
export function appendTrackingToHref(href: string, params: TrackingParams, origin: string): string {
  const entries = TRACKING_FIELDS.filter((field) => params[field] !== undefined);
  if (entries.length === 0) return href;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return href;
  }
  if (url.origin !== new URL(origin).origin) return href;
  let changed = false;
  for (const field of entries) {
    const name = TRACKING_URL_PARAMS[field];
    if (!url.searchParams.has(name)) {
      url.searchParams.set(name, params[field]!);
      changed = true;
    }
  }
  if (!changed) return href;
  const isAbsolute = /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
  return isAbsolute ? url.href : `${url.pathname}${url.search}${url.hash}`;
}

function readStored(storage: Storage, now: number): StoredTracking | null {
  try {
    const raw = storage.getItem(TRACKING_STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredTracking>;
    if (typeof stored.capturedAt !== 'number' || typeof stored.params !== 'object' || !stored.params) return null;
    if (now - stored.capturedAt > TRACKING_RETENTION_MS) {
      storage.removeItem(TRACKING_STORAGE_KEY);
      return null;
    }
    const params: TrackingParams = {};
    for (const field of TRACKING_FIELDS) {
      const value = (stored.params as Record<string, unknown>)[field];
      if (typeof value === 'string' && value) params[field] = value.slice(0, TRACKING_VALUE_MAX_LENGTH);
    }
    const ref = shareCodeOf(stored.ref);
    return { params, ...(ref && { ref }), capturedAt: stored.capturedAt };
  } catch {
    // Storage blocked (private mode) or tampered with: attribution is best effort.
    return null;
  }
}

function defaultStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The parameters kept for this visitor (empty when none or expired). Sent with each donation. */
export function getTrackingParams(storage: Storage | null = defaultStorage(), now = Date.now()): TrackingParams {
  if (!storage) return {};
  return readStored(storage, now)?.params ?? {};
}

/** The share code kept for this visitor (undefined when none or expired). Sent with each donation as `referredBy`. */
export function getReferral(storage: Storage | null = defaultStorage(), now = Date.now()): string | undefined {
  if (!storage) return undefined;
  return readStored(storage, now)?.ref;
}

/**
 * Keeps the parameters of a landing URL, with a donor's share code (`?ref=`) when it has
 * one. A new arrival replaces the previous one (last click wins); a URL without any keeps
 * what was stored. A share code alone sets no utm_source: it is its own channel.
 */
export function saveTrackingFromSearch(
  search: string,
  storage: Storage | null = defaultStorage(),
  now = Date.now(),
): TrackingParams {
  const captured = captureTrackingFromSearch(search);
  const ref = shareCodeOf(new URLSearchParams(search).get(REFERRAL_URL_PARAM));
  if (!storage) return captured ?? {};
  if (!captured && !ref) return getTrackingParams(storage, now);
  // The same utm carried back by an internal link (a page loaded in full) is the same visit: its share code stays.
  const previous = ref ? null : readStored(storage, now);
  const sameVisit = previous?.ref && JSON.stringify(previous.params) === JSON.stringify(captured ?? {});
  try {
    const kept = ref ?? (sameVisit ? previous.ref : undefined);
    const stored: StoredTracking = { params: captured ?? {}, ...(kept && { ref: kept }), capturedAt: now };
    storage.setItem(TRACKING_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Quota or blocked storage: the donation made in this page view still has them below.
  }
  return captured ?? {};
}

/**
 * Runs once on load: captures the landing URL's parameters (`landing`, the query string
 * the page was opened with), then keeps them on the address bar across in-app navigation
 * (history.pushState/replaceState) and on every internal link the visitor clicks.
 * Returns a function that undoes it.
 */
export function startTracking(win: Window = window, landing = win.location.search): () => void {
  const storage = (() => {
    try {
      return win.localStorage;
    } catch {
      return null;
    }
  })();
  let params = saveTrackingFromSearch(landing, storage);
  const origin = win.location.origin;
  const current = () => {
    // Re-read so a capture in another tab or a cleared storage is honoured.
    const stored = getTrackingParams(storage);
    if (Object.keys(stored).length > 0) params = stored;
    return params;
  };

  const history = win.history;
  const originalPush = history.pushState;
  const originalReplace = history.replaceState;
  const decorate = (url: string | URL | null | undefined) =>
    url === undefined || url === null ? url : appendTrackingToHref(String(url), current(), origin);
  history.pushState = function pushState(data: unknown, unused: string, url?: string | URL | null) {
    return originalPush.call(this, data, unused, decorate(url));
  };
  history.replaceState = function replaceState(data: unknown, unused: string, url?: string | URL | null) {
    return originalReplace.call(this, data, unused, decorate(url));
  };

  // Capture phase, so the href is decorated before the router or the browser follows it.
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    const anchor = target?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor) return;
    const href = anchor.getAttribute('href');
    if (!href || href.startsWith('#')) return;
    const decorated = appendTrackingToHref(href, current(), origin);
    if (decorated !== href) anchor.setAttribute('href', decorated);
  };
  win.document.addEventListener('click', onClick, true);

  // Links carry the parameters as rendered, not only when clicked: a long-pressed,
  // copied or shared link keeps the attribution too.
  const decorateLinks = (root: ParentNode) => {
    if (Object.keys(current()).length === 0) return;
    for (const anchor of Array.from(root.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
      const href = anchor.getAttribute('href')!;
      if (href.startsWith('#')) continue;
      const decorated = appendTrackingToHref(href, params, origin);
      if (decorated !== href) anchor.setAttribute('href', decorated);
    }
  };
  decorateLinks(win.document);
  const Observer = (win as Window & typeof globalThis).MutationObserver as typeof MutationObserver | undefined;
  const observer = Observer
    ? new Observer((records) => {
        for (const record of records) {
          const node = record.type === 'attributes' ? record.target.parentNode : record.target;
          if (node) decorateLinks(node as ParentNode);
        }
      })
    : null;
  observer?.observe(win.document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['href'] });

  return () => {
    history.pushState = originalPush;
    history.replaceState = originalReplace;
    win.document.removeEventListener('click', onClick, true);
    observer?.disconnect();
  };
}
