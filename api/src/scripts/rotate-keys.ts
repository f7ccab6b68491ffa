// `npm run rotate-keys` (alias `rotate-cpf-key`): re-encrypts every value the master key
// protects under CPF_ENCRYPTION_KEY, reading it under CPF_ENCRYPTION_KEY_PREVIOUS or in the
// legacy format (docs/OPERATIONS.md, "Rotating the master key"). Safe to run twice and
// while instances run.
import { rotateEncryptedValues } from '../crypto/rotation.js';
import { runCommand } from './command.js';

runCommand(
  'rotate-keys',
  async (deps) => {
    const result = await rotateEncryptedValues(deps);
    for (const field of result.fields)
      process.stdout.write(
        `${field.field}: re-encrypted ${field.reencrypted}; already under the current key ${field.alreadyCurrent}; ` +
          `changed meanwhile ${field.changedMeanwhile}; unreadable with either key ${field.unreadableIds.length}` +
          `${field.unreadableIds.length ? ` (${field.unreadableIds.join(', ')})` : ''}\n`,
      );
    process.stdout.write(
      result.complete
        ? 'complete: nothing is left under the previous key; once every instance runs without CPF_ENCRYPTION_KEY_PREVIOUS it may be destroyed\n'
        : 'not complete: fix or note the unreadable values, or run again for those changed meanwhile\n',
    );
    return result.complete ? 0 : 1;
  },
  // Without a previous key it still moves legacy values (made before per-purpose keys) to the current master.
  (config) =>
    config.CPF_ENCRYPTION_KEY ? null : 'set CPF_ENCRYPTION_KEY (the new key) and CPF_ENCRYPTION_KEY_PREVIOUS (the old one)',
);
