import { useMutation, useQuery } from '@apollo/client/react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { graphql } from '../../gql';
import { messageOf } from '../../apollo';
import { useFeedback } from '../../feedback';
import { useCan } from '../../me';

export const DedicationsQuery = graphql(`
  query PanelDedications {
    campaign {
      dedications
    }
  }
`);

export const SetDedicationsMutation = graphql(`
  mutation PanelSetDedications($enabled: Boolean!) {
    setDedications(enabled: $enabled)
  }
`);

/**
 * "Homenagens" (issue 54): whether the donation forms offer "Em homenagem a" / "Em memória de"
 * someone. On by default; the owner's to turn off (the API then refuses a dedication).
 */
export function DedicationsSection() {
  const owner = useCan()('owner');
  const { data, refetch } = useQuery(DedicationsQuery, { refetchWritePolicy: 'overwrite' });
  const [save, saving] = useMutation(SetDedicationsMutation);
  const feedback = useFeedback();
  const enabled = data?.campaign.dedications;

  const onChange = async (next: boolean) => {
    try {
      await save({ variables: { enabled: next } });
      await refetch();
      feedback.notify(next ? 'Homenagens ativadas no formulário de doação.' : 'Homenagens desativadas.', 'success');
    } catch (failure) {
      feedback.notify(messageOf(failure), 'error');
    }
  };

  return (
    <Paper component="section" id="homenagens" aria-labelledby="homenagens-titulo" sx={{ p: 2, mb: 2 }}>
      <Typography id="homenagens-titulo" component="h2" variant="h6" gutterBottom>
        Homenagens
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        O formulário de doação oferece &quot;Em homenagem a&quot; / &quot;Em memória de&quot; alguém. Com um e-mail informado,
        essa pessoa (ou a família) recebe um único aviso quando o pagamento é confirmado, sem o valor, a menos que quem doou
        escolha mostrar.
      </Typography>
      {owner ? (
        <FormControlLabel
          control={
            <Switch
              checked={enabled === true}
              disabled={enabled === undefined || saving.loading}
              onChange={(event) => void onChange(event.target.checked)}
            />
          }
          label="Oferecer homenagens no formulário de doação"
        />
      ) : (
        <Typography variant="body2">
          {enabled === false ? 'Desativadas.' : 'Ativadas.'} Só quem é dono(a) da campanha muda esta opção.
        </Typography>
      )}
    </Paper>
  );
}
