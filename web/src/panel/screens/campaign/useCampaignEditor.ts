import { useEffect, useState, type ChangeEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router';
import { messageOf } from '../../apollo';
import { useFeedback } from '../../feedback';
import { useCan } from '../../me';
import { SharePreviewQueryDocument } from '../../SharePreview';
import { PanelCampaignQueryDocument, UpdateCampaignMutation } from './documents';
import { inputOf, type Draft } from './draft';

/** The stored campaign, read afresh; a link from Publicar (#fotos, #organizacao) lands on its section once the form is there. */
export function useCampaign() {
  // network-only: the editor starts from what is stored now, never from an older copy.
  const owner = useCan()('owner');
  const { data, error, refetch } = useQuery(PanelCampaignQueryDocument, { fetchPolicy: 'network-only', variables: { owner } });
  const { hash } = useLocation();
  const loaded = Boolean(data);
  useEffect(() => {
    if (loaded && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [loaded, hash]);
  return { data, error, retry: () => void refetch() };
}

type TextField =
  | 'badge'
  | 'title'
  | 'summary'
  | 'videoUrl'
  | 'goal'
  | 'baselineRaised'
  | 'baselineSupporters'
  | 'storyTitle'
  | 'verifiedLabel'
  | 'paragraphs';

/** The editor's draft, its fields' bindings, and saving it as one update. */
export function useCampaignEditor(initial: Draft) {
  const { notify } = useFeedback();
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(false);
  const [update, { loading: saving }] = useMutation(UpdateCampaignMutation);
  const set = (patch: Partial<Draft>) => {
    setDraft({ ...draft, ...patch });
    setSaved(false);
  };
  const organisationField = (name: keyof Draft['organisation']) => ({
    value: draft.organisation[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      set({ organisation: { ...draft.organisation, [name]: event.target.value } }),
    fullWidth: true,
  });
  const text = (name: TextField) => ({
    value: draft[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set({ [name]: event.target.value }),
    fullWidth: true,
  });

  const save = async () => {
    try {
      await update({ variables: { input: inputOf(draft) }, refetchQueries: [SharePreviewQueryDocument] });
      // Uploaded photos are on the page now: the next save only changes descriptions.
      setDraft((current) => ({
        ...current,
        photos: {
          videoPoster: { ...current.photos.videoPoster, newImageId: null },
          proofImage: { ...current.photos.proofImage, newImageId: null },
          shareImage: { ...current.photos.shareImage, newImageId: null },
        },
      }));
      setSaved(true);
      notify('Campanha salva. A página já mostra as mudanças.');
    } catch (error) {
      notify(messageOf(error), 'error');
    }
  };

  return { draft, set, organisationField, text, save, saving, saved };
}

export type CampaignEditor = ReturnType<typeof useCampaignEditor>;
