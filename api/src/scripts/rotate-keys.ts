// `npm run rotate-cpf-key`: re-encrypts every stored CPF from CPF_ENCRYPTION_KEY_PREVIOUS
// to CPF_ENCRYPTION_KEY (docs/SECURITY.md, "Rotating secrets"). Safe to run twice.
import { decodeKey32 } from '../config.js';
import { reencryptCpfs } from '../security/cpf-rotation.js';
import { runCommand } from './command.js';

runCommand(
  'rotate-cpf-key',
  async (deps) => {
    const currentKey = decodeKey32(deps.config.CPF_ENCRYPTION_KEY!)!;
    const previousKey = decodeKey32(deps.config.CPF_ENCRYPTION_KEY_PREVIOUS!)!;
    const result = await reencryptCpfs(deps, previousKey, currentKey);
    process.stdout.write(
      `CPFs re-encrypted: ${result.reencrypted}; already under the new key: ${result.alreadyCurrent}; ` +
        `unreadable with either key: ${result.unreadableIds.length}${result.unreadableIds.length ? ` (${result.unreadableIds.join(', ')})` : ''}\n`,
    );
    return result.unreadableIds.length ? 1 : 0;
  },
  (config) =>
    config.CPF_ENCRYPTION_KEY && config.CPF_ENCRYPTION_KEY_PREVIOUS
      ? null
      : 'set CPF_ENCRYPTION_KEY (the new key) and CPF_ENCRYPTION_KEY_PREVIOUS (the old one)',
);
