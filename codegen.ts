import type { CodegenConfig } from '@graphql-codegen/cli';

// Server: resolver types (typescript + typescript-resolvers).
// Web: the client preset's typed documents, used through Apollo Client 4's hooks
// (the old typescript-react-apollo plugin does not support Apollo Client 4).
const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'api/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../graphql/context.js#GraphQLContext',
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: 'Date | string' },
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
    'web/src/gql/': {
      // The panel's documents get their own output below: this one's document map is in the donors' bundle.
      // The .graphql files are the fragments the site and the panel share (next to the component that draws
      // them): both outputs read them, and each generates its own copy, so neither bundle needs the other's map.
      documents: ['web/src/**/*.{ts,tsx}', 'web/src/**/*.graphql', '!web/src/gql/**', '!web/src/panel/**'],
      preset: 'client',
      // Masked fragments: a component sees only the fields its own fragment asks for. The unmask
      // function is named getFragmentData, not useFragment: it is no hook, and Apollo has a real one by that name.
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: { enumsAsTypes: true, useTypeImports: true, scalars: { DateTime: 'string' } },
    },
    // The organiser's panel (its own Vite entry, vite.panel.config.ts): typed documents that never reach a donor.
    'web/src/panel/gql/': {
      documents: ['web/src/panel/**/*.{ts,tsx}', 'web/src/**/*.graphql', '!web/src/panel/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { enumsAsTypes: true, useTypeImports: true, scalars: { DateTime: 'string' } },
    },
  },
};

export default config;
