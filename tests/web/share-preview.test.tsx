import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { SharePreview, SharePreviewQueryDocument } from '../../web/src/panel/SharePreview';
import { served } from './support/served';

const preview = {
  __typename: 'SharePreview',
  imageUrl: 'https://doe.exemplo.org.br/og/0123456789abcdef0123.jpg',
  width: 1200,
  height: 630,
  title: 'Ajude a Ana a tratar a epidermólise bolhosa',
  description: 'Doe por PIX e ajude a pagar remédios, consultas e um veículo adaptado.',
  url: 'https://doe.exemplo.org.br/',
};

function renderPreview(result: ReturnType<typeof served> | { errors: { message: string }[] }) {
  return render(
    <MockedProvider mocks={[{ request: { query: SharePreviewQueryDocument }, result }]}>
      <SharePreview />
    </MockedProvider>,
  );
}

describe('SharePreview', () => {
  it('draws the link as WhatsApp does: the card on top, then title, description and the host', async () => {
    renderPreview(served(SharePreviewQueryDocument, { sharePreview: preview }));
    const figure = screen.getByRole('figure', { name: 'Prévia do link no WhatsApp' });
    expect(figure).toHaveAttribute('aria-busy', 'true');

    expect(await within(figure).findByText(preview.title)).toBeInTheDocument();
    expect(figure).toHaveAttribute('aria-busy', 'false');
    const card = figure.querySelector('img')!;
    // From the panel's own origin, which its CSP allows, whatever host PUBLIC_URL names.
    expect(card).toHaveAttribute('src', '/og/0123456789abcdef0123.jpg');
    expect(card).toHaveAttribute('width', '1200');
    expect(card).toHaveAttribute('height', '630');
    // The card comes first, then the texts in WhatsApp's order.
    const inOrder = [
      card,
      within(figure).getByText(preview.title),
      within(figure).getByText(preview.description),
      within(figure).getByText('doe.exemplo.org.br'),
    ];
    for (let index = 1; index < inOrder.length; index++)
      expect(inOrder[index - 1]!.compareDocumentPosition(inOrder[index]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(figure).getByText('https://doe.exemplo.org.br/')).toBeInTheDocument();
  });

  it('takes a relative address (no PUBLIC_URL) as the panel’s own site', async () => {
    renderPreview(
      served(SharePreviewQueryDocument, { sharePreview: { ...preview, imageUrl: '/og/0123456789abcdef0123.jpg', url: '/' } }),
    );
    expect(await screen.findByText(window.location.host)).toBeInTheDocument();
  });

  it('says in Portuguese when the preview cannot be read, with a way to try again', async () => {
    renderPreview({ errors: [{ message: 'Entre com o token do organizador.' }] });
    expect(await screen.findByText('Entre com o token do organizador.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
  });
});
