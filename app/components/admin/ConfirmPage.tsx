import { Link, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { ConfirmForm } from "~/components/core/ConfirmAction";

export interface ConfirmChoice {
  intent: string;
  label: string;
  consequence: ReactNode;
  danger?: boolean;
  fields?: ReactNode;
  confirmLabel?: string;
}

/**
 * The confirm step without JavaScript: a record page linked with `?confirm=<intent>` shows only
 * the question and the form that does it, with a way back.
 */
export function useConfirmChoice(choices: readonly ConfirmChoice[]): ConfirmChoice | undefined {
  const [params] = useSearchParams();
  return choices.find((choice) => choice.intent === params.get("confirm"));
}

export function ConfirmPanel({ choice, action, backTo }: { choice: ConfirmChoice; action: string; backTo: string }) {
  return (
    <div className="card admin-confirm">
      <ConfirmForm {...choice} action={action}>
        <Link to={backTo}>Keep it as it is</Link>
      </ConfirmForm>
    </div>
  );
}
