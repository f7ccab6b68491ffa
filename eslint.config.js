import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { posix, relative, sep } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The import rules (docs/ARCHITECTURE.md draws them): no cycles anywhere, and layers
 * that import one way only. `npm run lint` (part of `npm test`) enforces them.
 */
const webFeatures = readdirSync('web/src/features');
/**
 * api/src: the folders each folder may import, bottom layers first. The frame (db/, cache/,
 * graphql/, http/, security/, ...) imports no domain; the domains import down; app/ (the
 * composition root: models, indexes, schema, jobs) and scripts/ sit on top. Every import
 * counts, `import type` and a model's types included: anything else is refused, so a new
 * arrow is a decision made here, and the table itself may hold no cycle, nor an arrow that no
 * import uses (both checked below, when the lint starts), so neither can the folders.
 */
const apiFolderImports = {
  // The frame: no domain.
  db: [],
  crypto: [],
  http: [],
  pix: [],
  site: [],
  cache: ['db', 'http'],
  graphql: ['cache'],
  security: ['db', 'graphql', 'http'],
  // The domains.
  audit: ['db', 'graphql'],
  images: ['audit', 'http', 'security'],
  // The panel's page and assets, and the GraphQL IDE.
  panel: ['security'],
  contact: ['audit', 'campaign', 'db', 'mail', 'security'],
  campaign: ['audit', 'cache', 'db', 'graphql', 'http', 'images'],
  stats: ['campaign', 'db'],
  share: ['campaign', 'http', 'images', 'security', 'site'],
  comments: ['audit', 'cache', 'campaign', 'db', 'http'],
  receipts: ['campaign', 'crypto', 'db', 'site'],
  mail: ['audit', 'crypto', 'db', 'receipts', 'site'],
  // Share codes and what their links brought: below the donations, which create them.
  referrals: ['campaign', 'db', 'mail'],
  web: ['cache', 'campaign', 'graphql', 'share', 'site'],
  metrics: ['http', 'security', 'stats'],
  // Donations in someone's honour or memory: the switch, the notice and its stop; below the donations, which store them.
  dedications: ['audit', 'cache', 'campaign', 'db', 'mail'],
  donations: ['audit', 'cache', 'campaign', 'crypto', 'db', 'dedications', 'http', 'images', 'mail', 'pix', 'security', 'stats'],
  news: ['campaign', 'db', 'donations', 'mail'],
  transparency: ['audit', 'cache', 'campaign', 'db', 'donations', 'http', 'images', 'news', 'receipts', 'security', 'web'],
  donor: [
    'cache',
    'comments',
    'crypto',
    'db',
    'donations',
    'http',
    'mail',
    'receipts',
    'referrals',
    'statements',
    'transparency',
  ],
  payments: ['audit', 'cache', 'campaign', 'db', 'donations', 'http', 'mail', 'pix', 'receipts', 'referrals', 'stats'],
  'my-donations': ['campaign', 'contact', 'crypto', 'donations', 'mail', 'payments', 'receipts', 'security'],
  monthly: [
    'audit',
    'cache',
    'campaign',
    'crypto',
    'db',
    'donations',
    'donor',
    'http',
    'mail',
    'payments',
    'pix',
    'receipts',
    'security',
    'stats',
  ],
  // The people of the team, their sign-in, passkeys and e-mailed notices.
  team: ['audit', 'campaign', 'db', 'graphql', 'http', 'mail', 'payments', 'security'],
  // The bank statement: matched to donations, and registered through donations/outside.ts.
  statements: ['audit', 'campaign', 'db', 'donations', 'http', 'images', 'security'],
  // The pages the server renders to HTML with no app (/doar without JavaScript, /transparencia, /minhas-doacoes,
  // the updates e-mails' links): above the domains they show.
  'server-pages': [
    'campaign',
    'dedications',
    'donations',
    'http',
    'my-donations',
    'news',
    'receipts',
    'referrals',
    'transparency',
    'web',
  ],
};
const apiFolders = readdirSync('api/src', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'generated')
  .map((entry) => entry.name);
