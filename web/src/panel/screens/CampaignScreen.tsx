import { useEffect, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messageOf } from '../apollo';
import { useFeedback } from '../feedback';
import { formatBRL } from '../format';
import { graphql } from '../gql';
import type { PanelCampaignQuery, UpdateCampaignInput } from '../gql/graphql';
import { LoadError, ScreenTitle } from '../ui';
import { SharePreview, SharePreviewQueryDocument } from '../SharePreview';
import { CampaignPhotos, type PhotoDraft, type PhotoKey } from './CampaignPhotos';
import { Link as RouterLink, useLocation } from 'react-router';

const PanelCampaignQueryDocument = graphql(`
  query PanelCampaign {
    campaign {
      isExample
      organisation {
        name
        cnpj
        email
        whatsapp
        city
      }
      videoPoster {
        url
        alt
      }
      badge
      title
      summary
      videoUrl
      goal
      raised
      story {
        title
        verifiedLabel
        proofImage {
          url
          alt
        }
        paragraphs
        blocks {
          title
          text
        }
      }
      usage {
        title
        text
      }
      raffle {
        prize
        drawDate
        minAmount
        text
      }
      trustBadges {
        icon
        title
        text
      }
      share {
        title
        description
        image {
          url
          alt
        }
        message
      }
    }
    donationOptions {
      value
      label
      description
      impact
      popular
      raffleEntries
      checkoutUrl
    }
    booksCheck {
      baselineRaised
      expectedSupporters
      paidCount
    }
  }
`);

const UpdateCampaignMutation = graphql(`
  mutation PanelUpdateCampaign($input: UpdateCampaignInput!) {
    updateCampaign(input: $input) {
      isExample
      title
      raised
      goal
      supportersCount
    }
  }
`);

const BADGE_ICONS = ['pix', 'lock', 'shield', 'verified', 'star', 'heart'] as const;

interface Option {
  value: string;
  label: string;
  description: string;
  impact: string;
  popular: boolean;
  raffleEntries: string;
  checkoutUrl: string;
}
interface Draft {
  organisation: { name: string; cnpj: string; email: string; whatsapp: string; city: string };
  photos: Record<PhotoKey, PhotoDraft>;
  badge: string;
  title: string;
  summary: string;
  videoUrl: string;
  goal: string;
  baselineRaised: string;
  baselineSupporters: string;
  storyTitle: string;
  verifiedLabel: string;
  /** Paragraphs separated by a blank line, as a phone keyboard types them. */
  paragraphs: string;
  blocks: { title: string; text: string }[];
  usage: { title: string; text: string }[];
  options: Option[];
  trustBadges: { icon: string; title: string; text: string }[];
  hasRaffle: boolean;
  raffle: { prize: string; drawDate: string; minAmount: string; text: string };
  share: { title: string; description: string; message: string };
}

/** "1234.56" → "1234,56": the API reads either; the organiser writes the Brazilian way. */
const reais = (value: string) => value.replace('.', ',');

const photoOf = (image: { url: string; alt: string } | null | undefined): PhotoDraft => ({
  url: image?.url ?? null,
  alt: image?.alt ?? '',
  newImageId: null,
});

/** A picture's part of the update: a new upload, or a new description of the current one; nothing when there is none. */
const imageInputOf = (photo: PhotoDraft) => (photo.url ? { imageId: photo.newImageId, alt: photo.alt } : undefined);

