import { useState } from 'react';
import { uploadImage } from '../../images';
import type { PhotoDraft } from './draft';

/** A new photo for one picture of the page: uploaded at once, put on the page when the campaign is saved. */
export function usePhotoUpload(photo: PhotoDraft, onChange: (photo: PhotoDraft) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    const result = await uploadImage(file);
    setBusy(false);
    if ('error' in result) setError(result.error);
    else onChange({ ...photo, url: result.image.url, newImageId: result.image.id });
  };
  return { choose, busy, error };
}
