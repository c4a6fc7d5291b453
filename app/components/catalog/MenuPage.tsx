import { Form, Link, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import type { MealGroup, MenuData as LoadedMenu } from "~/lib/catalog/menu.server";
import { Choice } from "../core/Choice";
import { SelectField } from "../core/SelectField";
import { MealPicture } from "./MealPicture";
import { FilterBarActions } from "./FilterBarActions";

/** The loader's data (menuLoader): the menu, and the words of its hero and its link to the other mode. */
type MenuData = LoadedMenu & {
  modeSwitch: { eyebrow: string; heading: string; lead: string; href: string; label: string; empty: { title: string; text: string } | null };
};

export type MenuMode = "menu" | "menu-options";

const PATHS: Record<MenuMode, string> = { menu: "/menu", "menu-options": "/menu-options" };

/**
 * The full menu (spec §2 /menu) and its menu-options mode (/menu-options). Both show the month's
 * meals by meal type with the allergy filter; menu-options mode adds, above the meals, what a
 * customer chooses when ordering them (`children`: PortionOptions, which only that route loads).
 * A meal's own price is that of one full-size kit.
 */
export function MenuPage({ mode, data, children }: { mode: MenuMode; data: MenuData; children?: ReactNode }) {
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location.pathname === PATHS[mode];
  const filtered = data.allergyFree.length > 0 && data.allergyErrors.length === 0;

  return (
    <div className="page menu-page">
      <section className="hero" aria-labelledby="menu-heading">
        <p className="eyebrow">{data.modeSwitch.eyebrow}</p>
        <h1 id="menu-heading">{data.modeSwitch.heading}</h1>
        <p className="lead">{data.modeSwitch.lead}</p>
        <p className="menu-page__mode">
          <Link to={data.modeSwitch.href}>{data.modeSwitch.label}</Link>
        </p>
      </section>

      {children}

      <MenuFilter data={data} updating={updating} />

      <div className={updating ? "results results--updating" : "results"} aria-busy={updating || undefined}>
        {filtered && (
          <p className="notice" role="note">
            Showing {data.shown} of {data.mealCount} meals: those without {data.leftOut}.{" "}
            <Link to={`${PATHS[mode]}?month=${data.month}`}>Show every meal</Link>
          </p>
        )}
        {data.modeSwitch.empty ? (
          <div className="empty-state">
            <p className="empty-state__title">{data.modeSwitch.empty.title}</p>
            <p>{data.modeSwitch.empty.text}</p>
          </div>
        ) : (
          data.groups.map((group) => <MealGroupSection key={group.key} group={group} />)
        )}
      </div>
    </div>
  );
}

function MenuFilter({ data, updating }: { data: MenuData; updating: boolean }) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  // Back and forward change the loader data without remounting: keep the inputs in step. Not on
  // mount, so a choice made before hydration is not reset.
  const chosen = data.allergyFree.join(",");
  const shown = useRef(`${data.month}|${chosen}`);
  useEffect(() => {
    const key = `${data.month}|${chosen}`;
    if (shown.current === key) return;
    shown.current = key;
    const elements = form.current?.elements;
    if (!elements) return;
    const month = elements.namedItem("month");
    if (month instanceof HTMLSelectElement) month.value = data.month;
    for (const element of Array.from(elements)) {
      if (element instanceof HTMLInputElement && element.name === "allergy_free") {
        element.checked = chosen.split(",").includes(element.value);
      }
    }
  }, [data.month, chosen]);

  return (
    <Form
      ref={form}
      method="get"
      className="menu-filter card"
      aria-label="Filter the menu"
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
    >
      <SelectField
        name="month"
        label="Month"
        defaultValue={data.month}
        options={data.months.map(({ key, name }) => ({ value: key, label: name }))}
      />
      <fieldset className="allergy-filter" aria-describedby={data.allergyErrors.length > 0 ? "allergy-errors" : undefined}>
        <legend className="field__label">Leave out meals that contain</legend>
        <ul className="check-list">
          {data.allergies.map((allergy) => (
            <li key={allergy.key}>
              <Choice type="checkbox" name="allergy_free" value={allergy.key} defaultChecked={data.allergyFree.includes(allergy.key)}>
                <span>{allergy.name}</span>
              </Choice>
            </li>
          ))}
        </ul>
        {data.allergyErrors.length > 0 && (
          <ul className="field__errors" id="allergy-errors">
            {data.allergyErrors.map((message) => (
              <li key={message}>Allergy filter: {message}. Please choose from the list.</li>
            ))}
          </ul>
        )}
      </fieldset>
      <FilterBarActions label="Update menu" updating={updating} />
    </Form>
  );
}

function MealGroupSection({ group }: { group: MealGroup }) {
  const headingId = `meal-type-${group.key}`;
  return (
    <section className="section meal-group" aria-labelledby={headingId}>
      <h2 id={headingId}>{group.heading}</h2>
      <ul className="card-grid">
        {group.meals.map((meal) => (
          <li key={meal.id}>
            <article className="card meal-card">
              {meal.picture ? <MealPicture picture={meal.picture} className="meal-card__picture" sizes="(min-width: 40rem) 24rem, 100vw" /> : null}
              <h3 className="card__title">
                <Link to={`/meals/${meal.id}`} prefetch="intent">
                  {meal.name}
                </Link>
              </h3>
              <p className="meal-card__description">{meal.description}</p>
              <p className="meal-card__facts">
                {/* No price of its own: a meal is bought in a class, pickup or delivery (decision 039). */}
                <span>Serves {meal.serves}</span>
              </p>
              <p
                className={
                  meal.allergens.length === 0
                    ? "allergen-note allergen-note--none meal-card__allergens"
                    : "allergen-note meal-card__allergens"
                }
              >
                {meal.allergenText}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
