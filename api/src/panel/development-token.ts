import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.js';
import { isGraphqlIdeEnabled } from './ide.js';

/** Where development keeps the organiser's token it generated, inside DATA_DIR. */
export const DEVELOPMENT_TOKEN_FILE = 'admin-token';

export interface AdminTokenSetup {
  /** The configuration the server runs with: ADMIN_TOKEN filled in when development generated or reused one. */
  config: Config;
  /** The file holding the generated token; null when the token came from ADMIN_TOKEN (or there is none). */
  tokenFile: string | null;
}

const usableToken = (text: string) => (/^\S{16,}$/.test(text) ? text : null);

/** The token kept in the file, or a new one written there readable by its owner only. */
function readOrCreateToken(file: string): string {
  try {
    const kept = usableToken(readFileSync(file, 'utf8').trim());
    if (kept) {
      chmodSync(file, 0o600); // a copy made with a looser mode is tightened again
      return kept;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const token = randomBytes(32).toString('hex');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // the mode above applies only to a file this call created
  return token;
}

/**
 * In development without ADMIN_TOKEN, the organiser's fields would be unreachable: generate a token
 * once, keep it in DATA_DIR so a restart reuses it, and use it. Production and tests are left as they are
 * (production refuses to start without ADMIN_TOKEN).
 */
export function setUpAdminToken(config: Config): AdminTokenSetup {
  if (config.NODE_ENV !== 'development' || config.ADMIN_TOKEN) return { config, tokenFile: null };
  mkdirSync(config.DATA_DIR, { recursive: true, mode: 0o700 });
  const tokenFile = join(config.DATA_DIR, DEVELOPMENT_TOKEN_FILE);
  return { config: { ...config, ADMIN_TOKEN: readOrCreateToken(tokenFile) }, tokenFile };
}

/**
 * The one sentence a developer reads at start: where the site, the organiser's panel and the GraphQL IDE are, and how to use the
 * organiser's fields. The token itself is printed only when development generated it: one set in
 * ADMIN_TOKEN is already known to whoever set it, and should not end up in logs.
 */
export function welcomeMessage(setup: AdminTokenSetup, siteUrl: string): string {
  const { config, tokenFile } = setup;
  const site = `Campaign site at ${siteUrl}, organiser's panel at ${siteUrl}/painel`;
  if (!isGraphqlIdeEnabled(config)) return `${site} (the GraphQL IDE is off: GRAPHQL_IDE=false).`;
  const ide = `${site}, GraphQL IDE at ${siteUrl}/graphql`;
  if (tokenFile)
    return (
      `${ide}: sign in to the panel with ${config.ADMIN_TOKEN}, or paste the header ` +
      `Authorization: Bearer ${config.ADMIN_TOKEN} in the IDE's Headers tab (token kept in ${tokenFile}).`
    );
  if (config.ADMIN_TOKEN) return `${ide}: for the organiser's fields, send Authorization: Bearer <your ADMIN_TOKEN>.`;
  return `${ide}; set ADMIN_TOKEN to use the organiser's fields.`;
}
