/** The Yoga server: schema first (graphql/schema), resolvers typed by codegen. */
import { createSchema, createYoga } from "graphql-yoga";
import { typeDefs } from "../../graphql/generated/typedefs.generated";
import { createContext, type GraphQLContext, type ServerContext } from "./context";
import { explorerPlugin } from "./plugins/explorer";
import { operationCachePlugin } from "./plugins/operation-cache";
import { operationReportPlugin } from "./plugins/operation-report";
import { partnerLimitsPlugin } from "./plugins/partner-limits";
import { rateLimitPlugin } from "./plugins/rate-limit";
import { MAX_UPLOAD_REQUEST_BYTES, requestSizePlugin } from "./plugins/request-size";
import { schemaSdlPlugin } from "./plugins/schema-sdl";
import { resolvers } from "./resolvers";

export const schema = createSchema<GraphQLContext>({ typeDefs, resolvers });

const GRAPHQL_PATH = "/graphql";

export const yoga = createYoga<ServerContext, GraphQLContext>({
  schema,
  graphqlEndpoint: GRAPHQL_PATH,
  landingPage: false,
  // Yoga's GraphiQL loads from a CDN: the explorer page stands in for it (decision 007).
  graphiql: false,
  // The outer bound; requestSizePlugin keeps everything but the console's uploads far below it.
  maxRequestBodySize: MAX_UPLOAD_REQUEST_BYTES,
  context: createContext,
  plugins: [
    requestSizePlugin(),
    schemaSdlPlugin(schema, `${GRAPHQL_PATH}/schema.graphql`),
    explorerPlugin(schema, GRAPHQL_PATH),
    partnerLimitsPlugin(),
    rateLimitPlugin(),
    operationReportPlugin(),
    // After the report: a reused answer brings its own extensions.
    operationCachePlugin(),
  ],
});
