import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TRACKING_RETENTION_DAYS } from '../../../../../rules/tracking';
import { CONSENT_MAX_AGE_DAYS, CONSENT_STORAGE_KEY, openConsentPreferences } from '../../../shared/consent';
import { TRACKING_STORAGE_KEY } from '../../../shared/tracking';
import { formatWhatsappNumber, whatsappUrl } from '../../../shared/whatsapp';
import { useLegalOrganisation } from '../organisation';
import { LegalPage, OrganisationName, type LegalSection } from './LegalPage';

/** What the site keeps in the visitor's browser, one row each, with the lifetimes the code applies. */
export const STORAGE_ITEMS: { name: string; category: string; purpose: string; lifetime: string }[] = [
  {
    name: 'Preferências de cookies',
    category: 'Essencial',
    purpose: `Guarda a sua escolha neste aviso (armazenamento local do navegador, "${CONSENT_STORAGE_KEY}").`,
    lifetime: `${CONSENT_MAX_AGE_DAYS} dias`,
  },
  {
    name: 'Origem da visita (UTM, anúncios e link de doador)',
    category: 'Essencial',
    purpose: `Guarda utm_source, utm_campaign, gclid e similares, e o código do link de doador (ref), para atribuir a doação à divulgação que a trouxe (armazenamento local do navegador, "${TRACKING_STORAGE_KEY}").`,
    lifetime: `${TRACKING_RETENTION_DAYS} dias`,
  },
  {
    name: 'Pixel de anúncios',
    category: 'Marketing',
    purpose:
      'Só com o seu consentimento e se a campanha configurou um: o script da plataforma de anúncios mede se um anúncio trouxe a visita ou a doação, com os cookies dela.',
    lifetime: 'A da plataforma',
  },
];

/** On a phone each cookie is a small card of labelled lines: no column is hidden or cut off. */
const STACKED_ON_PHONES = {
  '@media (max-width: 599.95px)': {
    '& thead': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
    '& tr': { display: 'block', borderBottom: 1, borderColor: 'divider', py: 1 },
    '& td': {
      display: 'grid',
      gridTemplateColumns: '6.5rem minmax(0, 1fr)',
      gap: 1,
      border: 0,
      py: 0.5,
      // A storage key ("campanha:tracking") is one long word: it breaks rather than push the card wider than the phone.
      overflowWrap: 'anywhere',
      '&::before': { content: 'attr(data-label)', fontWeight: 700 },
    },
  },
} as const;

