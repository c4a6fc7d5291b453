/**
 * Decision 056: one reader of GraphQL failures. What each failure becomes — on a form
 * (formFailure) or as the answer of a loader or action that did not catch it (failureResponse).
 */
import { CombinedError } from "@urql/core";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { failureOf, formFailure, GraphQLFailure } from "~/lib/core/graphql.server";
import { failureResponse } from "~/lib/core/failure-responses.server";

const get = (path: string) => new Request(`https://shop.example${path}`);
const post = (path: string, referer?: string) =>
  new Request(`https://shop.example${path}`, { method: "POST", headers: referer ? { referer } : {} });

describe("GraphQLFailure.from", () => {
  it("reads the first error's code, reason, fields and words, without the client's [GraphQL] prefix", () => {
    const combined = new CombinedError({
      graphQLErrors: [
        new GraphQLError("That code was used up", { extensions: { code: "CONFLICT", reason: "USED_UP", fields: { code: ["Used up"] } } }),
      ],
    });
    const failure = GraphQLFailure.from(combined);
    expect(failure).toMatchObject({ code: "CONFLICT", reason: "USED_UP", fields: { code: ["Used up"] }, message: "That code was used up" });
    expect(failure.expected).toBe(true);
    expect(failureOf(failure)).toBe(failure);
  });

  it("calls an unreached graphql worker NETWORK, not an expected failure", () => {
    const failure = GraphQLFailure.from(new CombinedError({ networkError: new Error("connection refused") }));
    expect(failure.code).toBe("NETWORK");
    expect(failure.expected).toBe(false);
  });

  it("reads nothing from an error that is no GraphQL failure", () => {
    expect(failureOf(new Error("bug"))).toBeNull();
    expect(failureOf(new Response(null, { status: 404 }))).toBeNull();
  });
});

describe("formFailure", () => {
  it("answers bad input 400 with the messages keyed by the form's field names, the rest on the form", () => {
    const failure = new GraphQLFailure("BAD_USER_INPUT", "Invalid input", null, {
      priceCents: ["Must be at least 0"],
      title: ["Required"],
      somethingElse: ["Not yours to set"],
    });
    expect(formFailure(failure, ["title", "price"], { priceCents: "price" })).toEqual({
      status: 400,
      errors: { price: ["Must be at least 0"], title: ["Required"], form: ["Not yours to set"] },
    });
  });

  it("puts a refusal without fields on the form with its own status", () => {
    expect(formFailure(new GraphQLFailure("CONFLICT", "The class is full"), [])).toEqual({ status: 409, errors: { form: ["The class is full"] } });
    expect(formFailure(new GraphQLFailure("FORBIDDEN", "Not allowed"), [])?.status).toBe(403);
  });

  it("leaves not found, sign-in and outages to failureResponse", () => {
    for (const code of ["NOT_FOUND", "UNAUTHENTICATED", "API_UNAVAILABLE", "NETWORK"]) {
      expect(formFailure(new GraphQLFailure(code, "no"), ["title"])).toBeNull();
    }
    expect(formFailure(new Error("bug"), ["title"])).toBeNull();
  });
});

describe("failureResponse", () => {
  it("answers not found 404, and bad input in an address 404 too (a malformed id is no page)", () => {
    expect(failureResponse(new GraphQLFailure("NOT_FOUND", "no"), get("/admin/classes/9")).status).toBe(404);
    expect(failureResponse(new GraphQLFailure("BAD_USER_INPUT", "no"), get("/admin/classes/abc")).status).toBe(404);
  });

  it("answers bad input in a post 400", () => {
    expect(failureResponse(new GraphQLFailure("BAD_USER_INPUT", "no"), post("/admin/classes/new")).status).toBe(400);
  });

  it("sends a signed-out visitor to sign in, and back where they were after", () => {
    const reading = failureResponse(new GraphQLFailure("UNAUTHENTICATED", "no"), get("/account/orders?page=2"));
    expect(reading.status).toBe(302);
    expect(reading.headers.get("location")).toContain(`redirectTo=${encodeURIComponent("/account/orders?page=2")}`);
    const posting = failureResponse(new GraphQLFailure("UNAUTHENTICATED", "no"), post("/cart", "https://shop.example/cart?x=1"));
    expect(posting.headers.get("location")).toContain(`redirectTo=${encodeURIComponent("/cart?x=1")}`);
  });

  it("answers not allowed 403 and anything else 503", () => {
    expect(failureResponse(new GraphQLFailure("FORBIDDEN", "no"), get("/admin/users")).status).toBe(403);
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      for (const code of ["API_UNAVAILABLE", "NETWORK", "INTERNAL", "SOMETHING_NEW"]) {
        expect(failureResponse(new GraphQLFailure(code, "down"), get("/classes")).status).toBe(503);
      }
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(4);
  });
});
