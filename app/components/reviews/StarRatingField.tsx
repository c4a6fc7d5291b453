import { useId } from "react";
import { RATING_MAX, RATING_MIN } from "../../../workers/core/reviews";

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MAX - index);
const WORDS: Record<number, string> = { 5: "Loved it", 4: "Liked it", 3: "It was fine", 2: "Not great", 1: "Disappointing" };

/**
 * A rating from 1 to 5 stars as native radio buttons (works without JavaScript), with the field's
 * messages under its legend, like Field's.
 */
export function StarRatingField({ name, legend, defaultValue, errors }: { name: string; legend: string; defaultValue: string; errors?: readonly string[] }) {
  const id = `field-${name}-${useId().replace(/:/g, "")}`;
  const invalid = Boolean(errors?.length);
  return (
    <fieldset className={invalid ? "field star-rating field--invalid" : "field star-rating"} aria-describedby={invalid ? `${id}-errors` : undefined}>
      <legend className="field__label">{legend}</legend>
      <div className="star-rating__choices">
        {RATINGS.map((rating) => (
          <label key={rating} className="star-rating__choice">
            <input type="radio" name={name} value={rating} defaultChecked={defaultValue === String(rating)} aria-invalid={invalid || undefined} />
            <span aria-hidden="true" className="star-rating__stars">
              {"★".repeat(rating)}
              {"☆".repeat(RATING_MAX - rating)}
            </span>{" "}
            {rating} {rating === 1 ? "star" : "stars"}: {WORDS[rating]}
          </label>
        ))}
      </div>
      {invalid && (
        <ul className="field__errors" id={`${id}-errors`}>
          {errors!.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
