import { describe, expect, it } from '@jest/globals';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
// First: it gives jsdom the TextEncoder react-router needs when it loads.
import './support/render';
import { CONTENT_MAX_LENGTH } from '../../rules/campaign-limits';
import { FeedbackProvider } from '../../web/src/panel/feedback';
import { SharePreviewQueryDocument } from '../../web/src/panel/SharePreview';
import type { PanelCampaignQuery } from '../../web/src/panel/gql/graphql';
import { CampaignForm } from '../../web/src/panel/screens/campaign/CampaignForm';
import { draftOf } from '../../web/src/panel/screens/campaign/draft';
import { useCampaignEditor } from '../../web/src/panel/screens/campaign/useCampaignEditor';
import { panelCampaign } from './support/fixtures';
import { served } from './support/served';

// The editor shows the API's text limits (rules/campaign-limits.ts) where the organiser types.

const stored = (title: string): PanelCampaignQuery => panelCampaign({ title });

function Editor({ data }: { data: PanelCampaignQuery }) {
  return <CampaignForm editor={useCampaignEditor(draftOf(data))} />;
}

const sharePreview = {
  __typename: 'SharePreview',
  imageUrl: '/og/0123456789abcdef0123.jpg',
  width: 1200,
  height: 630,
  title: 'Ajude',
  description: 'Doe',
  url: '/',
};

/** The editor of a stored campaign, once the link preview beside it has loaded. */
async function renderEditor(title: string) {
  render(
    <MockedProvider
      mocks={[{ request: { query: SharePreviewQueryDocument }, result: served(SharePreviewQueryDocument, { sharePreview }) }]}
    >
      <FeedbackProvider>
        <Editor data={stored(title)} />
      </FeedbackProvider>
    </MockedProvider>,
  );
  const preview = screen.getByRole('figure', { name: 'Prévia do link no WhatsApp' });
  await waitFor(() => expect(preview).toHaveAttribute('aria-busy', 'false'));
  return screen.getByRole('textbox', { name: 'Título' });
}

describe('the campaign editor', () => {
  it('stops the title at its limit and counts it', async () => {
    const title = await renderEditor('Ajude a Rita');
    expect(title).toHaveAttribute('maxlength', String(CONTENT_MAX_LENGTH.title));
    expect(title).toHaveAccessibleDescription(`12/${CONTENT_MAX_LENGTH.title}`);
    expect(screen.getByRole('textbox', { name: /Nome da organização/ })).toHaveAttribute(
      'maxlength',
      String(CONTENT_MAX_LENGTH.organisationName),
    );
  });

  it('says so when a title saved before the limit is longer', async () => {
    const title = await renderEditor('x'.repeat(CONTENT_MAX_LENGTH.title + 10));
    expect(title).toBeInvalid();
    expect(title).toHaveAccessibleDescription(`160/${CONTENT_MAX_LENGTH.title}: encurte o texto para salvar`);
  });
});
