import { z } from 'zod';
import { fromRoot } from './paths.js';

const boolean = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

// Every environment variable the server reads is declared here, once.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MONGODB_URI: optionalText,
  DATA_DIR: z.string().default(fromRoot('.data')),
  CONTENT_FILE: optionalText,
  ADMIN_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
});

export type Config = z.infer<typeof schema> & { isProduction: boolean };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`invalid configuration: ${problems.join('; ')}`);
  }
  return { ...parsed.data, isProduction: parsed.data.NODE_ENV === 'production' };
}

export { boolean as booleanFromEnv };
