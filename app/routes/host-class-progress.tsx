import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { localDate } from "../../workers/core/dates";
import { classRequestPath, GROUP_SIZE_MAX, GROUP_SIZE_MIN } from "../../workers/core/class-requests";
import { ClassRequestForm } from "~/components/class-requests/ClassRequestForm";
import { buttonClassName, pageMeta } from "~/components/core/layout-kit";
import { Modal } from "~/components/core/Modal";
import { parseClassRequestForm, privateClassKitchens, requestPrivateClass } from "~/lib/class-requests/request.server";
import type { FieldErrors } from "~/lib/core/form-data";
import { formShown, readPublicForm, TOO_FAST_MESSAGE } from "~/lib/marketing/public-form.server";

export const meta = pageMeta(
  "Plan a Private Class",
  `Book a private cooking class or meal-assembly party for ${GROUP_SIZE_MIN} to ${GROUP_SIZE_MAX} people at one of our Utah kitchens.`,
);

const SAMPLE_MENUS = [
  {
    name: "Sunday Supper",
    dishes: "Slow-Cooker Pot Roast, Utah Funeral Potatoes, Honey Butter Dinner Rolls and a seasonal cobbler.",
  },
  {
    name: "Taco Night",
    dishes: "Pork al Pastor Street Tacos, Baja Fish Tacos, Cilantro-Lime Rice and fresh salsa.",
  },
  {
    name: "Freezer Stock-Up",
    dishes: "Assemble six freezer-ready dinners from this month’s menu, portioned for each household.",
  },
  {
    name: "Kids in the Kitchen",
    dishes: "Knife safety, measuring and real recipes for young chefs ages 7–14, with a take-home dinner.",
  },
];

/** The page (spec §2) with the private-class request form (issue 9, decision 032). */
export async function loader({ context }: LoaderFunctionArgs) {
  formShown(context, "classRequestFormAt");
  const tomorrow = localDate(new Date(Date.now() + 86_400_000));
  return json({ kitchens: await privateClassKitchens(context), firstDate: tomorrow });
}

interface RequestAnswer {
  /** The status page's token once the request is stored; "" when a robot was thanked. */
  token?: string;
  errors?: FieldErrors;
  values?: Record<string, string>;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { values, robot, tooFast } = await readPublicForm(request, context, "classRequestFormAt");
  // A robot filled the hidden field: thank it and store nothing.
  if (robot) return json<RequestAnswer>({ token: "" });
  const parsed = parseClassRequestForm(values);
  if (!parsed.ok) return json<RequestAnswer>({ errors: parsed.errors, values }, { status: 400 });
  if (tooFast) {
    return json<RequestAnswer>({ errors: { form: [TOO_FAST_MESSAGE] }, values }, { status: 400 });
  }
  const { token, errors, status } = await requestPrivateClass(context, parsed.value, request);
  if (errors) return json<RequestAnswer>({ errors, values }, { status });
  return json<RequestAnswer>({ token });
}

function ThankYou({ token }: { token: string }) {
  return (
    <div className="narrow" role="status">
      <h1>Thank you!</h1>
      <p className="lead">Your request is on its way to the kitchen. A host will get back to you within two business days.</p>
      {token ? (
        <p>
          We e-mailed you a link to follow your request. You can also keep this one:{" "}
          <Link to={classRequestPath(token)}>See where your request stands</Link>.
        </p>
      ) : null}
    </div>
  );
}

export default function HostClassProgress() {
  const { kitchens, firstDate } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (answer?.token !== undefined) return <ThankYou token={answer.token} />;
  return (
    <div className="page">
      <section className="hero prose-page" aria-labelledby="host-heading">
        <p className="eyebrow">Private parties</p>
        <h1 id="host-heading">Plan a Private Class</h1>
        <p className="lead">
          Reserve the kitchen for your family reunion, team, ward group or book club. A host runs the evening;
          you cook, laugh and leave with dinner.
        </p>
      </section>

      <div className="with-aside">
        <div>
          <section aria-labelledby="what-heading">
            <h2 id="what-heading">What a private class is</h2>
            <ul className="fact-list">
              <li>
                <strong>
                  {GROUP_SIZE_MIN} to {GROUP_SIZE_MAX} people.
                </strong> Smaller groups fit around one big table; larger ones spread
                across our prep stations.
              </li>
              <li>
                <strong>Your menu.</strong> Cook a meal together and eat it there, or assemble freezer dinners
                to take home.
                <br />
                <Modal
                  id="sample-menus"
                  title="Sample private-class menus"
                  trigger="See sample menus"
                  triggerClassName={buttonClassName({
                    color: "white",
                    size: "sm",
                    className: "fact-list__action",
                  })}
                >
                  <ul className="menu-samples">
                    {SAMPLE_MENUS.map((menu) => (
                      <li key={menu.name}>
                        <h3>{menu.name}</h3>
                        <p>{menu.dishes}</p>
                      </li>
                    ))}
                  </ul>
                  <p className="muted">Allergies or a special diet in the group? We’ll adjust any menu.</p>
                </Modal>
              </li>
              <li>
                <strong>Your location.</strong> Logan, Smithfield, Brigham City, Ogden, Layton, Salt Lake City
                or Provo.
              </li>
            </ul>
          </section>

          <section className="section" aria-labelledby="steps-heading">
            <h2 id="steps-heading">How to plan it</h2>
            <ol className="steps">
              <li>
                <strong>Tell us about your group</strong>: how many people, which kitchen and a few dates that
                work.
              </li>
              <li>
                <strong>Pick a menu with your host.</strong> We’ll suggest one for your group and price it per
                person.
              </li>
              <li>
                <strong>Reserve your date</strong> with a deposit, then share the sign-up link with your
                guests.
              </li>
              <li>
                <strong>Show up and cook.</strong> We shop, prep and clean up.
              </li>
            </ol>
          </section>

          <section className="section" aria-labelledby="request-heading">
            <h2 id="request-heading">Tell us about your group</h2>
            <p>A host reads every request and writes back within two business days. Nothing is booked or charged yet.</p>
            <ClassRequestForm kitchens={kitchens} firstDate={firstDate} errors={answer?.errors ?? {}} values={answer?.values ?? {}} />
          </section>
        </div>
        <aside className="cta-panel" aria-labelledby="cta-heading">
          <h2 id="cta-heading">Ready to gather your group?</h2>
          <p>Tell us about your group and a host will get back to you within two business days.</p>
          <p>
            <a className={buttonClassName({ size: "lg" })} href="#request-form">
              Request a private class
            </a>
          </p>
          <p className="muted">
            A question first? <Link to="/contact?topic=PRIVATE_CLASS">Write to us</Link>.
          </p>
          <p className="muted">
            Prefer to join a public class first? <Link to="/classes">See upcoming classes</Link>.
          </p>
        </aside>
      </div>
    </div>
  );
}
