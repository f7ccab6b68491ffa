import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import {
  CONTACT_MESSAGE_RETENTION_DAYS,
  PAID_DONATION_RETENTION_YEARS,
  paidDonationAnonymisedYear,
  UNPAID_DONATION_RETENTION_DAYS,
} from '../../../../../rules/retention';
import { useLegalOrganisation } from '../organisation';
import { LegalPage, OrganisationContacts, OrganisationName, type LegalSection } from './LegalPage';

const MINIMUM_AGE = 18;
/** The year the policy's example payment was made in: a fixed year, so the server's and the browser's text agree. */
const EXAMPLE_PAYMENT_YEAR = 2026;

export function PrivacyPage() {
  const { organisation, campaignTitle } = useLegalOrganisation();
  const sections: LegalSection[] = [
    {
      id: 'dados-coletados',
      title: 'Dados que coletamos',
      body: (
        <>
          <p>Quando você faz uma doação, coletamos apenas o necessário para processá-la:</p>
          <ul>
            <li>nome completo;</li>
            <li>e-mail;</li>
            <li>telefone (opcional);</li>
            <li>CPF (opcional), usado para emitir o recibo para fins fiscais (na doação mensal ele é obrigatório);</li>
            <li>valor da doação e informações do pagamento por PIX (identificador da cobrança, data e situação);</li>
            <li>mensagem de apoio (opcional) e a sua escolha de doar de forma anônima.</li>
          </ul>
          <p>
            Se você doar em homenagem ou em memória de alguém (opcional), guardamos com a doação o nome da pessoa homenageada e,
            se você informar, o e-mail de quem deve ser avisado (numa doação em memória, de alguém da família) e a mensagem do
            aviso. Informe um e-mail só de quem você sabe que gostaria de receber o aviso.
          </p>
          <p>
            Na doação mensal (Pix Automático), quando a campanha a oferece, o nome completo e o CPF são obrigatórios, porque o Pix
            Automático identifica quem paga pelo nome e CPF. Guardamos também o valor mensal, o dia do débito, a situação da
            autorização e os pagamentos de cada mês.
          </p>
          <p>
            Se você enviar um PIX direto para a chave da campanha, sem usar um código gerado por este site, a instituição de
            pagamento nos informa o valor, a data, o identificador da transação e, se você escrever, a mensagem ao recebedor. A
            doação aparece como anônima, e a mensagem só é vista pela organização, que pode decidir mostrar na página um nome (só
            o primeiro, como nas outras doações) e essa mensagem. Não guardamos o nome nem o CPF de quem pagou, mesmo quando a
            instituição os informa.
          </p>
          <p>
            Se você doar em dinheiro, por transferência ou num evento da campanha, a organização pode registrar a doação aqui: o
            valor, o dia e a forma e, se você quiser, o seu nome, e-mail (para receber o recibo) e CPF (para o recibo). As fotos
            de comprovantes que a organização guardar ficam só com ela e não aparecem na página. Quando a organização importa o
            extrato da conta da campanha, guardamos de cada lançamento a data, o valor, a descrição dada pelo banco (que pode
            trazer o nome de quem transferiu) e o identificador do banco, só para conferir as contas: nada disso aparece na
            página, a não ser como doação anônima quando a organização a aceita.
          </p>
          <p>
            Também registramos automaticamente o endereço IP e o navegador usados na doação, para prevenir fraudes, e a origem da
            visita (parâmetros UTM e de anúncios, como utm_source e gclid, e o código do link de compartilhamento de outro doador,
            quando você chega por ele), para saber qual divulgação trouxe a doação. Cada doação ganha um link de compartilhamento
            com um código aleatório, que não traz nome nem dado de ninguém: quem o compartilhou vê, na página privada da própria
            doação, quantas doações pagas o link trouxe e quanto somam, nunca quem doou. Pelo formulário de contato, coletamos
            nome, e-mail e a mensagem que você escrever.
          </p>
        </>
      ),
    },
    {
      id: 'uso-dos-dados',
      title: 'Como usamos os dados',
      body: (
        <ul>
          <li>processar a doação, gerar o código PIX e confirmar o pagamento;</li>
          <li>
            na doação mensal: enviar o seu nome e CPF à instituição de pagamento da campanha para criar a autorização, que o seu
            banco mostra a você com esses dados para você autorizar; cobrar cada mês no dia escolhido, até você ou a campanha
            cancelar; e emitir o recibo de cada mês pago;
          </li>
          <li>
            enviar por e-mail o código PIX com o link da página privada da sua doação e, quando o pagamento for confirmado, o
            recibo (com o CPF, se você informou) ou o comprovante da doação;
          </li>
          <li>
            só se você marcar &quot;Quero receber novidades da campanha por e-mail&quot; ao doar, e depois que o pagamento for
            confirmado: enviar por e-mail as novidades que a campanha publicar e, uma vez, o aviso de que o seu link de
            compartilhamento trouxe a primeira doação. Cada e-mail traz um link para parar de receber, que vale na hora, sem
            login; apagar os seus dados também encerra o envio. Quem parou de receber fica lembrado por um resumo criptográfico do
            e-mail (não o e-mail em si): uma nova doação com a opção marcada não volta a inscrever o endereço, e o e-mail de
            confirmação do pagamento pergunta antes; só voltamos a enviar se você confirmar;
          </li>
          <li>
            numa doação em homenagem ou em memória de alguém, com um e-mail informado: enviar a esse e-mail, uma única vez e
            depois que o pagamento for confirmado, um aviso com o nome de quem doou (ou &quot;uma pessoa que preferiu não se
            identificar&quot;, numa doação anônima), o nome homenageado, a mensagem e, só se você marcar, o valor. O aviso traz um
            link para o endereço não receber mais avisos de homenagem desta campanha, que vale na hora, sem login; o pedido fica
            lembrado por um resumo criptográfico do e-mail (não o e-mail em si). Se a doação não for anônima, a homenagem
            (&quot;Em memória de&quot; e o nome homenageado, nunca o e-mail) aparece com a doação na página de transparência; ela
            também aparece no recibo;
          </li>
          <li>
            em &quot;Minhas doações&quot;, quando você pede: procurar as doações feitas com o e-mail digitado e, se houver alguma,
            enviar só para esse e-mail um link que vale 24 horas, com cada doação, o seu recibo e o informe anual para o Imposto
            de Renda. O pedido e o e-mail ficam guardados até o link vencer e depois são apagados; se não houver doações, nada é
            enviado e o e-mail não é guardado (só um resumo criptográfico dele, por até duas horas, para limitar pedidos
            repetidos). O CPF digitado para o informe é comparado com o CPF guardado em cada doação e não é guardado;
          </li>
          <li>responder mensagens e pedidos que você nos enviar;</li>
          <li>prestar contas da campanha e cumprir obrigações legais e fiscais;</li>
          <li>prevenir fraudes e abusos, como doações falsas em massa;</li>
          <li>medir quais canais de divulgação funcionam, de forma agregada.</li>
        </ul>
      ),
    },
    {
      id: 'bases-legais',
      title: 'Bases legais',
      body: (
        <>
          <p>Tratamos dados pessoais com base na Lei Geral de Proteção de Dados (Lei nº 13.709/2018 — LGPD):</p>
          <ul>
            <li>
              <strong>execução de contrato</strong> (art. 7º, V): para receber e registrar a sua doação;
            </li>
            <li>
              <strong>cumprimento de obrigação legal</strong> (art. 7º, II): para guardar registros fiscais e emitir recibos;
            </li>
            <li>
              <strong>legítimo interesse</strong> (art. 7º, IX): para prevenir fraudes e atribuir doações à divulgação que as
              trouxe, inclusive ao link de compartilhamento de outro doador, e para enviar o aviso de homenagem que você pediu ao
              endereço que você informou;
            </li>
            <li>
              <strong>consentimento</strong> (art. 7º, I): para as novidades por e-mail, registrado com data e texto aceito, e
              para o pixel de anúncios (marketing), que você pode recusar ou revogar a qualquer momento.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'compartilhamento',
      title: 'Compartilhamento',
      body: (
        <>
          <p>Não vendemos nem alugamos os seus dados. Eles são compartilhados apenas com:</p>
          <ul>
            <li>
              a instituição de pagamento que processa o PIX, no limite necessário para a cobrança; na doação mensal, ela recebe o
              seu nome e CPF, que o seu banco mostra para você autorizar;
            </li>
            <li>provedores de hospedagem e banco de dados que operam o site em nosso nome, sob contrato;</li>
            <li>
              a plataforma de anúncios, somente se você aceitar o marketing: o pixel dela mede as visitas e as doações que um
              anúncio trouxe;
            </li>
            <li>autoridades públicas, quando a lei ou uma ordem judicial exigir.</li>
          </ul>
          <p>
            Nas doações, o nome público aparece apenas pelo primeiro nome (ou &quot;Doador anônimo&quot;). E-mail, telefone e CPF
            nunca são exibidos no site.
          </p>
        </>
      ),
    },
    {
      id: 'seguranca',
      title: 'Segurança',
      body: (
        <p>
          Usamos conexão criptografada (HTTPS), o CPF é armazenado criptografado, o acesso administrativo exige credencial própria
          e limitamos tentativas repetidas. Nenhum sistema é totalmente imune a incidentes; se algum ocorrer e puder trazer risco
          a você, comunicaremos você e a Autoridade Nacional de Proteção de Dados (ANPD), como manda a LGPD.
        </p>
      ),
    },
    {
      id: 'direitos',
      title: 'Seus direitos (LGPD)',
      body: (
        <>
          <p>Como titular dos dados, você pode, a qualquer momento e sem custo:</p>
          <ul>
            <li>confirmar se tratamos dados seus e acessá-los;</li>
            <li>corrigir dados incompletos, inexatos ou desatualizados;</li>
            <li>pedir anonimização, bloqueio ou eliminação de dados desnecessários ou tratados em desacordo com a lei;</li>
            <li>pedir a portabilidade dos dados a outro fornecedor;</li>
            <li>saber com quem compartilhamos os seus dados;</li>
            <li>revogar o consentimento e ser informado das consequências de não o dar;</li>
            <li>opor-se a tratamento feito com base em legítimo interesse.</li>
          </ul>
          <p>
            <strong>Como exercer:</strong> na página privada da sua doação (o link que mostramos ao gerar o código PIX e enviamos
            por e-mail; se o perdeu, peça-o em &quot;Minhas doações&quot;, no rodapé) você baixa, na hora, tudo o que guardamos
            sobre a doação e pode apagar os seus dados pessoais. Um recibo já emitido é mantido, porque é documento fiscal (LGPD,
            art. 16, I), e a página diz exatamente o que foi mantido. Apagar os dados apaga também a homenagem (nome, e-mail e
            mensagem de quem foi homenageado), que deixa a página de transparência e o recibo. Quem recebeu um aviso de homenagem
            pode, pelo link do próprio aviso, não receber outros. Para os demais pedidos, escreva por um dos canais da seção
            &quot;Contato&quot;, informando o e-mail usado na doação: responderemos em até 15 dias. Se não ficar satisfeito, você
            pode reclamar à ANPD (gov.br/anpd).
          </p>
          <p>
            <strong>Doação mensal:</strong> você pode cancelá-la a qualquer momento, na página privada da doação mensal (o link
            que mostramos ao gerar o código e enviamos por e-mail) ou no app do seu banco. Nenhum mês ainda não vencido é cobrado
            depois do cancelamento, e cada mês pago tem o seu recibo. Na mesma página você baixa, na hora, tudo o que guardamos
            sobre a doação mensal e cada um dos seus meses, e pode apagar os seus dados pessoais. Apagar os dados também cancela a
            doação mensal: nenhum mês ainda não vencido é cobrado. Os recibos já emitidos são mantidos, porque são documentos
            fiscais, e a página diz exatamente o que foi mantido.
          </p>
        </>
      ),
    },
    {
      id: 'retencao',
      title: 'Por quanto tempo guardamos',
      body: (
        <>
          <p>Os prazos abaixo são aplicados automaticamente pelo site, todos os dias:</p>
          <ul>
            <li>
              <strong>Doação não paga</strong> (o código PIX expirou sem pagamento): {UNPAID_DONATION_RETENTION_DAYS} dias depois
              de criada, apagamos o nome, o e-mail, o telefone, o CPF, a mensagem, a homenagem (nome, e-mail e mensagem de quem
              foi homenageado), o endereço IP, o navegador, o identificador do clique no anúncio e o pedido de novidades por
              e-mail. Ficam o valor, a data, a situação e de qual campanha de divulgação a doação veio, sem nenhum dado pessoal,
              para as estatísticas da campanha.
            </li>
            <li>
              <strong>Doação paga</strong>: os dados são guardados até completar {PAID_DONATION_RETENTION_YEARS} anos depois do
              fim do ano do pagamento, prazo dos registros fiscais e contábeis (uma doação paga em {EXAMPLE_PAYMENT_YEAR} é
              anonimizada em 1º de janeiro de {paidDonationAnonymisedYear(EXAMPLE_PAYMENT_YEAR)}). Então apagamos os mesmos dados
              e o depoimento publicado, e a doação continua na prestação de contas como &quot;Doador anônimo&quot;, com o mesmo
              valor e a mesma data. O recibo já emitido (com o nome e, se informado, o CPF) continua guardado, porque é documento
              fiscal da organização (LGPD, art. 16, I).
            </li>
            <li>
              Os e-mails que enviamos sobre uma doação perdem o endereço e o conteúdo quando os dados dela são apagados; fica só o
              registro de que foram enviados.
            </li>
            <li>
              Quando os dados de uma doação são apagados (a seu pedido ou pelo prazo acima), apagamos também o que a organização
              registrou dela: a anotação e as fotos de comprovantes de uma doação registrada pela organização, e a descrição do
              banco no lançamento do extrato que corresponde à doação. Ficam o valor, a data e a forma de pagamento, para as
              contas.
            </li>
            <li>
              <strong>Mensagens de contato</strong>: apagadas {CONTACT_MESSAGE_RETENTION_DAYS} dias depois de recebidas.
            </li>
            <li>
              <strong>&quot;Minhas doações&quot;</strong>: o pedido e o e-mail são apagados quando o link vence, 24 horas depois.
            </li>
          </ul>
          <p>
            Ainda não tem prazo automático, e fica guardada até você pedir a eliminação (em &quot;Apagar meus dados&quot;, na
            página da doação mensal): a autorização da doação mensal (com o nome e o CPF de quem paga). Os lançamentos do extrato
            bancário que não correspondem a uma doação (débitos, transferências entre contas da campanha, créditos que a
            organização ignorou ou ainda não conferiu) também não têm prazo automático: são o registro da conta da campanha. O
            resumo criptográfico de um e-mail que pediu para não receber avisos de homenagem também fica guardado, sem prazo, para
            que o pedido continue valendo.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies e armazenamento local',
      body: (
        <p>
          Guardamos no seu navegador só o essencial (a sua escolha de cookies e a origem da visita) e, só com o seu consentimento
          para marketing, carregamos o pixel de anúncios, quando a campanha usa um. Não usamos ferramentas de análise de uso. Os
          detalhes e prazos estão na{' '}
          <Link component={RouterLink} to="/cookies">
            Política de Cookies
          </Link>
          , e você pode mudar a sua escolha no link &quot;Preferências de cookies&quot; no rodapé.
        </p>
      ),
    },
    {
      id: 'transferencia-internacional',
      title: 'Transferência internacional',
      body: (
        <p>
          Alguns fornecedores (hospedagem e plataformas de anúncios, estas apenas com o seu consentimento) podem armazenar dados
          fora do Brasil. Nesses casos, a transferência segue o art. 33 da LGPD, com cláusulas contratuais e garantias de proteção
          equivalentes às exigidas no Brasil.
        </p>
      ),
    },
    {
      id: 'menores',
      title: 'Menores de 18 anos',
      body: (
        <p>
          As doações são destinadas a maiores de {MINIMUM_AGE} anos ou pessoas legalmente autorizadas. Não coletamos
          conscientemente dados de menores de {MINIMUM_AGE} anos sem o consentimento dos pais ou responsáveis; se isso acontecer,
          eliminaremos os dados assim que soubermos.
        </p>
      ),
    },
    {
      id: 'alteracoes',
      title: 'Alterações desta política',
      body: (
        <p>
          Podemos atualizar esta política para refletir mudanças na lei ou no site. A data da última atualização fica no topo
          desta página; mudanças relevantes serão destacadas no site antes de valerem.
        </p>
      ),
    },
    {
      id: 'contato',
      title: 'Contato',
      body: (
        <>
          <p>
            O controlador dos dados é <OrganisationName organisation={organisation} />. Para dúvidas ou pedidos sobre os seus
            dados, fale com o nosso encarregado de proteção de dados:
          </p>
          <OrganisationContacts organisation={organisation} />
        </>
      ),
    },
  ];
  return (
    <LegalPage
      title="Política de Privacidade"
      campaignTitle={campaignTitle}
      intro={
        <p>
          Esta política explica como <OrganisationName organisation={organisation} />, responsável por esta campanha, trata os
          dados pessoais de quem visita o site e de quem doa, de acordo com a LGPD.
        </p>
      }
      sections={sections}
    />
  );
}
