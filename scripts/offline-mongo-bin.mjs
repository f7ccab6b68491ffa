// Prints where the offline MongoDB launcher is (or will be) cached, for shell scripts.
import { tsImport } from 'tsx/esm/api';

const { offlineMongoBinaryPath } = await tsImport('../api/src/db/offline-mongo.ts', import.meta.url);
console.log(offlineMongoBinaryPath());
