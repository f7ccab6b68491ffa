import * as contactMail from '../../api/src/contact/mail.js';
import * as dedicationsMail from '../../api/src/dedications/mail.js';
import * as messages from '../../api/src/mail/messages.js';
import type { MailContent } from '../../api/src/mail/messages.js';
import * as monthlyMail from '../../api/src/monthly/mail.js';
import * as myDonationsMail from '../../api/src/my-donations/mail.js';
import * as referralsMail from '../../api/src/referrals/mail.js';
import * as teamMail from '../../api/src/team/mail.js';

/**
 * Every e-mail the product sends, built with realistic inputs, the richest variant of each
 * (every optional part present): for tests/api/mail-clients.test.ts, and for screenshots.
 * `TEMPLATE_MODULES` are the modules whose exports ending in "Mail" are the templates.
 */
export const TEMPLATE_MODULES = {
  'api/src/mail/messages.ts': messages,
  'api/src/referrals/mail.ts': referralsMail,
  'api/src/contact/mail.ts': contactMail,
  'api/src/monthly/mail.ts': monthlyMail,
  'api/src/my-donations/mail.ts': myDonationsMail,
  'api/src/team/mail.ts': teamMail,
  'api/src/dedications/mail.ts': dedicationsMail,
};

const SITE = 'https://doe.amigosdalia.org.br';
const DONOR_URL = `${SITE}/minha-doacao/k3J9xQ2mZt7Lw0vB5nR8sA`;
const SHARE_URL = `${SITE}/?ref=ana7kq2`;
const MONTHLY_URL = `${SITE}/doacao-mensal/Tq8vN2xLp4Rk7Zw1Ys5Hb`;
const PIX_CODE =
  '00020101021226990014br.gov.bcb.pix2577pix.exemplo-psp.com.br/qr/v2/cobv/9d36b84f-c70b-478f-b95c-12729b90ca255204000053039865406150.005802BR5913Amigos da Lia6009SAO PAULO62070503***6304A1B2';
const HOLDER = { line: 'Amigos da Lia, CNPJ 12.345.678/0001-95', contactUrl: `${SITE}/terms#contato` };
const EXPIRES = new Date('2026-12-03T18:30:00Z');

