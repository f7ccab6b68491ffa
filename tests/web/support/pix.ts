import { GraphQLError } from 'graphql';
import { CreateDonationMutation, DonationStatusQuery, IssuePixCodeMutation } from '../../../web/src/features/pix/api';
import { PixHolderQuery } from '../../../web/src/shared/usePixHolder';
import { PIX_EXPIRY_SECONDS } from '../../../rules/pix';

/** The PIX server's answers, shaped as the schema's types (with __typename, as the server sends). */
export const donationRequest = { name: 'Maria Silva', email: 'maria@exemplo.com.br', amount: '50.00', isAnonymous: false };

export const PIX_CODE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000520400005303986540550.005802BR5913Fulano de Tal6008BRASILIA62070503***6304ABCD';

const anyVariables = () => true;

/** createDonation answering donation `d1` (or refusing a field, or failing on the network);
 * records the idempotency keys sent. */
export function createMock(keys: string[], outcome: 'ok' | 'network' | { field: string; message: string } = 'ok') {
  if (outcome === 'network') {
    // No result to record the key in: the matcher records it (possibly more than once).
    const recordKey = (variables: any) => (keys.push(variables.input.idempotencyKey), true);
    return { request: { query: CreateDonationMutation, variables: recordKey }, error: new Error('Failed to fetch') };
  }
  return {
    request: { query: CreateDonationMutation, variables: anyVariables },
    result: (variables: any) => {
      keys.push(variables.input.idempotencyKey);
      if (typeof outcome === 'object') {
        return { errors: [new GraphQLError(outcome.message, { extensions: { code: 'BAD_USER_INPUT', field: outcome.field } })] };
      }
      return {
        data: {
          createDonation: {
            __typename: 'DonationReceipt',
            id: 'd1',
            accessToken: 'token-d1',
            donorUrl: '/minha-doacao/token-d1',
          },
        },
      };
    },
  };
}

export const pixMock = (expiresInSeconds = PIX_EXPIRY_SECONDS) => ({
  request: { query: IssuePixCodeMutation, variables: { donationId: 'd1', accessToken: 'token-d1' } },
  result: () => ({
    data: {
      pixCode: {
        __typename: 'PixCharge',
        donationId: 'd1',
        pixCode: PIX_CODE,
        amount: '50.00',
        expiresAt: new Date(Date.now() + expiresInSeconds * 1000).toISOString(),
      },
    },
  }),
});

export const statusMock = (status: 'PENDING' | 'PAID' | 'EXPIRED', maxUsageCount = Number.POSITIVE_INFINITY) => ({
  request: { query: DonationStatusQuery, variables: { id: 'd1', accessToken: 'token-d1' } },
  result: { data: { donationStatus: { __typename: 'DonationStatusInfo', id: 'd1', status, paidAt: null } } },
  maxUsageCount,
});

/** Who receives the PIX (Campaign.pixHolder), as the dialog reads it once; null while the organiser has not recorded it. */
export const holderMock = (holder: { name: string; document: string; line: string } | null = null) => ({
  request: { query: PixHolderQuery },
  result: {
    data: { campaign: { __typename: 'Campaign', pixHolder: holder && { __typename: 'PixHolder', ...holder } } },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
