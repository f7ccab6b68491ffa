/**
 * Every collection the app uses, by model name, as `deps.models` holds them. Each owning
 * domain declares its own collections in its model file (`declare module '../db/models.js'`),
 * so this bottom layer names no domain; the composition root (app/models.ts) binds them all
 * to a connection, and the compiler checks that it binds every one declared.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domains' declarations
export interface Models {}
