import type { Config } from '../config.js';
import type { Deps } from '../deps.js';
import { apiPixProvider } from './api-pix/provider.js';
import { encodeBrCode } from './brcode.js';

/** A PIX code is valid for 30 minutes after it is issued (seed §9). */
export const PIX_EXPIRY_SECONDS = 1800;

/** What a provider needs to charge one donation. */
export interface PixChargeRequest {
  donationId: string;
  /** 1–25 alphanumerics, unique per donation (donations/model.ts `txidOf`). */
  txid: string;
  amountCents: number;
  issuedAt: Date;
  /** issuedAt + PIX_EXPIRY_SECONDS; a PSP may answer with its own. */
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

export function staticPixProvider(config: Pick<Config, 'PIX_KEY' | 'PIX_MERCHANT_NAME' | 'PIX_MERCHANT_CITY'>): PixProvider {
  return {
    name: 'static',
    createCharge: (request) =>
      Promise.resolve({
        pixCode: encodeBrCode({
          key: config.PIX_KEY,
          amountCents: request.amountCents,
          merchantName: config.PIX_MERCHANT_NAME,
          merchantCity: config.PIX_MERCHANT_CITY,
          txid: request.txid,
        }),
        expiresAt: request.expiresAt,
      }),
  };
}

/** The provider PIX_PROVIDER names. */
export function createPixProvider(deps: Deps): PixProvider {
  switch (deps.config.PIX_PROVIDER) {
    case 'static':
      return staticPixProvider(deps.config);
    case 'api-pix':
      return apiPixProvider(deps.config);
  }
}

// One provider per configuration: a PSP client may keep a token between calls.
const providers = new WeakMap<Config, PixProvider>();

export function pixProviderFor(deps: Deps): PixProvider {
  let provider = providers.get(deps.config);
  if (!provider) {
    provider = createPixProvider(deps);
    providers.set(deps.config, provider);
  }
  return provider;
}
