import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Models } from './db/models.js';

/** What every service needs, passed explicitly so tests build it from real parts. */
export interface Deps {
  config: Config;
  logger: Logger;
  models: Models;
  /** The clock; tests move it instead of waiting. */
  now: () => Date;
}
