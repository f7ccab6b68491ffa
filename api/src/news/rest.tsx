import express, { Router, type Request, type Response } from 'express';
import type { ReactNode } from 'react';
import type { Deps } from '../deps.js';
import { renderHtmlDocument } from '../html.js';
import { RESUME_UPDATES_PATH, STOP_UPDATES_PATH } from '../../../rules/updates-consent.js';
import { resumeUpdates, stopUpdates, type ResumeOutcome, type StopOutcome } from './service.js';
import { ServerPage } from '../web/server-page.js';

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#fdf6f9;color:#1f1f1f;line-height:1.5;font-size:16px}
main{max-width:34rem;margin:0 auto;padding:1rem}h1{font-size:1.5rem;margin:.5rem 0 1rem}a{color:#ad1457}
button{width:100%;min-height:48px;font:inherit;font-weight:700;color:#fff;background:#c2185b;border:0;border-radius:8px}`;

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ServerPage title={title} style={STYLE}>
      {children}
    </ServerPage>
  );
}

/** The link's page: a button, never a GET that stops (mail scanners open every link). */
function ConfirmPage({ action }: { action: string }) {
  return (
    <Page title="Parar de receber novidades">
      <h1>Parar de receber novidades por e-mail?</h1>
      <p>Você deixará de receber por e-mail as novidades desta campanha, em todas as doações feitas com este endereço.</p>
      <form method="post" action={action}>
        <button type="submit">Não quero mais receber</button>
      </form>
    </Page>
  );
}

function OutcomePage({ outcome }: { outcome: StopOutcome }) {
  return outcome === 'stopped' ? (
    <Page title="Pronto">
      <h1>Pronto: você não receberá mais novidades por e-mail.</h1>
      <p>Se mudar de ideia, marque a opção de novidades na sua próxima doação.</p>
    </Page>
  ) : (
    <Page title="Link inválido">
      <h1>Este link não é válido.</h1>
      <p>Use o link do e-mail de novidades mais recente que você recebeu.</p>
    </Page>
  );
}

/** The payment e-mail's question, answered by a button (mail scanners open every link). */
function ResumePage({ action }: { action: string }) {
  return (
    <Page title="Voltar a receber novidades">
      <h1>Voltar a receber novidades por e-mail?</h1>
      <p>
        Este e-mail tinha pedido para não receber as novidades desta campanha. Na doação, a opção de receber foi marcada: só
        voltaremos a enviar se você confirmar aqui.
      </p>
      <form method="post" action={action}>
        <button type="submit">Quero voltar a receber</button>
      </form>
    </Page>
  );
}

function ResumedPage({ outcome }: { outcome: ResumeOutcome }) {
  return outcome === 'resumed' ? (
    <Page title="Pronto">
      <h1>Pronto: você voltará a receber as novidades por e-mail.</h1>
      <p>Cada e-mail de novidades traz um link para parar de receber.</p>
    </Page>
  ) : (
    <Page title="Link inválido">
      <h1>Este link não é válido.</h1>
      <p>Use o link do e-mail de confirmação do pagamento.</p>
    </Page>
  );
}

const linkAction = (path: string, link: unknown) => `${path}/${encodeURIComponent(String(link))}`;

/**
 * `GET /novidades/parar/<link>`: the confirmation page. `POST` stops at once, both for the
 * page's button and for a mail client's one-click unsubscribe (RFC 8058: a POST with
 * `List-Unsubscribe=One-Click`, no cookie, no login), and answers 200 either way.
 */
export function newsRoutes(deps: Deps): Router {
  const router = Router();
  router.get(`${STOP_UPDATES_PATH}/:link`, (req: Request, res: Response) => {
    res
      .type('html')
      .setHeader('Cache-Control', 'no-store')
      .send(renderHtmlDocument(<ConfirmPage action={linkAction(STOP_UPDATES_PATH, req.params.link)} />));
  });
  router.post(
    `${STOP_UPDATES_PATH}/:link`,
    express.urlencoded({ extended: false, limit: '1kb' }),
    (req: Request, res: Response, next) => {
      stopUpdates(deps, req.params.link)
        .then((outcome) => {
          res
            .status(outcome === 'stopped' ? 200 : 404)
            .type('html')
            .setHeader('Cache-Control', 'no-store')
            .send(renderHtmlDocument(<OutcomePage outcome={outcome} />));
        })
        .catch(next);
    },
  );
  // `GET /novidades/voltar/<link>`: the question; `POST` records the consent again.
  router.get(`${RESUME_UPDATES_PATH}/:link`, (req: Request, res: Response) => {
    res
      .type('html')
      .setHeader('Cache-Control', 'no-store')
      .send(renderHtmlDocument(<ResumePage action={linkAction(RESUME_UPDATES_PATH, req.params.link)} />));
  });
  router.post(
    `${RESUME_UPDATES_PATH}/:link`,
    express.urlencoded({ extended: false, limit: '1kb' }),
    (req: Request, res: Response, next) => {
      resumeUpdates(deps, req.params.link)
        .then((outcome) => {
          res
            .status(outcome === 'resumed' ? 200 : 404)
            .type('html')
            .setHeader('Cache-Control', 'no-store')
            .send(renderHtmlDocument(<ResumedPage outcome={outcome} />));
        })
        .catch(next);
    },
  );
  return router;
}
