import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AntiForgeryField, SubmitButton, dataMeta } from "~/components/core/layout-kit";
import type { ShopRouteHandle } from "~/lib/core/route-handle";
import { leaveAction, loadLeavePage, type LeavePageData } from "~/lib/waitlist/waitlist.server";

/** A waitlist e-mail's leave link (decision 037): the page asks, the button leaves. */
export const meta = dataMeta<LeavePageData>(() => ({ title: "Leave the waitlist", noindex: true }));

export const handle: ShopRouteHandle = { hideNewsletter: true };

export const loader = ({ params, context }: LoaderFunctionArgs) => loadLeavePage(context, params.token ?? "");

export const action = ({ request, params, context }: ActionFunctionArgs) => leaveAction(request, context, params.token ?? "");

export default function WaitlistLeave() {
  const loaded = useLoaderData<typeof loader>() as LeavePageData;
  const data = (useActionData<typeof action>() as LeavePageData | undefined) ?? loaded;
  if (data.state === "gone") {
    return (
      <div className="narrow waitlist-page">
        <h1>{data.title ?? "This link doesn’t work"}</h1>
        <p className="lead">{data.message}</p>
        <p className="link-line">
          <Link to="/classes">See all classes</Link>
        </p>
      </div>
    );
  }
  if (data.state === "done") {
    return (
      <div className="narrow waitlist-page">
        <h1>{data.className}</h1>
        <div className="notice notice--success" role="status">
          <p>{data.message}</p>
        </div>
        <p className="link-line">
          <Link to={data.classPath}>See the class</Link> · <Link to="/classes">See all classes</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="narrow waitlist-page">
      <h1>Leave the waitlist?</h1>
      <p className="lead">
        {data.className}, {data.when}
        {data.locationName && ` · ${data.locationName}`}
      </p>
      <p>
        {data.offered
          ? "The seat we're holding for you will go to the next person on the waitlist. This can't be undone."
          : "We won't e-mail you if a seat opens. You can join again from the class page while it's full."}
      </p>
      <Form method="post">
        <AntiForgeryField />
        <SubmitButton>Leave the waitlist</SubmitButton>
      </Form>
      <p>
        <Link to={data.classPath}>Keep my place</Link>
      </p>
    </div>
  );
}
