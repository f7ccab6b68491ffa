import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  TRACKING_STORAGE_KEY,
  appendTrackingToHref,
  captureTrackingFromSearch,
  getReferral,
  getTrackingParams,
  saveTrackingFromSearch,
  startTracking,
} from '../../web/src/shared/tracking';
import { TRACKING_RETENTION_DAYS } from '../../rules/tracking';
import { checkMonthlyForm } from '../../web/src/features/donation/monthly';

const ORIGIN = 'https://doe.example.org';

describe('captureTrackingFromSearch', () => {
  it('reads utm and ad-click parameters under their URL names', () => {
    expect(
      captureTrackingFromSearch(
        '?utm_source=fb&utm_medium=cpc&utm_campaign=x&utm_term=t&utm_content=c&gclid=123&gbraid=g&wbraid=w&keyword=k&matchtype=e&network=s&device=m&adposition=1t1&target=tg&placement=p&adgroupid=9&campaignid=8&creative=7',
      ),
    ).toEqual({
      utmSource: 'fb',
      utmMedium: 'cpc',
      utmCampaign: 'x',
      utmTerm: 't',
      utmContent: 'c',
      gclid: '123',
      gbraid: 'g',
      wbraid: 'w',
      keyword: 'k',
      matchtype: 'e',
      network: 's',
      device: 'm',
      adposition: '1t1',
      target: 'tg',
      placement: 'p',
      adgroupid: '9',
      campaignid: '8',
      creative: '7',
    });
  });

  it('defaults the source to google only when other parameters are present', () => {
    expect(captureTrackingFromSearch('?gclid=abc')).toEqual({ gclid: 'abc', utmSource: 'google' });
    expect(captureTrackingFromSearch('?page=2')).toBeNull();
    expect(captureTrackingFromSearch('')).toBeNull();
  });

  it('ignores blank values and cuts very long ones', () => {
    expect(captureTrackingFromSearch('?utm_source=%20%20&utm_campaign=')).toBeNull();
    const long = 'a'.repeat(500);
    expect(captureTrackingFromSearch(`?utm_source=${long}`)?.utmSource).toHaveLength(200);
  });
});

describe('appendTrackingToHref', () => {
  const params = { utmSource: 'fb', gclid: '123' };

  it('adds the parameters to relative internal links, keeping path and hash', () => {
    expect(appendTrackingToHref('/privacy', params, ORIGIN)).toBe('/privacy?utm_source=fb&gclid=123');
    expect(appendTrackingToHref('/#historia', params, ORIGIN)).toBe('/?utm_source=fb&gclid=123#historia');
    expect(appendTrackingToHref('/terms?x=1', params, ORIGIN)).toBe('/terms?x=1&utm_source=fb&gclid=123');
  });

  it('keeps absolute internal links absolute', () => {
    expect(appendTrackingToHref(`${ORIGIN}/cookies`, params, ORIGIN)).toBe(`${ORIGIN}/cookies?utm_source=fb&gclid=123`);
  });

  it('leaves external and non-http links and links that already carry the values alone', () => {
    expect(appendTrackingToHref('https://wa.me/5511999999999', params, ORIGIN)).toBe('https://wa.me/5511999999999');
    expect(appendTrackingToHref('mailto:a@b.org', params, ORIGIN)).toBe('mailto:a@b.org');
    expect(appendTrackingToHref('/?utm_source=whatsapp&gclid=1', params, ORIGIN)).toBe('/?utm_source=whatsapp&gclid=1');
    expect(appendTrackingToHref('/privacy', {}, ORIGIN)).toBe('/privacy');
  });
});

describe('stored parameters', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the landing parameters under one key and returns them later', () => {
    saveTrackingFromSearch('?utm_source=fb&utm_campaign=x&gclid=123', localStorage, 1000);
    expect(Object.keys(localStorage)).toEqual([TRACKING_STORAGE_KEY]);
    saveTrackingFromSearch('', localStorage, 2000);
    expect(getTrackingParams(localStorage, 3000)).toEqual({ utmSource: 'fb', utmCampaign: 'x', gclid: '123' });
  });

  it('lets a new ad click replace the previous one', () => {
    saveTrackingFromSearch('?utm_source=fb&utm_campaign=x', localStorage, 1000);
    saveTrackingFromSearch('?gclid=9', localStorage, 2000);
    expect(getTrackingParams(localStorage, 3000)).toEqual({ utmSource: 'google', gclid: '9' });
  });

  it('forgets parameters older than the disclosed retention', () => {
    saveTrackingFromSearch('?utm_source=fb', localStorage, 0);
    const day = 24 * 60 * 60 * 1000;
    expect(getTrackingParams(localStorage, TRACKING_RETENTION_DAYS * day)).toEqual({ utmSource: 'fb' });
    expect(getTrackingParams(localStorage, TRACKING_RETENTION_DAYS * day + 1)).toEqual({});
    expect(localStorage.getItem(TRACKING_STORAGE_KEY)).toBeNull();
  });

  it('survives a tampered value', () => {
    localStorage.setItem(TRACKING_STORAGE_KEY, '{not json');
    expect(getTrackingParams(localStorage)).toEqual({});
    localStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify({ capturedAt: Date.now(), params: { gclid: 5, x: 'y' } }));
    expect(getTrackingParams(localStorage)).toEqual({});
  });
});

