import { useQuery } from '@apollo/client/react';
import HealingIcon from '@mui/icons-material/Healing';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import MedicationIcon from '@mui/icons-material/Medication';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { getFragmentData, graphql } from '../../../gql';
import { TrustBadgeFieldsFragmentDoc } from '../../../gql/graphql';
import { RaffleBanner } from '../../../shared/RaffleBanner';
import { Section } from '../../../shared/Section';
import { TrustBadgeIcon } from '../../../shared/TrustBadgeIcon';
import { amountRangeText, checkAmount } from '../../../../../rules/amount';
import { useDonationLimits } from '../hooks/useDonationLimits';
import { AmountCard, type DonationOption } from './AmountCard';

export const DonationOptionsQueryDocument = graphql(`
  query DonationOptions {
    donationOptions {
      value
      ...AmountCardFields
    }
    campaign {
      closing {
        closedAt
      }
      usage {
        title
        text
      }
      raffle {
        ...RaffleBannerFields
      }
      trustBadges {
        ...TrustBadgeFields
      }
    }
  }
`);

export type { DonationOption } from './AmountCard';

interface DonationSectionProps {
  onChooseOption: (option: DonationOption) => void;
  onChooseCustomAmount: (amountCents: number) => void;
}

const USAGE_ICONS = [MedicationIcon, LocalHospitalIcon, HealingIcon];

export function DonationSection({ onChooseOption, onChooseCustomAmount }: DonationSectionProps) {
  const { data, loading, error } = useQuery(DonationOptionsQueryDocument);
  const trustBadges = getFragmentData(TrustBadgeFieldsFragmentDoc, data?.campaign.trustBadges) ?? [];
  // Closed by the organiser: no amounts to choose, nothing opens the donation form (the hero says why).
  if (data?.campaign.closing) return null;

  return (
    <Section
      id="doar"
      title="Escolha o valor da sua doação"
      subtitle="Toda ajuda conta. O pagamento é por PIX, na hora, pelo app do seu banco."
      tinted
    >
      {loading ? (
        <OptionsSkeleton />
      ) : error || !data ? (
        <Alert severity="error">Não foi possível carregar os valores de doação. Atualize a página para tentar de novo.</Alert>
      ) : (
        <>
          {data.donationOptions.length === 0 ? (
            <Alert severity="info" sx={{ mb: 3 }}>
              Nenhum valor sugerido no momento. Digite abaixo quanto deseja doar.
            </Alert>
          ) : (
            <Box
              component="ul"
              aria-label="Valores de doação"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: { xs: 1.5, md: 2.5 },
                gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
              }}
            >
              {data.donationOptions.map((option) => (
                <Box component="li" key={option.value} sx={{ display: 'flex' }}>
                  <AmountCard option={option} onChoose={onChooseOption} />
                </Box>
              ))}
            </Box>
          )}
          <CustomAmount onChoose={onChooseCustomAmount} />
          <Box sx={{ display: 'grid', gap: 3, mt: 5, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
            <Box>
              <Typography variant="h5" component="h3" sx={{ fontWeight: 800, mb: 2 }}>
                Como sua doação é usada
              </Typography>
              <Box sx={{ display: 'grid', gap: 2 }}>
                {data.campaign.usage.map((item, index) => {
                  const Icon = USAGE_ICONS[index % USAGE_ICONS.length]!;
                  return (
                    <Box key={item.title} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                      <Icon aria-hidden color="secondary" sx={{ mt: 0.25 }} />
                      <Box>
                        <Typography sx={{ fontWeight: 700 }}>{item.title}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {item.text}
                        </Typography>
                      </Box>
                    </Box>
                  );
                })}
              </Box>
            </Box>
            {data.campaign.raffle ? <RaffleBanner raffle={data.campaign.raffle} /> : null}
          </Box>
          {trustBadges.length > 0 ? (
            <Box
              component="ul"
              aria-label="Segurança da doação"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                mt: 5,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
              }}
            >
              {trustBadges.map((badge) => (
                <Box component="li" key={badge.title} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                  <Box sx={{ bgcolor: '#e0f2f1', borderRadius: '50%', p: 1, display: 'grid', placeItems: 'center' }}>
                    <TrustBadgeIcon icon={badge.icon} sx={{ color: 'secondary.main' }} />
                  </Box>
                  <Box>
                    <Typography sx={{ fontWeight: 700 }}>{badge.title}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {badge.text}
                    </Typography>
                  </Box>
                </Box>
              ))}
            </Box>
          ) : null}
        </>
      )}
    </Section>
  );
}

function CustomAmount({ onChoose }: { onChoose: (amountCents: number) => void }) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const limits = useDonationLimits();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field's own value: a donor may have typed before the page was hydrated, and the
    // held tap is replayed then (web/src/shared/earlyTaps.ts).
    const typed = new FormData(event.currentTarget).get('valor');
    const checked = checkAmount(typeof typed === 'string' ? typed : amount, limits);
    if ('error' in checked) setError(checked.error);
    else onChoose(checked.value);
  };

  return (
    <Box
      component="form"
      // Without JavaScript the server's donation form opens with this amount (api/src/web/donate-page.ts).
      method="get"
      action="/doar"
      noValidate
      onSubmit={submit}
      aria-label="Doar outro valor"
      sx={{
        mt: 3,
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        maxWidth: 560,
        mx: 'auto',
      }}
    >
      <TextField
        label="Outro valor"
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          if (error) setError(undefined);
        }}
        error={Boolean(error)}
        helperText={error ?? `De ${amountRangeText(limits)}`}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
          htmlInput: { name: 'valor', inputMode: 'decimal', autoComplete: 'off' },
        }}
        sx={{ flex: '1 1 200px', bgcolor: 'background.paper' }}
      />
      <Button
        type="submit"
        variant="contained"
        color="secondary"
        size="large"
        sx={{ py: 1.75, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        Doar este valor
      </Button>
    </Box>
  );
}

function OptionsSkeleton() {
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label="Carregando os valores"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}
    >
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={200} />
      ))}
    </Box>
  );
}