// The composition root and the commands may import any folder; every other folder is in the table.
const apiTopFolders = ['app', 'scripts'];
// The frame, the table's first rows: it imports no domain. Every other folder below the top is a domain.
const apiFrameFolders = ['db', 'crypto', 'http', 'pix', 'site', 'cache', 'graphql', 'security'];
const apiDomains = apiFolders.filter((folder) => !apiFrameFolders.includes(folder) && !apiTopFolders.includes(folder));
for (const folder of apiFrameFolders)
  for (const other of apiFolderImports[folder] ?? [])
    if (!apiFrameFolders.includes(other))
      throw new Error(`api/src/${folder} is frame (apiFrameFolders in eslint.config.js) but may import the domain ${other}`);
for (const folder of apiFolders)
  if (!(folder in apiFolderImports) && !apiTopFolders.includes(folder))
    throw new Error(`api/src/${folder} is not in apiFolderImports (eslint.config.js): say what it may import`);
// The table is the folders' layering: an arrow back down would be a cycle between folders.
for (const start of Object.keys(apiFolderImports)) {
  const walk = (folder, path) => {
    for (const next of apiFolderImports[folder] ?? []) {
      if (next === start) throw new Error(`apiFolderImports has a cycle: ${[...path, next].join(' → ')}`);
      if (!path.includes(next)) walk(next, [...path, next]);
    }
  };
  walk(start, [start]);
}
// An allowance no import uses is refused too, so the table says what each folder needs today. Every
// relative import, export … from, import() and `declare module` of api/src/<folder>/**/*.ts(x) counts.
const RELATIVE_IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bdeclare module\s+)['"](\.\.?\/[^'"]+)['"]/g;
const foldersImportedBy = (dir, used = new Set()) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) foldersImportedBy(path, used);
    else if (/\.tsx?$/.test(entry.name))
      for (const [, specifier] of readFileSync(path, 'utf8').matchAll(RELATIVE_IMPORT)) {
        const [api, src, folder, ...rest] = posix.join(dir, specifier).split('/');
        if (api === 'api' && src === 'src' && rest.length > 0) used.add(folder);
      }
  }
  return used;
};
const unusedImports = Object.entries(apiFolderImports).flatMap(([folder, allowed]) => {
  if (!existsSync(`api/src/${folder}`))
    throw new Error(`apiFolderImports (eslint.config.js) has ${folder}, which is no folder of api/src`);
  const used = foldersImportedBy(`api/src/${folder}`);
  return allowed.filter((other) => !used.has(other)).map((other) => `${folder} -> ${other}`);
});
if (unusedImports.length > 0)
  throw new Error(`apiFolderImports (eslint.config.js) allows what no import uses, remove it: ${unusedImports.join(', ')}`);

/**
 * One owner per collection: a collection is written only by the folder whose model file
 * declares it in `Models` (`declare module '../db/models.js' { interface Models { X: ... } }`);
 * any other folder calls a named function of that folder. Owners are read from those
 * declarations when the lint starts, so a new model is covered without touching this file.
 */
const MODEL_WRITES = new Set([
  'create',
  'insertMany',
  'updateOne',
  'updateMany',
  'findOneAndUpdate',
  'findByIdAndUpdate',
  'deleteOne',
  'deleteMany',
  'findOneAndDelete',
  'findByIdAndDelete',
  'bulkWrite',
  'replaceOne',
  'findOneAndReplace',
]);
const collectionOwners = new Map();
for (const folder of apiFolders)
  for (const file of readdirSync(`api/src/${folder}`).filter((name) => /\.tsx?$/.test(name))) {
    const text = readFileSync(`api/src/${folder}/${file}`, 'utf8');
    for (const [, body] of text.matchAll(/declare module '\.\.\/db\/models\.js'\s*\{\s*interface Models\s*\{([^}]*)\}/g))
      for (const [, name] of body.matchAll(/^\s*(\w+)\s*:/gm)) {
        const known = collectionOwners.get(name);
        if (known && known !== folder)
          throw new Error(`Models.${name} is declared by both api/src/${known} and api/src/${folder}`);
        collectionOwners.set(name, folder);
      }
  }
// A declaration the scan above no longer recognises would silently exempt every write.
if (collectionOwners.size < 10)
  throw new Error(
    `found only ${collectionOwners.size} collections in the Models declarations: update the scan in eslint.config.js`,
  );

