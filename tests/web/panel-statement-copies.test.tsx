import { jest } from '@jest/globals';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackProvider } from '../../web/src/panel/feedback';
import { StatementScreen } from '../../web/src/panel/screens/statement/StatementScreen';
import { PanelStatementLinesQueryDocument } from '../../web/src/panel/screens/statement/useStatement';
import { served } from './support/served';

/** The import's summary as POST /api/admin/statements answers it: the OFX copy of a CSV already imported. */
const SUMMARY = {
  id: '6650f0c2a1b2c3d4e5f60719',
  at: '2026-12-02T12:00:00.000Z',
  fileName: 'extrato-dezembro.ofx',
  format: 'OFX',
  account: '0341/0157/012345',
  firstDay: '2026-12-01',
  lastDay: '2026-12-01',
  credits: 1,
  debits: 0,
  inserted: 1,
  alreadyImported: 0,
  matched: 0,
  unmatched: 0,
  ignored: 0,
  copies: 1,
};

const empty = served(PanelStatementLinesQueryDocument, {
  statementLines: {
    __typename: 'StatementLineConnection',
    nodes: [],
    pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
  },
});

describe('the Extrato bancário screen: a deposit another file already brought', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('says the import found a copy of an earlier file, which does not count again', async () => {
    // jsdom has no Response: what the upload reads of one.
    globalThis.fetch = jest.fn(
      async () => ({ ok: true, status: 201, json: async () => SUMMARY }) as unknown as Response,
    ) as typeof fetch;
    const request = { query: PanelStatementLinesQueryDocument, variables: { status: 'UNMATCHED' } };
    const { container } = render(
      <MockedProvider
        mocks={[
          { request, result: empty },
          { request, result: empty },
        ]}
      >
        <FeedbackProvider>
          <StatementScreen />
        </FeedbackProvider>
      </MockedProvider>,
    );
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['OFXHEADER:100'], 'extrato-dezembro.ofx'));
    const summary = await screen.findByText(/extrato-dezembro\.ofx/);
    expect(summary.closest('[role="alert"]')).toHaveTextContent(
      '0 ignorados e 1 cópia de lançamentos de outro extrato já importado (o mesmo depósito em outro formato: não contam de novo).',
    );
  });
});
