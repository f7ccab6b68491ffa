import type { IRouter } from 'express';
import type { Deps } from '../deps.js';
import { stopDedicationNotices } from '../dedications/service.js';
import { STOP_DEDICATION_PATH } from '../../../rules/dedication.js';
import { linkRoutes, Page } from './updates-consent.js';

/** The notice's link: a button, never a GET that stops (mail scanners open every link). */
function ConfirmPage({ action }: { action: string }) {
  return (
    <Page title="Parar de receber avisos de homenagem">
      <h1>Parar de receber avisos de homenagem?</h1>
      <p>
        Este endereço não receberá mais avisos de doações feitas em homenagem ou em memória de alguém nesta campanha, seja quem
        for que o informe.
      </p>
      <form method="post" action={action}>
        <button type="submit">Não quero mais receber</button>
      </form>
    </Page>
  );
}

function StoppedPage() {
  return (
    <Page title="Pronto">
      <h1>Pronto: este endereço não receberá mais avisos de homenagem.</h1>
      <p>Se alguém doar de novo em homenagem e informar este endereço, a doação segue normalmente, sem o aviso.</p>
    </Page>
  );
}

/**
 * `/homenagem/parar/<link>`: `POST` stops at once, for the page's button and for a mail client's
 * one-click unsubscribe (RFC 8058), with no cookie and no login.
 */
export function dedicationStopRoutes(router: IRouter, deps: Deps): void {
  linkRoutes(
    router,
    STOP_DEDICATION_PATH,
    (action) => <ConfirmPage action={action} />,
    async (link) => ((await stopDedicationNotices(deps, link)) === 'stopped' ? <StoppedPage /> : null),
  );
}