/** `models` itself: `deps.models`, `app.deps.models`, or a local `models`. */
const isModels = (node) =>
  (node.type === 'Identifier' && node.name === 'models') ||
  (node.type === 'MemberExpression' && !node.computed && node.property.name === 'models');
const keyOf = (node) =>
  node.type === 'Identifier' ? node.name : node.type === 'Literal' && typeof node.value === 'string' ? node.value : null;

const collectionOwnerRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      foreign:
        'models.{{collection}} is written only by api/src/{{owner}}/ (its model file declares it): call a function of {{owner}}/ instead of {{method}} here.',
      unknown:
        'models.{{collection}} has no owner: no model file under api/src/<folder>/ declares it in `interface Models` (eslint.config.js reads them).',
    },
  },
  create(context) {
    const path = relative(context.cwd, context.filename).split(sep).join('/');
    if (!path.startsWith('api/src/')) return {};
    // A file directly under api/src/ belongs to no folder, and so owns no collection.
    const folder = path.split('/').length > 3 ? path.split('/')[2] : '';
    /** Local names bound to a collection: `const { Donation } = deps.models`. */
    const bound = new Map();
    const collectionOf = (node) => {
      if (node.type === 'Identifier') return bound.get(node.name) ?? null;
      if (node.type === 'MemberExpression' && isModels(node.object))
        return node.computed ? keyOf(node.property) : node.property.name;
      return null;
    };
    const check = (node, collection, method) => {
      const owner = collectionOwners.get(collection);
      if (owner === undefined) context.report({ node, messageId: 'unknown', data: { collection } });
      else if (owner !== folder) context.report({ node, messageId: 'foreign', data: { collection, owner, method } });
    };
    return {
      VariableDeclarator(node) {
        if (node.id.type !== 'ObjectPattern' || !node.init || !isModels(node.init)) return;
        for (const property of node.id.properties)
          if (property.type === 'Property' && property.value.type === 'Identifier') {
            const collection = keyOf(property.key);
            if (collection) bound.set(property.value.name, collection);
          }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression') return;
        const method = callee.computed ? keyOf(callee.property) : callee.property.name;
        if (!MODEL_WRITES.has(method)) return;
        const collection = collectionOf(callee.object);
        if (collection) check(node, collection, method);
      },
      // `new deps.models.X(...)` builds a document only to save it.
      NewExpression(node) {
        const collection = collectionOf(node.callee);
        if (collection) check(node, collection, 'new …().save()');
      },
    };
  },
};

const importZones = [
  // rules/ is the bottom layer: API and web import it, it imports neither.
  { target: './rules', from: ['./api', './web', './tests'], message: 'rules/ imports neither api/ nor web/.' },
  { target: './web', from: './api', message: 'web/ talks to the API over HTTP, never by import.' },
  { target: './api', from: './web', message: 'api/ never imports web/: share through rules/.' },
  // web/src: shared → features → app.
  {
    target: './web/src/shared',
    from: ['./web/src/features', './web/src/app'],
    message: 'web/src/shared imports no feature and no app code.',
  },
  { target: './web/src/features', from: './web/src/app', message: 'A feature never imports the app.' },
  ...webFeatures.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to web/src/shared.',
  })),
  // api/src: only the process (main.ts) imports the app; domain services and models never reach the HTTP layer.
  {
    target: ['./api/src/*/!(rest).ts', './api/src/*/*/!(rest).ts'],
    from: ['./api/src/app.ts', './api/src/main.ts'],
    message: 'Only main.ts imports the app.',
  },
  ...apiDomains.map((domain) => ({
    target: [`./api/src/${domain}/service.ts`, `./api/src/${domain}/model.ts`],
    from: ['./api/src/http', './api/src/web', './api/src/graphql/cache.ts'],
    message: 'Domain code never imports the HTTP layer: take plain data, return plain data.',
  })),
  // api/src: imports between folders point one way (e.g. payments imports stats, stats never payments).
  ...Object.entries(apiFolderImports).flatMap(([folder, allowed]) =>
    apiFolders
      .filter((other) => other !== folder && !allowed.includes(other))
      .map((other) => ({
        target: `./api/src/${folder}`,
        from: `./api/src/${other}`,
        message: `api/src/${folder} may import only ${allowed.join(', ') || 'no other folder'} (apiFolderImports in eslint.config.js).`,
      })),
  ),
  // Nothing below the top imports the entry points: the process, the app, and the commands' own helpers.
  {
    target: `./api/src/!(${apiTopFolders.join('|')})/**`,
    from: ['./api/src/app.ts', './api/src/main.ts', './api/src/rebuild-derived.ts', './api/src/first-start.ts'],
    message: 'Only the top (main.ts, app/, scripts/) imports the entry points.',
  },
];