describe('startTracking', () => {
  let stop: () => void = () => {};
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/?utm_source=fb&gclid=123');
    stop = startTracking(window);
  });
  afterEach(() => stop());

  it('captures on load and keeps the parameters across history navigation', () => {
    expect(getTrackingParams()).toEqual({ utmSource: 'fb', gclid: '123' });
    window.history.pushState(null, '', '/privacy');
    expect(window.location.pathname + window.location.search).toBe('/privacy?utm_source=fb&gclid=123');
  });

  it('decorates internal links when they are clicked, not external ones', () => {
    document.body.innerHTML = '<a href="/terms">Termos</a><a href="https://wa.me/1">WhatsApp</a>';
    const [internal, external] = Array.from(document.querySelectorAll('a'));
    internal!.addEventListener('click', (event) => event.preventDefault());
    external!.addEventListener('click', (event) => event.preventDefault());
    internal!.click();
    external!.click();
    expect(internal!.getAttribute('href')).toBe('/terms?utm_source=fb&gclid=123');
    expect(external!.getAttribute('href')).toBe('https://wa.me/1');
  });

  it('stops decorating once undone', () => {
    stop();
    window.history.pushState(null, '', '/cookies');
    expect(window.location.search).toBe('');
  });
});

describe("a donor's share link (?ref=)", () => {
  beforeEach(() => localStorage.clear());

  it('keeps the code with the visit, for the same 30 days, and sets no utm_source for it', () => {
    const start = Date.UTC(2026, 2, 1);
    expect(saveTrackingFromSearch('?ref=ab12cd34', localStorage, start)).toEqual({});
    expect(getReferral(localStorage, start)).toBe('AB12CD34');
    expect(getTrackingParams(localStorage, start)).toEqual({});
    expect(getReferral(localStorage, start + TRACKING_RETENTION_DAYS * 86_400_000 + 1)).toBeUndefined();
  });

  it('is kept whatever the visitor chose in the consent banner: the visit origin is essential storage', () => {
    localStorage.setItem('campanha:consent', JSON.stringify({ marketing: false, decidedAt: Date.now() }));
    saveTrackingFromSearch('?ref=AB12CD34&utm_source=whatsapp', localStorage);
    expect(getReferral(localStorage)).toBe('AB12CD34');
  });

  it('ignores a malformed code, survives a page loaded by an internal link, and is replaced by a new arrival', () => {
    saveTrackingFromSearch('?ref=<x>', localStorage);
    expect(getReferral(localStorage)).toBeUndefined();
    saveTrackingFromSearch('?ref=AB12CD34&utm_source=whatsapp', localStorage);
    // An internal link carries the utm back (never the code): the same visit.
    saveTrackingFromSearch('?utm_source=whatsapp', localStorage);
    expect(getReferral(localStorage)).toBe('AB12CD34');
    // Another campaign's link: a new origin.
    saveTrackingFromSearch('?utm_source=instagram', localStorage);
    expect(getReferral(localStorage)).toBeUndefined();
  });

  it('rides with a monthly donation as with a one-off one, so every month counts for the link', () => {
    const values = {
      name: 'Maria das Dores Silva',
      email: 'maria@example.com',
      phone: '',
      cpf: '529.982.247-25',
      isAnonymous: false,
      wantsUpdates: false,
      message: '',
      amount: '30',
    };
    const limits = { minCents: 500, maxCents: 1_000_000, presetCents: [] };
    const without = checkMonthlyForm(values, { dayOfMonth: 10, payFirstNow: true }, limits);
    expect(without.ok && without.request.referredBy).toBeUndefined();
    saveTrackingFromSearch('?ref=ab12cd34', localStorage);
    const checked = checkMonthlyForm(values, { dayOfMonth: 10, payFirstNow: true }, limits);
    expect(checked.ok && checked.request.referredBy).toBe('AB12CD34');
  });

  it('stays off internal links', () => {
    window.history.replaceState(null, '', '/?ref=AB12CD34&utm_source=whatsapp');
    document.body.innerHTML = '<a id="internal" href="/transparencia">Transparência</a>';
    const stop = startTracking(window);
    const href = document.getElementById('internal')!.getAttribute('href');
    stop();
    expect(href).toContain('utm_source=whatsapp');
    expect(href).not.toContain('ref=');
  });
});
