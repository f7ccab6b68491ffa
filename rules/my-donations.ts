/**
 * "Minhas doações": a donor types their e-mail and gets, at that address only, a link
 * that lists every donation made with it. The site's footer and the e-mails link here.
 */
export const MY_DONATIONS_PATH = '/minhas-doacoes';

/** How long the e-mailed link works (issue 29: 24 hours). */
export const MY_DONATIONS_LINK_HOURS = 24;
