/**
 * GET /graphql for a browser answers the explorer page; a form post of the page answers the
 * result inside the same page (decision 007). GraphQL over GET and POST with JSON are untouched.
 */
import { GraphQLError, type GraphQLSchema } from "graphql";
import { processRegularResult, type Plugin } from "graphql-yoga";
import type { GraphQLContext, ServerContext } from "../context";
import { explorerContentSecurityPolicy, explorerPage, type ExplorerForm } from "./explorer-page";

function acceptsHtml(request: Request): boolean {
  return request.headers.get("accept")?.includes("text/html") ?? false;
}

function isFormPost(request: Request): boolean {
  return request.method === "POST" && /^application\/x-www-form-urlencoded\b/i.test(request.headers.get("content-type") ?? "");
}

function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

function htmlResponse(body: (nonce: string) => string, init: { status: number; headers?: Headers }): Response {
  const nonce = createNonce();
  const headers = new Headers(init.headers);
  headers.set("content-type", "text/html; charset=utf-8");
  headers.set("content-security-policy", explorerContentSecurityPolicy(nonce));
  headers.set("cache-control", "no-store");
  return new Response(body(nonce), { status: init.status, headers });
}

function parseVariables(text: string): Record<string, unknown> | undefined {
  if (text.trim() === "") return undefined;
  let variables: unknown;
  try {
    variables = JSON.parse(text);
  } catch {
    variables = undefined;
  }
  if (typeof variables !== "object" || variables === null || Array.isArray(variables)) {
    throw new GraphQLError("Variables must be a JSON object, like { \"first\": 5 }.", {
      extensions: { code: "BAD_USER_INPUT", http: { status: 400, spec: false } },
    });
  }
  return variables as Record<string, unknown>;
}

export function explorerPlugin(schema: GraphQLSchema, graphqlPath = "/graphql"): Plugin<GraphQLContext, ServerContext> {
  /** What the page posted, to fill the form again around the result. */
  const forms = new WeakMap<Request, ExplorerForm>();
  return {
    onRequest({ request, url, endResponse }) {
      const onEndpoint = url.pathname === graphqlPath || url.pathname === `${graphqlPath}/`;
      if (request.method !== "GET" || !onEndpoint || !acceptsHtml(request)) return;
      // A client that lists JSON too and sends a query wants GraphQL over GET, not the page.
      if (url.searchParams.has("query") && /json/i.test(request.headers.get("accept") ?? "")) return;
      // A shared link may carry a query to fill in; the page never runs it by itself.
      const form = {
        query: url.searchParams.get("query") ?? undefined,
        variables: url.searchParams.get("variables") ?? undefined,
        operationName: url.searchParams.get("operationName") ?? undefined,
      };
      endResponse(htmlResponse((nonce) => explorerPage(schema, form, nonce), { status: 200 }));
    },
    onRequestParse({ request, setRequestParser }) {
      if (!isFormPost(request)) return;
      // Replaces Yoga's form parser, whose malformed variables surface as an unexpected error.
      setRequestParser(async (limitedRequest) => {
        const fields = new URLSearchParams(await limitedRequest.text());
        const form = {
          query: fields.get("query") ?? "",
          variables: fields.get("variables") ?? "",
          operationName: fields.get("operationName") ?? "",
        };
        forms.set(request, form);
        return {
          query: form.query || undefined,
          variables: parseVariables(form.variables),
          operationName: form.operationName.trim() || undefined,
        };
      });
    },
    onResultProcess({ request, setResultProcessor }) {
      const form = forms.get(request);
      if (!form || !acceptsHtml(request)) return;
      setResultProcessor(async (result, fetchAPI) => {
        // The JSON answer exactly as a client would get it (status, headers, no internals).
        const json = await processRegularResult(result, fetchAPI, "application/json");
        const text = await json.text();
        const pretty = JSON.stringify(JSON.parse(text), null, 2);
        json.headers.delete("content-type");
        return htmlResponse((nonce) => explorerPage(schema, form, nonce, { status: json.status, json: pretty }), {
          status: json.status,
          headers: json.headers,
        });
      }, "text/html");
    },
  };
}
