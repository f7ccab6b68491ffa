import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { getFragmentData, graphql } from '../../../gql';
import { StoryViewFieldsFragmentDoc } from '../../../gql/graphql';
import { PictureFields } from '../../../shared/Picture.fragment';
import { Section } from '../../../shared/Section';
import { StoryView } from './StoryView';
import { organisedByLine } from '../../../../../rules/official-channels';

export const StorySectionQuery = graphql(`
  query StorySection {
    campaign {
      goal
      organisation {
        name
        city
      }
      officialChannels {
        relationship
        beneficiary
      }
      story {
        ...StoryViewFields
        proofImage {
          ...PictureFields
        }
      }
    }
  }
`);

/** Seed §2: the verified story, the goal, what the money pays for, and the medical proof. */
export function StorySection() {
  const { data, loading, error } = useQuery(StorySectionQuery);

  if (loading) {
    return (
      <Section id="historia" title="Como funciona">
        <Box role="status" aria-busy="true" aria-label="Carregando a história">
          <Skeleton width="60%" sx={{ fontSize: '2rem', mx: 'auto' }} />
          <Skeleton variant="rectangular" height={160} sx={{ mt: 2 }} />
        </Box>
      </Section>
    );
  }
  if (error || !data) {
    return (
      <Section id="historia" title="Como funciona">
        <Alert severity="error">Não foi possível carregar a história. Atualize a página para tentar de novo.</Alert>
      </Section>
    );
  }

  const { story, organisation, officialChannels } = data.campaign;
  return (
    <StoryView
      story={{
        ...getFragmentData(StoryViewFieldsFragmentDoc, story),
        proofImage: getFragmentData(PictureFields, story.proofImage),
      }}
      goal={data.campaign.goal}
      organisedBy={organisedByLine({ organiser: organisation.name, ...officialChannels, city: organisation.city })}
    />
  );
}
