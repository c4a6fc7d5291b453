import { json, redirect, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AccountLayout } from "~/components/account/AccountLayout";
import { Button, pageMeta } from "~/components/core/layout-kit";
import { Pager } from "~/components/core/Pager";
import { pageLink, pageParam } from "~/components/core/PageLinks";
import { accountSummary, requireAccount } from "~/lib/account/account.server";
import { query } from "~/lib/core/graphql.server";
import { bookedClassWords } from "~/lib/account/booked-class";
import { monthName, zonedParts } from "../../workers/core/dates";
import { MyMealsMenuDocument, MyRegistrationsDocument } from "~/lib/core/route-documents.server";

export const meta = pageMeta("My Meals");

/** Upcoming classes a page (decision 045): their months' menus, at most one a class, are fetched with them. */
export const CLASSES_PER_PAGE = 10;

const monthKeyOf = (iso: string, timeZone: string) => {
  const { year, month } = zonedParts(new Date(iso), timeZone);
  return `${year}-${String(month).padStart(2, "0")}`;
};

async function menusFor(context: AppLoadContext, months: string[]) {
  const answers = await Promise.all(months.map((month) => query(context, MyMealsMenuDocument, { month })));
  return new Map(months.map((month, index) => [month, answers[index]?.menus[0] ?? null]));
}

/**
 * The meals of the person's upcoming classes: each booked class cooks from its month's menu
 * (Class.menu), so the page shows that menu under the classes of that month. Registrations
 * carry no menu of their own, so this is the month's whole menu, said as such. The classes come
 * 10 a page, soonest first, read and paged at the database (`upcoming`, decision 045), with
 * "Sooner classes"/"Later classes" GET links (?page=N); a page past the last is the first.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const account = await requireAccount(request, context);
  const params = new URL(request.url).searchParams;
  const page = pageParam(params, "page");
  const { userRegistrations } = await query(context, MyRegistrationsDocument, {
    userId: account.user.id,
    limit: CLASSES_PER_PAGE,
    offset: (page - 1) * CLASSES_PER_PAGE,
  });
  if (page > 1 && userRegistrations.registrations.length === 0) throw redirect("/account/my-meals");
  const upcoming = userRegistrations.registrations;
  const months = [...new Set(upcoming.map((r) => monthKeyOf(r.class.date, r.class.location.timezone)))];
  const menus = await menusFor(context, months);
  const groups = months.map((month) => ({
    month,
    title: monthName(month),
    menu: menus.get(month) ?? null,
    classes: upcoming
      .filter((registration) => monthKeyOf(registration.class.date, registration.class.location.timezone) === month)
      .map((registration) => ({
        id: registration.id,
        name: registration.class.name,
        ...bookedClassWords(registration.class),
      })),
  }));
  const shownFrom = (page - 1) * CLASSES_PER_PAGE + 1;
  return json({
    account: accountSummary(account),
    groups,
    total: userRegistrations.total,
    shownFrom,
    shown: upcoming.length,
    pages: {
      newer: page > 1 ? pageLink(params, "page", page - 1) : null,
      older: shownFrom - 1 + upcoming.length < userRegistrations.total ? pageLink(params, "page", page + 1) : null,
    },
  });
}

export default function MyMeals() {
  const { account, groups, total, shownFrom, shown, pages } = useLoaderData<typeof loader>();
  return (
    <AccountLayout account={account} title="My meals">
      {groups.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">No upcoming classes</p>
          <p>Book a class and the meals you’ll make or take home show up here.</p>
          <div className="actions">
            <Button to="/choose-menu">Find a class</Button>
            <Button to="/menu" color="white">
              See this month’s menu
            </Button>
          </div>
        </div>
      ) : (
        <>
          {total > shown && (
            <p className="muted">
              Classes {shownFrom}–{shownFrom + shown - 1} of {total}, soonest first.
            </p>
          )}
          {groups.map((group) => (
            <section key={group.month} className="section meal-month" aria-labelledby={`month-${group.month}`}>
              <h2 id={`month-${group.month}`}>{group.title}</h2>
              <ul className="order-card__classes">
                {group.classes.map((registration) => (
                  <li key={registration.id} className="order-class">
                    <p className="order-class__name">
                      <Link to={registration.href}>{registration.name}</Link>
                    </p>
                    <p className="muted">
                      {registration.when} · {registration.where}
                    </p>
                  </li>
                ))}
              </ul>
              {group.menu ? (
                <>
                  <h3>From the {group.menu.name}</h3>
                  <ul className="meal-list">
                    {group.menu.meals.map((meal) => (
                      <li key={meal.id} className="meal-list__item">
                        <p className="meal-list__type">{meal.mealType.name}</p>
                        <p className="meal-list__name">
                          <Link to={`/meals/${meal.slug}`}>{meal.name}</Link>
                        </p>
                        <p className="muted">{meal.description}</p>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p className="muted">This month’s menu is not published yet.</p>
              )}
            </section>
          ))}
          <Pager label="Pages of classes" previous={pages.newer} next={pages.older} previousText="Sooner classes" nextText="Later classes" />
        </>
      )}
    </AccountLayout>
  );
}