function draftOf(data: PanelCampaignQuery): Draft {
  const { campaign } = data;
  const { organisation } = campaign;
  return {
    organisation: {
      name: organisation.name,
      cnpj: organisation.cnpj ?? '',
      email: organisation.email,
      whatsapp: organisation.whatsapp ?? '',
      city: organisation.city ?? '',
    },
    photos: {
      videoPoster: photoOf(campaign.videoPoster),
      proofImage: photoOf(campaign.story.proofImage),
      shareImage: photoOf(campaign.share.image),
    },
    badge: campaign.badge,
    title: campaign.title,
    summary: campaign.summary,
    videoUrl: campaign.videoUrl ?? '',
    goal: reais(campaign.goal),
    baselineRaised: reais(data.booksCheck.baselineRaised),
    baselineSupporters: String(data.booksCheck.expectedSupporters - data.booksCheck.paidCount),
    storyTitle: campaign.story.title,
    verifiedLabel: campaign.story.verifiedLabel,
    paragraphs: campaign.story.paragraphs.join('\n\n'),
    blocks: campaign.story.blocks.map(({ title, text }) => ({ title, text })),
    usage: campaign.usage.map(({ title, text }) => ({ title, text })),
    options: data.donationOptions.map((option) => ({
      value: reais(option.value),
      label: option.label,
      description: option.description,
      impact: option.impact,
      popular: option.popular,
      raffleEntries: String(option.raffleEntries),
      checkoutUrl: option.checkoutUrl ?? '',
    })),
    trustBadges: campaign.trustBadges.map(({ icon, title, text }) => ({ icon, title, text })),
    hasRaffle: Boolean(campaign.raffle),
    raffle: campaign.raffle
      ? {
          prize: reais(campaign.raffle.prize),
          drawDate: campaign.raffle.drawDate,
          minAmount: reais(campaign.raffle.minAmount),
          text: campaign.raffle.text,
        }
      : { prize: '', drawDate: '', minAmount: '', text: '' },
    share: { title: campaign.share.title, description: campaign.share.description, message: campaign.share.message },
  };
}

/** The whole draft as one update; saving from the panel means the organiser supplied the content. */
function inputOf(draft: Draft): UpdateCampaignInput {
  const { organisation, photos } = draft;
  return {
    isExample: false,
    organisation: {
      name: organisation.name,
      email: organisation.email,
      cnpj: organisation.cnpj.trim() || null,
      whatsapp: organisation.whatsapp.trim() || null,
      city: organisation.city.trim() || null,
    },
    videoPoster: imageInputOf(photos.videoPoster),
    proofImage: imageInputOf(photos.proofImage),
    shareImage: imageInputOf(photos.shareImage),
    badge: draft.badge,
    title: draft.title,
    summary: draft.summary,
    videoUrl: draft.videoUrl.trim(),
    goal: draft.goal,
    baselineRaised: draft.baselineRaised,
    baselineSupporters: Number.parseInt(draft.baselineSupporters, 10) || 0,
    story: {
      title: draft.storyTitle,
      verifiedLabel: draft.verifiedLabel,
      paragraphs: draft.paragraphs
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean),
      blocks: draft.blocks,
    },
    usage: draft.usage,
    donationOptions: draft.options.map((option) => ({
      value: option.value,
      label: option.label,
      description: option.description,
      impact: option.impact,
      popular: option.popular,
      raffleEntries: Number.parseInt(option.raffleEntries, 10) || 0,
      checkoutUrl: option.checkoutUrl.trim() || null,
    })),
    trustBadges: draft.trustBadges,
    ...(draft.hasRaffle ? { raffle: draft.raffle } : { removeRaffle: true }),
    share: draft.share,
  };
}

function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    // scrollMarginTop: a link from the checklist lands below the panel's top bar.
    <Paper component="fieldset" id={id} sx={{ p: 2, border: 0, m: 0, minWidth: 0, scrollMarginTop: 72 }}>
      <Typography component="legend" variant="h6" sx={{ float: 'left', width: '100%', mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={1.5} sx={{ clear: 'both' }}>
        {children}
      </Stack>
    </Paper>
  );
}

/** A list of items with add and remove; removing asks first. */
function ItemList<T>({
  items,
  noun,
  empty,
  onChange,
  render,
}: {
  items: T[];
  noun: string;
  empty: T;
  onChange: (items: T[]) => void;
  render: (item: T, update: (patch: Partial<T>) => void, index: number) => ReactNode;
}) {
  const { confirm } = useFeedback();
  return (
    <>
      {items.map((item, index) => (
        <Box key={index} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
          <Stack spacing={1.5}>
            {render(item, (patch) => onChange(items.map((other, at) => (at === index ? { ...other, ...patch } : other))), index)}
          </Stack>
          <Button
            size="small"
            color="error"
            sx={{ mt: 0.5 }}
            onClick={() =>
              void confirm({
                title: `Remover ${noun} ${index + 1}?`,
                text: `Sai do rascunho agora e da página quando você salvar.`,
                action: 'Remover',
              }).then((yes) => yes && onChange(items.filter((_other, at) => at !== index)))
            }
          >
            Remover {noun} {index + 1}
          </Button>
        </Box>
      ))}
      <Button size="small" variant="outlined" onClick={() => onChange([...items, empty])} sx={{ alignSelf: 'flex-start' }}>
        Adicionar {noun}
      </Button>
    </>
  );
}

