import type { CampaignContent } from '../../../rules/campaign-content.js';
import { maskedHolderDocument } from '../../../rules/pix-holder.js';
import { isExamplePixKey, type Config } from '../config.js';
import { AppError } from '../errors.js';
import type { LaunchChecklist, LaunchChecklistItem } from '../generated/graphql.js';
import { EXAMPLE_CONTENT_FILE, loadContentFile } from './content.js';
import { formatDate } from '../../../rules/brasilia-time.js';

/**
 * What still belongs to the example, or is missing, before the campaign goes live.
 * Worked out from the configuration and the stored content alone (no database read),
 * so the public page can ask it on every render: the "Conteúdo de exemplo" ribbon
 * stays until every item is done.
 */

type Item = LaunchChecklistItem;

let exampleContent: CampaignContent | undefined;
/** The example's identity, read once from the file that ships with the code. */
function exampleIdentity(): CampaignContent['organisation'] {
  exampleContent ??= loadContentFile(EXAMPLE_CONTENT_FILE);
  return exampleContent.organisation;
}

/**
 * True while no PIX holder is recorded, or it is the example's (its name or its
 * document): the page would tell donors to expect a name their bank will not show.
 */
export function isExamplePixHolder(holder: CampaignContent['pixHolder']): boolean {
  if (!holder) return true;
  exampleContent ??= loadContentFile(EXAMPLE_CONTENT_FILE);
  const example = exampleContent.pixHolder;
  return Boolean(example && (holder.name === example.name || digits(holder.document) === digits(example.document)));
}

const digits = (text: string | undefined) => (text ?? '').toUpperCase().replace(/[^0-9A-Z]/g, '');

/** True while any part of the identity that receipts and legal pages print is still the example's. */
export function isExampleIdentity(organisation: CampaignContent['organisation']): boolean {
  const example = exampleIdentity();
  return (
    organisation.name.trim() === example.name ||
    organisation.email.toLowerCase() === example.email.toLowerCase() ||
    (Boolean(organisation.cnpj) && digits(organisation.cnpj) === digits(example.cnpj)) ||
    (Boolean(organisation.whatsapp) && organisation.whatsapp === example.whatsapp)
  );
}

/** A picture of the example (shipped under /images/example-…), not the organiser's own. */
const isExamplePicture = (image: { url: string } | undefined) => Boolean(image?.url.startsWith('/images/example-'));

const FIX_CAMPAIGN = '/painel/campanha';

function pictureItem(key: string, label: string, image: { url: string } | undefined, needed: boolean): Item {
  const fix = `${FIX_CAMPAIGN}#fotos`;
  if (isExamplePicture(image)) return { key, label, done: false, detail: 'Ainda é a imagem de exemplo.', fix };
  if (!image) return { key, label, done: !needed, detail: needed ? 'Falta enviar a foto.' : 'Sem imagem (opcional).', fix };
  return { key, label, done: true, detail: 'Foto da campanha enviada.', fix };
}

