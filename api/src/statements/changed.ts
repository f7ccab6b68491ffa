import { eventKind } from '../deps.js';

/**
 * A statement imported, or a line of one accepted or ignored: what the public "conferido com o
 * banco" (transparency/bank-check.ts) is derived from changed. Subscribed in app/events.ts.
 */
export const statementsChanged = eventKind<{ importId?: string; lineId?: string }>('bank statements changed');
