import { beforeEach, describe, expect, it } from '@jest/globals';
import { insertAdsPixel, removeAdsPixel } from '../../web/src/features/consent/pixel';
import {
  CONSENT_MAX_AGE_DAYS,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  parseConsent,
  resetConsentForTests,
  saveConsent,
} from '../../web/src/shared/consent';

const DAY = 24 * 60 * 60 * 1000;

describe('parseConsent', () => {
  const stored = (choice: object) => JSON.stringify({ analytics: true, marketing: false, version: CONSENT_VERSION, ...choice });

  it('keeps a choice for one year, then asks again', () => {
    expect(parseConsent(stored({ decidedAt: 0 }), CONSENT_MAX_AGE_DAYS * DAY)).toEqual({
      analytics: true,
      marketing: false,
      decidedAt: 0,
      version: CONSENT_VERSION,
    });
    expect(parseConsent(stored({ decidedAt: 0 }), CONSENT_MAX_AGE_DAYS * DAY + 1)).toBeNull();
  });

  it('ignores missing, malformed and outdated choices', () => {
    expect(parseConsent(null, 0)).toBeNull();
    expect(parseConsent('{oops', 0)).toBeNull();
    expect(parseConsent(stored({ decidedAt: 0, marketing: 'yes' }), 0)).toBeNull();
    expect(parseConsent(stored({ decidedAt: 0, version: CONSENT_VERSION - 1 }), 0)).toBeNull();
  });
});

describe('saveConsent', () => {
  beforeEach(() => {
    localStorage.clear();
    resetConsentForTests();
  });

  it('stores the choice under one key with the decision time', () => {
    saveConsent({ analytics: false, marketing: true }, 1234);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({
      analytics: false,
      marketing: true,
      decidedAt: 1234,
      version: CONSENT_VERSION,
    });
  });
});

describe('ads pixel script', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    delete window.pixelId;
  });

  it('is inserted once, async, into <head>, with the global id set', () => {
    expect(insertAdsPixel(document, { id: 'px-1', scriptUrl: 'https://cdn.example/pixel.js' })).toBe(true);
    expect(insertAdsPixel(document, { id: 'px-1', scriptUrl: 'https://cdn.example/pixel.js' })).toBe(false);
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://cdn.example/pixel.js');
    expect(scripts[0]!.async).toBe(true);
    expect(window.pixelId).toBe('px-1');
  });

  it('is removed with its id when consent is withdrawn', () => {
    expect(removeAdsPixel(document)).toBe(false);
    insertAdsPixel(document, { id: 'px-1', scriptUrl: 'https://cdn.example/pixel.js' });
    expect(removeAdsPixel(document)).toBe(true);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(window.pixelId).toBeUndefined();
  });
});
