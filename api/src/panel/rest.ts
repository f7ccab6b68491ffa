import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Request, type Response, type IRouter } from 'express';
import type { Deps } from '../deps.js';
import { badInput } from '../errors.js';
import { isAdminRequest } from '../graphql/access.js';
import { clientIpOf, requestOriginOf } from '../http/client.js';
import { handleRest, noStore } from '../http/rest.js';
import { fromRoot } from '../paths.js';
import { authenticateAdmin, failedAdminAttempt } from '../security/admin-auth.js';
import { assertSameOrigin, endAdminSessions, sessionExpiryOf, startAdminSession } from '../security/admin-session.js';
import { cspNonceOf } from '../security/http.js';
import { recordAudit } from '../audit/service.js';
import { consumeRateLimit } from '../security/rate-limit.js';
import type { TeamMemberDocument } from '../security/team-model.js';
import { whoOf } from '../security/team.js';
import {
  passkeyRegistrationOptions,
  acceptSignInLinkRequest,
  passkeySignInOptions,
  registerPasskey,
  sendSignInLinkLater,
  signInWithLink,
  signInWithPasskey,
} from './team.js';

/** Built by `npm run build:panel` (vite.panel.config.ts): the organiser's panel, apart from the donors' bundle. */
export const PANEL_DIST = fromRoot('dist', 'panel');

/** Where the built page asks for the response's nonce, which Emotion puts on its <style> elements. */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';
const TOKEN_MAX_LENGTH = 512;

/**
 * Stricter than the donors' page: no inline script at all, styles only with this
 * response's nonce, no frames, nothing from another origin.
 */
function panelCsp(nonce: string, production: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "worker-src 'none'",
    "manifest-src 'self'",
    ...(production ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

const tokenOf = (req: Request): string => {
  const token = (req.body as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string' || !token.trim() || token.length > TOKEN_MAX_LENGTH)
    throw badInput('token', 'Cole o token da organização para entrar.');
  return token.trim();
};

/**
 * The panel's session (sign in with the admin token, sign out, sign out everywhere)
 * and its page at /painel. The session cookie is then accepted wherever the token is:
 * security/admin-auth.ts checks both.
 */
export function panelRoutes(router: IRouter, deps: Deps): void {
  router.use('/api/painel', noStore);

  router.post(
    '/api/painel/sessao',
    handleRest(async (req, res) => {
      // Login CSRF: another site must not sign this browser in either.
      assertSameOrigin(deps, req);
      const token = tokenOf(req);
      if (!isAdminRequest(`Bearer ${token}`, deps.config.ADMIN_TOKEN))
        await failedAdminAttempt(deps, req, 'Token incorreto. Confira o token da organização e tente de novo.');
      const expiresAt = await startAdminSession(deps, res, requestOriginOf(req));
      await recordAudit(deps, requestOriginOf(req), { action: 'panelSignIn', target: 'panel' });
      return { expiresAt };
    }, 201),
  );

  router.get(
    '/api/painel/sessao',
    handleRest(async (req) => {
      await authenticateAdmin(deps, req);
      return { expiresAt: await sessionExpiryOf(deps, req) };
    }),
  );

  // "Entrar com e-mail": the same answer at the same moment whoever asks (no one learns who is on the team).
  router.post(
    '/api/painel/link',
    handleRest(async (req, res) => {
      assertSameOrigin(deps, req);
      // Each request is an attempt, counted per client like a wrong token.
      await consumeRateLimit(deps, 'adminAuthFailure', clientIpOf(req));
      const email = acceptSignInLinkRequest((req.body as { email?: unknown } | undefined)?.email);
      // The person is looked up only once the answer has left, so its time says nothing of them.
      res.once('close', () => sendSignInLinkLater(deps, email, clientIpOf(req)));
      return { message: 'Se este e-mail estiver na equipe, enviamos para ele um link de entrada que vale alguns minutos.' };
    }, 202),
  );

  /**
   * A person's sign-in: `prove` names them (an e-mailed link, a passkey's answer) or throws; a failed
   * proof counts against the client like a wrong token. Then their session, audited as theirs.
   */
  const personSignIn = (action: string, prove: (req: Request) => Promise<TeamMemberDocument>) =>
    handleRest(async (req, res) => {
      assertSameOrigin(deps, req);
      const member = await prove(req).catch(async (error: unknown) => {
        await consumeRateLimit(deps, 'adminAuthFailure', clientIpOf(req));
        throw error;
      });
      const expiresAt = await startAdminSession(deps, res, requestOriginOf(req), member._id);
      await recordAudit(deps, { ...requestOriginOf(req), who: whoOf(member) }, { action, target: 'panel' });
      return { expiresAt };
    }, 201);

  // The e-mailed link, traded once for a session of its person.
  router.post(
    '/api/painel/link/entrar',
    personSignIn('panelSignInWithLink', (req) => signInWithLink(deps, (req.body as { token?: unknown } | undefined)?.token)),
  );

  // Passkeys: options, then the authenticator's answer (WebAuthn, @simplewebauthn/server).
  router.post(
    '/api/painel/passkey/opcoes-entrada',
    handleRest(async (req) => {
      assertSameOrigin(deps, req);
      return passkeySignInOptions(deps, req);
    }),
  );
  router.post(
    '/api/painel/passkey/entrar',
    personSignIn('panelSignInWithPasskey', (req) =>
      signInWithPasskey(deps, req, (req.body as { response?: unknown } | undefined)?.response),
    ),
  );
  router.post(
    '/api/painel/passkey/opcoes-registro',
    handleRest(async (req) => passkeyRegistrationOptions(deps, req, await authenticateAdmin(deps, req))),
  );
  router.post(
    '/api/painel/passkey/registro',
    handleRest(async (req) => {
      const principal = await authenticateAdmin(deps, req);
      await registerPasskey(
        deps,
        req,
        requestOriginOf(req),
        principal,
        (req.body as { response?: unknown } | undefined)?.response,
      );
      return { added: true };
    }, 201),
  );

  // Sign out here: no session needed (an expired one must still clear its cookie).
  router.delete(
    '/api/painel/sessao',
    handleRest(async (req, res) => {
      assertSameOrigin(deps, req);
      const ended = await endAdminSessions(deps, req, res, false);
      if (ended) await recordAudit(deps, requestOriginOf(req), { action: 'panelSignOut', target: 'panel' });
      return { ended };
    }),
  );

  router.delete(
    '/api/painel/sessoes',
    handleRest(async (req, res) => {
      const principal = await authenticateAdmin(deps, req);
      // A person ends their own sessions; the token, every session.
      const ended = await endAdminSessions(deps, req, res, true, principal.kind === 'member' ? principal.memberId : null);
      await recordAudit(deps, requestOriginOf(req), { action: 'panelSignOutEverywhere', target: 'panel', details: { ended } });
      return { ended };
    }),
  );

  router.use(
    '/painel/assets',
    express.static(join(PANEL_DIST, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  const page = join(PANEL_DIST, 'panel.html');
  let html: string | undefined;
  const sendPanel = (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Referrer-Policy', 'no-referrer');
    const nonce = cspNonceOf(res);
    res.setHeader('Content-Security-Policy', panelCsp(nonce, deps.config.isProduction));
    if (!existsSync(page)) {
      res.status(503).type('text/plain').send('The panel is not built: run `npm run build:panel` (npm run build does it).');
      return;
    }
    html ??= readFileSync(page, 'utf8');
    res.type('html').send(html.replaceAll(NONCE_PLACEHOLDER, nonce));
  };
  router.get(['/painel', '/painel/{*rest}'], sendPanel);
}
