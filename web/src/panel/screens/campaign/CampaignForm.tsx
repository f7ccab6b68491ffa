import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONTENT_MAX_LENGTH as MAX } from '../../../../../rules/campaign-limits';
import { useCan } from '../../me';
import { SharePreview } from '../../SharePreview';
import { CampaignPhotos } from './CampaignPhotos';
import { CampaignPreview } from './CampaignPreview';
import { ItemList, limited, maxLengthOf, Section } from './fields';
import type { CampaignEditor } from './useCampaignEditor';

const BADGE_ICONS = ['pix', 'lock', 'shield', 'verified', 'star', 'heart'] as const;

/** The campaign's form beside its preview; every value and action comes from useCampaignEditor. */
export function CampaignForm({ editor }: { editor: CampaignEditor }) {
  const { draft, set, organisationField, text, save, saving, saved } = editor;
  const can = useCan();
  // The texts are the content role's (each Section is disabled without it); the identity the receipts
  // print and the money before this site, the owner's.
  const readOnly = !can('content');
  const ownerOnly = !can('owner');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      {/* The preview stays outside the form: it draws the site's amount cards, each a form of its own. */}
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        spacing={2}
        sx={{ minWidth: 0 }}
      >
        {readOnly && <Alert severity="info">Seu papel na equipe permite ver a campanha, não mudá-la.</Alert>}
        <Section title="Organização" id="organizacao">
          <Typography variant="body2" color="text.secondary">
            Quem recebe as doações: aparece no rodapé, nas políticas de privacidade e nos termos, e em cada recibo emitido a
            partir de agora (os recibos já emitidos não mudam).
            {ownerOnly && ' Só quem tem o papel de dono(a) muda estes dados.'}
          </Typography>
          <TextField
            label="Nome da organização ou responsável"
            required
            {...organisationField('name')}
            disabled={ownerOnly}
            {...limited(draft.organisation.name, MAX.organisationName)}
          />
          <TextField
            label="CNPJ ou CPF"
            {...organisationField('cnpj')}
            disabled={ownerOnly}
            helperText="CNPJ (também o alfanumérico) ou, para pessoa física, CPF. Sai impresso nos recibos."
          />
          <TextField
            label="E-mail de contato"
            type="email"
            required
            {...organisationField('email')}
            disabled={ownerOnly}
            {...maxLengthOf(MAX.organisationEmail)}
          />
          <TextField
            label="WhatsApp"
            type="tel"
            inputMode="tel"
            {...organisationField('whatsapp')}
            disabled={ownerOnly}
            helperText="Com DDI e DDD, como +55 11 98765-4321."
          />
          <TextField
            label="Cidade (UF)"
            {...organisationField('city')}
            disabled={ownerOnly}
            {...maxLengthOf(MAX.organisationCity)}
            helperText="Ex.: São Paulo (SP)."
          />
        </Section>
        <Section title="Fotos" id="fotos">
          <CampaignPhotos photos={draft.photos} onChange={(photos) => set({ photos })} />
        </Section>
        <Section title="Topo da página" id="textos">
          <TextField label="Selo" {...text('badge')} {...limited(draft.badge, MAX.badge)} />
          <TextField label="Título" {...text('title')} {...limited(draft.title, MAX.title)} />
          <TextField label="Resumo" multiline minRows={3} {...text('summary')} {...limited(draft.summary, MAX.summary)} />
          <TextField
            label="Vídeo (endereço de incorporação)"
            type="url"
            {...text('videoUrl')}
            {...maxLengthOf(MAX.url)}
            helperText="YouTube ou Vimeo; deixe vazio para não ter vídeo."
          />
        </Section>
        <Section title="Meta e o que veio antes deste site">
          <TextField label="Meta (R$)" inputMode="decimal" {...text('goal')} />
          {/* History only: money received now is a registered donation (counted, receipted, on the ledger), not this lump. */}
          <TextField
            label="Arrecadado antes deste site (R$)"
            inputMode="decimal"
            {...text('baselineRaised')}
            disabled={ownerOnly}
            helperText="Histórico: o que entrou antes de a campanha ter este site. Soma-se ao total. Dinheiro recebido agora (em mãos, transferência, evento) entra em Doações, por “Registrar doação recebida fora do site”."
          />
          <TextField
            label="Apoiadores antes deste site"
            inputMode="numeric"
            {...text('baselineSupporters')}
            disabled={ownerOnly}
          />
        </Section>
        <Section title="História">
          <TextField label="Título da história" {...text('storyTitle')} {...limited(draft.storyTitle, MAX.storyTitle)} />
          <TextField
            label="Selo de verificação"
            {...text('verifiedLabel')}
            {...limited(draft.verifiedLabel, MAX.verifiedLabel)}
          />
          <TextField
            label="Texto"
            multiline
            minRows={6}
            {...text('paragraphs')}
            helperText={`Separe os parágrafos com uma linha em branco; cada um com até ${MAX.storyParagraph.toLocaleString('pt-BR')} caracteres.`}
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
                  {...maxLengthOf(MAX.itemTitle)}
                  value={block.title}
                  onChange={(event) => patch({ title: event.target.value })}
                />
                <TextField
                  label={`Texto do bloco ${index + 1}`}
                  multiline
                  {...maxLengthOf(MAX.itemText)}
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
                  {...maxLengthOf(MAX.optionLabel)}
                  value={option.label}
                  onChange={(event) => patch({ label: event.target.value })}
                />
                <TextField
                  label={`Descrição do valor ${index + 1}`}
                  {...maxLengthOf(MAX.optionDescription)}
                  value={option.description}
                  onChange={(event) => patch({ description: event.target.value })}
                />
                <TextField
                  label={`Impacto do valor ${index + 1}`}
                  {...maxLengthOf(MAX.optionImpact)}
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
                  {...maxLengthOf(MAX.itemTitle)}
                  value={item.title}
                  onChange={(event) => patch({ title: event.target.value })}
                />
                <TextField
                  label={`Texto do item ${index + 1}`}
                  multiline
                  {...maxLengthOf(MAX.itemText)}
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
                  {...maxLengthOf(MAX.trustBadgeTitle)}
                  value={badge.title}
                  onChange={(event) => patch({ title: event.target.value })}
                />
                <TextField
                  label={`Texto do selo ${index + 1}`}
                  {...maxLengthOf(MAX.trustBadgeText)}
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
                {...maxLengthOf(MAX.raffleText)}
                value={draft.raffle.text}
                onChange={(event) => set({ raffle: { ...draft.raffle, text: event.target.value } })}
              />
            </>
          )}
        </Section>
        <Section title="Compartilhamento">
          <TextField
            label="Título ao compartilhar"
            {...limited(draft.share.title, MAX.shareTitle)}
            value={draft.share.title}
            onChange={(event) => set({ share: { ...draft.share, title: event.target.value } })}
          />
          <TextField
            label="Descrição ao compartilhar"
            {...limited(draft.share.description, MAX.shareDescription)}
            value={draft.share.description}
            onChange={(event) => set({ share: { ...draft.share, description: event.target.value } })}
          />
          <TextField
            label="Mensagem do WhatsApp"
            multiline
            {...limited(draft.share.message, MAX.shareMessage)}
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
        {!readOnly && (
          <Paper sx={{ p: 2, position: 'sticky', bottom: 0, zIndex: 1 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" size="large" disabled={saving}>
                {saving ? 'Salvando…' : 'Salvar campanha'}
              </Button>
              {saved && (
                <Link href="/" target="_blank" rel="noopener">
                  Ver a página (abre em nova aba)
                </Link>
              )}
            </Stack>
          </Paper>
        )}
      </Stack>
      <CampaignPreview draft={draft} />
    </Box>
  );
}
