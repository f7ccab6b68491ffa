/**
 * The donor's consent to the campaign's updates by e-mail (LGPD art. 8: given by a clear,
 * unticked box, and recorded with when and which text). A new wording gets a new version,
 * so each consent on record says which sentence the donor agreed to.
 */
export const UPDATES_CONSENT_TEXT = 'Quero receber novidades da campanha por e-mail';
export const UPDATES_CONSENT_VERSION = 'novidades-v1';

/** Where the updates' unsubscribe link points: `/novidades/parar/<donation id>.<token>`. */
export const STOP_UPDATES_PATH = '/novidades/parar';
/** Where the payment e-mail's link confirms updates for an address that had stopped them. */
export const RESUME_UPDATES_PATH = '/novidades/voltar';
