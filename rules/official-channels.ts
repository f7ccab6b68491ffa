import type { FieldError } from './rule.js';

/**
 * Official channels (issue 50, goal 4): the organiser's profiles and links, who organises
 * and for whom, and the site's own domain. A copy of this page can print any badge; it
 * cannot print this domain in the address bar, nor a link back from the profiles the
 * donor already follows. Plain functions, no validator library: the home page uses the texts.
 */

export const OFFICIAL_LINK_KINDS = ['INSTAGRAM', 'WHATSAPP', 'FACEBOOK', 'TIKTOK', 'YOUTUBE', 'SITE', 'OTHER'] as const;
export type OfficialLinkKind = (typeof OFFICIAL_LINK_KINDS)[number];

export const OFFICIAL_LINK_LABELS: Record<OfficialLinkKind, string> = {
  INSTAGRAM: 'Instagram',
  WHATSAPP: 'WhatsApp',
  FACEBOOK: 'Facebook',
  TIKTOK: 'TikTok',
  YOUTUBE: 'YouTube',
  SITE: 'Site',
  OTHER: 'Outro link',
};

/** Where each known kind lives: a "Instagram" link to another host is how a fake profile would slip in. */
const KNOWN_HOSTS: Partial<Record<OfficialLinkKind, readonly string[]>> = {
  INSTAGRAM: ['instagram.com', 'www.instagram.com'],
  // A number (wa.me/5511…) or a group's invitation (chat.whatsapp.com/…).
  WHATSAPP: ['wa.me', 'chat.whatsapp.com'],
  FACEBOOK: ['facebook.com', 'www.facebook.com', 'm.facebook.com', 'fb.com'],
  TIKTOK: ['tiktok.com', 'www.tiktok.com'],
  YOUTUBE: ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be'],
};

export const OFFICIAL_CHANNELS_LIMITS = {
  /** A campaign has a handful of profiles; the footer and every page's head list them all. */
  links: 8,
  url: 300,
  /** "mãe", "tio", "amiga da família". */
  relationship: 60,
  /** The beneficiary's name as the story calls them ("Ana"). */
  beneficiary: 80,
} as const;

export interface OfficialLink {
  kind: OfficialLinkKind;
  url: string;
}

export interface OfficialChannels {
  links: OfficialLink[];
  /** The organiser's relationship to the beneficiary; set together with `beneficiary`. */
  relationship?: string;
  beneficiary?: string;
}

export const NO_OFFICIAL_CHANNELS: OfficialChannels = { links: [] };

const HOST_HINTS: Partial<Record<OfficialLinkKind, string>> = {
  INSTAGRAM: 'https://www.instagram.com/seu_perfil',
  WHATSAPP: 'https://wa.me/5511999999999 ou https://chat.whatsapp.com/…',
  FACEBOOK: 'https://www.facebook.com/sua_pagina',
  TIKTOK: 'https://www.tiktok.com/@seu_perfil',
  YOUTUBE: 'https://www.youtube.com/@seu_canal',
};

/** One link's problem in pt-BR, or its normalised address. */
function checkLink(kind: unknown, url: unknown, position: number): { value: OfficialLink } | { error: FieldError } {
  const prefix = `Link ${position + 1}`;
  if (typeof kind !== 'string' || !(OFFICIAL_LINK_KINDS as readonly string[]).includes(kind))
    return {
      error: {
        field: `links.${position}.kind`,
        message: `${prefix}: tipo inválido; use ${Object.values(OFFICIAL_LINK_LABELS).join(', ')}.`,
      },
    };
  const field = `links.${position}.url`;
  const text = typeof url === 'string' ? url.trim() : '';
  if (!text) return { error: { field, message: `${prefix}: informe o endereço.` } };
  if (text.length > OFFICIAL_CHANNELS_LIMITS.url)
    return { error: { field, message: `${prefix}: endereço longo demais (até ${OFFICIAL_CHANNELS_LIMITS.url} caracteres).` } };
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return { error: { field, message: `${prefix}: endereço inválido; use um link completo, começando com https://` } };
  }
  if (parsed.protocol !== 'https:') return { error: { field, message: `${prefix}: use um link https:// (seguro).` } };
  if (parsed.username || parsed.password || parsed.port || !parsed.hostname.includes('.'))
    return { error: { field, message: `${prefix}: endereço inválido; use o link público do perfil ou do site.` } };
  const hosts = KNOWN_HOSTS[kind as OfficialLinkKind];
  const label = OFFICIAL_LINK_LABELS[kind as OfficialLinkKind];
  if (hosts && (!hosts.includes(parsed.hostname) || parsed.pathname.length < 2))
    return {
      error: {
        field,
        message: `${prefix}: não é um link do ${label}; use, por exemplo, ${HOST_HINTS[kind as OfficialLinkKind]}.`,
      },
    };
  if (kind === 'WHATSAPP' && parsed.hostname === 'wa.me' && !/^\/\d{10,15}\/?$/.test(parsed.pathname))
    return { error: { field, message: `${prefix}: use https://wa.me/ seguido do número com DDI e DDD, só números.` } };
  return { value: { kind: kind as OfficialLinkKind, url: parsed.href } };
}

