import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { fromRoot } from '../paths.js';

const image = z.object({
  url: z.string().min(1),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const cents = z.number().int().nonnegative();

export const donationOptionSchema = z.object({
  amountCents: cents.min(1),
  label: z.string().min(1),
  description: z.string(),
  impact: z.string(),
  popular: z.boolean().default(false),
  raffleEntries: z.number().int().nonnegative().default(0),
  checkoutUrl: z.url().optional(),
});

export const exampleCommentSchema = z.object({
  name: z.string().min(1),
  avatar: z.string().optional(),
  amountCents: cents.optional(),
  content: z.string().min(1),
  /** How long before the campaign document was created the comment was written. */
  minutesAgo: z.number().int().nonnegative(),
});

/** The organiser's content: everything the page says that is not a live total. */
export const campaignContentSchema = z.object({
  isExample: z.boolean().default(false),
  organisation: z.object({
    name: z.string().min(1),
    cnpj: z.string().optional(),
    email: z.email(),
    whatsapp: z
      .string()
      .regex(/^\d{10,15}$/)
      .optional(),
  }),
  badge: z.string().min(1),
  title: z.string().min(1),
  summary: z.string().min(1),
  videoUrl: z.url().optional(),
  videoPoster: image.optional(),
  goalCents: cents.min(1),
  /** Money received outside this site before it went live; part of `raised`. */
  baselineRaisedCents: cents.default(0),
  baselineSupporters: z.number().int().nonnegative().default(0),
  heartsReceived: z.number().int().nonnegative().default(0),
  story: z.object({
    title: z.string().min(1),
    verifiedLabel: z.string().min(1),
    paragraphs: z.array(z.string().min(1)).min(1),
    blocks: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })),
    proofImage: image.optional(),
  }),
  usage: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })),
  raffle: z
    .object({
      prizeCents: cents.min(1),
      drawDate: z.iso.date(),
      minAmountCents: cents,
      text: z.string().min(1),
    })
    .optional(),
  trustBadges: z.array(
    z.object({
      icon: z.enum(['pix', 'lock', 'shield', 'verified', 'star', 'heart']),
      title: z.string().min(1),
      text: z.string(),
    }),
  ),
  donationOptions: z.array(donationOptionSchema).min(1),
  share: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    image: image.optional(),
    message: z.string().min(1),
  }),
  exampleComments: z.array(exampleCommentSchema).default([]),
});

export type CampaignContent = z.infer<typeof campaignContentSchema>;

export const EXAMPLE_CONTENT_FILE = fromRoot('content', 'campaign.example.json');

export function loadContentFile(path: string = EXAMPLE_CONTENT_FILE): CampaignContent {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read campaign content ${path}: ${(error as Error).message}`);
  }
  const parsed = campaignContentSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`invalid campaign content ${path}: ${problems.join('; ')}`);
  }
  return parsed.data;
}
