import type { Config } from '../config.js';
import { memorySlot, type Deps } from '../deps.js';
import { apiPixClientFor } from './api-pix/client.js';
import { apiPixProvider } from './api-pix/provider.js';
import { encodeBrCode } from './brcode.js';
import type { PixProvider } from './charge.js';

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
      return apiPixProvider(deps.config, apiPixClientFor(deps));
  }
}

// One provider per app: a PSP client may keep a token between calls.
const provider = memorySlot('PIX provider', () => ({ current: null as PixProvider | null }));

export function pixProviderFor(deps: Deps): PixProvider {
  const kept = deps.memory.get(provider);
  return (kept.current ??= createPixProvider(deps));
}
