// The repository's Prettier settings, except for openapi.yaml: Banco Central's file is kept
// byte for byte as published (see README.md), so Prettier leaves it alone (it has no @format pragma).
import { readFileSync } from 'node:fs';

const root = JSON.parse(readFileSync(new URL('../../../.prettierrc.json', import.meta.url), 'utf8'));

export default {
  ...root,
  overrides: [...(root.overrides ?? []), { files: 'openapi.yaml', options: { requirePragma: true } }],
};
