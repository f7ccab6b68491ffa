import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { jest } from '@jest/globals';
import type { DonationOption } from '../../web/src/features/donation/components/DonationSection';
import { emptyDonationForm, toDonationRequest } from '../../web/src/features/donation/form';
import { useDonationFlow } from '../../web/src/features/donation/hooks/useDonationFlow';
import { option } from './support/fixtures';
import { apolloProviders } from './support/render';

const pixOption = option('50.00') as DonationOption;
const checkoutOption = option('100.00', { checkoutUrl: 'https://pagamento.example/checkout' }) as DonationOption;
const filled = { ...emptyDonationForm(5000), name: 'Maria Silva', email: 'maria@exemplo.com.br' };

function renderFlow() {
  const preloadPix = jest.fn();
  const hook = renderHook(() => useDonationFlow({ preloadPix }), { wrapper: apolloProviders() });
  return { ...hook, preloadPix };
}

describe('useDonationFlow', () => {
  it('a preset option without a checkout link opens the form at once, with its amount', async () => {
    const { result, preloadPix } = renderFlow();
    act(() => result.current.chooseOption(pixOption));
    expect(result.current.chosenOption).toBeNull();
    expect(result.current.form?.values).toEqual(emptyDonationForm(5000));
    expect(result.current.pix).toBeNull();
    // The PIX dialog's code is asked for after the tap's task, not in it (it cost the tap 25 ms on a slow phone).
    expect(preloadPix).not.toHaveBeenCalled();
    await waitFor(() => expect(preloadPix).toHaveBeenCalledTimes(1));
  });

  it('an option with an external checkout goes through the thank-you dialog and opens no form', () => {
    const { result } = renderFlow();
    act(() => result.current.chooseOption(checkoutOption));
    expect(result.current.chosenOption).toBe(checkoutOption);
    expect(result.current.form).toBeNull();
  });

  it('cancelling the thank-you dialog clears the choice and opens nothing', () => {
    const { result } = renderFlow();
    act(() => result.current.chooseOption(checkoutOption));
    act(() => result.current.cancelOption());
    expect(result.current.chosenOption).toBeNull();
    expect(result.current.form).toBeNull();
  });

  it('keeps what the donor typed when the form closes, with the newly chosen amount', () => {
    const { result } = renderFlow();
    act(() => result.current.chooseCustomAmount(2500));
    expect(result.current.form?.values.amount).toBe('25,00');
    act(() => result.current.closeForm({ ...filled, amount: '25,00' }));
    expect(result.current.form).toBeNull();
    act(() => result.current.chooseCustomAmount(7000));
    expect(result.current.form?.values).toEqual({ ...filled, amount: '70,00' });
  });

  it('a submitted form opens the PIX charge with the donation request, one new charge per submission', () => {
    const { result } = renderFlow();
    act(() => result.current.chooseCustomAmount(5000));
    act(() => result.current.submitForm(filled, toDonationRequest(filled)));
    expect(result.current.form).toBeNull();
    expect(result.current.pix?.request).toEqual(toDonationRequest(filled));
    act(() => result.current.closePix());
    expect(result.current.pix).toBeNull();
  });

  it('a refused field sends the donor back to the form, with the message beside it', () => {
    const { result } = renderFlow();
    act(() => result.current.submitForm(filled, toDonationRequest(filled)));
    act(() => result.current.refused([{ field: 'email', message: 'Informe um e-mail válido.' }]));
    expect(result.current.pix).toBeNull();
    expect(result.current.form?.values).toEqual(filled);
    expect(result.current.form?.serverErrors).toEqual({ email: 'Informe um e-mail válido.' });
    expect(screen.queryByText('Erro')).not.toBeInTheDocument();
  });

  it('a refusal that names no form field is shown as a toast', async () => {
    const { result } = renderFlow();
    act(() => result.current.submitForm(filled, toDonationRequest(filled)));
    act(() => result.current.refused([{ field: 'idempotencyKey', message: 'Chave de idempotência inválida.' }]));
    expect(await screen.findByText('Chave de idempotência inválida.')).toBeInTheDocument();
    expect(result.current.form?.serverErrors).toEqual({});
  });

  it('a confirmed payment forgets the draft and signals the live notifications', () => {
    const { result } = renderFlow();
    act(() => result.current.submitForm(filled, toDonationRequest(filled)));
    expect(result.current.paymentSignal).toBe(0);
    act(() => result.current.paid());
    expect(result.current.paymentSignal).toBe(1);
    act(() => result.current.chooseCustomAmount(5000));
    expect(result.current.form?.values).toEqual(emptyDonationForm(5000));
  });
});
