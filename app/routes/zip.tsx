import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AntiForgeryField, SubmitButton, Field, pageMeta } from "~/components/core/layout-kit";
import { UseMyLocation } from "~/components/catalog/UseMyLocation";
import { LocationCard } from "~/components/catalog/LocationCard";
import { initialLocations, searchLocations, type LocationSearch } from "~/lib/catalog/location-search.server";
import { rememberedPlace } from "~/lib/catalog/place.server";
import { placeAction, rememberPlace } from "~/lib/catalog/place-actions.server";
import type { ShopRouteHandle } from "~/lib/core/route-handle";

export const meta = pageMeta(
  "ZipCode",
  "Enter your zip code or city to find the Cache Valley Kitchen locations near you and how each can feed you.",
);

/** Spec §2: the footer's newsletter block is hidden on the zip page. */
export const handle: ShopRouteHandle = { hideNewsletter: true };

const STATUS: Record<LocationSearch["kind"], number> = {
  all: 200,
  nearby: 200,
  "no-service": 200,
  invalid: 400,
  error: 503,
};

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers();
  for (const cookie of [...(actionHeaders.getSetCookie?.() ?? []), ...(loaderHeaders.getSetCookie?.() ?? [])]) headers.append("set-cookie", cookie);
  return headers;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const typed = url.searchParams.get("q");
  const input = typed ?? "";
  // No `q` at all is the page's first query; `q=` (a cleared field) asks for every kitchen.
  const place = rememberedPlace(request);
  const search = typed === null ? await initialLocations(context, place || null) : await searchLocations(context, input);
  const status = search.kind === "invalid" ? search.status : STATUS[search.kind];
  const headers = new Headers();
  if (search.kind === "nearby" && !search.remembered) rememberPlace(headers, search.zipcode, url);
  const zip = search.kind === "nearby" ? search.zipcode : place;
  return json({ input: search.kind === "nearby" && search.remembered ? search.zipcode : input, search, place: zip }, { status, headers });
}

/** Decision 085: "Use my location" and "Forget my place" (lib/catalog/place-actions.server.ts). */
export const action = ({ request, context }: ActionFunctionArgs) => placeAction(request, context);

function ResultsHeading({ search }: { search: Exclude<LocationSearch, { kind: "error" }> }) {
  const count = search.locations.length;
  const kitchens = count === 1 ? "1 kitchen" : `${count} kitchens`;
  if (search.kind === "nearby") {
    return (
      <h2 id="results-heading">
        {kitchens} within {search.mileRadius} miles of {search.place}
        {search.remembered ? <span className="muted"> (your last search)</span> : null}
      </h2>
    );
  }
  return <h2 id="results-heading">{search.kind === "all" ? "All our kitchens" : "Where we cook today"}</h2>;
}

export default function ZipCode() {
  const { input, search, place } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const searching = navigation.state !== "idle" && navigation.location?.pathname === "/zip";
  const errors = search.kind === "invalid" ? search.errors : undefined;

  return (
    <div className="page">
      <section className="hero zip-hero" aria-labelledby="zip-heading">
        <p className="eyebrow">Find a kitchen</p>
        <h1 id="zip-heading">Cooking near you</h1>
        <p className="lead">
          Tell us where you are and we’ll show the kitchens closest to you, with the classes, pickup and
          delivery each one offers.
        </p>
        <Form method="get" className="search-form" role="search" aria-label="Find kitchens near you">
          <Field
            name="q"
            label="Zip code or city"
            hint="For example 84321 or Ogden"
            defaultValue={input}
            key={input}
            autoComplete="postal-code"
            autoCapitalize="words"
            spellCheck={false}
            errors={errors}
          />
          <SubmitButton className="search-form__submit">Find kitchens</SubmitButton>
        </Form>
        <UseMyLocation error={answer?.error} />
      </section>

      {search.kind === "error" ? (
        <div className="notice notice--error" role="alert">
          <p className="notice__title">Something went wrong</p>
          <p>{search.message}</p>
        </div>
      ) : (
        <section className="section results" aria-labelledby="results-heading" aria-busy={searching || undefined}>
          <ResultsHeading search={search} />
          {search.kind === "no-service" && (
            <div className="notice" role="status">
              <p className="notice__title">{search.message}</p>
              <p>
                None of our kitchens is close to {search.place} yet — we’re sorry! Here is everywhere we cook
                today. Our <Link to="/delivery">shipping</Link> reaches addresses across Utah.
              </p>
            </div>
          )}
          {search.kind === "nearby" && (
            <p className="muted">
              Nearest first.{" "}
              {search.remembered ? (
                <Link to="/zip?q=">Show all our kitchens</Link>
              ) : null}
            </p>
          )}
          {place && <PlaceLinks place={place} />}
          <ol className="location-list">
            {search.locations.map((location, index) => (
              <li key={location.id}>
                <LocationCard location={location} first={index === 0} />
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

/** Decision 085: the lists near the remembered place, and how to forget it. */
function PlaceLinks({ place }: { place: string }) {
  return (
    <div className="place-links">
      <p>
        We remember <strong>{place}</strong> as your place: our lists show the kitchens nearest to it first.
      </p>
      <ul className="actions">
        <li>
          <Link className="button" to={`/classes?near=${place}`}>
            Classes near {place}
          </Link>
        </li>
        <li>
          <Link className="button button--white" to={`/pickup?near=${place}`}>
            Pickup near {place}
          </Link>
        </li>
        <li>
          <Link className="button button--white" to={`/delivery?near=${place}`}>
            Delivery near {place}
          </Link>
        </li>
      </ul>
      <Form method="post" className="place-links__forget">
        <AntiForgeryField />
        <input type="hidden" name="intent" value="forget" />
        <SubmitButton color="white">Forget my place</SubmitButton>
      </Form>
    </div>
  );
}
