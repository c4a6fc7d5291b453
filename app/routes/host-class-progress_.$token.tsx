import { json, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { CLASS_REQUEST_STATUS_LABELS, CLASS_REQUEST_STATUS_WORDS, type ClassRequestStatus } from "../../workers/core/class-requests";
import { formatClassDate, formatClassTime } from "../../workers/core/dates";
import { formatPhone } from "../../workers/core/input-formats";
import { classRequestByToken } from "~/lib/class-requests/request.server";
import { dataMeta } from "~/components/core/layout-kit";
import { ClassRequestWishes } from "~/components/class-requests/ClassRequestWishes";

export const meta = dataMeta<unknown>(() => ({ title: "Your private-class request", noindex: true }));

/** The loader's noindex and no-store reach the page itself. */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const kept = new Headers();
  for (const name of ["x-robots-tag", "cache-control"]) {
    const value = loaderHeaders.get(name);
    if (value) kept.set(name, value);
  }
  return kept;
};

/** The requester's status page (issue 9, decision 032): its token is the secret; never indexed. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const request = await classRequestByToken(context, params.token ?? "");
  if (!request) throw new Response("Not found", { status: 404, headers: { "x-robots-tag": "noindex" } });
  return json({ request }, { headers: { "x-robots-tag": "noindex", "cache-control": "private, no-store" } });
}

const longDate = (ymd: string) =>
  new Date(`${ymd}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

export default function ClassRequestStatusPage() {
  const { request } = useLoaderData<typeof loader>();
  const status = request.status.toLowerCase() as ClassRequestStatus;
  return (
    <div className="narrow">
      <p className="eyebrow">Private class</p>
      <h1>Your private-class request</h1>
      <section className="notice" aria-labelledby="status-heading" role="status">
        <h2 id="status-heading">Status: {CLASS_REQUEST_STATUS_LABELS[status]}</h2>
        <p>{CLASS_REQUEST_STATUS_WORDS[status]}</p>
        {status === "declined" && request.declineReason ? <p>Why: {request.declineReason}</p> : null}
        {request.class ? (
          <p>
            <Link to={request.class.path}>{request.class.name}</Link> on {formatClassDate(request.class.date, request.kitchen.timezone)} at{" "}
            {formatClassTime(request.class.date, request.kitchen.timezone)}: share this link with your group so each of them can sign up.
          </p>
        ) : null}
      </section>
      <h2>What you asked for</h2>
      <dl className="admin-facts">
        <dt>Kitchen</dt>
        <dd>
          {request.kitchen.name}
          {request.kitchen.name.startsWith(request.kitchen.city) ? "" : ` (${request.kitchen.city})`}
        </dd>
        <dt>Dates that suit you</dt>
        <dd>
          <ul>
            {request.preferredDates.map((date) => (
              <li key={date}>{longDate(date)}</li>
            ))}
          </ul>
        </dd>
        <ClassRequestWishes request={request} />
        <dt>Contact</dt>
        <dd>
          {request.name} · {request.email}
          {request.phone ? ` · ${formatPhone(request.phone)}` : ""}
        </dd>
        <dt>Sent</dt>
        <dd>{formatClassDate(request.createdAt, request.kitchen.timezone)}</dd>
      </dl>
      <p className="muted">
        Something to add or change? <Link to="/contact?topic=PRIVATE_CLASS">Write to us</Link> and mention your request.
      </p>
    </div>
  );
}
