/**
 * Reviews over GraphQL (decision 064): a class type's published reviews on its classes (one REST
 * call for the page), the console's list and moderation for staff with reviews.view/update, and a
 * forged review link refused NOT_FOUND.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ok, operation, seededToken } from "./cart-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");

describe("reviews over GraphQL", () => {
  it("shows a class type's published reviews with average and count, lists and publishes them for staff", async () => {
    const shopClass = await env.DB.prepare(`SELECT id, sku, class_type_id FROM classes WHERE canceled = 0 AND class_is_public = 1 ORDER BY date DESC LIMIT 1`).first<{ id: number; sku: string; class_type_id: number }>();
    // A class type of its own, so the average is this test's alone.
    const type = await env.DB.prepare(`INSERT INTO class_types (key, name, offer) VALUES ('gql-reviews', 'Reviewed Class', 'portions') RETURNING id`).first<{ id: number }>();
    await env.DB.prepare(`UPDATE classes SET class_type_id = ?2 WHERE id = ?1`).bind(shopClass!.id, type!.id).run();
    const insert = env.DB.prepare(
      `INSERT INTO reviews (class_id, class_type_id, rating, comment, author_name, status, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) RETURNING id`,
    );
    await insert.bind(shopClass!.id, type!.id, 5, "Wonderful", "Maria G.", "published", "2026-11-01T00:00:00.000Z").first();
    await insert.bind(shopClass!.id, type!.id, 4, "Good", "Tyler B.", "published", "2026-11-02T00:00:00.000Z").first();
    const pending = await insert.bind(shopClass!.id, type!.id, 1, "Waiting", "Sam W.", "pending", "2026-11-03T00:00:00.000Z").first<{ id: number }>();

    const reviewsOf = async () =>
      (await ok<{ class: { classType: { reviews: { average: number; count: number; latest: Array<{ rating: number; authorName: string }> } } } }>(
        `query ($sku: String!) { class(idOrSku: $sku) { classType { reviews { average count latest { rating authorName comment } } } } }`,
        { sku: shopClass!.sku },
      )).class.classType.reviews;
    expect(await reviewsOf()).toMatchObject({ average: 4.5, count: 2, latest: [{ rating: 4, authorName: "Tyler B." }, { rating: 5, authorName: "Maria G." }] });

    const list = await ok<{ adminReviews: { total: number; pending: number; reviews: Array<{ id: string; status: string; className: string }> } }>(
      `query { adminReviews(status: PENDING, limit: 100) { total pending published hidden reviews { id status className classTypeName locationName timezone } } }`,
      {},
      MANAGER,
    );
    expect(list.adminReviews.reviews.map((review) => review.id)).toContain(String(pending!.id));

    const published = await ok<{ moderateReview: { status: string } }>(`mutation ($id: ID!) { moderateReview(id: $id, status: PUBLISHED) { status } }`, { id: String(pending!.id) }, MANAGER);
    expect(published.moderateReview.status).toBe("PUBLISHED");
    expect(await reviewsOf()).toMatchObject({ average: (5 + 4 + 1) / 3, count: 3 });

    const replied = await operation(`mutation ($id: ID!, $reply: String!) { replyToReview(id: $id, reply: $reply) { reply } }`, { id: String(pending!.id), reply: "x".repeat(1001) }, MANAGER);
    expect(replied.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");

    const forged = await operation(`query { reviewLink(token: "0123456789abcdef0123456789abcdef") { authorName } }`);
    expect(forged.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});
