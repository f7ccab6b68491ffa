import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import type { PanelCampaignQuery } from '../../web/src/panel/gql/graphql';
import { CampaignPreview } from '../../web/src/panel/screens/campaign/CampaignPreview';
import { draftOf } from '../../web/src/panel/screens/campaign/draft';
import { panelCampaign } from './support/fixtures';

// The campaign preview draws the site's own amount cards and prize draw from the draft (issue 27, goal 3).

const option = { description: 'Um dia', impact: 'Remédio', popular: false, raffleEntries: 2, checkoutUrl: null };
const stored: PanelCampaignQuery = panelCampaign(
  { raffle: { prize: '5000.50', drawDate: '2026-12-20', minAmount: '50.00', text: 'Sorteio pela loteria' } },
  [
    { ...option, value: '1234.56', label: 'Amiga' },
    { ...option, value: '50.00', label: 'Ajuda' },
  ],
);

describe("the campaign preview, drawn with the site's components", () => {
  it('shows each amount as the site writes it, the goal and the prize draw, and no card for an amount still being typed', () => {
    const draft = draftOf(stored);
    draft.options[1]!.value = '5o';
    render(<CampaignPreview draft={draft} />);
    const preview = screen.getByRole('complementary', { name: 'Prévia da página' });
    const cards = within(preview).getAllByTestId('amount-card');
    expect(cards).toHaveLength(1);
    // formatBRL's no-break space keeps "R$" on the figure's line (toHaveTextContent would read it as a space).
    expect(cards[0]!.textContent).toContain('R$\u00a01.234,56');
    expect(cards[0]).toHaveTextContent('Amiga');
    expect(cards[0]).toHaveTextContent('2 nomes no sorteio');
    expect(preview.textContent).toContain('Meta: R$\u00a0150.000,00');
    expect(within(preview).getByTestId('raffle-banner').textContent).toContain('Sorteio de R$\u00a05.000,50 em 20/12');
  });
});
