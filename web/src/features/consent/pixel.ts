/** Marks the ads pixel's script so it is inserted once and found again to remove. */
export const ADS_PIXEL_SCRIPT_ATTRIBUTE = 'data-ads-pixel';

declare global {
  interface Window {
    /** The global identifier the ads pixel script reads (seed §7). */
    pixelId?: string;
  }
}

/**
 * Inserts the ads pixel script asynchronously into <head>, once. Call only after
 * marketing consent (DECISIONS §7). Returns true when it inserted it now.
 */
export function insertAdsPixel(doc: Document, pixel: { id: string; scriptUrl: string }): boolean {
  if (doc.head.querySelector(`script[${ADS_PIXEL_SCRIPT_ATTRIBUTE}]`)) return false;
  const view = doc.defaultView;
  if (view) view.pixelId = pixel.id;
  const script = doc.createElement('script');
  script.async = true;
  script.src = pixel.scriptUrl;
  script.setAttribute(ADS_PIXEL_SCRIPT_ATTRIBUTE, '');
  doc.head.appendChild(script);
  return true;
}

/** Removes the script tag; returns true when there was one (what it already ran stays until a reload). */
export function removeAdsPixel(doc: Document): boolean {
  const script = doc.head.querySelector(`script[${ADS_PIXEL_SCRIPT_ATTRIBUTE}]`);
  if (!script) return false;
  script.remove();
  if (doc.defaultView) delete doc.defaultView.pixelId;
  return true;
}
