/**
 * The newsletter on the web (decision 030): the signup form (footer and /signup) and the two
 * pages the e-mails link to, /newsletter/confirm and /newsletter/unsubscribe, each a button
 * that posts the link's token, so a mail scanner opening the link changes nothing.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { graphql } from "../../../graphql/generated/client";
import { NEWSLETTER_LINK_GONE, NEWSLETTER_TOKEN_RE } from "../../../workers/core/marketing";
import { attempt, mutate, type Attempt } from "../core/graphql.server";
import { apiFieldErrors, type FieldErrors, type FormResult } from "../core/form-data";
import { emailField, optionalText, parseWith } from "../core/form-schema.server";


const signupSchema = z.object({
  email: emailField(),
  firstName: optionalText("your first name", 100),
});

export type NewsletterSignupForm = z.infer<typeof signupSchema>;

export const parseNewsletterSignup = (values: Record<string, unknown>): FormResult<NewsletterSignupForm> =>
  parseWith(signupSchema, values);

const SubscribeNewsletter = graphql(`
  mutation SubscribeNewsletter($input: NewsletterSignupInput!) {
    subscribeNewsletter(input: $input) {
      email
    }
  }
`);

const ConfirmNewsletter = graphql(`
  mutation ConfirmNewsletter($token: String!) {
    confirmNewsletter(token: $token) {
      email
      status
    }
  }
`);

const UnsubscribeNewsletter = graphql(`
  mutation UnsubscribeNewsletter($token: String!) {
    unsubscribeNewsletter(token: $token) {
      email
      status
    }
  }
`);

export type SignupAnswer = { email: string; errors?: undefined } | { email?: undefined; errors: FieldErrors };

/** Signs the address up; the api's refusals come back under the form's fields. */
export async function subscribe(
  context: AppLoadContext,
  form: NewsletterSignupForm,
  request: Request,
): Promise<{ answer: SignupAnswer; status: number }> {
  const answer = await attempt(() =>
    mutate(
      context,
      SubscribeNewsletter,
      { input: { email: form.email, firstName: form.firstName || null, subscribe: true } },
      { shopOrigin: new URL(request.url).origin, visitor: request.headers.get("cf-connecting-ip") ?? undefined },
    ),
  );
  if (!answer.failure) return { answer: { email: answer.value.subscribeNewsletter.email }, status: 200 };
  const { failure } = answer;
  if (failure.code === "RATE_LIMITED") return { answer: { errors: { form: [failure.message] } }, status: 429 };
  const errors = apiFieldErrors(failure.fields, { email: ["email", "E-mail"], firstName: ["firstName", "First name"] });
  return { answer: { errors: Object.keys(errors).length > 0 ? errors : { form: [failure.message] } }, status: 400 };
}

/** Follows a link of the newsletter's e-mails: confirm or unsubscribe by its token. */
export function followNewsletterLink(
  context: AppLoadContext,
  link: "confirm" | "unsubscribe",
  token: string,
): Promise<Attempt<{ email: string; status: string }>> {
  return attempt(async () =>
    link === "confirm"
      ? (await mutate(context, ConfirmNewsletter, { token })).confirmNewsletter
      : (await mutate(context, UnsubscribeNewsletter, { token })).unsubscribeNewsletter,
  );
}

export type NewsletterLink = "confirm" | "unsubscribe";

export interface NewsletterLinkData {
  /** The link's token when it has the right shape, else null (the page says the link is broken). */
  token: string | null;
}

export type NewsletterLinkAnswer = { email: string; status: string; error?: undefined } | { error: string; email?: undefined };

/** GET /newsletter/<link>?token=…: only reads the token; nothing changes until the button. */
export function newsletterLinkData(request: Request): NewsletterLinkData {
  const token = new URL(request.url).searchParams.get("token")?.trim().toLowerCase() ?? "";
  return { token: NEWSLETTER_TOKEN_RE.test(token) ? token : null };
}

/** The page's button: confirms or unsubscribes the token's address. */
export async function followNewsletterForm(
  context: AppLoadContext,
  link: NewsletterLink,
  form: FormData,
): Promise<{ answer: NewsletterLinkAnswer; status: number }> {
  const token = String(form.get("token") ?? "");
  if (!NEWSLETTER_TOKEN_RE.test(token)) return { answer: { error: NEWSLETTER_LINK_GONE }, status: 400 };
  const followed = await followNewsletterLink(context, link, token);
  if (followed.failure) return { answer: { error: NEWSLETTER_LINK_GONE }, status: followed.failure.code === "NOT_FOUND" ? 404 : 400 };
  return { answer: followed.value, status: 200 };
}
