/** Sends a photo or PDF to one of the API's proof addresses (multipart, the session cookie); resolves with its pt-BR error, if any. */
export async function postProof(path: string, file: File): Promise<string | null> {
  const form = new FormData();
  form.append('file', file);
  try {
    const response = await fetch(path, { method: 'POST', body: form, credentials: 'same-origin' });
    if (response.ok) return null;
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    return body.message ?? 'O servidor não aceitou o arquivo.';
  } catch {
    return 'Sem conexão com o servidor. Verifique a internet e tente de novo.';
  }
}

/** Sends a receipt's photo or PDF to an expense. */
export const uploadProof = (expenseId: string, file: File): Promise<string | null> =>
  postProof(`/api/admin/expenses/${encodeURIComponent(expenseId)}/proofs`, file);
