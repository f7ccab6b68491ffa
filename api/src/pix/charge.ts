import type { Config } from '../config.js';

/** What a provider needs to charge one donation. */
export interface PixChargeRequest {
  donationId: string;
  /** 1–25 alphanumerics, unique per donation (donations/model.ts `txidOf`). */
  txid: string;
  amountCents: number;
  issuedAt: Date;
  /** issuedAt + PIX_EXPIRY_SECONDS (rules/pix.ts); a PSP may answer with its own. */
  expiresAt: Date;
}

export interface PixCharge {
  /** The "copia e cola" BR Code the donor pastes into a bank app. */
  pixCode: string;
  expiresAt: Date;
}

/**
 * Where a PIX charge comes from. `static` builds the BR Code from the organiser's key
 * (payment confirmed by the organiser or a webhook); `api-pix` asks a PSP through the
 * Banco Central "API Pix" (`PUT /cob/{txid}`).
 */
export interface PixProvider {
  readonly name: Config['PIX_PROVIDER'];
  createCharge(request: PixChargeRequest): Promise<PixCharge>;
}
