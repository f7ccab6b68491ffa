import { z } from 'zod';
import { isValidCnpj, isValidCpf } from './documents.js';
import { ptBrError } from './zod-pt-br.js';

/**
 * The organiser's campaign content: everything the page says that is not a live total.
 * Read from the content file on first start and changed through updateCampaign; the
 * same schema for both. Server and organiser tools only: the donor's page never
 * downloads it.
 */

/** Links the page sends a donor to, or loads: https only (no javascript:, data:, vbscript:, file:, nor plain http). */
export const httpsUrl = z.url({ protocol: /^https$/, error: 'endereço inválido: use um link https://' });

/**
 * An optional field that the organiser may clear: absent, null (as MongoDB keeps a
 * cleared field) and "" all mean "not set", so a cleared field never blocks a later edit.
 */
function clearable<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === null || value === '' ? undefined : value), schema.optional());
}

const image = z.object({
  url: z.string().trim().min(1),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** An image the organiser uploaded (api/src/images): served in several sizes and formats. Absent for a file of the site's own. */
  imageId: clearable(z.string().regex(/^[0-9a-f]{24}$/)),
});

const cents = z.number().int().nonnegative();

/** A text the page shows: blank (or only spaces) is no text. */
const text = z.string().trim().min(1);

export const donationOptionSchema = z.object({
  amountCents: cents.min(1),
  label: text,
  description: z.string(),
  impact: z.string(),
  popular: z.boolean().default(false),
  raffleEntries: z.number().int().nonnegative().default(0),
  checkoutUrl: clearable(httpsUrl),
});

export const exampleCommentSchema = z.object({
  name: text,
  avatar: clearable(z.string()),
  amountCents: clearable(cents),
  content: text,
  /** How long before the campaign document was created the comment was written. */
  minutesAgo: z.number().int().nonnegative(),
});

export const TRUST_BADGE_ICONS = ['pix', 'lock', 'shield', 'verified', 'star', 'heart'] as const;

export const campaignContentSchema = z.object({
  isExample: z.boolean().default(false),
  organisation: z.object({
    name: text,
    /** The organiser's CNPJ (numeric or alphanumeric) or, for a person, CPF: printed on every receipt. */
    cnpj: clearable(
      z
        .string()
        .trim()
        .refine((id) => isValidCnpj(id) || isValidCpf(id), 'CNPJ ou CPF inválido: confira os números'),
    ),
    email: z.email(),
    whatsapp: clearable(z.string().regex(/^\d{10,15}$/, 'use só números, com DDI e DDD (10 a 15 dígitos)')),
    /** Where the organiser is: the legal pages say it beside the name. */
    city: clearable(z.string().trim().min(2).max(80)),
  }),
  badge: text,
  title: text,
  summary: text,
  videoUrl: clearable(httpsUrl),
  videoPoster: clearable(image),
  goalCents: cents.min(1),
  /** Money received outside this site before it went live; part of `raised`. */
  baselineRaisedCents: cents.default(0),
  baselineSupporters: z.number().int().nonnegative().default(0),
  heartsReceived: z.number().int().nonnegative().default(0),
  story: z.object({
    title: text,
    verifiedLabel: text,
    paragraphs: z.array(text).min(1),
    blocks: z.array(z.object({ title: text, text: text })),
    proofImage: clearable(image),
  }),
  usage: z.array(z.object({ title: text, text: text })),
  raffle: clearable(
    z.object({
      prizeCents: cents.min(1),
      drawDate: z.iso.date(),
      minAmountCents: cents,
      text: text,
    }),
  ),
  trustBadges: z.array(z.object({ icon: z.enum(TRUST_BADGE_ICONS), title: text, text: z.string() })),
  donationOptions: z.array(donationOptionSchema).min(1),
  share: z.object({
    title: text,
    description: text,
    image: clearable(image),
    message: text,
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
