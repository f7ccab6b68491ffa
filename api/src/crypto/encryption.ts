import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Config } from '../config.js';
import { keyringOf, mastersOf, type KeyPurpose, type Keyring, type MasterKey } from './keys.js';

/**
 * Values at rest (CPFs, receipt data, donor-link tokens): AES-256-GCM under the key
 * derived for their purpose (crypto/keys.ts), stored as
 * "v2:<master id>:<iv>:<tag>:<ciphertext>" (base64url parts). The master id tells a
 * reader, and the rotation, which master made the value.
 *
 * "v1:<iv>:<tag>:<ciphertext>" is the legacy format (format 0 in docs/SECURITY.md): the
 * master itself as the key, for every purpose, with no id. It is still read, under the
 * current master then the previous one, and `npm run rotate-keys` rewrites it as v2.
 */
const FORMAT = 'v2';
const LEGACY_FORMAT = 'v1';
const IV_BYTES = 12;

type KeyConfig = Pick<Config, 'CPF_ENCRYPTION_KEY' | 'CPF_ENCRYPTION_KEY_PREVIOUS'>;

function seal(key: Buffer, plaintext: string): { iv: string; tag: string; ciphertext: string } {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return {
    iv: iv.toString('base64url'),
    tag: cipher.getAuthTag().toString('base64url'),
    ciphertext: ciphertext.toString('base64url'),
  };
}

/** Throws when the value was tampered with or made under another key. */
function open(key: Buffer, iv: string, tag: string, ciphertext: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

export function encryptWith(master: MasterKey, purpose: KeyPurpose, plaintext: string): string {
  const { iv, tag, ciphertext } = seal(master.keys[purpose], plaintext);
  return [FORMAT, master.id, iv, tag, ciphertext].join(':');
}

/** `plaintext` encrypted for `purpose` under the current master. */
export const encryptFor = (config: KeyConfig, purpose: KeyPurpose, plaintext: string): string =>
  encryptWith(keyringOf(config).current, purpose, plaintext);

/** Whether the value is already in the current format under the current master (what the rotation leaves). */
export function isUnderCurrentMaster(keyring: Keyring, stored: string): boolean {
  const [format, masterId] = stored.split(':');
  return format === FORMAT && masterId === keyring.current.id;
}

export function decryptWith(keyring: Keyring, purpose: KeyPurpose, stored: string): string {
  const parts = stored.split(':');
  if (parts[0] === FORMAT && parts.length === 5) {
    const [, masterId, iv, tag, ciphertext] = parts as [string, string, string, string, string];
    const master = mastersOf(keyring).find((candidate) => candidate.id === masterId);
    if (!master) throw new Error('encrypted under a master key that is not configured');
    return open(master.keys[purpose], iv, tag, ciphertext);
  }
  if (parts[0] === LEGACY_FORMAT && parts.length === 4) {
    const [, iv, tag, ciphertext] = parts as [string, string, string, string];
    // No id: try each master; GCM's tag tells the right one from a wrong one.
    for (const master of mastersOf(keyring)) {
      try {
        return open(master.secret, iv, tag, ciphertext);
      } catch {
        // Not this master: the next one, or the error below.
      }
    }
    throw new Error('legacy value readable under no configured master key');
  }
  throw new Error('not an encrypted value');
}

/** The plaintext of a value stored for `purpose`, under the current or the previous master. Throws when neither reads it. */
export const decryptFor = (config: KeyConfig, purpose: KeyPurpose, stored: string): string =>
  decryptWith(keyringOf(config), purpose, stored);
