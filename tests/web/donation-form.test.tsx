import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jest } from '@jest/globals';
import DonationFormDialog from '../../web/src/features/donation/components/DonationFormDialog';
import { ThankYouDialog } from '../../web/src/features/donation/components/ThankYouDialog';
import { isValidCpf } from '../../rules/documents';
import {
  emptyDonationForm,
  maskCpf,
  maskPhone,
  toDonationRequest,
  validateDonationForm,
} from '../../web/src/features/donation/form';

import { saveTrackingFromSearch } from '../../web/src/shared/tracking';
import { option } from './support/fixtures';
import { renderWithApollo } from './support/render';

describe('donation form rules (the server’s, checked before sending)', () => {
  const valid = { ...emptyDonationForm(5000), name: 'Maria Silva', email: 'maria@exemplo.com.br' };
  const limits = { minCents: 1000, maxCents: 5_000_000, presetCents: [500] };

  it('accepts a minimal valid donation and builds the request in reais', () => {
    expect(validateDonationForm(valid, limits)).toEqual({});
    expect(toDonationRequest({ ...valid, phone: '(11) 98765-4321', cpf: '529.982.247-25', message: '  Força!  ' })).toMatchObject(
      {
        name: 'Maria Silva',
        email: 'maria@exemplo.com.br',
        phone: '11987654321',
        cpf: '52998224725',
        amount: '50.00',
        isAnonymous: false,
        message: 'Força!',
      },
    );
  });

  it.each([
    ['name', { name: 'A' }],
    ['name', { name: '12' }],
    ['name', { name: 'x'.repeat(101) }],
    ['email', { email: 'maria@' }],
    ['email', { email: 'maria exemplo.com' }],
    ['phone', { phone: '1198765' }],
    ['phone', { phone: '11887654321' }],
    ['cpf', { cpf: '123.456.789-00' }],
    ['cpf', { cpf: '111.111.111-11' }],
    ['message', { message: 'a'.repeat(501) }],
    ['amount', { amount: '9,99' }],
    ['amount', { amount: '50000,01' }],
    ['amount', { amount: '10,001' }],
    ['amount', { amount: '0.030' }],
    ['amount', { amount: '1,234.56' }],
  ])('refuses a bad %s (%j)', (field, change) => {
    expect(Object.keys(validateDonationForm({ ...valid, ...change }, limits))).toEqual([field]);
  });

  it('accepts a preset amount below the minimum, as the API does', () => {
    expect(validateDonationForm({ ...valid, amount: '5,00' }, limits)).toEqual({});
  });

  it('masks phone and CPF as they are typed, and checks CPF digits', () => {
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
    expect(maskPhone('11')).toBe('(11');
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('5299')).toBe('529.9');
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('529.982.247-26')).toBe(false);
  });

  it('sends the attribution kept by the tracking feature with the donation', () => {
    saveTrackingFromSearch('?utm_source=fb&utm_campaign=x&gclid=123');
    try {
      expect(toDonationRequest(valid)).toMatchObject({ utmSource: 'fb', utmCampaign: 'x', gclid: '123', amount: '50.00' });
    } finally {
      window.localStorage.clear();
    }
    expect(toDonationRequest(valid)).not.toHaveProperty('utmSource');
  });
});

