import { panelFetch } from './rest';

/** The browser's side of WebAuthn, loaded on the first tap: most visits to the panel never need it. */
const webauthn = () => import('@simplewebauthn/browser');

/** A pt-BR sentence for what the browser or the authenticator refused. */
function passkeyFailure(error: unknown, doing: 'entrar' | 'adicionar'): Error {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError')
    return new Error(
      doing === 'entrar'
        ? 'A passkey não foi usada (cancelada ou sem resposta). Tente de novo ou entre com e-mail.'
        : 'A passkey não foi criada (cancelada ou sem resposta). Tente de novo.',
    );
  if (name === 'InvalidStateError') return new Error('Este aparelho já tem uma passkey sua para este painel.');
  if (error instanceof Error && !name?.endsWith('Error')) return error;
  return new Error('Este navegador não conseguiu usar a passkey. Tente de novo ou entre com e-mail.');
}

async function postJson<T>(path: string, body: unknown = {}): Promise<T> {
  const { status, body: answer } = await panelFetch<T & { message?: string }>(path, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  if (status === 401) throw new Error(answer.message ?? 'A passkey não foi aceita. Tente de novo ou entre com e-mail.');
  return answer;
}

/** Signs in with a passkey on this device (a discoverable one: no address typed); the server sets the session. */
export async function signInWithPasskey(): Promise<void> {
  const { startAuthentication, browserSupportsWebAuthn } = await webauthn();
  if (!browserSupportsWebAuthn()) throw new Error('Este navegador não aceita passkeys. Entre com e-mail.');
  const optionsJSON = await postJson<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
    '/api/painel/passkey/opcoes-entrada',
  );
  let response;
  try {
    response = await startAuthentication({ optionsJSON });
  } catch (error) {
    throw passkeyFailure(error, 'entrar');
  }
  await postJson('/api/painel/passkey/entrar', { response });
}

/** Adds a passkey of this device to the signed-in person. */
export async function addPasskey(): Promise<void> {
  const { startRegistration, browserSupportsWebAuthn } = await webauthn();
  if (!browserSupportsWebAuthn()) throw new Error('Este navegador não aceita passkeys.');
  const optionsJSON = await postJson<Parameters<typeof startRegistration>[0]['optionsJSON']>(
    '/api/painel/passkey/opcoes-registro',
  );
  let response;
  try {
    response = await startRegistration({ optionsJSON });
  } catch (error) {
    throw passkeyFailure(error, 'adicionar');
  }
  await postJson('/api/painel/passkey/registro', { response });
}
