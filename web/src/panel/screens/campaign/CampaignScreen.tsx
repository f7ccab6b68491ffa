import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { LoadError, ScreenTitle } from '../../ui';
import { CampaignForm } from './CampaignForm';
import { draftOf, type Draft } from './draft';
import { OfficialChannelsSection } from './OfficialChannelsSection';
import { DedicationsSection } from './DedicationsSection';
import { PixHolderSection } from './PixHolderSection';
import { useCampaign, useCampaignEditor } from './useCampaignEditor';

/** Mounted once the campaign is read: the draft starts from it and is the organiser's from then on. */
function Editor({ initial }: { initial: Draft }) {
  return <CampaignForm editor={useCampaignEditor(initial)} />;
}

export function CampaignScreen() {
  const { data, error, retry } = useCampaign();
  return (
    <>
      <ScreenTitle intro="Organização, fotos, textos, meta, valores, selos, sorteio e vídeo da página. A prévia mostra o resultado enquanto você digita.">
        Campanha
      </ScreenTitle>
      {data?.campaign.isExample && (
        <Alert severity="info" sx={{ mb: 2 }}>
          A página ainda mostra a faixa “Conteúdo de exemplo”. Ela sai quando tudo em{' '}
          <Link component={RouterLink} to="/publicar">
            Publicar
          </Link>{' '}
          estiver pronto.
        </Alert>
      )}
      {!data && (error ? <LoadError error={error} retry={retry} /> : <LinearProgress aria-label="Carregando" />)}
      {data && <PixHolderSection />}
      {data && <OfficialChannelsSection />}
      {data && <DedicationsSection />}
      {data && <Editor initial={draftOf(data)} />}
    </>
  );
}
