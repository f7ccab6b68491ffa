import { useLegalOrganisation } from '../organisation';
import { LegalPage, OrganisationContacts, OrganisationName, type LegalSection } from './LegalPage';

/** When this statement was last reviewed against the site. */
export const ACCESSIBILITY_REVIEWED = '23 de novembro de 2026';

/** The conformance statement: the target, what was checked and how, what is known to fall short, and whom to tell. */
export function AccessibilityPage() {
  const { organisation, campaignTitle } = useLegalOrganisation();
  const sections: LegalSection[] = [
    {
      id: 'compromisso',
      title: 'Nosso compromisso',
      body: (
        <p>
          <OrganisationName organisation={organisation} /> quer que qualquer pessoa consiga conhecer a campanha e doar, inclusive
          quem usa leitor de tela, navega só pelo teclado, amplia a tela ou usa um celular simples com internet lenta.
        </p>
      ),
    },
    {
      id: 'conformidade',
      title: 'Situação de conformidade',
      body: (
        <>
          <p>
            A referência é a <strong>WCAG 2.2, nível AA</strong> (Diretrizes de Acessibilidade para Conteúdo Web), também adotada
            pelo eMAG. O caminho da doação — página inicial, aviso de cookies, escolha do valor, formulário, código PIX e
            confirmação do pagamento — e as páginas de privacidade, termos, cookies e esta declaração são considerados{' '}
            <strong>parcialmente conformes</strong>: atendem aos critérios verificados abaixo, mas ainda não passaram por uma
            auditoria completa feita por especialistas e por pessoas com deficiência.
          </p>
          <p>Última revisão: {ACCESSIBILITY_REVIEWED}.</p>
        </>
      ),
    },
    {
      id: 'como-testamos',
      title: 'Como testamos',
      body: (
        <ul>
          <li>
            Verificação automática com <strong>axe-core</strong> (regras WCAG 2.0, 2.1 e 2.2 A e AA) em um navegador Chromium
            real, em três tamanhos de tela: 360×640 e 390×844 (celulares) e 1366×768 (computador). Em cada página, no aviso de
            cookies e em cada janela do caminho da doação o resultado exigido é zero violações.
          </li>
          <li>
            Medição dos alvos de toque: os botões principais (doar, aceitar ou rejeitar cookies) têm pelo menos 44×44 pixels; os
            demais, pelo menos 24×24.
          </li>
          <li>
            Mensagens de status (código copiado, erros, pagamento confirmado) são anunciadas por leitores de tela mesmo com uma
            janela aberta, e nada cobre o QR code.
          </li>
          <li>
            O celular é simulado com processador 4 vezes mais lento e rede 4G lenta: a primeira tela mostra o valor arrecadado, a
            meta e o botão de doar mesmo com o aviso de cookies aberto.
          </li>
          <li>Erros do formulário são identificados em texto, junto ao campo, com a correção sugerida.</li>
          <li>O código PIX vale 30 minutos e pode ser renovado na própria janela, sem perder a doação.</li>
        </ul>
      ),
    },
    {
      id: 'limitacoes',
      title: 'Limitações conhecidas',
      body: (
        <ul>
          <li>O vídeo da campanha é de um serviço externo; as legendas dependem de quem o publicou.</li>
          <li>
            Em celulares, o QR code aparece abaixo do botão &quot;Copiar código PIX&quot;, que é o modo mais fácil de pagar no
            próprio aparelho.
          </li>
          <li>Ainda não houve testes com leitores de tela feitos por pessoas que os usam no dia a dia.</li>
        </ul>
      ),
    },
    {
      id: 'contato',
      title: 'Encontrou uma barreira?',
      body: (
        <>
          <p>Conte para nós onde e o que aconteceu; respondemos e corrigimos o quanto antes.</p>
          <OrganisationContacts organisation={organisation} />
        </>
      ),
    },
  ];
  return (
    <LegalPage
      title="Acessibilidade"
      intro={<p>Esta declaração diz o que fizemos para que o site seja acessível, como verificamos e o que ainda falta.</p>}
      sections={sections}
      campaignTitle={campaignTitle}
    />
  );
}
