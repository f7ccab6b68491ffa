/** Sends a receipt's photo or PDF to an expense (multipart, the session cookie); resolves with the API's pt-BR error, if any. */
export async function uploadProof(expenseId: string, file: File): Promise<string | null> {
  const form = new FormData();
  form.append('file', file);
  try {
    const response = await fetch(`/api/admin/expenses/${encodeURIComponent(expenseId)}/proofs`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
    });
    if (response.ok) return null;
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    return body.message ?? 'O servidor não aceitou o arquivo.';
  } catch {
    return 'Sem conexão com o servidor. Verifique a internet e tente de novo.';
  }
}
