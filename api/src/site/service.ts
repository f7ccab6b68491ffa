import type { Config } from '../config.js';

export interface AdsPixel {
  id: string;
  scriptUrl: string;
}

export interface SiteConfig {
  publicUrl: string | null;
  adsPixel: AdsPixel | null;
}

/** The ads pixel needs both its id and its script; with either missing the page loads none. */
export function adsPixelOf(config: Config): AdsPixel | null {
  if (!config.ADS_PIXEL_ID || !config.ADS_PIXEL_SCRIPT_URL) return null;
  return { id: config.ADS_PIXEL_ID, scriptUrl: config.ADS_PIXEL_SCRIPT_URL };
}

/** PUBLIC_URL without a trailing slash, so paths can be appended. */
export function publicUrlOf(config: Config): string | null {
  return config.PUBLIC_URL ? config.PUBLIC_URL.replace(/\/+$/, '') : null;
}

export function getSiteConfig(config: Config): SiteConfig {
  return { publicUrl: publicUrlOf(config), adsPixel: adsPixelOf(config) };
}
