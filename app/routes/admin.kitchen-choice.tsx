import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { chooseKitchen, consoleKitchens } from "~/lib/admin/console-frame.server";
import { requireStaff } from "~/lib/admin/staff.server";
import { assertAntiForgery } from "~/lib/core/csrf.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import { safeLocalPath } from "~/lib/core/form-data";

/** The lists' own kitchen parameters: dropped on the way back, so the new choice shows. */
const KITCHEN_PARAMS = ["kitchen", "location", "page"];

/**
 * The console header's kitchen switcher (issue 27 part 10): keeps the choice in the session and
 * goes back to the console page it was made on. A kitchen that is not offered changes nothing.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireStaff(request, context);
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  const back = new URL(safeLocalPath(form.get("redirectTo")) ?? "/admin", "http://console");
  if (back.pathname !== "/admin" && !back.pathname.startsWith("/admin/")) back.pathname = "/admin";
  for (const name of KITCHEN_PARAMS) back.searchParams.delete(name);
  const kitchen = form.get("kitchen");
  const known = (await consoleKitchens(context)).find((row) => row.id === kitchen);
  if (kitchen === "" || known) chooseKitchen(context, known?.id ?? null);
  else flashAlert(context, { alertType: "error", title: "That kitchen isn’t offered", message: "Choose one of the kitchens in the list." });
  return redirect(`${back.pathname}${back.search}`, 303);
}

export function loader() {
  throw new Response("Choose a kitchen with the console header's switcher.", { status: 405, headers: { allow: "POST" } });
}
