export interface UploadedImage {
  id: string;
  url: string;
  width: number;
  height: number;
}

/** Sends a photo for the page (multipart, the session cookie): the stored image, or the API's pt-BR error. */
export async function uploadImage(file: File): Promise<{ image: UploadedImage } | { error: string }> {
  const form = new FormData();
  form.append('file', file);
  try {
    const response = await fetch('/api/admin/images', { method: 'POST', body: form, credentials: 'same-origin' });
    const body = (await response.json().catch(() => ({}))) as Partial<UploadedImage> & { message?: string };
    if (response.ok && body.id && body.url) return { image: body as UploadedImage };
    return { error: body.message ?? 'O servidor não aceitou a foto.' };
  } catch {
    return { error: 'Sem conexão com o servidor. Verifique a internet e tente de novo.' };
  }
}
