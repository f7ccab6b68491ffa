import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jest } from '@jest/globals';
import { DonationOptionsQueryDocument, DonationSection } from '../../web/src/features/donation/components/DonationSection';
import { option, raffle } from './support/fixtures';
import { renderWithApollo } from './support/render';
import type { DonationOptionsQuery, TrustBadgeFieldsFragment } from '../../web/src/gql/graphql';
import { served, type Served } from './support/served';

const campaign: Served<DonationOptionsQuery['campaign']> & { trustBadges: Served<TrustBadgeFieldsFragment>[] } = {
  __typename: 'Campaign',
  closing: null,
  usage: [{ __typename: 'UsageItem', title: 'Remédios', text: 'Cremes de uso diário.' }],
  raffle,
  trustBadges: [{ __typename: 'TrustBadge', icon: 'pix', title: 'PIX instantâneo', text: 'Direto do seu banco.' }],
};
const options = [
  option('30.00'),
  option('50.00', { raffleEntries: 1 }),
  option('100.00', { popular: true, raffleEntries: 2 }),
  option('1000.00', { raffleEntries: 35, checkoutUrl: 'https://checkout.example/1000' }),
];
const mock = (donationOptions: ReturnType<typeof option>[]) => ({
  request: { query: DonationOptionsQueryDocument },
  result: served(DonationOptionsQueryDocument, { donationOptions, campaign }),
});

function renderSection(mocks: any[]) {
  const onChooseOption = jest.fn();
  const onChooseCustomAmount = jest.fn();
  renderWithApollo(<DonationSection onChooseOption={onChooseOption} onChooseCustomAmount={onChooseCustomAmount} />, mocks);
  return { onChooseOption, onChooseCustomAmount };
}

describe('DonationSection', () => {
  it('shows placeholders, then one card per option with its texts, popularity and raffle names', async () => {
    renderSection([mock(options)]);
    expect(screen.getByLabelText('Carregando os valores')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Valores de doação' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(cards[0]).toHaveTextContent(/R\$\s30,00/);
    expect(cards[0]).not.toHaveTextContent('sorteio');
    expect(cards[1]).toHaveTextContent('1 nome no sorteio');
    expect(cards[2]).toHaveTextContent('Mais escolhido');
    expect(cards[2]).toHaveTextContent('2 nomes no sorteio');
    expect(cards[3]).toHaveTextContent('35 nomes no sorteio');
    expect(screen.getAllByText('Mais escolhido')).toHaveLength(1);
    expect(cards[1]).toHaveTextContent('Descrição 50.00');
    expect(cards[1]).toHaveTextContent('Impacto: Impacto 50.00');
    expect(screen.getByText('Remédios')).toBeInTheDocument();
    expect(screen.getByText('PIX instantâneo')).toBeInTheDocument();
    expect(screen.getByTestId('raffle-banner')).toHaveTextContent('20/07');
  });

  it('hands the chosen option, with its checkout link, to the page', async () => {
    const user = userEvent.setup();
    const { onChooseOption } = renderSection([mock(options)]);
    await user.click(await screen.findByRole('button', { name: /Doar R\$\s1\.000,00/ }));
    expect(onChooseOption).toHaveBeenCalledWith(
      expect.objectContaining({ value: '1000.00', checkoutUrl: 'https://checkout.example/1000' }),
    );
  });

  it('accepts another amount within R$ 10 to R$ 50.000 and refuses others in pt-BR', async () => {
    const user = userEvent.setup();
    const { onChooseCustomAmount } = renderSection([mock(options)]);
    const field = await screen.findByLabelText('Outro valor');
    await user.type(field, '5');
    await user.click(screen.getByRole('button', { name: 'Doar este valor' }));
    expect(screen.getByText(/O valor da doação deve ficar entre R\$ 10,00 e R\$ 50\.000,00\./)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'abc');
    await user.click(screen.getByRole('button', { name: 'Doar este valor' }));
    expect(screen.getByText('Informe um valor como 50 ou 50,00.')).toBeInTheDocument();
    expect(onChooseCustomAmount).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '75,50');
    await user.click(screen.getByRole('button', { name: 'Doar este valor' }));
    expect(onChooseCustomAmount).toHaveBeenCalledWith(7550);
  });

  it('still offers a typed amount when the campaign has no preset options', async () => {
    renderSection([mock([])]);
    expect(await screen.findByText(/Nenhum valor sugerido/)).toBeInTheDocument();
    expect(screen.getByLabelText('Outro valor')).toBeInTheDocument();
  });

  it('says so when the options cannot be loaded', async () => {
    renderSection([{ request: { query: DonationOptionsQueryDocument }, error: new Error('offline') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os valores de doação');
  });
});
