import { z } from 'zod';
import { CONTENT_MAX_LENGTH as MAX, CONTENT_MAX_ITEMS as MAX_ITEMS } from './campaign-limits.js';
import { formatTaxId, isValidCnpj, isValidCpf } from './documents.js';
import { MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from './donation-rules.js';
import { compactTaxId, PIX_HOLDER_MAX_LENGTH } from './pix-holder.js';
import { ptBrError } from './zod-pt-br.js';

/**
 * The organiser's campaign content: everything the page says that is not a live total.
 * Read from the content file on first start and changed through updateCampaign; the
 * same schema for both. Server and organiser tools only: the donor's page never
 * downloads it.
 */

/** Links the page sends a donor to, or loads: https only (no javascript:, data:, vbscript:, file:, nor plain http). */
export const httpsUrl = z.url({ protocol: /^https$/, error: 'endereço inválido: use um link https://' }).max(MAX.url);

/**
 * An optional field that the organiser may clear: absent, null (as MongoDB keeps a
 * cleared field) and "" all mean "not set", so a cleared field never blocks a later edit.
 */
function clearable<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === null || value === '' ? undefined : value), schema.optional());
}

/** An uploaded image's id: 32 random hex digits, or the 24 of an ObjectId for images stored before them. */
export const IMAGE_ID_PATTERN = /^(?:[0-9a-f]{24}|[0-9a-f]{32})$/;

const image = z.object({
  url: z.string().trim().min(1).max(MAX.url),
  alt: z.string().max(MAX.imageAlt),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** An image the organiser uploaded (api/src/images): served in several sizes and formats. Absent for a file of the site's own. */
  imageId: clearable(z.string().regex(IMAGE_ID_PATTERN)),
});

const cents = z.number().int().nonnegative();

/** A text the page shows: blank (or only spaces) is no text; at most `max` characters (rules/campaign-limits.ts). */
const text = (max: number) => z.string().trim().min(1).max(max);
/** A title and its text: story blocks and how the money is used. */
const item = z.object({ title: text(MAX.itemTitle), text: text(MAX.itemText) });

export const donationOptionSchema = z.object({
  amountCents: cents.min(1),
  label: text(MAX.optionLabel),
  description: z.string().max(MAX.optionDescription),
  impact: z.string().max(MAX.optionImpact),
  popular: z.boolean().default(false),
  raffleEntries: z.number().int().nonnegative().default(0),
  checkoutUrl: clearable(httpsUrl),
});

export const exampleCommentSchema = z.object({
  /** Shown as a donor's comment: a donor's limits (rules/donation-rules.ts). */
  name: text(NAME_MAX_LENGTH),
  avatar: clearable(z.string().max(MAX.url)),
  amountCents: clearable(cents),
  content: text(MESSAGE_MAX_LENGTH),
  /** How long before the campaign document was created the comment was written. */
  minutesAgo: z.number().int().nonnegative(),
});

/**
 * The holder as the organiser records it. The name is stored in capitals, as the bank
 * prints it (Receita Federal's registry), so the page shows exactly what the app will;
 * the document in its printed form; the institution as typed.
 */
export const pixHolderSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'informe o nome do titular da chave, como o banco mostra')
    .max(PIX_HOLDER_MAX_LENGTH.name, `até ${PIX_HOLDER_MAX_LENGTH.name} caracteres`)
    .transform((name) => name.replace(/\s+/g, ' ').toLocaleUpperCase('pt-BR')),
  document: z
    .string()
    .trim()
    .refine((id) => isValidCpf(id) || isValidCnpj(id), 'CPF ou CNPJ inválido: confira os números')
    .transform((id) => formatTaxId(compactTaxId(id))),
  institution: z
    .string()
    .trim()
    .min(1, 'informe o banco ou a instituição da conta')
    .max(PIX_HOLDER_MAX_LENGTH.institution, `até ${PIX_HOLDER_MAX_LENGTH.institution} caracteres`),
  /** When the organiser confirmed a R$ 1 PIX showed this holder; absent until then, and reset when the holder changes. */
  testedAt: z.iso.datetime().optional(),
});

export const TRUST_BADGE_ICONS = ['pix', 'lock', 'shield', 'verified', 'star', 'heart'] as const;

export const campaignContentSchema = z.object({
  isExample: z.boolean().default(false),
  organisation: z.object({
    name: text(MAX.organisationName),
    /** The organiser's CNPJ (numeric or alphanumeric) or, for a person, CPF: printed on every receipt. */
    cnpj: clearable(
      z
        .string()
        .trim()
        .refine((id) => isValidCnpj(id) || isValidCpf(id), 'CNPJ ou CPF inválido: confira os números'),
    ),
    email: z.email().max(MAX.organisationEmail),
    whatsapp: clearable(z.string().regex(/^\d{10,15}$/, 'use só números, com DDI e DDD (10 a 15 dígitos)')),
    /** Where the organiser is: the legal pages say it beside the name. */
    city: clearable(z.string().trim().min(2).max(MAX.organisationCity)),
  }),
  /** Who receives the PIX, as the donor's bank shows it (rules/pix-holder.ts); production takes no donation without it. */
  pixHolder: clearable(pixHolderSchema),
  badge: text(MAX.badge),
  title: text(MAX.title),
  summary: text(MAX.summary),
  videoUrl: clearable(httpsUrl),
  videoPoster: clearable(image),
  goalCents: cents.min(1),
  /** Money received outside this site before it went live; part of `raised`. */
  baselineRaisedCents: cents.default(0),
  baselineSupporters: z.number().int().nonnegative().default(0),
  heartsReceived: z.number().int().nonnegative().default(0),
  story: z.object({
    title: text(MAX.storyTitle),
    verifiedLabel: text(MAX.verifiedLabel),
    paragraphs: z.array(text(MAX.storyParagraph)).min(1).max(MAX_ITEMS.storyParagraphs),
    blocks: z.array(item).max(MAX_ITEMS.items),
    proofImage: clearable(image),
  }),
  usage: z.array(item).max(MAX_ITEMS.items),
  raffle: clearable(
    z.object({
      prizeCents: cents.min(1),
      drawDate: z.iso.date(),
      minAmountCents: cents,
      text: text(MAX.raffleText),
    }),
  ),
  trustBadges: z
    .array(
      z.object({
        icon: z.enum(TRUST_BADGE_ICONS),
        title: text(MAX.trustBadgeTitle),
        text: z.string().max(MAX.trustBadgeText),
      }),
    )
    .max(MAX_ITEMS.items),
  donationOptions: z.array(donationOptionSchema).min(1).max(MAX_ITEMS.donationOptions),
  share: z.object({
    title: text(MAX.shareTitle),
    description: text(MAX.shareDescription),
    image: clearable(image),
    message: text(MAX.shareMessage),
  }),
  exampleComments: z.array(exampleCommentSchema).default([]),
});

export type CampaignContent = z.infer<typeof campaignContentSchema>;

/** A content problem as the organiser reads it: the field's path and a pt-BR message. */
export interface ContentProblem {
  field: string;
  message: string;
}

/** The content, or its problems in pt-BR (`donationOptions.0.checkoutUrl: endereço inválido: use um link https://`). */
export function checkCampaignContent(
  input: unknown,
): { ok: true; value: CampaignContent } | { ok: false; problems: ContentProblem[] } {
  const result = campaignContentSchema.safeParse(input, { error: ptBrError });
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
  };
}
