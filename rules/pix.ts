/** A PIX code is valid for 30 minutes after it is issued (seed §9): the API expires it, the dialog counts it down. */
export const PIX_EXPIRY_SECONDS = 1800;
