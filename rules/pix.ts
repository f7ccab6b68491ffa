/** A PIX code is valid for 30 minutes after it is issued (seed §9): the API expires it, the dialog counts it down. */
export const PIX_EXPIRY_SECONDS = 1800;

/** Banco Central's states of a refund ("devolução"): asked, done, or refused by the SPI. */
export const REFUND_STATUSES = ['EM_PROCESSAMENTO', 'DEVOLVIDO', 'NAO_REALIZADO'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
