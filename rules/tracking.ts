/**
 * Attribution (seed §3, §7): the ad and campaign parameters a visit arrives with,
 * carried to the donation. The one list of them: the browser reads them from the URL,
 * the API validates and stores them, the organiser filters and exports by them.
 */

/** Field name (API, database) → URL query name, in the seed's order. */
export const TRACKING_URL_PARAMS = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
  gclid: 'gclid',
  gbraid: 'gbraid',
  wbraid: 'wbraid',
  keyword: 'keyword',
  matchtype: 'matchtype',
  network: 'network',
  device: 'device',
  adposition: 'adposition',
  target: 'target',
  placement: 'placement',
  adgroupid: 'adgroupid',
  campaignid: 'campaignid',
  creative: 'creative',
} as const;

export type TrackingField = keyof typeof TRACKING_URL_PARAMS;

export type TrackingParams = Partial<Record<TrackingField, string>>;

export const TRACKING_FIELDS = Object.keys(TRACKING_URL_PARAMS) as TrackingField[];

/** Longest value kept: they are labels; the browser cuts longer ones and the API refuses them. */
export const TRACKING_VALUE_MAX_LENGTH = 200;

/** Seed §3: the source is "google" when ad parameters arrive without utm_source. */
export const DEFAULT_TRACKING_SOURCE = 'google';

/** Matches the "conversões: 30 dias" lifetime the cookie policy discloses. */
export const TRACKING_RETENTION_DAYS = 30;

export function isTrackingField(name: string): name is TrackingField {
  return Object.prototype.hasOwnProperty.call(TRACKING_URL_PARAMS, name);
}
