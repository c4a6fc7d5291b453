import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { expectNotFound, get } from "./request";

interface CharityWindowBody {
  id: number;
  name: string;
  url: string;
  starts_at: string;
  ends_at: string;
  suggested_amounts: number[];
}

describe("GET charity-windows/current", () => {
  it("answers the window containing now, amounts in cents", async () => {
    const { status, body } = await get<CharityWindowBody>("/charity-windows/current");
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 1, name: "Cache Community Food Pantry", suggested_amounts: [500, 1000, 2500] });
    const now = new Date().toISOString();
    expect(body.starts_at <= now && now < body.ends_at).toBe(true);
  });

  it("answers 404 when no window is open", async () => {
    const { results } = await env.DB.prepare("SELECT starts_at, ends_at FROM charity_windows WHERE id = 1").run<{ starts_at: string; ends_at: string }>();
    const saved = results[0]!;
    await env.DB.prepare("UPDATE charity_windows SET ends_at = ? WHERE id = 1").bind("2000-01-01T00:00:00.000Z").run();
    try {
      const body = await expectNotFound("/charity-windows/current");
      expect(body.error.message).toBe("No charity window is open right now");
    } finally {
      await env.DB.prepare("UPDATE charity_windows SET starts_at = ?, ends_at = ? WHERE id = 1").bind(saved.starts_at, saved.ends_at).run();
    }
  });
});
