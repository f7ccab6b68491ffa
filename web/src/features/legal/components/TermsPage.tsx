import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useLegalOrganisation } from '../organisation';
import { LegalPage, OrganisationContacts, OrganisationName, type LegalSection } from './LegalPage';

const MINIMUM_AGE = 18;
/** Seed §1: material changes take effect after at least 30 days. */
const TERMS_CHANGE_NOTICE_DAYS = 30;

export function TermsPage() {
  const { organisation, campaignTitle } = useLegalOrganisation();
  const sections: LegalSection[] = [
    {
      id: 'aceitacao',
      title: 'Aceitação',
      body: (
        <p>
          Ao usar este site ou fazer uma doação, você concorda com estes termos e com a{' '}
          <Link component={RouterLink} to="/privacy">
            Política de Privacidade
          </Link>
          . Se não concordar, não use o site.
        </p>
      ),
    },
    {
      id: 'doacoes',
      title: 'Natureza das doações',
      body: (
        <ul>
          <li>
            As doações são <strong>voluntárias</strong>: você escolhe doar e o valor.
          </li>
          <li>
            São <strong>irrevogáveis e não reembolsáveis</strong>: depois de confirmado o PIX, o valor não é devolvido, salvo erro
            de processamento comprovado (por exemplo, cobrança em duplicidade) ou quando a lei exigir.
          </li>
          <li>
            Na <strong>doação mensal</strong> (Pix Automático), cada mês pago segue a regra acima; os meses ainda não vencidos não
            são cobrados se você cancelar, a qualquer momento, na página da sua doação mensal ou no app do seu banco.
          </li>
          <li>A doação não dá direito a contrapartida, produto ou serviço.</li>
        </ul>
      ),
    },
    {
      id: 'destino',
      title: 'Destino dos recursos',
      body: (
        <>
          <p>
            Os recursos são usados exclusivamente nos custos médicos da criança beneficiada: remédios, consultas, tratamentos,
            curativos e o transporte adaptado descrito na campanha.
          </p>
          <p>
            Se a arrecadação superar o necessário, o <strong>excedente</strong> será destinado a outras crianças em situação
            semelhante ou a instituições de caridade ligadas à causa, com prestação de contas pública.
          </p>
        </>
      ),
    },
    {
      id: 'recibos',
      title: 'Recibos',
      body: (
        <p>
          Quando o pagamento é confirmado, enviamos por e-mail, em PDF, o documento da sua doação, com número sequencial único;
          ele também fica na página privada da sua doação. Se você informou o CPF, é um recibo de doação com o seu CPF, que diz
          como declarar a doação no Imposto de Renda; sem CPF, é um comprovante de doação, sem CPF. A doação não é dedutível do
          imposto devido.
        </p>
      ),
    },
    {
      id: 'valores-minimos',
      title: 'Valores mínimos',
      body: (
        <p>
          Podemos definir valores mínimos de doação por motivos técnicos, como custos de processamento do pagamento. Os valores
          disponíveis são os mostrados no site no momento da doação.
        </p>
      ),
    },
    {
      id: 'idade',
      title: 'Quem pode doar',
      body: (
        <p>
          Para doar, você deve ter pelo menos {MINIMUM_AGE} anos ou estar legalmente autorizado (por exemplo, com autorização dos
          pais ou responsáveis). Ao doar, você declara cumprir esta condição e que o dinheiro usado é seu ou que tem autorização
          para usá-lo.
        </p>
      ),
    },
    {
      id: 'condutas-proibidas',
      title: 'Condutas proibidas',
      body: (
        <>
          <p>Não é permitido:</p>
          <ul>
            <li>usar o site para lavagem de dinheiro, fraude ou qualquer atividade ilegal;</li>
            <li>informar dados falsos ou de outra pessoa sem autorização;</li>
            <li>publicar mensagens ofensivas, discriminatórias, enganosas ou que violem direitos de terceiros;</li>
            <li>criar doações em massa, automatizadas ou falsas, ou tentar contornar os limites do site;</li>
            <li>
              tentar acessar áreas restritas, interferir no funcionamento do site ou copiar o seu conteúdo para enganar doadores.
            </li>
          </ul>
          <p>
            Podemos ocultar mensagens e recusar doações que violem estes termos, e comunicar as autoridades quando necessário.
          </p>
        </>
      ),
    },
    {
      id: 'responsabilidade',
      title: 'Responsabilidades',
      body: (
        <p>
          <OrganisationName organisation={organisation} /> é responsável pela campanha, pela guarda dos recursos e pela prestação
          de contas. O pagamento por PIX é feito pelo aplicativo do seu banco; não nos responsabilizamos por falhas do banco ou da
          sua conexão, mas ajudaremos a esclarecer qualquer problema.
        </p>
      ),
    },
    {
      id: 'alteracoes',
      title: 'Alterações destes termos',
      body: (
        <p>
          Podemos alterar estes termos. Alterações relevantes só passam a valer pelo menos {TERMS_CHANGE_NOTICE_DAYS} dias depois
          de publicadas neste site, e nunca afetam doações já feitas.
        </p>
      ),
    },
    {
      id: 'foro',
      title: 'Lei aplicável e foro',
      body: (
        <p>
          Estes termos seguem as leis da República Federativa do Brasil. Fica eleito o foro da comarca do seu domicílio, como
          garante o Código de Defesa do Consumidor, para resolver qualquer questão sobre eles.
        </p>
      ),
    },
    {
      id: 'contato',
      title: 'Contato',
      body: (
        <>
          <p>Dúvidas sobre estes termos ou sobre uma doação:</p>
          <OrganisationContacts organisation={organisation} />
        </>
      ),
    },
  ];
  return (
    <LegalPage
      title="Termos de Uso"
      campaignTitle={campaignTitle}
      intro={
        <p>
          Estes termos regem o uso deste site e as doações feitas a esta campanha, organizada por{' '}
          <OrganisationName organisation={organisation} />.
        </p>
      }
      sections={sections}
    />
  );
}
