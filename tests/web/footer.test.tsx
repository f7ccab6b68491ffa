import { screen, waitFor } from '@testing-library/react';
// First: it gives jsdom the TextEncoder react-router needs when it loads.
import { renderWithApollo } from './support/render';
import { MemoryRouter } from 'react-router';
import { copyrightYear, Footer, FooterQuery } from '../../web/src/features/footer/components/Footer';
import { served } from './support/served';
import type { OfficialLinkKind } from '../../web/src/gql/graphql';

const amigosDaLia = {
  name: 'Associação Amigos da Lia',
  cnpj: '11.222.333/0001-81',
  email: 'contato@amigosdalia.org.br',
  whatsapp: null,
  city: 'Niterói (RJ)',
};

/** The footer on a page, its query answered with this organiser. */
function renderFooter(
  organisation: { name: string; cnpj: string; email: string; whatsapp: string | null; city: string | null },
  official: { links: { kind: OfficialLinkKind; label: string; url: string }[]; domain: string | null } = {
    links: [],
    domain: null,
  },
) {
  return renderWithApollo(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
    [
      {
        request: { query: FooterQuery },
        result: served(FooterQuery, {
          campaign: {
            __typename: 'Campaign',
            organisation: { __typename: 'Organisation', ...organisation },
            trustBadges: [],
            officialChannels: { __typename: 'OfficialChannels', links: official.links, domain: official.domain },
          },
        }),
      },
    ],
  );
}

describe('Footer', () => {
  it('names this year, the organiser, their CNPJ and city', async () => {
    renderFooter(amigosDaLia);
    await waitFor(() =>
      expect(screen.getByText(/Todos os direitos reservados/)).toHaveTextContent(
        `© ${new Date().getFullYear()} Associação Amigos da Lia · CNPJ 11.222.333/0001-81 · Niterói (RJ). Todos os direitos reservados.`,
      ),
    );
  });

  it('lists the official channels as rel="me" links and names the official domain (issue 50, goal 4)', async () => {
    renderFooter(amigosDaLia, {
      links: [{ kind: 'INSTAGRAM' as OfficialLinkKind, label: 'Instagram', url: 'https://www.instagram.com/amigosdalia' }],
      domain: 'doe.amigosdalia.org.br',
    });
    const instagram = await screen.findByRole('link', { name: 'Instagram: www.instagram.com/amigosdalia' });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/amigosdalia');
    expect(instagram.getAttribute('rel')?.split(' ')).toContain('me');
    expect(screen.getByTestId('official-domain')).toHaveTextContent(
      'Este é o site oficial desta campanha: doe.amigosdalia.org.br. Desconfie de outros links e chaves.',
    );
  });

  it('says nothing of a domain it does not know', async () => {
    renderFooter(amigosDaLia);
    await screen.findByText(/Todos os direitos reservados/);
    expect(screen.queryByTestId('official-domain')).not.toBeInTheDocument();
    expect(screen.queryByTestId('official-links')).not.toBeInTheDocument();
  });

  it('turns the year at midnight in Brasília, not in Greenwich', () => {
    expect(copyrightYear(Date.parse('2027-01-01T02:59:59Z'))).toBe(2026);
    expect(copyrightYear(Date.parse('2027-01-01T03:00:00Z'))).toBe(2027);
  });

  it("masks a person's CPF", async () => {
    renderFooter({ name: 'Maria da Silva', cnpj: '529.982.247-25', email: 'maria@exemplo.com.br', whatsapp: null, city: null });
    await waitFor(() =>
      expect(screen.getByText(/Todos os direitos reservados/)).toHaveTextContent('Maria da Silva · CPF ***.982.247-**.'),
    );
  });

  it('links to Minhas doações, a server page (a plain link, not a route of the app), before and after its query answers', async () => {
    renderFooter(amigosDaLia);
    expect(screen.getByRole('link', { name: /Minhas doações/ })).toHaveAttribute('href', '/minhas-doacoes');
    // The answer re-renders the footer: awaited, so that update happens inside the test (no act() warning).
    expect(await screen.findByText(/Associação Amigos da Lia/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Minhas doações/ })).toHaveAttribute('href', '/minhas-doacoes');
  });
});
