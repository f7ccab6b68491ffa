import express, { type Request, type Response, type IRouter } from 'express';
import type { ReactElement, ReactNode } from 'react';
import type { Deps } from '../deps.js';
import { renderHtmlDocument } from '../html.js';
import { RESUME_UPDATES_PATH, STOP_UPDATES_PATH } from '../../../rules/updates-consent.js';
import { resumeUpdates, stopUpdates } from '../news/service.js';
import { ServerPage } from './shell.js';
import { FORM_STYLE } from './shell-style.js';

export function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ServerPage title={title} style={FORM_STYLE}>
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

function StoppedPage() {
  return (
    <Page title="Pronto">
      <h1>Pronto: você não receberá mais novidades por e-mail.</h1>
      <p>Se mudar de ideia, marque a opção de novidades na sua próxima doação.</p>
    </Page>
  );
}

export function InvalidLinkPage() {
  return (
    <Page title="Link inválido">
      <h1>Este link não é válido.</h1>
      <p>Use o link do e-mail mais recente que você recebeu da campanha.</p>
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

function ResumedPage() {
  return (
    <Page title="Pronto">
      <h1>Pronto: você voltará a receber as novidades por e-mail.</h1>
      <p>Cada e-mail de novidades traz um link para parar de receber.</p>
    </Page>
  );
}

const linkAction = (path: string, link: unknown) => `${path}/${encodeURIComponent(String(link))}`;

/**
 * A link's two routes: `GET` shows the question with its button and changes nothing (mail
 * scanners open every link); `POST` acts and answers 200, or 404 for a link that names nothing.
 * The dedication notice's stop link (dedication-stop.tsx) works the same way.
 */
export function linkRoutes(
  router: IRouter,
  path: string,
  question: (action: string) => ReactElement,
  act: (link: unknown) => Promise<ReactElement | null>,
): void {
  const page = (res: Response, status: number, body: ReactElement) =>
    res.status(status).type('html').setHeader('Cache-Control', 'no-store').send(renderHtmlDocument(body));
  router.get(`${path}/:link`, (req: Request, res: Response) => {
    page(res, 200, question(linkAction(path, req.params.link)));
  });
  router.post(`${path}/:link`, express.urlencoded({ extended: false, limit: '1kb' }), (req: Request, res: Response, next) => {
    act(req.params.link)
      .then((done) => (done ? page(res, 200, done) : page(res, 404, <InvalidLinkPage />)))
      .catch(next);
  });
}

/**
 * `/novidades/parar/<link>`: `POST` stops at once, both for the page's button and for a mail
 * client's one-click unsubscribe (RFC 8058: a POST with `List-Unsubscribe=One-Click`, no
 * cookie, no login). `/novidades/voltar/<link>`: `POST` records the consent again.
 */
export function updatesConsentRoutes(router: IRouter, deps: Deps): void {
  linkRoutes(
    router,
    STOP_UPDATES_PATH,
    (action) => <ConfirmPage action={action} />,
    async (link) => ((await stopUpdates(deps, link)) === 'stopped' ? <StoppedPage /> : null),
  );
  linkRoutes(
    router,
    RESUME_UPDATES_PATH,
    (action) => <ResumePage action={action} />,
    async (link) => ((await resumeUpdates(deps, link)) === 'resumed' ? <ResumedPage /> : null),
  );
}
