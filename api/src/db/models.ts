import type { Connection } from 'mongoose';
import { campaignModel } from '../campaign/model.js';

/** Every model, bound to one connection, so tests can run apps against separate databases. */
export function createModels(connection: Connection) {
  return {
    Campaign: campaignModel(connection),
  };
}

export type Models = ReturnType<typeof createModels>;
