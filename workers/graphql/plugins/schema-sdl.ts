/** GET /graphql/schema.graphql: the schema as SDL, for partners' code generators. */
import { printSchema, type GraphQLSchema } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { GraphQLContext, ServerContext } from "../context";

export function schemaSdlPlugin(schema: GraphQLSchema, path = "/graphql/schema.graphql"): Plugin<GraphQLContext, ServerContext> {
  let sdl: string | undefined;
  return {
    onRequest({ request, url, endResponse }) {
      if (url.pathname !== path || (request.method !== "GET" && request.method !== "HEAD")) return;
      sdl ??= printSchema(schema);
      endResponse(
        new Response(request.method === "HEAD" ? null : sdl, {
          headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=300" },
        }),
      );
    },
  };
}
