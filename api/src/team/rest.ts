import type { Request, IRouter } from 'express';
import type { Deps } from '../deps.js';
import { badInput } from '../errors.js';
import { isAdminRequest } from '../graphql/access.js';
import { clientIpOf, requestOriginOf } from '../http/client.js';
import { handleRest, noStore } from '../http/rest.js';
import { authenticateAdmin, failedAdminAttempt, whoOf } from '../security/admin-auth.js';
import { assertSameOrigin, endAdminSessions, sessionExpiryOf, startAdminSession } from '../security/admin-session.js';
import { recordAudit } from '../audit/service.js';
import { consumeRateLimit } from '../security/rate-limit.js';
import type { TeamMemberDocument } from './model.js';
import {
  passkeyRegistrationOptions,
  acceptSignInLinkRequest,
  passkeySignInOptions,
  registerPasskey,
  sendSignInLinkLater,
  signInWithLink,
  signInWithPasskey,
  type RelyingParty,
} from './service.js';

const TOKEN_MAX_LENGTH = 512;

const tokenOf = (req: Request): string => {
  const token = (req.body as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string' || !token.trim() || token.length > TOKEN_MAX_LENGTH)
    throw badInput('token', 'Cole o token da organização para entrar.');
  return token.trim();
};

/** The WebAuthn relying party, as plain values for the service: PUBLIC_URL's origin, else the request's own. */
function relyingPartyOf(deps: Deps, req: Request): RelyingParty {
  const origin = deps.config.PUBLIC_URL ? new URL(deps.config.PUBLIC_URL).origin : `${req.protocol}://${req.get('host') ?? ''}`;
  return { rpID: new URL(origin).hostname, origin };
}

/**
 * The team's sign-in and sessions under /api/painel: the admin token, an e-mailed link or a
 * passkey, sign out, sign out everywhere. The session cookie is then accepted wherever the
 * token is: security/admin-auth.ts checks both. The panel's page is panel/rest.ts's.
 */
export function teamRoutes(router: IRouter, deps: Deps): void {
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
      return passkeySignInOptions(deps, relyingPartyOf(deps, req));
    }),
  );
  router.post(
    '/api/painel/passkey/entrar',
    personSignIn('panelSignInWithPasskey', (req) =>
      signInWithPasskey(deps, relyingPartyOf(deps, req), (req.body as { response?: unknown } | undefined)?.response),
    ),
  );
  router.post(
    '/api/painel/passkey/opcoes-registro',
    handleRest(async (req) => passkeyRegistrationOptions(deps, relyingPartyOf(deps, req), await authenticateAdmin(deps, req))),
  );
  router.post(
    '/api/painel/passkey/registro',
    handleRest(async (req) => {
      const principal = await authenticateAdmin(deps, req);
      await registerPasskey(
        deps,
        relyingPartyOf(deps, req),
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
}
