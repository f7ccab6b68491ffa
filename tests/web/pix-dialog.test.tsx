import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jest } from '@jest/globals';
import { IssuePixCodeMutation } from '../../web/src/features/pix/api';
import PixDialog from '../../web/src/features/pix/components/PixDialog';
import { PixHolderQuery } from '../../web/src/shared/usePixHolder';
import { secondsLeftAtReceipt } from '../../web/src/features/pix/hooks/useCountdown';
import { createMock, donationRequest as request, holderMock, PIX_CODE, pixMock, statusMock } from './support/pix';
import { renderWithApollo } from './support/render';

function renderDialog(mocks: any[]) {
  const props = { onClose: jest.fn(), onInvalid: jest.fn(), onPaid: jest.fn() };
  // Who receives the PIX: unset unless the test gives it.
  const holder = mocks.some((mock) => mock.request?.query === PixHolderQuery) ? [] : [holderMock()];
  renderWithApollo(<PixDialog request={request} {...props} />, [...mocks, ...holder]);
  return props;
}

describe('PixDialog', () => {
  it('says it is generating, then shows the code, the QR code, the steps and a 30:00 countdown', async () => {
    const keys: string[] = [];
    renderDialog([createMock(keys), pixMock(), statusMock('PENDING')]);
    expect(screen.getByText('Gerando código PIX...')).toBeInTheDocument();
    expect(await screen.findByTestId('pix-code')).toHaveValue(PIX_CODE);
    expect(screen.getByTestId('pix-amount')).toHaveTextContent(/R\$\s50,00/);
    expect(screen.getByTestId('pix-countdown').textContent).toMatch(/^(30:00|29:5\d)$/);
    expect(screen.getByText(/Abra o app do seu banco/)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /QR code do PIX/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(keys).toHaveLength(1);
    expect(keys[0]!.length).toBeGreaterThanOrEqual(8);
    // The way back to the code, the receipt and the donor's data once the dialog is closed.
    expect(screen.getByText(/Guarde este link/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir a página da minha doação' })).toHaveAttribute(
      'href',
      '/minha-doacao/token-d1',
    );
  });

  it('says whose name the bank app will show before the code, and names it in the steps (issue 50)', async () => {
    const holder = {
      name: 'MARIA APARECIDA DE SOUZA',
      document: '***.982.247-**',
      line: 'MARIA APARECIDA DE SOUZA · ***.982.247-** · Banco do Brasil',
    };
    renderDialog([createMock([]), pixMock(), statusMock('PENDING'), holderMock(holder)]);
    const notice = await screen.findByTestId('pix-holder');
    expect(notice).toHaveTextContent(
      `O app do seu banco vai mostrar: ${holder.line}. Se mostrar outro nome, não pague e fale com a gente.`,
    );
    expect(screen.getByRole('link', { name: 'fale com a gente' })).toHaveAttribute('href', '/terms#contato');
    // Before the code in the reading order.
    expect(notice.compareDocumentPosition(screen.getByTestId('pix-code')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText(/se o recebedor é MARIA APARECIDA DE SOUZA \(\*\*\*\.982\.247-\*\*\)/)).toBeInTheDocument();
    expect(screen.queryByText(/Confira o valor e o nome do recebedor/)).not.toBeInTheDocument();
  });

  it('without a recorded holder, says nothing of it and keeps the general step', async () => {
    renderDialog([createMock([]), pixMock(), statusMock('PENDING')]);
    expect(await screen.findByTestId('pix-code')).toHaveValue(PIX_CODE);
    expect(screen.getByText(/Confira o valor e o nome do recebedor/)).toBeInTheDocument();
    expect(screen.queryByTestId('pix-holder')).not.toBeInTheDocument();
  });

  it('copies the code and says so', async () => {
    const user = userEvent.setup();
    renderDialog([createMock([]), pixMock(), statusMock('PENDING')]);
    await user.click(await screen.findByRole('button', { name: 'Copiar código PIX' }));
    // Read inside waitFor: user-event's clipboard reads through a FileReader, which yields to the event loop, and the
    // dialog's enter transition ending there would be a React update outside act (a failure on a slow machine).
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(PIX_CODE));
    expect(await screen.findByText('Código copiado!')).toBeInTheDocument();
    expect(screen.getByText('O código PIX foi copiado para sua área de transferência.')).toBeInTheDocument();
  });

  it('shows "Pagamento confirmado" when the status turns paid, and tells the page', async () => {
    const props = renderDialog([createMock([]), pixMock(), statusMock('PAID')]);
    expect(await screen.findByText('Pagamento confirmado — obrigado!')).toBeInTheDocument();
    expect(props.onPaid).toHaveBeenCalledWith('d1');
  });

  it('offers a new code when the server says the code expired', async () => {
    renderDialog([createMock([]), pixMock(), statusMock('EXPIRED')]);
    expect(await screen.findByText('Este código PIX expirou')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gerar novo código' })).toBeInTheDocument();
  });

  it('after a network failure shows the seed’s toast and retries with the same idempotency key', async () => {
    const user = userEvent.setup();
    const keys: string[] = [];
    renderDialog([createMock(keys, 'network'), createMock(keys), pixMock(), statusMock('PENDING')]);
    expect(await screen.findByText('Falha ao processar doação. Tente novamente.')).toBeInTheDocument();
    expect(screen.getByText('Erro')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('pix-code')).toHaveValue(PIX_CODE);
    const distinct = new Set(keys);
    expect(distinct.size).toBe(1);
  });

  it('says the PIX code failed, and retries only the code', async () => {
    const user = userEvent.setup();
    const keys: string[] = [];
    renderDialog([
      createMock(keys),
      {
        request: { query: IssuePixCodeMutation, variables: { donationId: 'd1', accessToken: 'token-d1' } },
        error: new Error('Failed to fetch'),
      },
      pixMock(),
      statusMock('PENDING'),
    ]);
    expect(await screen.findByText('Falha ao gerar código PIX. Tente novamente.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('pix-code')).toHaveValue(PIX_CODE);
    expect(keys).toHaveLength(1);
  });

  it('hands a refused field back to the form instead of a toast', async () => {
    const props = renderDialog([createMock([], { field: 'email', message: 'Informe um e-mail válido.' })]);
    await waitFor(() => expect(props.onInvalid).toHaveBeenCalledWith([{ field: 'email', message: 'Informe um e-mail válido.' }]));
    expect(screen.queryByText('Falha ao processar doação. Tente novamente.')).not.toBeInTheDocument();
  });
});

describe('the PIX countdown at receipt', () => {
  it('trusts the server’s expiry unless the phone clock makes it impossible', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(secondsLeftAtReceipt('2026-01-01T12:30:00Z', now)).toBe(1800);
    expect(secondsLeftAtReceipt('2026-01-01T12:10:00Z', now)).toBe(600);
    expect(secondsLeftAtReceipt('2026-01-01T11:59:00Z', now)).toBe(1800);
    expect(secondsLeftAtReceipt('2026-01-01T13:30:00Z', now)).toBe(1800);
  });
});
