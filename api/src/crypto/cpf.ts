import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { decodeKey32, type Config } from '../config.js';

/**
 * CPF at rest: AES-256-GCM, stored as "v1:<iv>:<tag>:<ciphertext>" (base64url parts).
 * The version prefix lets a later key rotation tell old values from new ones.
 */
const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * Used only when CPF_ENCRYPTION_KEY is not set, i.e. in development and tests: it is
 * derived from a public string, so it protects nothing. Production must set the key.
 */
export const DEVELOPMENT_CPF_KEY = createHash('sha256')
  .update('campanha-doacao: development-only CPF key, never for production')
  .digest();

export function cpfKeyOf(config: Pick<Config, 'CPF_ENCRYPTION_KEY'>): Buffer {
  if (!config.CPF_ENCRYPTION_KEY) return DEVELOPMENT_CPF_KEY;
  const key = decodeKey32(config.CPF_ENCRYPTION_KEY);
  if (!key) throw new Error('CPF_ENCRYPTION_KEY must be 32 bytes');
  return key;
}

export function encryptCpf(cpfDigits: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(cpfDigits, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join(
    ':',
  );
}

/** Throws when the value was tampered with or encrypted under another key. */
export function decryptCpf(stored: string, key: Buffer): string {
  const [version, iv, tag, ciphertext] = stored.split(':');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('not an encrypted CPF');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
