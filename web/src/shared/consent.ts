/**
 * The visitor's cookie choice (LGPD, DECISIONS §7): essential storage is always on;
 * marketing (the ads pixel) only after the visitor says yes; the site has no analytics, so
 * `analytics` is always saved false. Kept in localStorage for
 * one year, as the cookie policy says, and readable from any feature through
 * `useConsent`. The banner (features/consent) writes it; the footer reopens it.
 */
import { useSyncExternalStore } from 'react';

export const CONSENT_STORAGE_KEY = 'campanha:consent';
/** "Preferências: 1 ano" in the cookie policy. */
export const CONSENT_MAX_AGE_DAYS = 365;
const CONSENT_MAX_AGE_MS = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
/** Bump when the purposes change, so everyone is asked again. */
export const CONSENT_VERSION = 1;

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
  /** Epoch milliseconds of the decision. */
  decidedAt: number;
  version: number;
}

export interface ConsentState {
  /** Null until the visitor decides (or after the choice expires). */
  choice: ConsentChoice | null;
  /** True while the preferences dialog is open. */
  preferencesOpen: boolean;
}

/** Pure: the stored choice, or null when absent, malformed, outdated or older than a year. */
export function parseConsent(raw: string | null, now: number): ConsentChoice | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentChoice>;
    if (
      typeof value.analytics !== 'boolean' ||
      typeof value.marketing !== 'boolean' ||
      typeof value.decidedAt !== 'number' ||
      value.version !== CONSENT_VERSION
    )
      return null;
    if (now - value.decidedAt > CONSENT_MAX_AGE_MS || value.decidedAt > now + CONSENT_MAX_AGE_MS) return null;
    return { analytics: value.analytics, marketing: value.marketing, decidedAt: value.decidedAt, version: value.version };
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

let state: ConsentState = { choice: null, preferencesOpen: false };
let loaded = false;
const listeners = new Set<() => void>();

function load(): ConsentState {
  if (!loaded) {
    loaded = true;
    state = { choice: parseConsent(storage()?.getItem(CONSENT_STORAGE_KEY) ?? null, Date.now()), preferencesOpen: false };
  }
  return state;
}

function update(next: ConsentState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Records the visitor's decision (essential is implied) and closes the preferences. */
export function saveConsent(purposes: { analytics: boolean; marketing: boolean }, now = Date.now()): ConsentChoice {
  const choice: ConsentChoice = { ...purposes, decidedAt: now, version: CONSENT_VERSION };
  try {
    storage()?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Blocked storage: the choice holds for this page view and the banner asks again next time.
  }
  load();
  update({ choice, preferencesOpen: false });
  return choice;
}

export function openConsentPreferences(): void {
  update({ ...load(), preferencesOpen: true });
}

export function closeConsentPreferences(): void {
  update({ ...load(), preferencesOpen: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab decided: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CONSENT_STORAGE_KEY) return;
    update({ ...load(), choice: parseConsent(event.newValue, Date.now()) });
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const serverState: ConsentState = { choice: null, preferencesOpen: false };

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, load, () => serverState);
}

/** Tests start each case from a fresh page. */
export function resetConsentForTests(): void {
  loaded = false;
  state = { choice: null, preferencesOpen: false };
}
