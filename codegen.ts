import type { CodegenConfig } from '@graphql-codegen/cli';

// Regenerate with `npm run codegen`; the output folders are never edited by hand.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/__generated__/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../context.js#GatewayContext',
        scalars: { Date: 'string', DateTime: 'string', Decimal: 'string' },
        enumsAsTypes: true,
      },
    },
    'web/src/gql/': {
      preset: 'client',
      config: {
        scalars: { Date: 'string', DateTime: 'string', Decimal: 'string' },
        enumsAsTypes: true,
        useTypeImports: true,
      },
      presetConfig: { fragmentMasking: false },
    },
  },
};

export default config;
