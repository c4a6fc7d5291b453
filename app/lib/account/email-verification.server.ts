/**
 * The e-mail a password sign-up gave waits for verification (decision 068): the account pages
 * say how many guest orders wait for it and send the link again; the link's page applies the code
 * and, in the browser that is signed in, refreshes the sign-in so the orders attach at once
 * (GraphQL `me` → users/login attaches them, decision 033). Elsewhere they attach at the next
 * sign-in, whose token says the e-mail is verified.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { graphql } from "../../../graphql/generated/client";
import { flashAlert } from "../core/flash-alerts.server";
import { mutate, query } from "../core/graphql.server";
import { sessionUser } from "../identity/auth.server";
import { IdentityError, IdentityToolkit } from "../identity/identity-toolkit.server";
import { establishSession } from "../identity/sign-in.server";

export interface WaitingVerification {
  email: string;
  waitingOrders: number;
}

/** The account's unverified e-mail and the guest orders waiting for it; null once verified. */
export async function waitingVerification(context: AppLoadContext): Promise<WaitingVerification | null> {
  const { myEmailVerification: state } = await query(context, MyEmailVerificationDocument, {});
  return state && !state.verified ? { email: state.email, waitingOrders: state.waitingOrders } : null;
}

/** "Send the link again": queues it (at most once per five minutes) and says what happened. */
export async function resendVerification(context: AppLoadContext, request: Request): Promise<void> {
  const { sendEmailVerification: answer } = await mutate(context, SendEmailVerificationDocument, {}, { shopOrigin: new URL(request.url).origin });
  if (answer.sent) {
    flashAlert(context, { alertType: "success", title: "Link sent", message: "Check your inbox for the link that verifies your e-mail." });
  } else if (answer.reason === "VERIFIED") {
    flashAlert(context, { alertType: "success", title: "Already verified", message: "Your e-mail is verified." });
  } else {
    const minutes = Math.max(1, Math.ceil(answer.retryAfterSeconds / 60));
    flashAlert(context, {
      alertType: "error",
      title: "Link already sent",
      message: `We sent you a link a moment ago. Check your inbox (and spam folder), or ask again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    });
  }
}

export type AppliedVerification = { ok: true; email: string; signedIn: boolean } | { ok: false; message: string };

/**
 * Applies the link's code. When this browser is signed in, its tokens are refreshed (the new ID
 * token says verified) and the session is checked again with them, which attaches the orders.
 */
export async function applyVerification(context: AppLoadContext, oobCode: string): Promise<AppliedVerification> {
  if (!oobCode) return { ok: false, message: "This link is missing its code. Ask for a new one from your account." };
  const toolkit = IdentityToolkit.from(context);
  let email: string;
  try {
    email = await toolkit.applyEmailVerification(oobCode);
  } catch (error) {
    if (!(error instanceof IdentityError)) throw error;
    return { ok: false, message: error.message };
  }
  const refreshToken = context.session.get("refreshToken");
  if (!sessionUser(context) || !refreshToken) return { ok: true, email, signedIn: false };
  try {
    const outcome = await establishSession(context, await toolkit.refresh(refreshToken));
    return { ok: true, email, signedIn: outcome.kind === "signed-in" };
  } catch (error) {
    // Verified all the same: the orders attach at the next sign-in.
    console.error("web: refreshing the sign-in after verifying the e-mail failed", error);
    return { ok: true, email, signedIn: false };
  }
}

const MyEmailVerificationDocument = graphql(`
  query MyEmailVerification {
    myEmailVerification {
      email
      verified
      waitingOrders
    }
  }
`);

const SendEmailVerificationDocument = graphql(`
  mutation SendEmailVerification {
    sendEmailVerification {
      sent
      reason
      retryAfterSeconds
    }
  }
`);
