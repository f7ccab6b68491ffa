import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { CONFIG_VARIABLES, loadConfig } from '../../api/src/config.js';
import { fromRoot, projectRoot } from '../../api/src/paths.js';
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_ENV } from '../../api/src/security/rate-limit.js';
import { CONFIGURATION_DOC, renderConfigurationDoc } from '../../scripts/config-doc.js';

// docs/CONFIGURATION.md is generated from the configuration's schema (scripts/config-doc.ts,
// `npm run docs:config`), as `codegen:check` holds the generated code to schema.graphql: a
// variable added, renamed or given another default in api/src/config.ts fails here until the
// page is generated again. The page is also read as a person reads it, independently of the
// script: every variable once, with the default the schema gives, and none the server lacks.

const committed = readFileSync(fromRoot(CONFIGURATION_DOC), 'utf8');

interface Row {
  name: string;
  defaultCell: string;
  /** The `##` heading of the table it is in. */
  section: string;
}

/** Every table row of the page whose first cell is a variable: `| \`NAME\` | default | …`. */
function rowsOf(text: string): Row[] {
  const rows: Row[] = [];
  let section = '';
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) section = line.slice(3);
    const row = /^\| `([A-Z][A-Z0-9_]*)` \| ([^|]*) \|/.exec(line);
    if (row) rows.push({ name: row[1]!, defaultCell: row[2]!.trim(), section });
  }
  return rows;
}

/** A default as the page writes it: in backticks as it would be typed, "—" when there is none. */
function written(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.length ? `\`${value.join(',')}\`` : '—';
  if (typeof value === 'string' && value.startsWith(projectRoot)) return `\`${relative(projectRoot, value)}\``;
  return `\`${String(value)}\``;
}

describe('docs/CONFIGURATION.md', () => {
  it('is what `npm run docs:config` writes from api/src/config.ts (run it when this fails)', () => {
    expect(committed.split('\n')).toEqual(renderConfigurationDoc().split('\n'));
  });

  it('lists every variable of the schema once, with the default the schema gives it', () => {
    const rows = rowsOf(committed).filter((row) => row.section !== 'Read outside the schema');
    const defaults = loadConfig({}) as unknown as Record<string, unknown>;
    expect(rows.map((row) => row.name).sort()).toEqual([...CONFIG_VARIABLES].sort());
    for (const name of CONFIG_VARIABLES) {
      const expected = written(defaults[name]);
      const row = rows.find((candidate) => candidate.name === name)!;
      if (expected === undefined) expect({ name, default: row.defaultCell }).not.toEqual({ name, default: '' });
      else expect({ name, default: row.defaultCell }).toEqual({ name, default: expected });
    }
  });

  it('names no variable the server does not read, except those it says are read elsewhere', () => {
    for (const row of rowsOf(committed)) {
      if (row.section === 'Read outside the schema') expect(CONFIG_VARIABLES).not.toContain(row.name);
      else expect(CONFIG_VARIABLES).toContain(row.name);
    }
  });

  it('shows the rate limits the server applies when they are not set', () => {
    const rows = rowsOf(committed);
    for (const [action, name] of Object.entries(RATE_LIMIT_ENV)) {
      const { max, windowSeconds } = DEFAULT_RATE_LIMITS[action as keyof typeof DEFAULT_RATE_LIMITS];
      expect({ name, default: rows.find((row) => row.name === name)?.defaultCell }).toEqual({
        name,
        default: `\`${max}/${windowSeconds}\``,
      });
    }
  });
});
