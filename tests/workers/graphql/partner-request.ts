/**
 * Partner-style requests to the graphql worker under test, with the request's waitUntil work
 * awaited (edge-cache stores and refreshes) and the worker's variables overridable per call.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import worker from "./test-worker";

export interface PartnerAnswer<Data = unknown> {
  data?: Data | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> & { code?: string } }>;
  extensions?: {
    restCalls?: number;
    cache?: { status: string; entries: Array<{ key: string; status: string; ageSeconds: number }> };
  };
}

export interface PartnerRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Variables of the worker for this request only, e.g. `{ GRAPHQL_RATE_LIMIT: "3" }`. */
  vars?: Record<string, string>;
}

type WorkerEnv = Parameters<typeof worker.fetch>[1];
type WorkerRequest = Parameters<typeof worker.fetch>[0];

/** The worker's response, after everything it left to waitUntil has finished. */
export async function send({ method = "GET", path = "/graphql", headers = {}, body, vars = {} }: PartnerRequest): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(`https://graphql.internal${path}`, { method, headers, body });
  const response = await worker.fetch(request as WorkerRequest, { ...env, ...vars } as unknown as WorkerEnv, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return new Response(text, response);
}

/** POSTs an operation as JSON; answers the status, headers and parsed body. */
export async function operation<Data = unknown>(
  query: string,
  { variables, headers = {}, vars }: { variables?: Record<string, unknown>; headers?: Record<string, string>; vars?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; body: PartnerAnswer<Data> }> {
  const response = await send({
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
    vars,
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as PartnerAnswer<Data> };
}
