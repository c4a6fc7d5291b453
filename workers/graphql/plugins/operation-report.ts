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
          const lists = cacheExtension(api.cacheReport);
          // An answer built under a seat version shows seats (decision 036): the web keeps it not.
          const seatVersion = api.sharedCache?.seatVersionUsed;
          // A reused answer (operation-cache.ts) already carries its report.
          const reported = result.extensions?.cache as object | undefined;
          const cache =
            seatVersion === undefined || (!lists && reported)
              ? (lists ?? reported)
              : { ...(lists ?? { status: "miss" as const, maxAgeSeconds: 0, entries: [] }), seatVersion };
          setResult({ ...result, extensions: { ...result.extensions, restCalls: api.calls, ...(cache && { cache }) } });
        }
      },
    }),
  };
}