/**
 * An HTML element's opening or closing tag (`<p>`, `</p>`, `<meta `, `<br/>`), as an
 * esquery regex. Tag names are listed so that prose such as `Bearer <your ADMIN_TOKEN>`,
 * a JavaScript `i<p.length` or Vite's `<!--app-head-->` placeholders is not mistaken for markup.
 */
const HTML_TAG = String.raw`/<\/?(?:a|article|b|body|br|button|code|dd|details|div|dl|dt|em|footer|form|h[1-6]|head|header|html|i|img|input|label|li|link|main|meta|nav|ol|option|p|picture|pre|script|section|select|small|source|span|strong|style|summary|svg|table|td|textarea|th|title|tr|ul)(?=[\s/>])/i`;

/**
 * Per-app state (caches, queues, clients) lives in the app's memory (`deps.memory`, api/src/deps.ts),
 * so two apps in one process are two instances: a Map at module level would be shared by both.
 */
const MODULE_STATE = {
  selector: 'Program > VariableDeclaration > VariableDeclarator > NewExpression[callee.name=/^(Weak)?Map$/]',
  message:
    'Per-app state goes in a memorySlot (api/src/deps.ts), not a module-level Map: two apps in one process must not share it.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'coverage/',
      'node_modules/',
      'api/src/generated/',
      'web/src/gql/',
      'web/src/panel/gql/',
      '.data/',
      'tests/e2e/artifacts/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: [
      'api/**/*.{ts,tsx}',
      'web/**/*.{ts,tsx}',
      'rules/**/*.ts',
      'tests/**/*.{ts,tsx}',
      'bench/**/*.ts',
      'scripts/**/*.mjs',
    ],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'web/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
    },
  },
  {
    // One owner per collection (collectionOwnerRule above). Tests, benches and scripts set up
    // and inspect data directly, and are not checked.
    files: ['api/src/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'collection-owner': collectionOwnerRule } } },
    rules: { 'local/collection-owner': 'error' },
  },
  {
    // Every HTML page is rendered by React (issue 27): no markup is built by hand in a
    // string, where one forgotten escape is an XSS. A string or template literal with an
    // HTML tag in it is refused (HTML_TAG), and so is the hand escaper.
    files: ['api/src/**/*.{ts,tsx}'],
    // The e-mails are React too (mail/layout.tsx). The receipt PDFs keep their own templates;
    // the Atom feed is XML, the share card's background an SVG drawn for an image, not a page.
    ignores: ['api/src/receipts/**', 'api/src/transparency/feed.ts', 'api/src/share/card.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        MODULE_STATE,
        {
          selector: `Literal[value=${HTML_TAG}]`,
          message: 'HTML is rendered by React components (renderToStaticMarkup), not written in strings.',
        },
        {
          selector: `TemplateElement[value.raw=${HTML_TAG}]`,
          message: 'HTML is rendered by React components (renderToStaticMarkup), not written in template literals.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/html.js'],
              importNames: ['escapeHtml'],
              message: 'Pages are React components, which escape text themselves; escapeHtml is for e-mails only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/mail/**', 'api/src/receipts/**', 'api/src/transparency/feed.ts', 'api/src/share/card.ts'],
    rules: { 'no-restricted-syntax': ['error', MODULE_STATE] },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', globalThis: 'readonly' } },
  },
  {
    // The image's checks run on Node alone, with its fetch and timers.
    files: ['tests/image/**/*.mjs'],
    languageOptions: { globals: { fetch: 'readonly', setTimeout: 'readonly' } },
  },
);