export function launchChecklist(config: Config, content: CampaignContent): LaunchChecklist {
  const identityIsExample = isExampleIdentity(content.organisation);
  const items: Item[] = [
    {
      key: 'texts',
      label: 'Textos da página',
      done: !content.isExample,
      detail: content.isExample
        ? 'Título, resumo, história e valores ainda são os de exemplo.'
        : 'Textos salvos pela organização.',
      fix: `${FIX_CAMPAIGN}#textos`,
    },
    pictureItem('videoPoster', 'Capa do vídeo', content.videoPoster, Boolean(content.videoUrl)),
    pictureItem('proofImage', 'Imagem da história (laudo ou foto)', content.story.proofImage, false),
    pictureItem('shareImage', 'Foto da prévia no WhatsApp', content.share.image, false),
    {
      key: 'identity',
      label: 'Identificação da organização',
      done: !identityIsExample,
      detail: identityIsExample
        ? 'Nome, CNPJ/CPF, e-mail ou WhatsApp ainda são os de exemplo. Eles aparecem nos recibos.'
        : `${content.organisation.name}, ${content.organisation.email}.`,
      fix: `${FIX_CAMPAIGN}#organizacao`,
    },
    {
      key: 'legalController',
      label: 'Controlador dos dados (LGPD)',
      done: !identityIsExample && Boolean(content.organisation.cnpj),
      detail: identityIsExample
        ? 'As políticas de privacidade e os termos ainda nomeiam a organização de exemplo.'
        : content.organisation.cnpj
          ? `As políticas nomeiam ${content.organisation.name} como controladora dos dados.`
          : 'Informe o CNPJ ou CPF: a política de privacidade precisa identificar quem controla os dados.',
      fix: `${FIX_CAMPAIGN}#organizacao`,
    },
    {
      key: 'pixHolder',
      label: 'Quem recebe o PIX',
      done: !isExamplePixHolder(content.pixHolder),
      detail: !content.pixHolder
        ? 'Informe o titular da chave PIX como o app do banco mostra: nome, CPF ou CNPJ e instituição. Sem isso, a produção não recebe doações.'
        : isExamplePixHolder(content.pixHolder)
          ? 'O titular da chave PIX ainda é o de exemplo: a página diria aos doadores para esperar outro nome.'
          : `O app do banco vai mostrar: ${content.pixHolder.name} · ${maskedHolderDocument(content.pixHolder.document)} · ${content.pixHolder.institution}.`,
      fix: `${FIX_CAMPAIGN}#recebedor`,
    },
    {
      key: 'pixHolderTest',
      label: 'Teste de R$ 1 pelo PIX',
      done: !isExamplePixHolder(content.pixHolder) && Boolean(content.pixHolder?.testedAt),
      detail: content.pixHolder?.testedAt
        ? `Confirmado em ${formatDate(new Date(content.pixHolder.testedAt))}: o app mostrou este nome.`
        : 'Faça um PIX de R$ 1 do seu celular, pelo QR code da própria página, e confira se o app mostra exatamente o nome, o documento e a instituição informados.',
      fix: `${FIX_CAMPAIGN}#recebedor`,
    },
    {
      key: 'pixKey',
      label: 'Chave PIX',
      done: !isExamplePixKey(config),
      detail: isExamplePixKey(config)
        ? 'A chave PIX é a de exemplo do Banco Central e não recebe dinheiro. Peça à equipe técnica para definir PIX_KEY e PIX_MERCHANT_NAME.'
        : `Chave configurada (recebedor: ${config.PIX_MERCHANT_NAME}).`,
      fix: 'PIX_KEY',
    },
    {
      key: 'smtp',
      label: 'Envio de e-mails',
      done: Boolean(config.SMTP_URL),
      detail: config.SMTP_URL
        ? 'Os e-mails aos doadores (código PIX, recibo) são enviados.'
        : 'Sem servidor de e-mail (SMTP_URL): os e-mails aos doadores ficam na fila e não saem.',
      fix: 'SMTP_URL',
    },
    {
      key: 'publicUrl',
      label: 'Endereço público do site',
      done: Boolean(config.PUBLIC_URL),
      detail: config.PUBLIC_URL
        ? `Os links compartilhados e dos e-mails apontam para ${config.PUBLIC_URL}.`
        : 'Sem PUBLIC_URL: os links das prévias e dos e-mails usam o endereço de cada acesso.',
      fix: 'PUBLIC_URL',
    },
  ];
  return { ready: items.every((item) => item.done), items };
}

/**
 * In production, no donation is taken while the identity printed on its receipt is the
 * example's: the donor would get a fiscal document naming somebody else; nor while the
 * PIX holder is unset or the example's: the page could not tell the donor whose name
 * their bank will show. (The example PIX key never gets this far: production refuses
 * to start with it, config.ts.)
 */
export function assertTakesDonations(config: Config, content: CampaignContent): void {
  if (config.isProduction && (isExampleIdentity(content.organisation) || isExamplePixHolder(content.pixHolder)))
    throw new AppError(
      'CAMPAIGN_NOT_READY',
      'Esta campanha ainda não está recebendo doações: a organização está concluindo o cadastro. Tente mais tarde.',
    );
}
