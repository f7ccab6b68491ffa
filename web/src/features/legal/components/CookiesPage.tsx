import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { openConsentPreferences } from '../../../shared/consent';
import { formatWhatsappNumber, whatsappUrl } from '../../../shared/whatsapp';
import { useLegalOrganisation } from '../organisation';
import { LegalPage, OrganisationName, type LegalSection } from './LegalPage';

/** Seed §1's lifetimes, one row per kind of storage. */
const STORAGE_ITEMS: { name: string; category: string; purpose: string; lifetime: string }[] = [
  {
    name: 'Preferências de cookies',
    category: 'Essencial',
    purpose: 'Guarda a sua escolha neste aviso (armazenamento local do navegador).',
    lifetime: '1 ano',
  },
  {
    name: 'Origem da visita (UTM e anúncios)',
    category: 'Essencial',
    purpose: 'Guarda utm_source, utm_campaign, gclid e similares para atribuir a doação à divulgação que a trouxe.',
    lifetime: '30 dias',
  },
  {
    name: 'Análise — identificação do visitante',
    category: 'Análise',
    purpose: 'Distingue visitantes para estatísticas agregadas de uso.',
    lifetime: '2 anos',
  },
  {
    name: 'Análise — sessão',
    category: 'Análise',
    purpose: 'Agrupa as páginas vistas em uma mesma visita.',
    lifetime: '24 horas',
  },
  {
    name: 'Análise — controle de frequência',
    category: 'Análise',
    purpose: 'Limita a quantidade de medições enviadas.',
    lifetime: '1 minuto',
  },
  {
    name: 'Marketing — pixel de redes sociais',
    category: 'Marketing',
    purpose: 'Mede se um anúncio em rede social trouxe uma visita ou doação.',
    lifetime: '30 a 90 dias',
  },
  {
    name: 'Marketing — anúncios',
    category: 'Marketing',
    purpose: 'Identifica o clique no anúncio e evita repetir anúncios.',
    lifetime: '1 ano e 3 meses',
  },
  {
    name: 'Marketing — conversões',
    category: 'Marketing',
    purpose: 'Associa a doação ao anúncio clicado.',
    lifetime: '30 dias',
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
          Cookies são pequenos arquivos que um site guarda no seu navegador. Usamos também o armazenamento local do navegador
          (localStorage), que funciona de forma parecida. Nesta política, chamamos ambos de &quot;cookies&quot;.
        </p>
      ),
    },
    {
      id: 'essenciais',
      title: 'Cookies essenciais',
      body: (
        <p>
          Necessários para o site funcionar e sempre ativos: guardam a sua escolha de cookies e a origem da sua visita (parâmetros
          UTM e de anúncios). Esses dados ficam no seu navegador e só são enviados junto com uma doação que você fizer.
        </p>
      ),
    },
    {
      id: 'analise',
      title: 'Cookies de análise',
      body: (
        <p>
          Com o seu consentimento, ferramentas de análise medem de forma agregada quantas pessoas visitam o site e quais páginas
          usam, para melhorarmos a campanha. Não usamos esses dados para identificar você.
        </p>
      ),
    },
    {
      id: 'marketing',
      title: 'Cookies de marketing',
      body: (
        <p>
          Com o seu consentimento, carregamos o pixel de anúncios e pixels de redes sociais, que medem quais anúncios trouxeram
          visitas e doações. Sem o seu &quot;sim&quot;, esses scripts não são carregados.
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
          do site e são registrados com a doação. Não contêm dados pessoais seus.
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
