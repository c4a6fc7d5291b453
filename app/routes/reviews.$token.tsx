import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AntiForgeryField, SubmitButton, dataMeta } from "~/components/core/layout-kit";
import { StarRatingField } from "~/components/reviews/StarRatingField";
import { TextAreaField } from "~/components/core/TextAreaField";
import type { ShopRouteHandle } from "~/lib/core/route-handle";
import { loadReviewPage, reviewAction, type ReviewPageData } from "~/lib/reviews/review.server";
import { REVIEW_COMMENT_MAX } from "../../workers/core/reviews";

/** A review link (decision 064): no sign-in, the link's token is the key; one review per seat. */
export const meta = dataMeta<ReviewPageData>((data) => ({
  title: data.state === "open" ? `Rate your class: ${data.className}` : data.state === "thanks" ? "Thank you for your review" : data.title,
  noindex: true,
}));

export const handle: ShopRouteHandle = { hideNewsletter: true };

export const loader = ({ request, params, context }: LoaderFunctionArgs) => loadReviewPage(request, context, params.token ?? "");

export const action = ({ request, params, context }: ActionFunctionArgs) => reviewAction(request, context, params.token ?? "");

export default function ReviewLink() {
  const loaded = useLoaderData<typeof loader>() as ReviewPageData;
  const data = (useActionData<typeof action>() as ReviewPageData | undefined) ?? loaded;
  if (data.state === "gone") {
    return (
      <div className="narrow review-page">
        <h1>{data.title}</h1>
        <p className="lead">{data.message}</p>
        <p className="link-line">
          <Link to="/classes">See our classes</Link>
        </p>
      </div>
    );
  }
  if (data.state === "thanks") {
    return (
      <div className="narrow review-page">
        <h1>Thank you for your review</h1>
        <p className="lead">We read every review before it appears on our class pages. We hope to cook with you again soon.</p>
        <p>
          <Link to="/classes">See what&apos;s cooking next</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="narrow review-page">
      <p className="eyebrow">Your review</p>
      <h1>How was your class?</h1>
      <div className="cta-panel review-page__class">
        <h2>{data.className}</h2>
        <p>
          {data.when}
          {data.locationName && ` · ${data.locationName}`}
        </p>
      </div>
      <Form method="post" className="review-form" noValidate>
        <AntiForgeryField />
        <StarRatingField name="rating" legend="Your rating" defaultValue={data.rating} errors={data.errors.rating} />
        <TextAreaField
          name="comment"
          label="Your comment (optional)"
          hint="What did you cook, what did you enjoy, what would you tell a friend?"
          defaultValue={data.comment}
          errors={data.errors.comment}
          maxLength={REVIEW_COMMENT_MAX}
          rows={5}
        />
        <p className="muted">It will appear as “{data.authorName}” once we have read it.</p>
        <SubmitButton size="lg">Send my review</SubmitButton>
      </Form>
      <p>
        <Link to={data.classPath}>About this class</Link>
      </p>
    </div>
  );
}
