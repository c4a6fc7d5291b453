/**
 * What each answer tells partners and tests about its cost: `extensions.restCalls`, the REST
 * calls it waited for, and `extensions.cache`, the cached lists it used (decision 007).
 */
import type { Plugin } from "graphql-yoga";
import { cacheExtension } from "../cache/report";
import type { GraphQLContext, ServerContext } from "../context";

export function operationReportPlugin(): Plugin<GraphQLContext, ServerContext> {
  return {
    onExecute: ({ args }) => ({
      onExecuteDone: ({ result, setResult }) => {
        if (result && "data" in result) {
          const { api } = args.contextValue;
          const cache = cacheExtension(api.cacheReport);
          setResult({ ...result, extensions: { ...result.extensions, restCalls: api.calls, ...(cache && { cache }) } });
        }
      },
    }),
  };
}
