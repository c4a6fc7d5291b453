// The lifecycle of a class (spec §4 class actions: complete, cancel, archive, publish or
// unpublish, set public or not; decision 020). The stored columns — published, canceled, status
// (scheduled / completed / archived) and the start time — give one state; each action is allowed
// from some states only, and a refused one says why.

export type ClassState = "draft" | "published" | "started" | "completed" | "canceled" | "archived";

export const CLASS_ACTIONS = ["publish", "unpublish", "make-public", "make-private", "complete", "cancel", "archive"] as const;
export type ClassAction = (typeof CLASS_ACTIONS)[number];

export interface ClassLifecycleRow {
  published: boolean;
  canceled: boolean;
  status: "scheduled" | "completed" | "archived";
  /** Start, ISO-8601 UTC. */
  date: string;
}

/** The state of a class at `now`. Archived wins over everything; then canceled; then completed. */
export function classState(row: ClassLifecycleRow, now: Date): ClassState {
  if (row.status === "archived") return "archived";
  if (row.canceled) return "canceled";
  if (row.status === "completed") return "completed";
  if (!row.published) return "draft";
  return Date.parse(row.date) <= now.getTime() ? "started" : "published";
}

/** Why an action cannot be taken from a state; absent when it can. */
const REFUSALS: Record<ClassAction, Partial<Record<ClassState, string>>> = {
  publish: {
    published: "The class is already published",
    started: "The class is already published",
    completed: "A completed class cannot be published again",
    canceled: "A canceled class cannot be published",
    archived: "An archived class cannot be changed",
  },
  unpublish: {
    draft: "The class is not published",
    started: "A class that has started cannot be unpublished: its guests hold seats",
    completed: "A completed class cannot be unpublished",
    canceled: "A canceled class cannot be unpublished",
    archived: "An archived class cannot be changed",
  },
  "make-public": {
    completed: "A completed class cannot be changed",
    canceled: "A canceled class cannot be changed",
    archived: "An archived class cannot be changed",
  },
  "make-private": {
    completed: "A completed class cannot be changed",
    canceled: "A canceled class cannot be changed",
    archived: "An archived class cannot be changed",
  },
  complete: {
    draft: "A draft was never held: publish it first, or delete it",
    published: "The class has not started yet",
    completed: "The class is already completed",
    canceled: "A canceled class cannot be completed",
    archived: "An archived class cannot be changed",
  },
  cancel: {
    completed: "A completed class cannot be canceled: refund its registrations one by one instead",
    canceled: "The class is already canceled",
    archived: "An archived class cannot be changed",
  },
  archive: {
    draft: "A draft can be deleted instead of archived",
    published: "Only a completed or canceled class can be archived",
    started: "Only a completed or canceled class can be archived",
    archived: "The class is already archived",
  },
};

/** Why `action` is refused from `state`, or null when it is allowed. */
export function refusal(state: ClassState, action: ClassAction): string | null {
  return REFUSALS[action][state] ?? null;
}

export const canTransition = (state: ClassState, action: ClassAction): boolean => refusal(state, action) === null;

/** Every action allowed from a state, in the order a console shows them. */
export function allowedActions(state: ClassState): ClassAction[] {
  return CLASS_ACTIONS.filter((action) => canTransition(state, action));
}

/** The columns an allowed action sets. */
export function columnsAfter(action: ClassAction): Partial<Pick<ClassLifecycleRow, "published" | "canceled" | "status">> & {
  class_is_public?: boolean;
} {
  switch (action) {
    case "publish":
      return { published: true };
    case "unpublish":
      return { published: false };
    case "make-public":
      return { class_is_public: true };
    case "make-private":
      return { class_is_public: false };
    case "complete":
      return { status: "completed" };
    case "cancel":
      return { canceled: true };
    case "archive":
      return { status: "archived" };
  }
}
