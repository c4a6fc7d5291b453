import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { MealOfferings } from "~/components/catalog/CatalogPictures";
import { MealPicture } from "~/components/catalog/MealPicture";
import { mealOfferings } from "~/lib/catalog/catalog-pictures.server";
import { listText } from "~/lib/catalog/catalog-format";
import { publicQuery, failureOf } from "~/lib/core/graphql.server";
import { dataMeta } from "~/components/core/layout-kit";
import type { CardPicture } from "~/lib/seo/social-card";
import { MealDetailQuery } from "~/lib/core/route-documents.server";

export const meta = dataMeta<{ name: string; description: string; canonical: string; picture?: CardPicture | null }>((meal) => ({
  title: "Meal Details",
  description: `${meal.name}: ${meal.description}`,
  // One address per meal whether it was asked by id or slug; its preview names it (decision 071).
  canonical: meal.canonical,
  cardTitle: meal.name,
  picture: meal.picture,
}));

/** Spec §2 /meals/{id}: a meal by numeric id or slug; anything else is the 404 page. */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const notFound = new Response("Not Found", { status: 404 });
  let meal;
  try {
    ({ meal } = await publicQuery(context, MealDetailQuery, { idOrSlug: params.id ?? "" }));
  } catch (error) {
    if (failureOf(error)?.inputFields) throw notFound;
    throw error;
  }
  if (!meal) throw notFound;
  return {
    ...meal,
    canonical: new URL(`/meals/${encodeURIComponent(meal.slug)}`, request.url).href,
    // No price of its own (decision 039): where and when it is offered, with a way to book.
    offerings: await mealOfferings(context, meal.id),
    // "Steps, one per line" (schema).
    steps: meal.instructions.split("\n").map((step) => step.trim()).filter(Boolean),
  };
}

export default function MealDetails() {
  const meal = useLoaderData<typeof loader>();
  const allergens = meal.allergens.map((allergen) => allergen.name);
  return (
    <div className="page meal-page">
      <p className="back-link">
        <Link to="/menu">
          <span aria-hidden="true">← </span>Full menu
        </Link>
      </p>
      <div className="with-aside">
        <article className="meal-page__main" aria-labelledby="meal-heading">
          <p className="eyebrow">{meal.mealType.name}</p>
          <h1 id="meal-heading">{meal.name}</h1>
          <p className="lead">{meal.description}</p>
          {meal.picture ? <MealPicture picture={meal.picture} className="meal-page__picture" priority sizes="(min-width: 75rem) 72rem, 100vw" /> : null}
          <dl className="facts">
            <div>
              <dt>Serves</dt>
              <dd>{meal.serves}</dd>
            </div>
            {meal.calories !== null && meal.calories !== undefined && (
              <div>
                <dt>Calories</dt>
                <dd>{meal.calories} per serving</dd>
              </div>
            )}
            <div>
              <dt>Meal type</dt>
              <dd>{meal.mealType.name}</dd>
            </div>
          </dl>
          <MealOfferings offerings={meal.offerings} mealName={meal.name} />
          <section className="section" aria-labelledby="ingredients-heading">
            <h2 id="ingredients-heading">Ingredients</h2>
            <p>{meal.ingredients}</p>
          </section>
          <section className="section" aria-labelledby="instructions-heading">
            <h2 id="instructions-heading">Instructions</h2>
            <ol className="steps">
              {meal.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        </article>
        <aside className="cta-panel allergen-panel" aria-labelledby="allergens-heading">
          <h2 id="allergens-heading">Allergens</h2>
          {allergens.length > 0 ? (
            <>
              <p>Contains {listText(allergens)}.</p>
              <ul className="tag-list">
                {meal.allergens.map((allergen) => (
                  <li key={allergen.key} className="tag tag--warning">
                    {allergen.name}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>No common allergens.</p>
          )}
          <p className="muted">
            Our kitchens handle all common allergens. Tell us about allergies when you book and our chefs will
            help.
          </p>
          <p className="link-line">
            <Link to="/storage-and-cooking-tips">Storage and cooking tips</Link>
          </p>
        </aside>
      </div>
    </div>
  );
}