/** What the donors' page will show, redrawn as the organiser types. */
function Preview({ draft }: { draft: Draft }) {
  return (
    <Paper component="aside" aria-labelledby="previa" sx={{ p: 2, position: { lg: 'sticky' }, top: { lg: 80 } }}>
      <Typography id="previa" component="h2" variant="overline">
        Prévia da página
      </Typography>
      {draft.badge && <Chip label={draft.badge} color="primary" size="small" sx={{ my: 1 }} />}
      <Typography component="p" variant="h5" sx={{ fontWeight: 800 }}>
        {draft.title}
      </Typography>
      <Typography sx={{ my: 1 }}>{draft.summary}</Typography>
      <Typography variant="body2" color="text.secondary">
        Meta:{' '}
        {Number.isFinite(Number(draft.goal.replace(/\./g, '').replace(',', '.')))
          ? formatBRL(draft.goal.replace(/\./g, '').replace(',', '.'))
          : draft.goal}
      </Typography>
      <Typography component="p" variant="h6" sx={{ mt: 2 }}>
        {draft.storyTitle}
      </Typography>
      {draft.paragraphs
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph, index) => (
          <Typography key={index} sx={{ mb: 1, whiteSpace: 'pre-line' }}>
            {paragraph.trim()}
          </Typography>
        ))}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', mt: 2 }}>
        {draft.options.map((option, index) => (
          <Paper key={index} variant="outlined" sx={{ p: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>R$ {option.value}</Typography>
            <Typography variant="body2">{option.label}</Typography>
          </Paper>
        ))}
      </Box>
    </Paper>
  );
}

