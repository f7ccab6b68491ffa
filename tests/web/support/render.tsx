import type { MockLink } from '@apollo/client/testing';
import { useApolloClient } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { ThemeProvider } from '@mui/material/styles';
import { render, type RenderResult } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import type { ReactElement, ReactNode } from 'react';
import { createCache } from '../../../web/src/app/apollo';
import { LiveClientContext } from '../../../web/src/shared/liveData';
import { DonationLimitsQuery } from '../../../web/src/features/donation/hooks/useDonationLimits';
import { DedicationsOfferedDocument, MonthlyGivingDocument } from '../../../web/src/gql/graphql';
import { theme } from '../../../web/src/app/theme';
import { ToastProvider } from '../../../web/src/shared/toast';

// jsdom has no Web Crypto; the PIX dialog draws its idempotency keys from it.
if (!globalThis.crypto?.randomUUID) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
// Nor TextEncoder, which every browser has and the QR code library uses.
if (!globalThis.TextEncoder) Object.defineProperty(globalThis, 'TextEncoder', { value: TextEncoder, configurable: true });

/**
 * The app's real cache policies, theme and toasts around what is under test; the network
 * boundary (the GraphQL server) is replaced by Apollo's MockLink responses. A wrapper, so
 * that `rerender` keeps the providers; also what `renderHook` takes.
 */
export function apolloProviders(mocks: ReadonlyArray<MockLink.MockedResponse<any, any>> = [], cache = createCache()) {
  // The server inlines the campaign, with its donation limits, whether monthly giving is offered and type names,
  // into every page (api/src/web/state.tsx): the form never asks the network for them.
  const donationLimits = { __typename: 'DonationLimits', minAmount: '10.00', maxAmount: '50000.00', presetAmounts: [] };
  cache.writeQuery({ query: DonationLimitsQuery, data: { campaign: { __typename: 'Campaign', donationLimits } } as never });
  cache.writeQuery({
    query: MonthlyGivingDocument,
    data: { campaign: { __typename: 'Campaign', monthlyGiving: false } } as never,
  });
  // Dedications are offered unless the organiser turned them off.
  cache.writeQuery({
    query: DedicationsOfferedDocument,
    data: { campaign: { __typename: 'Campaign', dedications: true } } as never,
  });
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <MockedProvider mocks={mocks} cache={cache}>
        <LiveClient>
          <ThemeProvider theme={theme}>
            <ToastProvider>{children}</ToastProvider>
          </ThemeProvider>
        </LiveClient>
      </MockedProvider>
    );
  };
}

/** The first screen follows Apollo through its own context once the client has loaded (shared/liveData.ts): here, at once. */
function LiveClient({ children }: { children: ReactNode }) {
  return <LiveClientContext.Provider value={useApolloClient()}>{children}</LiveClientContext.Provider>;
}

export function renderWithApollo(
  ui: ReactElement,
  mocks: ReadonlyArray<MockLink.MockedResponse<any, any>> = [],
  cache = createCache(),
): RenderResult & { cache: ReturnType<typeof createCache> } {
  const result = render(ui, { wrapper: apolloProviders(mocks, cache) });
  return { ...result, cache };
}