/** A short text: trimmed, spaces collapsed, absent when blank; the error when too long. */
function shortText(value: unknown, field: string, label: string, max: number): { value?: string } | { error: FieldError } {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'string') return { error: { field, message: `${label}: envie um texto.` } };
  const text = value.replace(/\s+/g, ' ').trim();
  if (!text) return {};
  if ([...text].length > max) return { error: { field, message: `${label}: use no máximo ${max} caracteres.` } };
  return { value: text };
}

/** The organiser's input, normalised, or every problem in the form's order (the API answers the first). */
export function checkOfficialChannels(input: {
  links?: readonly { kind?: unknown; url?: unknown }[] | null;
  relationship?: unknown;
  beneficiary?: unknown;
}): { value: OfficialChannels } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const links: OfficialLink[] = [];
  const given = input.links ?? [];
  if (given.length > OFFICIAL_CHANNELS_LIMITS.links)
    errors.push({ field: 'links', message: `Informe no máximo ${OFFICIAL_CHANNELS_LIMITS.links} links oficiais.` });
  else
    given.forEach((link, position) => {
      const checked = checkLink(link.kind, link.url, position);
      if ('error' in checked) errors.push(checked.error);
      else if (links.some((other) => other.url === checked.value.url))
        errors.push({ field: `links.${position}.url`, message: `Link ${position + 1}: este endereço já está na lista.` });
      else links.push(checked.value);
    });
  const relationship = shortText(
    input.relationship,
    'relationship',
    'Relação com quem recebe a ajuda',
    OFFICIAL_CHANNELS_LIMITS.relationship,
  );
  const beneficiary = shortText(
    input.beneficiary,
    'beneficiary',
    'Nome de quem recebe a ajuda',
    OFFICIAL_CHANNELS_LIMITS.beneficiary,
  );
  if ('error' in relationship) errors.push(relationship.error);
  if ('error' in beneficiary) errors.push(beneficiary.error);
  const relationshipText = 'value' in relationship ? relationship.value : undefined;
  const beneficiaryText = 'value' in beneficiary ? beneficiary.value : undefined;
  // "Organizado por Maria, mãe de Ana": one without the other says nothing a donor can check.
  if (!errors.length && Boolean(relationshipText) !== Boolean(beneficiaryText))
    errors.push(
      relationshipText
        ? { field: 'beneficiary', message: 'Informe também o nome de quem recebe a ajuda (ex.: Ana).' }
        : {
            field: 'relationship',
            message: 'Informe também a sua relação com quem recebe a ajuda (ex.: mãe, tio, amiga da família).',
          },
    );
  if (errors.length) return { errors };
  return {
    value: {
      links,
      ...(relationshipText && beneficiaryText ? { relationship: relationshipText, beneficiary: beneficiaryText } : {}),
    },
  };
}

/** The host a donor sees in the address bar: "doe.exemplo.org.br". Null when the address is unknown. */
export function siteDomainOf(publicUrl: string | null | undefined): string | null {
  if (!publicUrl) return null;
  try {
    return new URL(publicUrl).host;
  } catch {
    return null;
  }
}

/** The footer's and /transparencia's sentence. */
export const officialSiteSentence = (domain: string): string =>
  `Este é o site oficial desta campanha: ${domain}. Desconfie de outros links e chaves.`;

/** "Organizado por Maria Souza, mãe de Ana, São Paulo (SP)": only what is set. */
export function organisedByLine(input: {
  organiser: string;
  relationship?: string | null;
  beneficiary?: string | null;
  city?: string | null;
}): string {
  const parts = [input.organiser];
  if (input.relationship && input.beneficiary) parts.push(`${input.relationship} de ${input.beneficiary}`);
  if (input.city) parts.push(input.city);
  return `Organizado por ${parts.join(', ')}.`;
}
