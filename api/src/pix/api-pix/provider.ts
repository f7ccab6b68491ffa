import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';
import { centsToReais } from '../../../../rules/money.js';
import { PIX_EXPIRY_SECONDS } from '../../../../rules/pix.js';
import type { PixProvider } from '../charge.js';
import { ApiPixError, type ApiPixClient, type Cob } from './client.js';

/** The text the payer's bank app shows with the charge (API Pix allows 140 characters). */
const payerRequestOf = (config: Config) => `Doação - ${config.PIX_MERCHANT_NAME}`.slice(0, 140);

export const providerUnavailable = () =>
  new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 'Não foi possível gerar o código PIX agora. Tente novamente em instantes.');

/** `PIX_PROVIDER=api-pix`: the donor's code is the PSP's `pixCopiaECola` for `PUT /cob/{txid}`. */
export function apiPixProvider(config: Config, client: ApiPixClient): PixProvider {
  return {
    name: 'api-pix',
    async createCharge(request) {
      const original = centsToReais(request.amountCents);
      let cob: Cob | undefined;
      try {
        cob = await client.createCob(request.txid, {
          expiracaoSeconds: PIX_EXPIRY_SECONDS,
          original,
          chave: config.PIX_KEY,
          solicitacaoPagador: payerRequestOf(config),
        });
      } catch (error) {
        // A retry after a lost answer: the PSP already holds this txid, so use its charge when it is the same one.
        if (error instanceof ApiPixError && error.status !== undefined && error.status >= 400 && error.status < 500) {
          const existing = await client.getCob(request.txid).catch(() => undefined);
          if (existing?.status === 'ATIVA' && existing.valor.original === original) cob = existing;
        }
        if (!cob) throw providerUnavailable();
      }
      if (!cob.pixCopiaECola) throw providerUnavailable();
      const created = Date.parse(cob.calendario?.criacao ?? '');
      const expiresAt = Number.isNaN(created)
        ? request.expiresAt
        : new Date(Math.min(request.expiresAt.getTime(), created + cob.calendario.expiracao * 1000));
      return { pixCode: cob.pixCopiaECola, expiresAt };
    },
  };
}
