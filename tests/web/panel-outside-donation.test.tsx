import { describe, expect, it } from '@jest/globals';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brasiliaDayOf } from '../../rules/brasilia-time';
import { FeedbackProvider } from '../../web/src/panel/feedback';
import type { OutsideDonationInput } from '../../web/src/panel/gql/graphql';
import { DonationsScreen } from '../../web/src/panel/screens/donations/DonationsScreen';
import { PanelDonationsQueryDocument } from '../../web/src/panel/screens/donations/useDonations';
import {
  CorrectOutsideDonationMutation,
  RegisterOutsideDonationMutation,
} from '../../web/src/panel/screens/donations/useOutsideDonation';
import { served } from './support/served';

// Issue 37, goal 2: the panel's form for money received outside the site.

const registered = {
  __typename: 'AdminDonation' as const,
  id: '6650f0c2a1b2c3d4e5f60718',
  status: 'PAID' as const,
  amount: '250.00',
  name: 'Aparecida Souza',
  email: '',
  phone: '',
  cpf: '',
  isAnonymous: false,
  message: '',
  txid: 'registered:6650f0c2a1b2c3d4e5f60718',
  createdAt: '2026-11-23T17:05:00.000Z',
  pixIssuedAt: null,
  expiresAt: '2026-11-23T17:05:00.000Z',
  paidAt: '2026-11-23T15:00:00.000Z',
  confirmedBy: 'admin',
  origin: 'REGISTERED' as const,
  payerMessage: '',
  dedication: null,
  publishedAt: null,
  outside: {
    __typename: 'OutsideDetails' as const,
    method: 'CASH' as const,
    receivedOn: '2026-11-22',
    note: 'Envelope da missa.',
    proofs: [],
    annulledAt: null,
    annulReason: '',
    replacedBy: null,
    replaces: null,
  },
  tracking: { __typename: 'Tracking' as const, utmSource: '', utmMedium: '', utmCampaign: '', gclid: '' },
};

const list = (nodes: (typeof registered)[]) =>
  served(PanelDonationsQueryDocument, {
    donations: {
      __typename: 'AdminDonationConnection',
      nodes,
      pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
    },
  });

/** The donations screen over `nodes`, read again after each save; `extra` answers the mutations. */
function renderScreen(nodes: (typeof registered)[], extra: MockLink.MockedResponse[]) {
  const listed: MockLink.MockedResponse = {
    request: { query: PanelDonationsQueryDocument, variables: { filter: {} } },
    result: list(nodes),
    maxUsageCount: 10,
  };
  render(
    <MockedProvider mocks={[listed, ...extra]}>
      <FeedbackProvider>
        <DonationsScreen />
      </FeedbackProvider>
    </MockedProvider>,
  );
}

async function openForm() {
  await userEvent.click(screen.getByRole('button', { name: 'Registrar doação recebida fora do site' }));
  return screen.getByRole('dialog', { name: 'Registrar doação recebida fora do site' });
}

