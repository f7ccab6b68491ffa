import { dirname, join, relative, sep } from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * web/src's imports flow one way, shared → features → app: shared imports
 * no feature and no app code, and a feature imports neither app code nor another feature.
 */
const oneWayImports = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const webSrc = join(context.cwd, 'web', 'src');
    const placeOf = (path) => {
      const [layer, feature] = relative(webSrc, path).split(sep);
      return layer === 'features' ? `features/${feature}` : layer;
    };
    const from = placeOf(context.filename);
    if (from !== 'shared' && !from.startsWith('features/')) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = placeOf(join(dirname(context.filename), source));
      const crossing = to === 'app' || (to.startsWith('features/') && to !== from);
      if (crossing) {
        context.report({
          node: node.source,
          message:
            from === 'shared'
              ? `web/src/shared must not import web/src/${to}: imports flow shared → features → app.`
              : `web/src/${from} must not import web/src/${to}: imports flow shared → features → app; move what both need to web/src/shared.`,
        });
      }
    };
    return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'coverage/',
      'node_modules/',
      'api/src/generated/',
      'web/src/gql/',
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
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { layers: { rules: { 'one-way-imports': oneWayImports } } },
    rules: { 'layers/one-way-imports': 'error' },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', globalThis: 'readonly' } },
  },
);
