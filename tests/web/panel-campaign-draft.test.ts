import { describe, expect, it } from '@jest/globals';
import type { PanelCampaignQuery } from '../../web/src/panel/gql/graphql';
import { draftOf, inputOf } from '../../web/src/panel/screens/campaign/draft';

// The campaign editor's mappers: the stored campaign as the organiser types it, and back to one update.

// As the owner reads it: the identity's tax id whole comes with it (null: none stored).
const stored: PanelCampaignQuery = {
  organisationTaxId: null,
  campaign: {
    isExample: true,
    organisation: { name: 'Instituto Rita', cnpj: null, email: 'contato@rita.org.br', whatsapp: '+55 11 98765-4321', city: null },
    videoPoster: { url: '/imagens/poster.jpg', alt: 'Rita sorrindo' },
    badge: 'Urgente',
    title: 'Ajude a Rita',
    summary: 'O tratamento custa caro.',
    videoUrl: null,
    goal: '150000.00',
    raised: '1234.56',
    story: {
      title: 'A história',
      verifiedLabel: 'Verificado',
      proofImage: null,
      paragraphs: ['Primeiro.', 'Segundo.'],
      blocks: [{ title: 'Bloco', text: 'Texto do bloco' }],
    },
    usage: [{ title: 'Remédios', text: 'Seis meses' }],
    raffle: { prize: '5000.50', drawDate: '2026-12-20', minAmount: '50.00', text: 'Sorteio pela loteria' },
    trustBadges: [{ icon: 'pix', title: 'PIX', text: 'Na hora' }],
    share: { title: 'Ajude', description: 'Doe', image: { url: '/imagens/share.jpg', alt: 'Cartão' }, message: 'Doe agora' },
  },
  donationOptions: [
    {
      value: '50.00',
      label: 'Ajuda',
      description: 'Um dia',
      impact: 'Remédio',
      popular: true,
      raffleEntries: 1,
      checkoutUrl: null,
    },
  ],
  booksCheck: { baselineRaised: '1000.00', expectedSupporters: 12, paidCount: 5 },
};

describe("the campaign editor's draft", () => {
  it('writes amounts with a comma, paragraphs apart by a blank line, and baseline supporters as those not paid on the site', () => {
    const draft = draftOf(stored);
    expect(draft).toMatchObject({
      goal: '150000,00',
      baselineRaised: '1000,00',
      baselineSupporters: '7',
      paragraphs: 'Primeiro.\n\nSegundo.',
      videoUrl: '',
      hasRaffle: true,
      raffle: { prize: '5000,50', minAmount: '50,00', drawDate: '2026-12-20' },
      organisation: { cnpj: '', city: '', whatsapp: '+55 11 98765-4321' },
    });
    expect(draft.options[0]).toEqual({
      value: '50,00',
      label: 'Ajuda',
      description: 'Um dia',
      impact: 'Remédio',
      popular: true,
      raffleEntries: '1',
      checkoutUrl: '',
    });
    expect(draft.photos).toEqual({
      videoPoster: { url: '/imagens/poster.jpg', alt: 'Rita sorrindo', newImageId: null },
      proofImage: { url: null, alt: '', newImageId: null },
      shareImage: { url: '/imagens/share.jpg', alt: 'Cartão', newImageId: null },
    });
  });

  it('saves as one update that marks the content as the organiser’s, empty optional fields as null', () => {
    const input = inputOf(draftOf(stored));
    expect(input).toMatchObject({
      isExample: false,
      organisation: { name: 'Instituto Rita', cnpj: null, city: null, whatsapp: '+55 11 98765-4321' },
      goal: '150000,00',
      baselineSupporters: 7,
      story: { paragraphs: ['Primeiro.', 'Segundo.'], blocks: [{ title: 'Bloco', text: 'Texto do bloco' }] },
      donationOptions: [{ value: '50,00', raffleEntries: 1, checkoutUrl: null, popular: true }],
      raffle: { prize: '5000,50', drawDate: '2026-12-20', minAmount: '50,00', text: 'Sorteio pela loteria' },
      videoPoster: { imageId: null, alt: 'Rita sorrindo' },
      shareImage: { imageId: null, alt: 'Cartão' },
    });
    // No picture: nothing to send for it.
    expect(input.proofImage).toBeUndefined();
    expect(input).not.toHaveProperty('removeRaffle');
  });

  it("the owner's form holds the tax id whole and saves it; another role's shows it masked and leaves the identity alone", () => {
    const publicIdentity = { ...stored.campaign.organisation, cnpj: '***.533.447-**' };
    const asOwner = draftOf({
      ...stored,
      organisationTaxId: '390.533.447-05',
      campaign: { ...stored.campaign, organisation: publicIdentity },
    });
    expect(asOwner.organisation.cnpj).toBe('390.533.447-05');
    expect(inputOf(asOwner).organisation).toMatchObject({ cnpj: '390.533.447-05' });

    const { organisationTaxId: _notAsked, ...asRead } = stored;
    const asOther = draftOf({ ...asRead, campaign: { ...stored.campaign, organisation: publicIdentity } });
    expect(asOther.organisation.cnpj).toBe('***.533.447-**');
    // The masked CPF never goes back to the store; the texts are saved all the same.
    expect(inputOf(asOther)).not.toHaveProperty('organisation');
    expect(inputOf(asOther)).toMatchObject({ title: 'Ajude a Rita' });
  });

  it('what the organiser typed: blank-line paragraphs trimmed, a new upload sent, the raffle removed, bad counts as 0', () => {
    const draft = draftOf(stored);
    const input = inputOf({
      ...draft,
      paragraphs: '  Um.  \n \n\nDois.\n\n',
      baselineSupporters: 'muitos',
      photos: { ...draft.photos, proofImage: { url: 'blob:nova', alt: 'Laudo', newImageId: 'img-1' } },
      hasRaffle: false,
      options: [{ ...draft.options[0]!, raffleEntries: '', checkoutUrl: '  https://pague.example/x  ' }],
    });
    expect(input.story?.paragraphs).toEqual(['Um.', 'Dois.']);
    expect(input.baselineSupporters).toBe(0);
    expect(input.proofImage).toEqual({ imageId: 'img-1', alt: 'Laudo' });
    expect(input.removeRaffle).toBe(true);
    expect(input.raffle).toBeUndefined();
    expect(input.donationOptions![0]).toMatchObject({ raffleEntries: 0, checkoutUrl: 'https://pague.example/x' });
  });
});