export const TEMPLATES: Record<string, () => MailContent> = {
  pixCodeMail: () =>
    messages.pixCodeMail({
      name: 'Maria da Silva',
      amountCents: 15000,
      pixCode: PIX_CODE,
      expiresAt: EXPIRES,
      donorUrl: DONOR_URL,
      holder: HOLDER,
    }),
  paymentConfirmedMail: () =>
    messages.paymentConfirmedMail({
      name: 'Maria da Silva',
      amountCents: 15000,
      receiptKind: 'recibo',
      donorUrl: DONOR_URL,
      myDonationsUrl: `${SITE}/minhas-doacoes`,
      resumeUpdatesUrl: `${SITE}/novidades/voltar/65f1c2a9e4b0a1b2c3d4e5f6.Zx81kLq0`,
      shareUrl: SHARE_URL,
    }),
  myDonationsMail: () =>
    messages.myDonationsMail({
      campaignTitle: 'Tratamento da Lia',
      url: `${SITE}/minhas-doacoes/Hq2Lm9vX0cR4tY7uP3sW`,
      expiresAt: EXPIRES,
    }),
  campaignUpdateMail: () =>
    messages.campaignUpdateMail({
      campaignTitle: 'Tratamento da Lia',
      title: 'A Lia começou a segunda fase do tratamento',
      body: 'Graças a vocês, a Lia começou ontem a segunda fase do tratamento no hospital.\n\nOs médicos estão otimistas. As fotos estão na página da campanha: https://doe.amigosdalia.org.br/transparencia#fotos\nObrigada a todos!',
      updatesUrl: `${SITE}/transparencia#novidades`,
      unsubscribeUrl: `${SITE}/novidades/parar/65f1c2a9e4b0a1b2c3d4e5f6.Zx81kLq0`,
    }),
  referralBroughtMail: () =>
    referralsMail.referralBroughtMail({
      campaignTitle: 'Tratamento da Lia',
      donorUrl: DONOR_URL,
      shareUrl: SHARE_URL,
      unsubscribeUrl: `${SITE}/novidades/parar/65f1c2a9e4b0a1b2c3d4e5f6.Zx81kLq0`,
    }),
  contactAnswerMail: () =>
    contactMail.contactAnswerMail({
      name: 'João Pereira',
      message: 'Olá! Fiz uma doação ontem e não recebi o recibo.\n\nPodem me ajudar?\nObrigado.',
      sentAt: new Date('2026-12-01T14:05:00Z'),
      answer: 'O recibo foi reenviado agora para o seu e-mail.\n\nQualquer coisa, é só responder.',
      organisationName: 'Amigos da Lia',
      organisationEmail: 'contato@amigosdalia.org.br',
    }),
  monthlyCodeMail: () =>
    monthlyMail.monthlyCodeMail({
      name: 'Maria da Silva',
      amountCents: 5000,
      dayOfMonth: 10,
      payFirstNow: true,
      pixCode: PIX_CODE,
      expiresAt: EXPIRES,
      url: MONTHLY_URL,
      holder: HOLDER,
    }),
  monthlyActiveMail: () =>
    monthlyMail.monthlyActiveMail({
      name: 'Maria da Silva',
      amountCents: 5000,
      dayOfMonth: 10,
      nextDueDate: '2027-01-10',
      url: MONTHLY_URL,
    }),
  monthlyCancelledMail: () =>
    monthlyMail.monthlyCancelledMail({
      name: 'Maria da Silva',
      amountCents: 5000,
      by: 'organiser',
      url: MONTHLY_URL,
      closingMessage: 'Chegamos à meta! Muito obrigado a todos que ajudaram a Lia.',
    }),
  monthlyFailedMail: () =>
    monthlyMail.monthlyFailedMail({ name: 'Maria da Silva', amountCents: 5000, month: '2026-12', url: MONTHLY_URL }),
  // The richest change: the day, which names the month it applies from (each kind is one sentence of the same layout).
  monthlyChangedMail: () =>
    monthlyMail.monthlyChangedMail({
      name: 'Maria da Silva',
      change: { kind: 'day', from: 10, to: 25, fromMonth: '2027-01' },
      url: MONTHLY_URL,
    }),
  monthlyAmountCodeMail: () =>
    monthlyMail.monthlyAmountCodeMail({
      name: 'Maria da Silva',
      fromCents: 5000,
      toCents: 8000,
      pixCode: PIX_CODE,
      expiresAt: EXPIRES,
      url: MONTHLY_URL,
    }),
  monthlyLinkMail: () =>
    myDonationsMail.monthlyLinkMail({ name: 'Maria da Silva', amountCents: 5000, dayOfMonth: 10, url: MONTHLY_URL }),
  teamInviteMail: () =>
    teamMail.teamInviteMail({
      name: 'Carla Mendes',
      organisation: 'Amigos da Lia',
      role: 'CONTENT',
      invitedBy: 'Ana',
      url: `${SITE}/painel/entrar/sX3k9Lq2vB7nR0tY5wZ8mC1`,
    }),
  dedicationNoticeMail: () =>
    dedicationsMail.dedicationNoticeMail({
      campaignTitle: 'Tratamento da Lia',
      kind: 'IN_MEMORY',
      honoreeName: 'Antônio Ferreira',
      donorName: 'Maria da Silva',
      message: 'Seu Antônio sempre ajudou quem precisava.\nEsta doação é por ele.',
      amountCents: 15000,
      campaignUrl: `${SITE}/`,
      stopUrl: `${SITE}/homenagem/parar/65f1c2a9e4b0a1b2c3d4e5f6.Zx81kLq0`,
    }),
  teamSignInMail: () => teamMail.teamSignInMail({ name: 'Carla Mendes', url: `${SITE}/painel/entrar/sX3k9Lq2vB7nR0tY5wZ8mC1` }),
  teamNoticeMail: () =>
    teamMail.teamNoticeMail({
      name: 'Carla Mendes',
      subject: '3 doações pagas: R$ 230,00',
      blocks: [
        '3 doações foram pagas desde o último aviso:',
        '• Beatriz: R$ 100,00\n• Doador anônimo: R$ 80,00\n• Carlos: R$ 50,00',
        { link: `${SITE}/painel/doacoes`, label: 'Ver no painel' },
      ],
      settingsUrl: `${SITE}/painel/conta`,
    }),
};
