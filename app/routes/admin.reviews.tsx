import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AdminPage } from "~/components/admin/AdminLayout";
import { Pagination } from "~/components/admin/Pagination";
import { AntiForgeryField, SubmitButton, pageMeta } from "~/components/core/layout-kit";
import { FormError } from "~/components/core/FormError";
import { TextAreaField } from "~/components/core/TextAreaField";
import { adminReviewAction, loadAdminReviews, type ReviewActionData } from "~/lib/admin/review-actions.server";
import { REVIEW_FILTER_LABELS, REVIEW_FILTERS } from "~/lib/admin/review-filters";
import { RATING_MAX, REVIEW_REPLY_MAX } from "../../workers/core/reviews";

export const meta = pageMeta("Reviews");

/** Reviews of classes (decision 064): read what cooks wrote, publish or hide it, answer it. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadAdminReviews(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => adminReviewAction(request, context);

const STATUS_WORDS: Record<string, string> = { PENDING: "Waiting for review", PUBLISHED: "Published", HIDDEN: "Hidden" };

export default function AdminReviews() {
  const { status, counts, mayModerate, reviews, info } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>() as ReviewActionData | undefined;
  const { search } = useLocation();
  const here = `/admin/reviews${search}`;
  return (
    <AdminPage title="Reviews">
      <nav aria-label="Reviews by status">
        <ul className="review-tabs">
          {REVIEW_FILTERS.map((filter) => (
            <li key={filter}>
              <Link to={`/admin/reviews?status=${filter}`} aria-current={filter === status ? "page" : undefined}>
                {REVIEW_FILTER_LABELS[filter]} ({counts[filter]})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {reviews.length === 0 ? <p>No review is {REVIEW_FILTER_LABELS[status].toLowerCase()}.</p> : null}
      <ul className="review-list">
        {reviews.map((review) => {
          const errors = failed?.reviewId === review.id ? failed.errors : {};
          return (
            <li key={review.id} className="review">
              <article aria-labelledby={`review-${review.id}`}>
                <h2 id={`review-${review.id}`} className="admin-review__title">
                  {review.rating} out of {RATING_MAX} stars from {review.authorName}
                </h2>
                <p className="muted">
                  <Link to={`/admin/classes/${review.classId}`}>{review.className}</Link> · {review.locationName}, {review.classWhen} · written{" "}
                  {review.written} · {STATUS_WORDS[review.status] ?? review.status}
                </p>
                {review.comment ? <blockquote className="review__comment">{review.comment}</blockquote> : <p className="muted">No comment.</p>}
                <FormError messages={errors.form} />
                {mayModerate && (
                  <>
                    <Form method="post" action={here} className="admin-review__actions">
                      <AntiForgeryField />
                      <input type="hidden" name="reviewId" value={review.id} />
                      {review.status !== "PUBLISHED" && (
                        <SubmitButton name="intent" value="publish" size="sm">
                          Publish
                        </SubmitButton>
                      )}
                      {review.status !== "HIDDEN" && (
                        <SubmitButton name="intent" value="hide" size="sm" color="white">
                          Hide
                        </SubmitButton>
                      )}
                      {review.status !== "PENDING" && (
                        <SubmitButton name="intent" value="unpublish" size="sm" color="white">
                          Back to waiting
                        </SubmitButton>
                      )}
                    </Form>
                    <Form method="post" action={here} className="admin-form admin-review__reply">
                      <AntiForgeryField />
                      <input type="hidden" name="reviewId" value={review.id} />
                      <TextAreaField
                        name="reply"
                        label={`Our reply to ${review.authorName}`}
                        hint="Shown under the review once it is published; leave it empty for none."
                        defaultValue={failed?.reviewId === review.id ? failed.reply : review.reply}
                        errors={errors.reply}
                        maxLength={REVIEW_REPLY_MAX}
                      />
                      <SubmitButton name="intent" value="reply" size="sm" color="white">
                        Save reply
                      </SubmitButton>
                    </Form>
                  </>
                )}
                {!mayModerate && review.reply ? (
                  <p>
                    <strong>Our reply:</strong> {review.reply}
                  </p>
                ) : null}
              </article>
            </li>
          );
        })}
      </ul>
      <Pagination info={info} noun="reviews" />
    </AdminPage>
  );
}
