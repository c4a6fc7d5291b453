import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { formatClassDate, formatClassTime } from "../../workers/core/dates";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import type { MealCookedStatus } from "../../graphql/generated/client/graphql";
import { AdminPage } from "~/components/admin/AdminLayout";
import { DateFilters, FilterForm } from "~/components/admin/FilterForm";
import { AntiForgeryField, SubmitButton, pageMeta } from "~/components/core/layout-kit";
import { SelectField } from "~/components/core/SelectField";
import { KitchenBoardDocument, SetMealCookedStatusDocument } from "~/lib/admin/documents.server";
import { dateParam } from "~/lib/admin/list-params";
import { kitchenFilter } from "~/lib/admin/console-frame.server";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { assertAntiForgery } from "~/lib/core/csrf.server";
import { safeLocalPath } from "~/lib/core/form-data";
import { mutate, query, failureOf, failureMessage } from "~/lib/core/graphql.server";

export const meta = pageMeta("Kitchen board");

const STEPS: MealCookedStatus[] = ["NOT_STARTED", "PREPPING", "COOKED", "PACKED"];
const LABELS: Record<MealCookedStatus, string> = { NOT_STARTED: "Not started", PREPPING: "Prepping", COOKED: "Cooked", PACKED: "Packed" };

/** What the kitchen cooks for the coming days, meal by meal, with big buttons for a tablet. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, PERMISSIONS.kitchenView);
  const params = new URL(request.url).searchParams;
  const filter = { from: dateParam(params, "from"), to: dateParam(params, "to"), locationId: kitchenFilter(params, "location", context) };
  const data = await query(context, KitchenBoardDocument, filter).catch((error: unknown) => asPageError(error, PERMISSIONS.kitchenView));
  return json({
    filter,
    board: data.kitchenBoard,
    locations: data.classFormChoices.locations,
    mayUpdate: hasPermission(staff.permissions, PERMISSIONS.kitchenUpdate),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  await requireStaff(request, context, PERMISSIONS.kitchenUpdate);
  const classId = String(form.get("classId") ?? "");
  const mealId = String(form.get("mealId") ?? "");
  const status = STEPS.find((step) => step === form.get("status"));
  if (!/^\d{1,9}$/.test(classId) || !/^\d{1,9}$/.test(mealId) || !status) return json({ error: "Choose a meal and a step" }, { status: 400 });
  try {
    await mutate(context, SetMealCookedStatusDocument, { classId, mealId, status });
  } catch (error) {
    const code = failureOf(error)?.code;
    if (code === "CONFLICT" || code === "NOT_FOUND" || code === "FORBIDDEN") return json({ error: failureMessage(error) }, { status: code === "FORBIDDEN" ? 403 : 409 });
    throw error;
  }
  return redirect(safeLocalPath(form.get("returnTo")) ?? "/admin/kitchen", 303);
}

export default function KitchenBoard() {
  const { filter, board, locations, mayUpdate } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { pathname, search } = useLocation();
  return (
    <AdminPage title="Kitchen board">
      <FilterForm label="Choose days and kitchen" clearTo="/admin/kitchen">
        <DateFilters from={filter.from} to={filter.to} />
        <SelectField
          name="location"
          label="Kitchen"
          defaultValue={filter.locationId ?? ""}
          key={filter.locationId ?? ""}
          options={[{ value: "", label: "Every kitchen" }, ...locations.map((row) => ({ value: row.id, label: row.name }))]}
        />
      </FilterForm>
      {result && "error" in result ? (
        <p className="admin-error" role="alert">
          {result.error}
        </p>
      ) : null}
      {board.length === 0 ? <p className="muted">Nothing booked to cook in these days.</p> : null}
      <div className="kitchen-board">
        {board.map((entry) => (
          // Named by name and time: many pickups share a name, and landmarks need unique names.
          <section key={entry.classId} className="card kitchen-board__class" aria-labelledby={`kitchen-${entry.classId} kitchen-${entry.classId}-when`}>
            <h2 id={`kitchen-${entry.classId}`}>{entry.name}</h2>
            <p className="muted" id={`kitchen-${entry.classId}-when`}>
              {formatClassDate(entry.date, entry.timezone)} {formatClassTime(entry.date, entry.timezone)} · {entry.locationName} · {entry.seatsTaken} booked
              {entry.chefsChoiceKits > 0 ? ` · ${entry.chefsChoiceKits} kits chef’s choice` : ""}
            </p>
            <ul className="kitchen-board__meals">
              {entry.meals.map((meal) => {
                const index = STEPS.indexOf(meal.status);
                const next = STEPS[index + 1];
                const previous = index > 0 ? STEPS[index - 1] : undefined;
                return (
                  <li key={meal.mealId} className={`kitchen-meal kitchen-meal--${meal.status.toLowerCase()}`}>
                    <span className="kitchen-meal__name">{meal.name}</span>
                    {meal.kitsChosen > 0 && <span className="kitchen-meal__kits">{meal.kitsChosen} chosen</span>}
                    <span className="badge">{LABELS[meal.status]}</span>
                    {mayUpdate ? (
                      <Form method="post" className="kitchen-meal__actions">
                        <AntiForgeryField />
                        <input type="hidden" name="classId" value={entry.classId} />
                        <input type="hidden" name="mealId" value={meal.mealId} />
                        <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
                        {next ? (
                          <SubmitButton name="status" value={next} size="sm" aria-label={`Mark ${meal.name} ${LABELS[next].toLowerCase()}`}>
                            {LABELS[next]}
                          </SubmitButton>
                        ) : null}
                        {previous ? (
                          <SubmitButton name="status" value={previous} size="sm" color="white" aria-label={`Undo: ${meal.name} back to ${LABELS[previous].toLowerCase()}`}>
                            Undo
                          </SubmitButton>
                        ) : null}
                      </Form>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </AdminPage>
  );
}
