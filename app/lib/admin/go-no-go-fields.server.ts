/**
 * The go-or-no-go fields of the console's forms (decision 065): a class type's minimum and
 * decision hours, and a class's own, where blank means its class type's. Limits from workers/core.
 */
import { z } from "zod";
import { DECISION_HOURS, MIN_SEATS } from "../../../workers/core/go-no-go";

const wholeNumber = (message: string) => z.string().trim().regex(/^\d{1,3}$/, message).transform(Number);

export const minSeatsRule = wholeNumber("Enter a whole number of seats, like 4 (0: no minimum)").refine(
  (seats) => seats <= MIN_SEATS.max,
  `Enter at most ${MIN_SEATS.max} seats`,
);

export const decisionHoursRule = wholeNumber("Enter whole hours, like 72").refine(
  (hours) => hours >= DECISION_HOURS.min && hours <= DECISION_HOURS.max,
  `Enter between ${DECISION_HOURS.min} and ${DECISION_HOURS.max} hours (one day to two weeks)`,
);

/** A class's own value: blank is null, its class type's; else the rule and its messages. */
export const blankOr = (rule: z.ZodType<number, string>) =>
  z
    .string()
    .trim()
    .transform((value, context) => {
      if (value === "") return null;
      const parsed = rule.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) context.addIssue({ code: "custom", message: issue.message });
      return z.NEVER;
    });
