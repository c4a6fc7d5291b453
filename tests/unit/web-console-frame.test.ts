/**
 * The console's header (issue 27 part 10): its kitchen switcher is an extra of every console
 * page, so kitchens that cannot be read leave the switcher out instead of failing the page.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { afterEach, describe, expect, it, vi } from "vitest";
import { consoleKitchens } from "~/lib/admin/console-frame.server";

/** A signed-out context whose graphql worker answers `answer` to every call. */
function contextAnswering(answer: () => Response): AppLoadContext {
  return {
    env: { GRAPHQL: { fetch: async () => answer() } },
    session: { get: () => undefined },
  } as unknown as AppLoadContext;
}

afterEach(() => vi.restoreAllMocks());

describe("consoleKitchens", () => {
  it("lists the active kitchens by name", async () => {
    const locations = [
      { id: "2", name: "Ogden" },
      { id: "1", name: "Logan" },
    ];
    const context = contextAnswering(() => Response.json({ data: { locations: { locations } } }));
    expect(await consoleKitchens(context)).toEqual([
      { id: "1", name: "Logan" },
      { id: "2", name: "Ogden" },
    ]);
  });

  it("is empty (no switcher) when the graphql worker is unavailable or refuses, and says so in the log", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await consoleKitchens(contextAnswering(() => new Response("Service Unavailable", { status: 503 })))).toEqual([]);
    const refused = { errors: [{ message: "The api is down", extensions: { code: "API_UNAVAILABLE" } }] };
    expect(await consoleKitchens(contextAnswering(() => Response.json(refused)))).toEqual([]);
    expect(logged).toHaveBeenCalledTimes(2);
  });
});
