import { emailRule } from './donation-rules.js';
import { CONTROL_BUT_NEWLINE, CONTROL_CHARACTER, characterCount, textOf, withoutBidiControls, type FieldError } from './rule.js';

/**
 * A donation given "em homenagem a" or "em memória de" someone (issue 54): the honoree's name,
 * optionally an address to tell (for "em memória", the family's) and a short message. The same
 * rules run in the API (rules/donation.ts), the /doar form and the app's form. No zod here: the
 * home page's copy of the form reads the labels.
 */

export const DEDICATION_KINDS = ['IN_HONOUR', 'IN_MEMORY'] as const;
export type DedicationKind = (typeof DEDICATION_KINDS)[number];

/** "Em homenagem a" / "Em memória de", as the form and the pages say them. */
export const DEDICATION_KIND_LABELS: Record<DedicationKind, string> = {
  IN_HONOUR: 'Em homenagem a',
  IN_MEMORY: 'Em memória de',
};

/** The same in the middle of a sentence ("doação em memória de Ana"). */
export const dedicationPhrase = (kind: DedicationKind, name: string) => `${DEDICATION_KIND_LABELS[kind].toLowerCase()} ${name}`;

export const DEDICATION_NAME_MAX_LENGTH = 80;
export const DEDICATION_MESSAGE_MAX_LENGTH = 280;

/** The disclosure that opens the fields, in both forms. */
export const DEDICATION_TOGGLE_TEXT = 'Doar em homenagem ou em memória de alguém';

export const DEDICATION_MESSAGES = {
  dedication: 'Homenagem: dados ausentes ou inválidos.',
  kind: 'Escolha "Em homenagem a" ou "Em memória de".',
  name: `Informe o nome de quem você homenageia, com até ${DEDICATION_NAME_MAX_LENGTH} caracteres.`,
  email: 'Informe um e-mail válido para o aviso da homenagem, como nome@exemplo.com.br, ou deixe em branco.',
  message: `A mensagem da homenagem pode ter no máximo ${DEDICATION_MESSAGE_MAX_LENGTH} caracteres.`,
  messageCharacters: 'A mensagem da homenagem tem caracteres inválidos.',
  showAmount: 'Mostrar o valor no aviso: envie verdadeiro ou falso.',
  /** The organiser turned the feature off (campaign setting). */
  disabled: 'Esta campanha não recebe doações em homenagem ou em memória no momento.',
} as const;

/** A dedication after validation. `email` '' when nobody is to be told. */
export interface Dedication {
  kind: DedicationKind;
  name: string;
  email: string;
  message: string;
  /** Whether the notice tells the amount; off unless the donor chose it. */
  showAmount: boolean;
}

/** The fields as a form holds them (text as typed). */
export interface DedicationFormValues {
  kind: string;
  name: string;
  email: string;
  message: string;
  showAmount: boolean;
}

export const emptyDedicationForm = (): DedicationFormValues => ({
  kind: '',
  name: '',
  email: '',
  message: '',
  showAmount: false,
});

/** Every field of a dedication, in the order the donor fills them (errors under `dedication.<field>`). */
export const DEDICATION_FIELDS = ['kind', 'name', 'email', 'message', 'showAmount'] as const;
export type DedicationField = (typeof DEDICATION_FIELDS)[number];

/**
 * A dedication from a request: absent/null → null (none); otherwise each field checked, every
 * problem reported under `dedication.<field>`.
 */
export function checkDedication(input: unknown): { value: Dedication | null } | { errors: FieldError[] } {
  if (input === undefined || input === null) return { value: null };
  if (typeof input !== 'object' || Array.isArray(input))
    return { errors: [{ field: 'dedication', message: DEDICATION_MESSAGES.dedication }] };
  const raw = input as Record<string, unknown>;
  const errors: FieldError[] = [];
  const fail = (field: DedicationField, message: string) => errors.push({ field: `dedication.${field}`, message });

  const kind = raw.kind;
  if (typeof kind !== 'string' || !(DEDICATION_KINDS as readonly string[]).includes(kind)) fail('kind', DEDICATION_MESSAGES.kind);

  let name = '';
  const readName = textOf(raw.name, 'Nome do homenageado');
  if ('error' in readName) fail('name', readName.error);
  else {
    name = withoutBidiControls(readName.text ?? '')
      .trim()
      .replace(/\s+/g, ' ');
    const length = characterCount(name);
    if (length < 2 || length > DEDICATION_NAME_MAX_LENGTH || !/\p{L}/u.test(name) || CONTROL_CHARACTER.test(name))
      fail('name', DEDICATION_MESSAGES.name);
  }

  let email = '';
  const readEmail = textOf(raw.email, 'E-mail para o aviso');
  if ('error' in readEmail) fail('email', readEmail.error);
  else if ((readEmail.text ?? '').trim() !== '') {
    const checked = emailRule(readEmail.text);
    if ('error' in checked) fail('email', DEDICATION_MESSAGES.email);
    else email = checked.value;
  }

  let message = '';
  const readMessage = textOf(raw.message, 'Mensagem da homenagem');
  if ('error' in readMessage) fail('message', readMessage.error);
  else {
    message = withoutBidiControls(readMessage.text ?? '')
      .replace(/\r\n?/g, '\n')
      .replace(/\t/g, ' ')
      .trim();
    if (characterCount(message) > DEDICATION_MESSAGE_MAX_LENGTH) fail('message', DEDICATION_MESSAGES.message);
    else if (CONTROL_BUT_NEWLINE.test(message)) fail('message', DEDICATION_MESSAGES.messageCharacters);
  }

  const showAmount = raw.showAmount ?? false;
  if (typeof showAmount !== 'boolean') fail('showAmount', DEDICATION_MESSAGES.showAmount);

  if (errors.length > 0) return { errors };
  return { value: { kind: kind as DedicationKind, name, email, message, showAmount: showAmount as boolean } };
}

/**
 * What a form sends: nothing when the donor left every field empty (the disclosure opened and
 * closed again), the fields as typed otherwise, so the rules above say what is missing.
 */
export function dedicationOfForm(values: DedicationFormValues): Record<string, unknown> | undefined {
  const typed = values.kind !== '' || values.name.trim() !== '' || values.email.trim() !== '' || values.message.trim() !== '';
  if (!typed) return undefined;
  return {
    kind: values.kind,
    name: values.name,
    email: values.email,
    message: values.message,
    showAmount: values.showAmount,
  };
}

/** Where the notice's stop link points: `/homenagem/parar/<donation id>.<token>`. */
export const STOP_DEDICATION_PATH = '/homenagem/parar';
