/**
 * The console's own frame (issue 27 part 10): its header names who is signed in and offers a
 * kitchen switcher. The chosen kitchen is kept in the session; the lists that filter by kitchen
 * (the home, classes, the kitchen board) start filtered to it unless their URL says otherwise,
 * so a shared or bookmarked list still shows what its URL names.
 */
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { graphql } from "../../../graphql/generated/client";
import { isRecordId } from "../../../workers/core/field-rules";
import { failureOf, query } from "~/lib/core/graphql.server";
import { areasFor, requireStaff } from "~/lib/admin/staff.server";

const ConsoleKitchensDocument = graphql(`
  query ConsoleKitchens {
    locations(filter: { active: true }) {
      locations {
        id
        name
      }
    }
  }
`);

export interface ConsoleKitchen {
  id: string;
  name: string;
}

/**
 * The kitchens the switcher offers, by name. The switcher is an extra of every console page: when
 * the kitchens cannot be read, the header goes without it (no kitchens) and the page still answers.
 */
export async function consoleKitchens(context: AppLoadContext): Promise<ConsoleKitchen[]> {
  try {
    const data = await query(context, ConsoleKitchensDocument, {});
    return data.locations.locations.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  } catch (error) {
    const failure = failureOf(error);
    if (!failure) throw error;
    console.error("web: the console's kitchen switcher left out", failure.code, failure.message);
    return [];
  }
}

/** The kitchen chosen in the header, or null for every kitchen. */
export function chosenKitchen(context: AppLoadContext): string | null {
  const kitchen = context.session.get("consoleKitchen");
  return isRecordId(kitchen) ? kitchen : null;
}

/** Keeps the header's choice: a location id, or every kitchen for anything else. */
export function chooseKitchen(context: AppLoadContext, kitchen: unknown): void {
  if (isRecordId(kitchen)) context.session.set("consoleKitchen", kitchen);
  else context.session.unset("consoleKitchen");
}

/**
 * A list's kitchen filter: the URL's parameter when it has one (empty = every kitchen), else the
 * header's choice. Undefined means every kitchen.
 */
export function kitchenFilter(params: URLSearchParams, name: string, context: AppLoadContext): string | undefined {
  if (params.has(name)) {
    const asked = params.get(name);
    return isRecordId(asked) ? asked : undefined;
  }
  return chosenKitchen(context) ?? undefined;
}

/**
 * The console layout's data (routes/admin.tsx's loader): who is signed in, the areas they may open,
 * and the header's switcher (issue 27 part 10). The header reads it by the layout's route id.
 */
export async function consoleFrame(request: Request, context: AppLoadContext) {
  const staff = await requireStaff(request, context);
  return json({
    person: { name: staff.name, roles: staff.roles },
    areas: areasFor(staff.permissions),
    kitchens: await consoleKitchens(context),
    kitchen: chosenKitchen(context),
  });
}