export function CookiesPage() {
  const { organisation, campaignTitle } = useLegalOrganisation();
  const sections: LegalSection[] = [
    {
      id: 'o-que-sao',
      title: 'O que são cookies',
      body: (
        <p>
          Cookies são pequenos arquivos que um site guarda no seu navegador; o armazenamento local do navegador (localStorage)
          funciona de forma parecida. Nesta política, chamamos ambos de &quot;cookies&quot;. O que este site guarda no seu
          navegador fica no armazenamento local: ele não grava cookies no navegador de quem visita ou doa. O único cookie dele é o
          da sessão do painel da organização, gravado só no navegador de quem entra no painel com a credencial da organização. O
          vídeo da campanha, quando há um, só é carregado quando você toca nele; a partir daí, o player do serviço de vídeo (como
          YouTube ou Vimeo) pode guardar dados no seu navegador, pelas regras dele.
        </p>
      ),
    },
    {
      id: 'essenciais',
      title: 'Cookies essenciais',
      body: (
        <p>
          Necessários para o site funcionar e sempre ativos: guardam a sua escolha de cookies e a origem da sua visita (parâmetros
          UTM e de anúncios, e o código do link de doador). Esses dados ficam no seu navegador e só são enviados junto com uma
          doação que você fizer.
        </p>
      ),
    },
    {
      id: 'analise',
      title: 'Cookies de análise',
      body: (
        <p>
          Não usamos: o site não carrega nenhuma ferramenta de análise de uso e não guarda nada para contar visitas. Quais
          divulgações trouxeram doações, sabemos só pela origem da visita registrada com cada doação (abaixo).
        </p>
      ),
    },
    {
      id: 'marketing',
      title: 'Cookies de marketing',
      body: (
        <p>
          Com o seu consentimento para marketing, e se a campanha configurou um, carregamos o pixel de anúncios: um script da
          plataforma de anúncios que mede quais anúncios trouxeram visitas e doações, com cookies dela, pelos prazos dela. Sem o
          seu &quot;sim&quot;, ele não é carregado, e se você retirar o &quot;sim&quot; a página é recarregada sem ele.
        </p>
      ),
    },
    {
      id: 'utm',
      title: 'Rastreamento de origem (UTM)',
      body: (
        <p>
          Quando você chega por um link com parâmetros como utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid,
          gbraid ou wbraid, guardamos esses valores para saber qual divulgação trouxe a doação. Eles acompanham os links internos
          do site e são registrados com a doação. O identificador do clique no anúncio (gclid, gbraid, wbraid) é apagado com os
          dados pessoais da doação (veja a Política de Privacidade).
        </p>
      ),
    },
    {
      id: 'link-de-doador',
      title: 'Link de doador (ref)',
      body: (
        <p>
          Quem doa recebe um link para compartilhar a campanha, com um código aleatório no parâmetro ref, que não traz nome nem
          dado de ninguém. Se você chega por um desses links, guardamos o código com a origem da visita, pelo mesmo prazo, e ele é
          registrado com a doação que você fizer. Ele não acompanha os links internos do site. Com ele, quem compartilhou vê
          quantas doações pagas o link trouxe e quanto somam, nunca quem doou. Faz parte da origem da visita: é essencial e não
          depende da sua escolha de cookies, como os parâmetros UTM.
        </p>
      ),
    },
    {
      id: 'duracao',
      title: 'Quais usamos e por quanto tempo',
      body: (
        <TableContainer
          // Scrolls sideways on narrow phones: focusable so keyboard users can scroll it too.
          tabIndex={0}
          role="region"
          aria-label="Tabela de cookies e prazos"
          sx={{ my: 1, border: 1, borderColor: 'divider', borderRadius: 2 }}
        >
          <Table size="small" aria-label="Cookies e prazos" sx={STACKED_ON_PHONES}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Cookie
                </TableCell>
                <TableCell component="th" scope="col">
                  Tipo
                </TableCell>
                <TableCell component="th" scope="col">
                  Finalidade
                </TableCell>
                <TableCell component="th" scope="col">
                  Duração
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {STORAGE_ITEMS.map((item) => (
                <TableRow key={item.name}>
                  <TableCell data-label="Cookie">{item.name}</TableCell>
                  <TableCell data-label="Tipo">{item.category}</TableCell>
                  <TableCell data-label="Finalidade">{item.purpose}</TableCell>
                  <TableCell data-label="Duração" sx={{ whiteSpace: { sm: 'nowrap' } }}>
                    {item.lifetime}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ),
    },
    {
      id: 'consentimento',
      title: 'Como mudar a sua escolha',
      body: (
        <>
          <p>
            Na primeira visita, um aviso pergunta se você aceita os cookies não essenciais. Você pode mudar a escolha a qualquer
            momento pelo link &quot;Preferências de cookies&quot; no rodapé ou pelo botão abaixo. Também pode apagar os cookies
            nas configurações do seu navegador.
          </p>
          <Button variant="outlined" onClick={openConsentPreferences} sx={{ mt: 1 }}>
            Alterar preferências de cookies
          </Button>
        </>
      ),
    },
    {
      id: 'contato',
      title: 'Contato',
      body: (
        <>
          <p>
            Dúvidas sobre cookies ou sobre os seus dados? Fale com <OrganisationName organisation={organisation} />:
          </p>
          <ul>
            {organisation.whatsapp && (
              <li>
                pelo botão de WhatsApp no rodapé ou pelo número{' '}
                <Link href={whatsappUrl(organisation.whatsapp)} target="_blank" rel="noopener noreferrer">
                  {formatWhatsappNumber(organisation.whatsapp)}
                </Link>
                ;
              </li>
            )}
            <li>pelo formulário &quot;Fale conosco&quot;, no rodapé de todas as páginas;</li>
            {organisation.email && (
              <li>
                pelo e-mail <Link href={`mailto:${organisation.email}`}>{organisation.email}</Link>;
              </li>
            )}
            <li>e, se não ficar satisfeito, reclamar à Autoridade Nacional de Proteção de Dados (ANPD), em gov.br/anpd.</li>
          </ul>
        </>
      ),
    },
  ];
  return (
    <LegalPage
      title="Política de Cookies"
      campaignTitle={campaignTitle}
      intro={
        <p>
          Esta política explica quais cookies e armazenamento local este site usa, para quê, por quanto tempo e como você controla
          a sua escolha.
        </p>
      }
      sections={sections}
    />
  );
}