describe('registering a donation received outside the site', () => {
  it('answers in pt-BR, field by field, before anything is sent', async () => {
    renderScreen([], []);
    const form = await openForm();
    expect(within(form).getByLabelText('Recebida em')).toHaveValue(brasiliaDayOf(new Date()));
    const showName = within(form).getByRole('checkbox', { name: 'Mostrar o primeiro nome na página' });
    expect(showName).not.toBeChecked();
    // No name, nothing to show: the box waits for one.
    expect(showName).toBeDisabled();

    await userEvent.click(within(form).getByRole('button', { name: 'Registrar doação' }));
    const amount = within(form).getByRole('textbox', { name: 'Valor (R$)' });
    expect(amount).toBeInvalid();
    expect(amount).toHaveAccessibleDescription('Valor inválido: use reais com até duas casas decimais, como "150,00".');

    await userEvent.type(amount, '0');
    const receivedOn = within(form).getByLabelText('Recebida em');
    await userEvent.clear(receivedOn);
    await userEvent.type(receivedOn, '2999-01-01');
    await userEvent.type(within(form).getByRole('textbox', { name: 'E-mail (opcional)' }), 'cida@');
    await userEvent.click(within(form).getByRole('button', { name: 'Registrar doação' }));
    expect(amount).toHaveAccessibleDescription('O valor deve ser maior que zero.');
    expect(receivedOn).toHaveAccessibleDescription('A data do recebimento não pode estar no futuro.');
    expect(within(form).getByRole('textbox', { name: 'E-mail (opcional)' })).toBeInvalid();
    // Nothing was sent: a mutation without a mock would have failed the test on the console.
  });

  it('registers once on a double tap, with one idempotency key for the opening of the form', async () => {
    const sent: OutsideDonationInput[] = [];
    const register: MockLink.MockedResponse = {
      request: {
        query: RegisterOutsideDonationMutation,
        variables: (variables: { input: OutsideDonationInput }) => {
          sent.push(variables.input);
          return true;
        },
      },
      result: served(RegisterOutsideDonationMutation, {
        registerOutsideDonation: { __typename: 'AdminDonation', id: registered.id, amount: '250.00' },
      }),
      maxUsageCount: 2,
    };
    renderScreen([], [register]);
    const form = await openForm();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Valor (R$)' }), '250,00');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nome de quem doou (opcional)' }), 'Aparecida Souza');
    // Two taps before React draws the button disabled: the second must find the form already sending.
    const submit = within(form).getByRole('button', { name: 'Registrar doação' });
    act(() => {
      submit.click();
      submit.click();
    });
    await screen.findByText(/Doação de R\$\s250,00 \(dinheiro\) registrada\. Já conta no arrecadado/);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      amount: '250,00',
      method: 'CASH',
      name: 'Aparecida Souza',
      // Unticked: the donor is anonymous on the page.
      isAnonymous: true,
      email: null,
      receivedOn: brasiliaDayOf(new Date()),
    });
    expect(sent[0]!.idempotencyKey.length).toBeGreaterThanOrEqual(8);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('a registered donation in the list and its correction', () => {
  it('is marked in the list; "Corrigir" asks for the reason and starts from the values registered', async () => {
    const corrections: { id: string; reason: string; correction: OutsideDonationInput | null }[] = [];
    const correct: MockLink.MockedResponse = {
      request: {
        query: CorrectOutsideDonationMutation,
        variables: (variables: { id: string; reason: string; correction: OutsideDonationInput | null }) => {
          corrections.push(variables);
          return true;
        },
      },
      result: served(CorrectOutsideDonationMutation, {
        correctOutsideDonation: {
          __typename: 'OutsideCorrection',
          annulled: { __typename: 'AdminDonation', id: registered.id },
          replacement: { __typename: 'AdminDonation', id: '6650f0c2a1b2c3d4e5f60719', amount: '200.00' },
        },
      }),
    };
    renderScreen([registered], [correct]);
    const row = await screen.findByRole('button', { name: /R\$\s250,00 · Aparecida Souza/ });
    expect(within(row).getByText('registrada pela organização')).toBeInTheDocument();
    expect(row).toHaveTextContent('Dinheiro · 22/11/2026');

    await userEvent.click(row);
    const detail = screen.getByRole('dialog', { name: /Aparecida Souza/ });
    expect(detail).toHaveTextContent('Envelope da missa.');
    expect(within(detail).queryByRole('button', { name: 'Devolver doação' })).toBeNull();
    await userEvent.click(within(detail).getByRole('button', { name: 'Corrigir' }));

    const form = screen.getByRole('dialog', { name: /Corrigir doação de R\$\s250,00/ });
    expect(within(form).getByRole('textbox', { name: 'Valor (R$)' })).toHaveValue('250,00');
    expect(within(form).getByLabelText('Recebida em')).toHaveValue('2026-11-22');
    expect(within(form).getByRole('checkbox', { name: 'Mostrar o primeiro nome na página' })).toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: 'Anular e registrar a correção' }));
    expect(within(form).getByRole('textbox', { name: /Motivo da correção/ })).toHaveAccessibleDescription(
      'Diga por que a entrada está sendo corrigida.',
    );
    expect(corrections).toEqual([]);

    await userEvent.type(within(form).getByRole('textbox', { name: /Motivo da correção/ }), 'Contamos de novo.');
    const amount = within(form).getByRole('textbox', { name: 'Valor (R$)' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '200,00');
    await userEvent.click(within(form).getByRole('button', { name: 'Anular e registrar a correção' }));
    await screen.findByText(/Doação de R\$\s250,00 anulada\. Doação de R\$\s200,00 \(dinheiro\) registrada no lugar/);
    expect(corrections).toEqual([
      {
        id: registered.id,
        reason: 'Contamos de novo.',
        correction: expect.objectContaining({
          amount: '200,00',
          receivedOn: '2026-11-22',
          name: 'Aparecida Souza',
          isAnonymous: false,
        }),
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
