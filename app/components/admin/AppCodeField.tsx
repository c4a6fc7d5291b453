import { Field } from "~/components/core/layout-kit";

/** The authenticator app's current code (decision 078): asked when the second factor is set up and when it is passed. */
export function AppCodeField({ errors, hint }: { errors: readonly string[] | undefined; hint?: string }) {
  return <Field name="code" label="6-digit code" kind="numeric" autoComplete="one-time-code" maxLength={7} hint={hint} errors={errors} required />;
}
