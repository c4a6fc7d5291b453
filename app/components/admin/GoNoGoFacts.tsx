import { Form } from "@remix-run/react";
import { AntiForgeryField, SubmitButton } from "~/components/core/layout-kit";

/**
 * A class's minimum headcount on its console page (decision 065), inside its facts list: the
 * rule, where the decision stands, and while it is undecided, staff's "Run it anyway".
 */
export function GoNoGoFacts({ facts, mayRunAnyway }: { facts: { rule: string; state: string }; mayRunAnyway: boolean }) {
  return (
    <>
      <dt>Minimum to run</dt>
      <dd>{facts.rule}</dd>
      <dt>Go or no-go</dt>
      <dd className="admin-go-no-go">
        <span>{facts.state}</span>
        {mayRunAnyway ? (
          <Form method="post">
            <AntiForgeryField />
            <SubmitButton size="sm" color="white" name="intent" value="run-anyway">
              Run it anyway
            </SubmitButton>
          </Form>
        ) : null}
      </dd>
    </>
  );
}
