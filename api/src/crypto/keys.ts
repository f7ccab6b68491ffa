import { createHash, hkdfSync } from 'node:crypto';
import { decodeKey32, type Config } from '../config.js';

/**
 * One master secret, CPF_ENCRYPTION_KEY (the name predates the other purposes and is kept
 * so existing deployments need no change), and one key per purpose derived from it with
 * HKDF-SHA-256: a key leaked or misused for one purpose says nothing about the others, and
 * no ciphertext of one purpose can be passed off as another's.
 *
 * During a rotation CPF_ENCRYPTION_KEY_PREVIOUS holds the master before it: values are
 * written under the current master only, and read under whichever one made them.
 */

/** What each derived key protects (docs/SECURITY.md, "Keys"). The labels are HKDF `info`: never change one. */
export const KEY_PURPOSES = {
  /** The donor's CPF on their donation (donations.cpfEncrypted). */
  cpfAtRest: 'campanha-doacao/cpf-at-rest/v1',
  /** The CPF printed on an issued receipt (receipts.cpfEncrypted), kept after the donation's copy is erased. */
  receiptData: 'campanha-doacao/receipt-data/v1',
  /** The donor's private link token, kept to write it into e-mails (donations.donorLinkTokenEncrypted; pixIssues in databases earlier versions wrote). */
  donorLinkToken: 'campanha-doacao/donor-link-token/v1',
  /** HMAC telling a retried createDonation from another request under the same idempotency key (donations.requestHash). */
  requestHash: 'campanha-doacao/request-hash-hmac/v1',
  /** HMAC deriving the access token a replayed createDonation answers with. */
  replayAccessToken: 'campanha-doacao/replay-access-token-hmac/v1',
} as const;

export type KeyPurpose = keyof typeof KEY_PURPOSES;

/** HKDF salt: fixed, so the same master always derives the same keys (the master itself is uniformly random). */
const HKDF_SALT = Buffer.from('campanha-doacao', 'utf8');
const KEY_ID_INFO = 'campanha-doacao/key-id/v1';

/**
 * Used only when CPF_ENCRYPTION_KEY is not set, i.e. in development and tests: it is
 * derived from a public string, so it protects nothing. Production must set the key.
 */
export const DEVELOPMENT_MASTER_KEY = createHash('sha256')
  .update('campanha-doacao: development-only CPF key, never for production')
  .digest();

export interface MasterKey {
  /** Short public name of this master (8 base64url characters), written in front of each ciphertext it made. */
  id: string;
  /** The master itself: used directly only to read values written before per-purpose keys (legacy). */
  secret: Buffer;
  /** The per-purpose keys derived from it. */
  keys: Readonly<Record<KeyPurpose, Buffer>>;
}

export interface Keyring {
  /** Writes, and reads what it made. */
  current: MasterKey;
  /** Reads only: the master before a rotation, until `npm run rotate-keys` moved everything off it. */
  previous: MasterKey | null;
}

const derive = (secret: Buffer, info: string, bytes: number) => Buffer.from(hkdfSync('sha256', secret, HKDF_SALT, info, bytes));

export function masterKeyOf(secret: Buffer): MasterKey {
  const keys = Object.fromEntries(
    Object.entries(KEY_PURPOSES).map(([purpose, info]) => [purpose, derive(secret, info, 32)]),
  ) as Record<KeyPurpose, Buffer>;
  return { id: derive(secret, KEY_ID_INFO, 6).toString('base64url'), secret, keys };
}

function masterOf(text: string | undefined, name: string): Buffer {
  if (!text) return DEVELOPMENT_MASTER_KEY;
  const key = decodeKey32(text);
  if (!key) throw new Error(`${name} must be 32 bytes`);
  return key;
}

// Derived once per configuration: HKDF is cheap, but it runs on every donation otherwise.
// eslint-disable-next-line no-restricted-syntax -- a memo of a pure function of the configuration object
const keyrings = new WeakMap<object, Keyring>();

export function keyringOf(config: Pick<Config, 'CPF_ENCRYPTION_KEY' | 'CPF_ENCRYPTION_KEY_PREVIOUS'>): Keyring {
  let keyring = keyrings.get(config);
  if (!keyring) {
    const current = masterKeyOf(masterOf(config.CPF_ENCRYPTION_KEY, 'CPF_ENCRYPTION_KEY'));
    const previous = config.CPF_ENCRYPTION_KEY_PREVIOUS
      ? masterKeyOf(masterOf(config.CPF_ENCRYPTION_KEY_PREVIOUS, 'CPF_ENCRYPTION_KEY_PREVIOUS'))
      : null;
    // The same master twice is no rotation: keep one, so nothing is tried twice.
    keyring = { current, previous: previous && previous.id !== current.id ? previous : null };
    keyrings.set(config, keyring);
  }
  return keyring;
}

/** The masters a value may have been made with, current first. */
export const mastersOf = (keyring: Keyring): MasterKey[] =>
  keyring.previous ? [keyring.current, keyring.previous] : [keyring.current];

/** The key that writes (and MACs) for `purpose` now. */
export const currentKeyFor = (
  config: Pick<Config, 'CPF_ENCRYPTION_KEY' | 'CPF_ENCRYPTION_KEY_PREVIOUS'>,
  purpose: KeyPurpose,
): Buffer => keyringOf(config).current.keys[purpose];

/**
 * Every key a MAC for `purpose` may have been made with, in a fixed order: the current
 * master's derived key first (the one that writes), then the previous master's, then each
 * master itself (legacy MACs, made before per-purpose keys). A MAC cannot be re-computed
 * by the rotation (its input, e.g. the whole donation request, is not stored), so it is
 * checked under every candidate; the same index in two purposes names the same master.
 */
export const hmacKeysFor = (
  config: Pick<Config, 'CPF_ENCRYPTION_KEY' | 'CPF_ENCRYPTION_KEY_PREVIOUS'>,
  purpose: KeyPurpose,
): Buffer[] => {
  const masters = mastersOf(keyringOf(config));
  return [...masters.map((master) => master.keys[purpose]), ...masters.map((master) => master.secret)];
};
