/**
 * The console's second factor (issue 27 part 9, decision 078), on the web side: the one guard
 * (requireStaff calls it for every console page and form), the pass kept in the session, and the
 * GraphQL documents of the two pages that enrol and ask for the code.
 *
 * Rule: a person whose roles hold a refund, a class cancel or whole gift-card codes opens no
 * console page and sends no console form until they have passed it in this session (12 hours,
 * forgotten at sign-out). The api and GraphQL keep checking permissions as before.
 */
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { graphql } from "../../../graphql/generated/client";
import { needsSecondFactor, PASS_HOURS } from "../../../workers/core/second-factor";
import { safeRedirectTo } from "~/lib/identity/sign-in-paths";

/** Where the code is asked for, and where a person enrols (their own pages pass the guard). */
export const SECOND_FACTOR_PATH = "/admin/second-factor";
export const ENROLMENT_PATH = "/admin/security";

const PASS_MS = PASS_HOURS * 60 * 60 * 1000;

export function passedSecondFactor(context: AppLoadContext, userId: string): boolean {
  const pass = context.session.get("secondFactor");
  return pass !== undefined && pass.userId === userId && Date.now() - pass.at < PASS_MS;
}

export function rememberSecondFactor(context: AppLoadContext, userId: string): void {
  context.session.set("secondFactor", { userId, at: Date.now() });
}

/** Where to continue after the code: a console address only, else the console's home. */
export const consoleRedirectTo = (value: unknown): string => {
  const path = safeRedirectTo(value, "/admin");
  return path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin?") ? path : "/admin";
};

/** The page a request was on: a form's post continues at the page it was sent from. */
function continueAt(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_data");
  const here = `${url.pathname}${url.search}`;
  if (request.method === "GET" || request.method === "HEAD") return here;
  const referer = request.headers.get("referer");
  const from = referer ? new URL(referer, url) : null;
  return from && from.origin === url.origin ? `${from.pathname}${from.search}` : url.pathname;
}

export const secondFactorHref = (redirectTo: string, path = SECOND_FACTOR_PATH): string =>
  redirectTo === "/admin" ? path : `${path}?${new URLSearchParams({ redirectTo })}`;

/**
 * The guard: throws the redirect to the code (or to enrolment, which that page decides) when
 * `permissions` ask for a second factor this session has not passed. The two pages of the second
 * factor itself are let through.
 */
export function requireSecondFactor(request: Request, context: AppLoadContext, userId: string, permissions: readonly string[]): void {
  if (!needsSecondFactor(permissions) || passedSecondFactor(context, userId)) return;
  const path = new URL(request.url).pathname;
  if (path === SECOND_FACTOR_PATH || path === ENROLMENT_PATH) return;
  throw redirect(secondFactorHref(consoleRedirectTo(continueAt(request))));
}

export const MySecondFactorDocument = graphql(`
  query MySecondFactor {
    mySecondFactor {
      required
      enrolled
      lockedUntil
      recoveryCodesLeft
    }
  }
`);

export const StartSecondFactorEnrolmentDocument = graphql(`
  mutation StartSecondFactorEnrolment {
    startSecondFactorEnrolment {
      secret
      uri
    }
  }
`);

export const ConfirmSecondFactorEnrolmentDocument = graphql(`
  mutation ConfirmSecondFactorEnrolment($code: String!) {
    confirmSecondFactorEnrolment(code: $code)
  }
`);

export const VerifySecondFactorDocument = graphql(`
  mutation VerifySecondFactor($code: String, $recoveryCode: String) {
    verifySecondFactor(code: $code, recoveryCode: $recoveryCode) {
      method
      recoveryCodesLeft
    }
  }
`);

export const UserSecondFactorDocument = graphql(`
  query UserSecondFactor($userId: ID!) {
    userSecondFactor(userId: $userId) {
      enrolled
      confirmedAt
      lockedUntil
      recoveryCodesLeft
    }
  }
`);

export const ResetSecondFactorDocument = graphql(`
  mutation ResetSecondFactor($userId: ID!) {
    resetSecondFactor(userId: $userId) {
      enrolled
    }
  }
`);
