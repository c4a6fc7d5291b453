/** AuditRecord in words over GraphQL (decision 074): the sentence, the zone and the links the console shows. */
import { describe, expect, it } from "vitest";
import { ok, seededToken, unique } from "./cart-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");

type Created = { createClassType: { classType: { id: string } } };
type History = {
  auditRecords: {
    records: Array<{ action: string; summary: string; timeZone: string; links: Array<{ resource: string; resourceId: string; label: string }> }>;
  };
};

describe("AuditRecord in words", () => {
  it("says a manager's new class type in a sentence, read in the shop's zone, linking the type and the manager", async () => {
    const name = `Dumplings ${unique()}`;
    const { createClassType } = await ok<Created>(
      "mutation ($input: ClassTypeInput!) { createClassType(input: $input) { classType { id } } }",
      { input: { name, description: "Folded by hand.", offer: "SEATS", seatPriceCents: 6500 } },
      MANAGER,
    );
    const id = createClassType.classType.id;
    const { auditRecords } = await ok<History>(
      `query ($id: String!) { auditRecords(filter: { resource: "class-types", resourceId: $id }) { records { action summary timeZone links { resource resourceId label } } } }`,
      { id },
      MANAGER,
    );
    expect(auditRecords.records).toEqual([
      {
        action: "class-types.create",
        summary: `Daniel Olsen created class type ${name}`,
        timeZone: "America/Denver",
        links: [
          { resource: "class-types", resourceId: id, label: `Class type ${name}` },
          { resource: "users", resourceId: expect.stringMatching(/^\d+$/), label: "Daniel Olsen" },
        ],
      },
    ]);
  });
});
