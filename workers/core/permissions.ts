// Permission strings and role checks (spec §3, §5, §6).
//
// A permission has parts separated by "." and, within a part, sub-values separated by ",":
// "classes.read,write.*". "*" is the wildcard.

export const PERMISSION_PART_SEPARATOR = ".";
export const PERMISSION_SUBPART_SEPARATOR = ",";
export const WILDCARD = "*";

/** §5: the exact message for a permission with an empty part or sub-part. */
export const INVALID_PERMISSION_MESSAGE = "Invalid permission subpart format";

/**
 * "a.b,c.*" → [["a"], ["b", "c"], ["*"]]. Throws Error(INVALID_PERMISSION_MESSAGE) when any part or
 * sub-part is empty: "", "a..b", "a.,b", "a.". Sub-values are compared exactly (case and
 * whitespace count); only literally empty ones are invalid.
 */
export function parsePermission(permission: string): string[][] {
  const parts = permission
    .split(PERMISSION_PART_SEPARATOR)
    .map((part) => part.split(PERMISSION_SUBPART_SEPARATOR));
  if (parts.some((part) => part.some((subpart) => subpart === ""))) {
    throw new Error(INVALID_PERMISSION_MESSAGE);
  }
  return parts;
}

function tryParsePermission(permission: string): string[][] | null {
  try {
    return parsePermission(permission);
  } catch {
    return null;
  }
}

function partImplies(held: readonly string[], required: readonly string[]): boolean {
  return held.includes(WILDCARD) || required.every((value) => held.includes(value));
}

function parsedImplies(held: readonly string[][], required: readonly string[][]): boolean {
  // Part counts (the spec is silent):
  // - a held permission with fewer parts implies a longer one only when its last part is the
  //   wildcard, which then covers every remaining part: "classes.*" implies "classes.read.own",
  //   "classes" does not imply "classes.read";
  // - a held permission with more parts than the required one never implies it: "classes.read"
  //   does not imply "classes", even when its extra parts are wildcards ("classes.*" does not
  //   imply "classes"). Narrow grants stay narrow.
  if (held.length > required.length) return false;
  return required.every((requiredPart, index) => {
    const heldPart = held[index];
    if (heldPart !== undefined) return partImplies(heldPart, requiredPart);
    return held[held.length - 1]?.includes(WILDCARD) ?? false;
  });
}

/**
 * Whether holding `held` grants `required` (§5): part by part, the held part is (or contains) the
 * wildcard or contains every required sub-value. A "*" in the required string is an ordinary value
 * that only a held wildcard satisfies. Never throws: an invalid held or required string grants
 * nothing.
 */
export function implies(held: string, required: string): boolean {
  const heldParts = tryParsePermission(held);
  const requiredParts = tryParsePermission(required);
  return heldParts !== null && requiredParts !== null && parsedImplies(heldParts, requiredParts);
}

type Held = readonly string[] | null | undefined; // a signed-out user holds nothing

/** §6: some held permission implies the required one. */
export function hasPermission(held: Held, required: string): boolean {
  return (held ?? []).some((permission) => implies(permission, required));
}

/** §6: every required permission is granted. An empty requirement list is satisfied. */
export function hasAllPermissions(held: Held, required: readonly string[]): boolean {
  return required.every((permission) => hasPermission(held, permission));
}

/** §6: at least one required permission is granted. An empty requirement list is not satisfied. */
export function hasAnyPermission(held: Held, required: readonly string[]): boolean {
  return required.some((permission) => hasPermission(held, permission));
}

/** §6: roles are plain names compared exactly (case-sensitive, no wildcards). */
export function hasRole(roles: Held, role: string): boolean {
  return (roles ?? []).includes(role);
}

/** Every listed role is held. An empty list is satisfied. */
export function hasAllRoles(roles: Held, required: readonly string[]): boolean {
  return required.every((role) => hasRole(roles, role));
}

/** At least one listed role is held. An empty list is not satisfied. */
export function hasAnyRole(roles: Held, required: readonly string[]): boolean {
  return required.some((role) => hasRole(roles, role));
}
