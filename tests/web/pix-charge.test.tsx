import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { jest } from '@jest/globals';
import { PixCodePanelFields } from '../../web/src/features/pix/components/PixCodePanel';
import { usePixCharge } from '../../web/src/features/pix/hooks/usePixCharge';
import { getFragmentData } from '../../web/src/gql';
import { createMock, donationRequest, PIX_CODE, pixMock, statusMock } from './support/pix';
import { apolloProviders } from './support/render';

function renderCharge(mocks: any[]) {
  const onInvalid = jest.fn();
  const onPaid = jest.fn();
  const hook = renderHook(() => usePixCharge({ request: donationRequest, onInvalid, onPaid }), {
    wrapper: apolloProviders(mocks),
  });
  return { ...hook, onInvalid, onPaid };
}

describe('usePixCharge', () => {
  it('creates the donation, issues its code and counts 30 minutes down', async () => {
    const keys: string[] = [];
    const { result } = renderCharge([createMock(keys), pixMock(), statusMock('PENDING')]);
    expect(result.current.step.name).toBe('creating');
    await waitFor(() => expect(result.current.step.name).toBe('ready'));
    const step = result.current.step;
    if (step.name !== 'ready') throw new Error('not ready');
    expect(step.donationId).toBe('d1');
    expect(getFragmentData(PixCodePanelFields, step.charge)).toMatchObject({ pixCode: PIX_CODE, amount: '50.00' });
    expect(result.current.remaining).toBeGreaterThan(1790);
    expect(result.current.remaining).toBeLessThanOrEqual(1800);
    expect(keys).toHaveLength(1);
  });

  it('turns paid when the status does, and says so once', async () => {
    const { result, onPaid } = renderCharge([createMock([]), pixMock(), statusMock('PAID')]);
    await waitFor(() => expect(result.current.step.name).toBe('paid'));
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(onPaid).toHaveBeenCalledWith('d1');
  });

  it('expires when its countdown reaches zero, even before the server says so', async () => {
    const { result } = renderCharge([createMock([]), pixMock(1), statusMock('PENDING')]);
    await waitFor(() => expect(result.current.step.name).toBe('ready'));
    await waitFor(() => expect(result.current.step.name).toBe('expired'), { timeout: 3_000 });
    expect(result.current.remaining).toBe(0);
  });

  it('after expiry, renews with a new donation under a new idempotency key', async () => {
    const keys: string[] = [];
    const { result } = renderCharge([
      createMock(keys),
      pixMock(),
      statusMock('EXPIRED', 1),
      createMock(keys),
      pixMock(),
      statusMock('PENDING'),
    ]);
    await waitFor(() => expect(result.current.step.name).toBe('expired'));
    act(() => result.current.renew());
    await waitFor(() => expect(result.current.step.name).toBe('ready'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('retries a failed creation with the same idempotency key, after the seed’s toast', async () => {
    const keys: string[] = [];
    const { result } = renderCharge([createMock(keys, 'network'), createMock(keys), pixMock(), statusMock('PENDING')]);
    await waitFor(() => expect(result.current.step.name).toBe('create-failed'));
    expect(await screen.findByText('Falha ao processar doação. Tente novamente.')).toBeInTheDocument();
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.step.name).toBe('ready'));
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
  });

  it('retries only the code when the donation was recorded but its code failed', async () => {
    const keys: string[] = [];
    const { result } = renderCharge([
      createMock(keys),
      {
        request: { query: pixMock().request.query, variables: { donationId: 'd1', accessToken: 'token-d1' } },
        error: new Error('Failed to fetch'),
      },
      pixMock(),
      statusMock('PENDING'),
    ]);
    await waitFor(() => expect(result.current.step).toEqual({ name: 'issue-failed', donationId: 'd1' }));
    expect(await screen.findByText('Falha ao gerar código PIX. Tente novamente.')).toBeInTheDocument();
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.step.name).toBe('ready'));
    expect(keys).toHaveLength(1);
  });

  it('hands refused fields back instead of failing', async () => {
    const { result, onInvalid } = renderCharge([createMock([], { field: 'cpf', message: 'Informe um CPF válido.' })]);
    await waitFor(() => expect(onInvalid).toHaveBeenCalledWith([{ field: 'cpf', message: 'Informe um CPF válido.' }]));
    expect(result.current.step.name).toBe('creating');
    expect(screen.queryByText('Falha ao processar doação. Tente novamente.')).not.toBeInTheDocument();
  });
});
