import type { CodegenConfig } from '@graphql-codegen/cli';

// Regenerate with `npm run codegen`; the output folders are never edited by hand.
// Every decimal kind crosses the wire as an exact string; graphql-scalars' integer ranges are numbers.
const scalars = {
  Date: 'string',
  DateTime: 'string',
  Decimal: 'string',
  Money: 'string',
  Rate: 'string',
  Percent: 'string',
  Quantity: 'string',
  PositiveInt: 'number',
  NonNegativeInt: 'number',
};

const config: CodegenConfig = {
  // The hand-written schema and the reason codes' enum written from the REST API's list (package.json codegen).
  schema: ['schema/*.graphql', 'schema/__generated__/*.graphql'],
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    // The schema's types alone, importing nothing of the gateway: mapping files, upstream.ts and the loaders take
    // their types from here, so no import circle runs through the resolver types (which name mappers and context).
    'gateway/src/__generated__/graphql.ts': {
      plugins: ['typescript'],
      config: { scalars, enumsAsTypes: true, useTypeImports: true },
    },
    // Only the resolver types, over graphql.ts's types; they import the mappers and the context by type only.
    'gateway/src/__generated__/resolvers.ts': {
      plugins: [{ add: { content: "import type * as Types from './graphql.js';" } }, 'typescript-resolvers'],
      config: {
        namespacedImportName: 'Types',
        useTypeImports: true,
        useIndexSignature: true,
        contextType: '../context.js#GatewayContext',
        scalars,
        enumsAsTypes: true,
        // Parents that leave fields to field resolvers (loaded only when a query asks for them).
        mappers: {
          Project: '../modules/projects/mapping.js#ProjectParent',
          Owner: '../modules/projects/mapping.js#OwnerParent',
          Position: '../modules/employees/mapping.js#PositionParent',
          CompanyOverhead: '../modules/overhead/mapping.js#CompanyOverheadParent',
          Bid: '../modules/bids/mapping.js#BidParent',
          BidLease: '../modules/bids/mapping.js#BidLeaseParent',
          DirectCost: '../modules/direct-costs/mapping.js#DirectCostParent',
          Pco: '../modules/pcos/mapping.js#PcoParent',
          ChangeOrder: '../modules/pcos/mapping.js#ChangeOrderParent',
          ProjectTracker: '../modules/tracker/mapping.js#ProjectTrackerParent',
          PaymentApplication: '../modules/payment-applications/mapping.js#PaymentApplicationParent',
          ProjectBilling: '../modules/payment-applications/mapping.js#ProjectBillingParent',
          ProjectSubcontracts: '../modules/subcontracts/mapping.js#ProjectSubcontractsParent',
        },
      },
    },
    'web/src/gql/': {
      preset: 'client',
      config: {
        scalars,
        enumsAsTypes: true,
        useTypeImports: true,
      },
      presetConfig: { fragmentMasking: false },
    },
  },
};

export default config;
