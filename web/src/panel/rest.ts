/** The panel's REST calls: JSON both ways, the API's pt-BR message on failure (a 401 is returned: each caller says what it means). */
export async function panelFetch<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
    });
  } catch {
    throw new Error('Sem conexão com o servidor. Verifique a internet e tente de novo.');
  }
  const body = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok && response.status !== 401) throw new Error(body.message ?? 'O servidor não conseguiu responder.');
  return { status: response.status, body };
}
