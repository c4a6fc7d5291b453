/**
 * GraphQL code generation (`npm run codegen`): resolver types for the graphql worker, typed
 * documents for the web worker, and the SDL as a module. Never edit graphql/generated/ by hand;
 * `npm test` fails when it is stale.
 */
import type { CodegenConfig } from "@graphql-codegen/cli";

const scalars = {};

const config: CodegenConfig = {
  overwrite: true,
  schema: "graphql/schema/*.graphql",
  documents: ["app/**/*.{ts,tsx}"],
  ignoreNoDocuments: false,
  generates: {
    "graphql/generated/resolvers.generated.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        contextType: "../../workers/graphql/context#GraphQLContext",
        mappers: {
          Class: "../../workers/api/services/classes#ClassJson",
          Location: "../../drizzle/api/schema#Location",
          Fulfillment: "../../drizzle/api/schema#Fulfillment",
        },
        mapperTypeSuffix: "Model",
        enumsAsTypes: true,
        useTypeImports: true,
        scalars,
      },
    },
    "graphql/generated/typedefs.generated.ts": {
      plugins: ["./graphql/typedefs-plugin.cjs"],
    },
    "graphql/generated/client/": {
      preset: "client",
      presetConfig: { fragmentMasking: false, gqlTagName: "graphql" },
      config: { enumsAsTypes: true, useTypeImports: true, scalars },
    },
  },
  hooks: { afterAllFileWrite: [] },
};

export default config;
