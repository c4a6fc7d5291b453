/** Calls the api worker under test and reads its JSON answer. */
import { exports } from "cloudflare:workers";
import { expect } from "vitest";

export interface ListBody<Row> {
  data: Row[];
  meta: { count: number; message?: string; mile_radius?: number | null };
}

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string[]> };
}

export async function get<Body>(path: string): Promise<{ status: number; body: Body }> {
  const response = await exports.default.fetch(`https://api.internal${path}`);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return { status: response.status, body: (await response.json()) as Body };
}

/** A 400 whose message and `fields` name the field (decision 003), never a 500. */
export async function expectBadRequest(path: string, field: string): Promise<ErrorBody> {
  const { status, body } = await get<ErrorBody>(path);
  expect(status).toBe(400);
  expect(body.error.code).toBe("BAD_REQUEST");
  expect(body.error.fields?.[field]?.length).toBeGreaterThan(0);
  expect(body.error.message).toContain(field);
  return body;
}

export async function expectNotFound(path: string): Promise<ErrorBody> {
  const { status, body } = await get<ErrorBody>(path);
  expect(status).toBe(404);
  expect(body.error.code).toBe("NOT_FOUND");
  expect(body.error.message.length).toBeGreaterThan(0);
  return body;
}