describe('DonationFormDialog', () => {
  it('prepared hidden, shows nothing; each opening starts from the values it is given', async () => {
    const user = userEvent.setup();
    const props = { onClose: jest.fn(), onSubmit: jest.fn() };
    const { rerender } = renderWithApollo(
      <DonationFormDialog open={false} formKey={0} initialValues={emptyDonationForm(0)} {...props} />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<DonationFormDialog open formKey={1} initialValues={emptyDonationForm(5000)} {...props} />);
    expect(screen.getByRole('dialog', { name: 'Seus dados para a doação' })).toBeVisible();
    expect(screen.getByLabelText(/Valor da doação/)).toHaveValue('50,00');
    await user.type(screen.getByLabelText(/Nome completo/), 'Maria');
    // The same opening re-rendered keeps what was typed; the next opening takes its own values.
    rerender(<DonationFormDialog open formKey={1} initialValues={emptyDonationForm(5000)} {...props} />);
    expect(screen.getByLabelText(/Nome completo/)).toHaveValue('Maria');
    rerender(<DonationFormDialog open formKey={2} initialValues={{ ...emptyDonationForm(10000), name: 'Ana' }} {...props} />);
    expect(screen.getByLabelText(/Valor da doação/)).toHaveValue('100,00');
    expect(screen.getByLabelText(/Nome completo/)).toHaveValue('Ana');
  });

  it('shows every error inline in pt-BR on submit, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithApollo(<DonationFormDialog open initialValues={emptyDonationForm(5000)} onClose={jest.fn()} onSubmit={onSubmit} />);
    expect(screen.getByLabelText(/Valor da doação/)).toHaveValue('50,00');
    await user.type(screen.getByLabelText(/Telefone/), '119');
    await user.click(screen.getByRole('button', { name: 'Gerar código PIX' }));
    expect(screen.getByText('Informe seu nome, com 2 a 100 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Informe um e-mail válido, como nome@exemplo.com.br.')).toBeInTheDocument();
    expect(screen.getByText('Informe o telefone com DDD (10 ou 11 números).')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nome completo/)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits valid values, with the amount changed and phone and CPF masked', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithApollo(<DonationFormDialog open initialValues={emptyDonationForm(5000)} onClose={jest.fn()} onSubmit={onSubmit} />);
    const amount = screen.getByLabelText(/Valor da doação/);
    await user.clear(amount);
    await user.type(amount, '120');
    await user.type(screen.getByLabelText(/Nome completo/), 'Maria Silva');
    await user.type(screen.getByLabelText(/E-mail/), 'maria@exemplo.com.br');
    await user.type(screen.getByLabelText(/Telefone/), '11987654321');
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    await user.click(screen.getByLabelText('Doar anonimamente'));
    expect(screen.getByLabelText(/Telefone/)).toHaveValue('(11) 98765-4321');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(screen.getByText(/para recibo/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gerar código PIX' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        amount: '120',
        name: 'Maria Silva',
        phone: '(11) 98765-4321',
        cpf: '529.982.247-25',
        isAnonymous: true,
      }),
      expect.objectContaining({ name: 'Maria Silva', amount: '120.00', isAnonymous: true }),
    );
  });

  it('offers the updates by e-mail unticked, and asks for them only when ticked', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const valid = { ...emptyDonationForm(5000), name: 'Maria Silva', email: 'maria@exemplo.com.br' };
    renderWithApollo(<DonationFormDialog open initialValues={valid} onClose={jest.fn()} onSubmit={onSubmit} />);
    const box = screen.getByLabelText('Quero receber novidades da campanha por e-mail');
    expect(box).not.toBeChecked();
    expect(toDonationRequest(valid)).not.toHaveProperty('wantsUpdates');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Gerar código PIX' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ wantsUpdates: true }),
      expect.objectContaining({ wantsUpdates: true }),
    );
  });

  it('offers a dedication behind an unticked box, checks it with the API’s rules, and sends it only when ticked', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const valid = { ...emptyDonationForm(5000), name: 'Maria Silva', email: 'maria@exemplo.com.br' };
    renderWithApollo(<DonationFormDialog open initialValues={valid} onClose={jest.fn()} onSubmit={onSubmit} />);
    const box = screen.getByRole('checkbox', { name: 'Doar em homenagem ou em memória de alguém' });
    expect(box).not.toBeChecked();
    expect(screen.queryByLabelText(/Quem você homenageia/)).toBeNull();
    await user.click(box);
    // Ticked and left empty: the kind and the name are asked for, and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Gerar código PIX' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Escolha "Em homenagem a" ou "Em memória de".')).toBeInTheDocument();
    expect(screen.getByText(/Informe o nome de quem você homenageia/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Em memória de' }));
    await user.type(screen.getByLabelText(/Quem você homenageia/), 'Antônio Ferreira');
    await user.type(screen.getByRole('textbox', { name: 'Endereço para avisar da homenagem' }), 'familia@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Gerar código PIX' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({
        dedication: {
          kind: 'IN_MEMORY',
          name: 'Antônio Ferreira',
          email: 'familia@exemplo.com.br',
          message: undefined,
          showAmount: false,
        },
      }),
    );
    // Unticked again: the fields go, and so does the dedication.
    onSubmit.mockClear();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Gerar código PIX' }));
    expect(onSubmit.mock.calls[0]![1]).not.toHaveProperty('dedication');
  });

  it('shows the server’s refusal next to the field it names', () => {
    renderWithApollo(
      <DonationFormDialog
        open
        initialValues={{ ...emptyDonationForm(5000), name: 'Jo', email: 'jo@exemplo.com' }}
        serverErrors={{ email: 'Informe um e-mail válido, como nome@exemplo.com.br.' }}
        onClose={jest.fn()}
        onSubmit={jest.fn()}
      />,
    );
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Informe um e-mail válido, como nome@exemplo.com.br.')).toBeInTheDocument();
  });
});

describe('ThankYouDialog', () => {
  it('is closed without a choice, names the amount when open, and continues or cancels', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    const onContinue = jest.fn();
    const { rerender } = renderWithApollo(<ThankYouDialog option={null} onCancel={onCancel} onContinue={onContinue} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const chosen = option('50.00', { checkoutUrl: 'https://pagamento.example/checkout' }) as any;
    rerender(<ThankYouDialog option={chosen} onCancel={onCancel} onContinue={onContinue} />);
    expect(await screen.findByRole('dialog', { name: 'Obrigado por ajudar!' })).toHaveTextContent(/R\$\s50,00/);
    expect(screen.getByText('Você será levado à página de pagamento para concluir a doação.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onContinue).toHaveBeenCalledWith(chosen);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
