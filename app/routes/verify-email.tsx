import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Button, pageMeta } from "~/components/core/layout-kit";
import { FormError } from "~/components/identity/SignInScreens";
import { applyVerification } from "~/lib/account/email-verification.server";
import { loginHref } from "~/lib/identity/sign-in-paths";

export const meta = pageMeta("Verify Your E-mail");

/**
 * The link of the verification e-mail (`/verify-email?oobCode=…`, decision 068). Opening it
 * verifies the e-mail, as Firebase's own link does; signed in here, the guest orders placed with
 * it are in the account at once, else at the next sign-in.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const oobCode = new URL(request.url).searchParams.get("oobCode") ?? "";
  const applied = await applyVerification(context, oobCode.slice(0, 2000));
  return json(applied, { status: applied.ok ? 200 : 400, headers: { "cache-control": "no-store" } });
}

export default function VerifyEmail() {
  const applied = useLoaderData<typeof loader>();
  return (
    <div className="page sign-in-page">
      <section className="card sign-in-card" aria-labelledby="verify-heading">
        <p className="eyebrow">Your account</p>
        {applied.ok ? (
          <>
            <h1 id="verify-heading">Your e-mail is verified</h1>
            <p role="status">
              Thank you: <strong>{applied.email}</strong> is verified.
            </p>
            {applied.signedIn ? (
              <>
                <p>Orders you placed with it before you had an account are in your account now.</p>
                <p>
                  <Button to="/account/orders">See your orders</Button>
                </p>
              </>
            ) : (
              <>
                <p>Sign in, and orders you placed with it before you had an account will be there.</p>
                <p>
                  <Button to={loginHref({ screen: "password", redirectTo: "/account/orders", email: applied.email })}>Sign in</Button>
                </p>
              </>
            )}
          </>
        ) : (
          <>
            <h1 id="verify-heading">We couldn’t verify your e-mail</h1>
            <FormError message={applied.message} />
            <p>
              Sign in and open <Link to="/account/orders">your orders</Link>: you can ask for a new link there.
            </p>
          </>
        )}
      </section>
    </div>
  );
}