function Editor({ initial }: { initial: Draft }) {
  const { notify } = useFeedback();
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(false);
  const [update, { loading }] = useMutation(UpdateCampaignMutation);
  const set = (patch: Partial<Draft>) => {
    setDraft({ ...draft, ...patch });
    setSaved(false);
  };
  const organisationField = (name: keyof Draft['organisation']) => ({
    value: draft.organisation[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      set({ organisation: { ...draft.organisation, [name]: event.target.value } }),
    fullWidth: true,
  });
  const text = (
    name:
      | 'badge'
      | 'title'
      | 'summary'
      | 'videoUrl'
      | 'goal'
      | 'baselineRaised'
      | 'baselineSupporters'
      | 'storyTitle'
      | 'verifiedLabel'
      | 'paragraphs',
  ) => ({
    value: draft[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set({ [name]: event.target.value }),
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

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Section title="Organização" id="organizacao">
          <Typography variant="body2" color="text.secondary">
            Quem recebe as doações: aparece no rodapé, nas políticas de privacidade e nos termos, e em cada recibo emitido a
            partir de agora (os recibos já emitidos não mudam).
          </Typography>
          <TextField label="Nome da organização ou responsável" required {...organisationField('name')} />
          <TextField
            label="CNPJ ou CPF"
            {...organisationField('cnpj')}
            helperText="CNPJ (também o alfanumérico) ou, para pessoa física, CPF. Sai impresso nos recibos."
          />
          <TextField label="E-mail de contato" type="email" required {...organisationField('email')} />
          <TextField
            label="WhatsApp"
            type="tel"
            inputMode="tel"
            {...organisationField('whatsapp')}
            helperText="Com DDI e DDD, como +55 11 98765-4321."
          />
          <TextField label="Cidade (UF)" {...organisationField('city')} helperText="Ex.: São Paulo (SP)." />
        </Section>
        <Section title="Fotos" id="fotos">
          <CampaignPhotos photos={draft.photos} onChange={(photos) => set({ photos })} />
        </Section>
        <Section title="Topo da página" id="textos">
          <TextField label="Selo" {...text('badge')} />
          <TextField label="Título" {...text('title')} />
          <TextField label="Resumo" multiline minRows={3} {...text('summary')} />
          <TextField
            label="Vídeo (endereço de incorporação)"
            type="url"
            {...text('videoUrl')}
            helperText="YouTube ou Vimeo; deixe vazio para não ter vídeo."
          />
        </Section>
        <Section title="Meta e valores de fora do site">
          <TextField label="Meta (R$)" inputMode="decimal" {...text('goal')} />
          <TextField
            label="Arrecadado fora do site (R$)"
            inputMode="decimal"
            {...text('baselineRaised')}
            helperText="Soma-se às doações pagas pelo site; mudar este valor muda o total arrecadado."
          />
          <TextField label="Apoiadores fora do site" inputMode="numeric" {...text('baselineSupporters')} />
        </Section>
        <Section title="História">
          <TextField label="Título da história" {...text('storyTitle')} />
          <TextField label="Selo de verificação" {...text('verifiedLabel')} />
          <TextField
            label="Texto"
            multiline
            minRows={6}
            {...text('paragraphs')}
            helperText="Separe os parágrafos com uma linha em branco."
          />
          <ItemList
            items={draft.blocks}
            noun="bloco"
            empty={{ title: '', text: '' }}
            onChange={(blocks) => set({ blocks })}
            render={(block, patch, index) => (
              <>
                <TextField
                  label={`Título do bloco ${index + 1}`}
                  value={block.title}
                  onChange={(event) => patch({ title: event.target.value })}
                />
                <TextField
                  label={`Texto do bloco ${index + 1}`}
                  multiline
                  value={block.text}
                  onChange={(event) => patch({ text: event.target.value })}
                />
              </>
            )}
          />
        </Section>
        <Section title="Valores de doação">
          <ItemList
            items={draft.options}
            noun="valor"
            empty={{ value: '', label: '', description: '', impact: '', popular: false, raffleEntries: '0', checkoutUrl: '' }}
            onChange={(options) => set({ options })}
            render={(option, patch, index) => (
              <>
                <TextField
                  label={`Valor ${index + 1} (R$)`}
                  inputMode="decimal"
                  value={option.value}
                  onChange={(event) => patch({ value: event.target.value })}
                />
                <TextField
                  label={`Nome do valor ${index + 1}`}
                  value={option.label}
                  onChange={(event) => patch({ label: event.target.value })}
                />
                <TextField
                  label={`Descrição do valor ${index + 1}`}
                  value={option.description}
                  onChange={(event) => patch({ description: event.target.value })}
                />
                <TextField
                  label={`Impacto do valor ${index + 1}`}
                  value={option.impact}
                  onChange={(event) => patch({ impact: event.target.value })}
                />
                <TextField
                  label={`Números no sorteio (valor ${index + 1})`}
                  inputMode="numeric"
                  value={option.raffleEntries}
                  onChange={(event) => patch({ raffleEntries: event.target.value })}
                />
                <FormControlLabel
                  control={<Checkbox checked={option.popular} onChange={(event) => patch({ popular: event.target.checked })} />}
                  label={`Valor ${index + 1} em destaque ("mais escolhido")`}
                />
              </>
            )}
          />
        </Section>
        <Section title="Como o dinheiro é usado">
          <ItemList
            items={draft.usage}
            noun="item"
            empty={{ title: '', text: '' }}
            onChange={(usage) => set({ usage })}
            render={(item, patch, index) => (
              <>
                <TextField
                  label={`Título do item ${index + 1}`}
                  value={item.title}
                  onChange={(event) => patch({ title: event.target.value })}
                />
                <TextField
                  label={`Texto do item ${index + 1}`}
                  multiline
                  value={item.text}
                  onChange={(event) => patch({ text: event.target.value })}
                />
              </>
            )}
          />
        </Section>
        <Section title="Selos de confiança">
          <ItemList
            items={draft.trustBadges}
            noun="selo"
            empty={{ icon: 'heart', title: '', text: '' }}
            onChange={(trustBadges) => set({ trustBadges })}
            render={(badge, patch, index) => (
              <>
                <TextField
                  select
                  label={`Ícone do selo ${index + 1}`}
                  value={badge.icon}
                  onChange={(event) => patch({ icon: event.target.value })}
                >
                  {BADGE_ICONS.map((icon) => (
                    <MenuItem key={icon} value={icon}>
                      {icon}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  label={`Título do selo ${index + 1}`}
                  value={badge.title}
                  onChange={(event) => patch({ title: event.target.value })}
                />
                <TextField
                  label={`Texto do selo ${index + 1}`}
                  value={badge.text}
                  onChange={(event) => patch({ text: event.target.value })}
                />
              </>
            )}
          />
        </Section>
        <Section title="Sorteio">
          <FormControlLabel
            control={<Checkbox checked={draft.hasRaffle} onChange={(event) => set({ hasRaffle: event.target.checked })} />}
            label="A campanha tem sorteio"
          />
          {draft.hasRaffle && (
            <>
              <TextField
                label="Prêmio (R$)"
                inputMode="decimal"
                value={draft.raffle.prize}
                onChange={(event) => set({ raffle: { ...draft.raffle, prize: event.target.value } })}
              />
              <TextField
                label="Data do sorteio"
                type="date"
                slotProps={{ inputLabel: { shrink: true } }}
                value={draft.raffle.drawDate}
                onChange={(event) => set({ raffle: { ...draft.raffle, drawDate: event.target.value } })}
              />
              <TextField
                label="Doação mínima para participar (R$)"
                inputMode="decimal"
                value={draft.raffle.minAmount}
                onChange={(event) => set({ raffle: { ...draft.raffle, minAmount: event.target.value } })}
              />
              <TextField
                label="Texto do sorteio"
                multiline
                value={draft.raffle.text}
                onChange={(event) => set({ raffle: { ...draft.raffle, text: event.target.value } })}
              />
            </>
          )}
        </Section>
        <Section title="Compartilhamento">
          <TextField
            label="Título ao compartilhar"
            value={draft.share.title}
            onChange={(event) => set({ share: { ...draft.share, title: event.target.value } })}
          />
          <TextField
            label="Descrição ao compartilhar"
            value={draft.share.description}
            onChange={(event) => set({ share: { ...draft.share, description: event.target.value } })}
          />
          <TextField
            label="Mensagem do WhatsApp"
            multiline
            value={draft.share.message}
            onChange={(event) => set({ share: { ...draft.share, message: event.target.value } })}
          />
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Como o link aparece no WhatsApp agora
          </Typography>
          <Typography variant="body2" color="text.secondary">
            A imagem mostra o total arrecadado e muda a cada doação paga. Mudanças nesta tela aparecem aqui depois de salvar.
          </Typography>
          <SharePreview />
        </Section>
        <Paper sx={{ p: 2, position: 'sticky', bottom: 0, zIndex: 1 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" size="large" disabled={loading}>
              {loading ? 'Salvando…' : 'Salvar campanha'}
            </Button>
            {saved && (
              <Link href="/" target="_blank" rel="noopener">
                Ver a página (abre em nova aba)
              </Link>
            )}
          </Stack>
        </Paper>
      </Stack>
      <Preview draft={draft} />
    </Box>
  );
}

export function CampaignScreen() {
  // network-only: the editor starts from what is stored now, never from an older copy.
  const { data, error, refetch } = useQuery(PanelCampaignQueryDocument, { fetchPolicy: 'network-only' });
  const { hash } = useLocation();
  const loaded = Boolean(data);
  // A link from Publicar (#fotos, #organizacao) lands on its section once the form is there.
  useEffect(() => {
    if (loaded && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [loaded, hash]);
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
      {!data && (error ? <LoadError error={error} retry={() => void refetch()} /> : <LinearProgress aria-label="Carregando" />)}
      {data && <Editor initial={draftOf(data)} />}
    </>
  );
}
