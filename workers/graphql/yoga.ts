/** The Yoga server: schema first (graphql/schema), resolvers typed by codegen. */
import { createSchema, createYoga, type Plugin } from "graphql-yoga";
import { typeDefs } from "../../graphql/generated/typedefs.generated";
import { createContext, type GraphQLContext, type ServerContext } from "./context";
import { resolvers } from "./resolvers";

/** Partners and our tests can see in `extensions.restCalls` how many REST calls an operation cost. */
function reportRestCalls(): Plugin<GraphQLContext> {
  return {
    onExecute: ({ args }) => ({
      onExecuteDone: ({ result, setResult }) => {
        if (result && "data" in result) {
          const restCalls = (args.contextValue as GraphQLContext).api.calls;
          setResult({ ...result, extensions: { ...result.extensions, restCalls } });
        }
      },
    }),
  };
}

export const schema = createSchema<GraphQLContext>({ typeDefs, resolvers });

export const yoga = createYoga<ServerContext, GraphQLContext>({
  schema,
  graphqlEndpoint: "/graphql",
  landingPage: false,
  graphiql: { title: "Cache Valley Kitchen — partner GraphQL" },
  context: createContext,
  plugins: [reportRestCalls()],
});
