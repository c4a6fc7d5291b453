import { describe, expect, it } from "vitest";
import {
  allowedActions,
  CLASS_ACTIONS,
  classState,
  columnsAfter,
  refusal,
  type ClassAction,
  type ClassState,
} from "../../workers/core/class-lifecycle";

const NOW = new Date("2026-12-01T12:00:00Z");
const FUTURE = "2026-12-10T18:00:00Z";
const PAST = "2026-11-20T18:00:00Z";

describe("classState", () => {
  it.each([
    [{ published: false, canceled: false, status: "scheduled", date: FUTURE }, "draft"],
    [{ published: true, canceled: false, status: "scheduled", date: FUTURE }, "published"],
    [{ published: true, canceled: false, status: "scheduled", date: PAST }, "started"],
    [{ published: true, canceled: false, status: "completed", date: PAST }, "completed"],
    [{ published: true, canceled: true, status: "scheduled", date: FUTURE }, "canceled"],
    [{ published: true, canceled: true, status: "archived", date: PAST }, "archived"],
  ] as const)("reads %j as %s", (row, state) => {
    expect(classState(row, NOW)).toBe(state);
  });
});

/** Decision 020's table: the actions allowed from each state; every other one is refused. */
const ALLOWED: Record<ClassState, ClassAction[]> = {
  draft: ["publish", "make-public", "make-private", "cancel"],
  published: ["unpublish", "make-public", "make-private", "cancel"],
  started: ["make-public", "make-private", "complete", "cancel"],
  completed: ["archive"],
  canceled: ["archive"],
  archived: [],
};

describe("transitions", () => {
  for (const [state, allowed] of Object.entries(ALLOWED) as Array<[ClassState, ClassAction[]]>) {
    it(`allows from ${state} exactly: ${allowed.join(", ") || "nothing"}`, () => {
      expect(allowedActions(state)).toEqual(allowed);
    });
    for (const action of CLASS_ACTIONS.filter((candidate) => !allowed.includes(candidate))) {
      it(`refuses ${action} from ${state} with a reason`, () => {
        expect(refusal(state, action)?.length).toBeGreaterThan(10);
      });
    }
  }

  it("says why a completed class cannot be canceled", () => {
    expect(refusal("completed", "cancel")).toMatch(/completed class cannot be canceled/);
  });

  it("sets the columns of each action", () => {
    expect(columnsAfter("publish")).toEqual({ published: true });
    expect(columnsAfter("make-private")).toEqual({ class_is_public: false });
    expect(columnsAfter("archive")).toEqual({ status: "archived" });
    expect(columnsAfter("cancel")).toEqual({ canceled: true });
  });
});
