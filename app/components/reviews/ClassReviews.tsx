import { formatAverage, RATING_MAX } from "../../../workers/core/reviews";
import { formatClassDate } from "../../../workers/core/dates";

export interface ClassReviewsData {
  average?: number | null;
  count: number;
  latest: ReadonlyArray<{ id: string; rating: number; comment: string; authorName: string; reply: string; classDate: string; locationName: string }>;
}

/** Stars drawn for the eye; the words carry the rating for everyone. */
function Stars({ rating }: { rating: number }) {
  const whole = Math.round(rating);
  return (
    <span className="review-stars" aria-hidden="true">
      {"★".repeat(whole)}
      {"☆".repeat(RATING_MAX - whole)}
    </span>
  );
}

/**
 * A class type's published reviews on a class page (decision 064): the average and count, then
 * the latest few with the shop's replies. Nothing when there is none yet.
 */
export function ClassReviews({ reviews, typeName, timezone }: { reviews: ClassReviewsData; typeName: string; timezone: string | null }) {
  if (reviews.count === 0 || reviews.average === null || reviews.average === undefined) return null;
  const average = formatAverage(reviews.average);
  return (
    <section className="section class-page__section class-reviews" aria-labelledby="class-reviews-title">
      <h2 id="class-reviews-title">What cooks say</h2>
      <p className="class-reviews__summary">
        <Stars rating={reviews.average} />{" "}
        <strong>
          {average} out of {RATING_MAX}
        </strong>{" "}
        from {reviews.count} {reviews.count === 1 ? "review" : "reviews"} of our {typeName} classes
      </p>
      <ul className="review-list">
        {reviews.latest.map((review) => (
          <li key={review.id} className="review class-review">
            <p className="class-review__rating">
              <Stars rating={review.rating} /> <span className="visually-hidden">Rated </span>
              {review.rating} out of {RATING_MAX}
            </p>
            {review.comment && <blockquote className="review__comment">{review.comment}</blockquote>}
            <p className="class-review__author muted">
              {review.authorName} · {review.locationName}, {formatClassDate(review.classDate, timezone)}
            </p>
            {review.reply && (
              <p className="class-review__reply">
                <strong>Our reply:</strong> {review.reply}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
