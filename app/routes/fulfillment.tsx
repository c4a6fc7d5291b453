import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Button, pageMeta } from "~/components/core/layout-kit";
import {
  FULFILLMENT_GUIDES,
  FULFILLMENT_KEYS,
  isFulfillmentKey,
  type FulfillmentGuide,
} from "../../workers/core/fulfillment-guide";

export const meta = pageMeta(
  "Fulfillment",
  "How our in-person classes, pre-assembled pickup, delivery and shipping work, and what to expect from each.",
);

/**
 * /fulfillment explains all four ways to get a meal; ?type={key} narrows it to one. An unknown
 * type still answers 200 with all four and a note: the link came from us or a typo, and the
 * page remains useful either way.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const type = new URL(request.url).searchParams.get("type");
  if (type !== null && isFulfillmentKey(type)) return { selected: type, unknownType: false };
  return { selected: null, unknownType: type !== null && type !== "" };
}

function GuideSection({ guide, headingLevel }: { guide: FulfillmentGuide; headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const headingId = `fulfillment-${guide.key}`;
  return (
    <section className="card fulfillment" aria-labelledby={headingId}>
      <Heading id={headingId} className={headingLevel === 2 ? "fulfillment__title" : undefined}>
        {guide.name}
      </Heading>
      <p className="lead">{guide.summary}</p>
      <h3>How it works</h3>
      <ol className="steps">
        {guide.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h3>What to expect</h3>
      <ul className="bullets">
        {guide.expect.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="fulfillment__action">
        <Button to={guide.listPath}>{guide.listLabel}</Button>
      </p>
    </section>
  );
}

export default function Fulfillment() {
  const { selected, unknownType } = useLoaderData<typeof loader>();

  if (selected) {
    const others = FULFILLMENT_KEYS.filter((key) => key !== selected);
    return (
      <div className="page prose-page">
        <p className="back-link">
          <Link to="/fulfillment">
            <span aria-hidden="true">← </span>All ways to order
          </Link>
        </p>
        <GuideSection guide={FULFILLMENT_GUIDES[selected]} headingLevel={1} />
        <nav aria-labelledby="other-ways-heading" className="section toc">
          <h2 id="other-ways-heading">Other ways to order</h2>
          <ul>
            {others.map((key) => (
              <li key={key}>
                <Link to={`/fulfillment?type=${key}`}>{FULFILLMENT_GUIDES[key].name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    );
  }

  return (
    <div className="page">
      <h1>Ways to order</h1>
      <p className="lead">
        Every meal starts in one of our Utah kitchens. Here is how each way of getting it to your table works.
      </p>
      {unknownType && (
        <p className="notice" role="note">
          We couldn’t find that way of ordering, so here are all four.
        </p>
      )}
      <nav aria-label="Ways to order" className="toc">
        <ul>
          {FULFILLMENT_KEYS.map((key) => (
            <li key={key}>
              <a href={`#fulfillment-${key}`}>{FULFILLMENT_GUIDES[key].name}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="fulfillment-list">
        {FULFILLMENT_KEYS.map((key) => (
          <GuideSection key={key} guide={FULFILLMENT_GUIDES[key]} headingLevel={2} />
        ))}
      </div>
    </div>
  );
}
