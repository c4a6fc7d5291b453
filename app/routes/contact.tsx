import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AntiForgeryField, SubmitButton, Field, pageMeta } from "~/components/core/layout-kit";
import { SelectField } from "~/components/core/SelectField";
import { TextAreaField } from "~/components/core/TextAreaField";
import type { FieldErrors } from "~/lib/core/form-data";
import { trackEvent } from "~/lib/core/tracking.server";
import { CONTACT_MESSAGE_MAX, CONTACT_TOPICS, HONEYPOT_FIELD } from "~/lib/marketing/contact-form";
import { contactKitchens, parseContactForm, sendContactMessage } from "~/lib/marketing/contact.server";
import { formShown, readPublicForm, TOO_FAST_MESSAGE } from "~/lib/marketing/public-form.server";

export const meta = pageMeta("Write to Us", "Questions about a class, a meal kit or a private party? Write to the kitchen.");

/** The contact form (decision 030); /contact-us itself stays on the marketing site (spec §2). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  formShown(context, "contactFormAt");
  // A page that sends people here may choose the topic (?topic=PRIVATE_CLASS).
  const asked = new URL(request.url).searchParams.get("topic");
  const topic = CONTACT_TOPICS.find((candidate) => candidate.value === asked)?.value ?? "CLASSES";
  return json({ kitchens: await contactKitchens(context), topic });
}

interface ContactAnswer {
  sent: boolean;
  errors?: FieldErrors;
  values?: Record<string, string>;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { values, robot, tooFast } = await readPublicForm(request, context, "contactFormAt");
  // A robot filled the hidden field: thank it and send nothing.
  if (robot) return json<ContactAnswer>({ sent: true });
  const parsed = parseContactForm(values);
  if (!parsed.ok) return json<ContactAnswer>({ sent: false, errors: parsed.errors, values }, { status: 400 });
  if (tooFast) {
    return json<ContactAnswer>({ sent: false, errors: { form: [TOO_FAST_MESSAGE] }, values }, { status: 400 });
  }
  const { errors, status } = await sendContactMessage(context, parsed.value, request);
  if (errors) return json<ContactAnswer>({ sent: false, errors, values }, { status });
  const [firstName, ...rest] = parsed.value.name.split(/\s+/);
  trackEvent(context, request, "CONTACT", { email: parsed.value.email, firstName, lastName: rest.join(" ") || undefined, phone: parsed.value.phone || undefined });
  return json<ContactAnswer>({ sent: true });
}

export default function Contact() {
  const { kitchens, topic } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (answer?.sent) {
    return (
      <div className="narrow" role="status">
        <h1>Thank you!</h1>
        <p className="lead">Your message is on its way to the kitchen. We answer within two business days, usually sooner.</p>
      </div>
    );
  }
  const errors = answer?.errors ?? {};
  const value = (name: string) => answer?.values?.[name] ?? "";
  return (
    <div className="narrow">
      <h1>Write to us</h1>
      <p className="lead">
        A question about a class, a meal kit or a private party? Write to the kitchen and we’ll answer within two business days.
      </p>
      <Form method="post" className="contact-form" aria-label="Contact the kitchen">
        <AntiForgeryField />
        {errors.form && (
          <div className="notice notice--error" role="alert">
            {errors.form.join(" ")}
          </div>
        )}
        <Field name="name" label="Your name" autoComplete="name" required defaultValue={value("name")} errors={errors.name} />
        <Field name="email" label="E-mail address" kind="email" required defaultValue={value("email")} errors={errors.email} />
        <Field name="phone" label="Phone (optional)" kind="tel" defaultValue={value("phone")} errors={errors.phone} />
        <SelectField
          name="topic"
          label="What is it about?"
          options={CONTACT_TOPICS}
          defaultValue={value("topic") || topic}
          errors={errors.topic}
        />
        <SelectField
          name="locationId"
          label="Kitchen (optional)"
          options={[{ value: "", label: "Any kitchen / not sure" }, ...kitchens]}
          defaultValue={value("locationId")}
          errors={errors.locationId}
        />
        <TextAreaField
          name="message"
          label="Message"
          rows={6}
          required
          maxLength={CONTACT_MESSAGE_MAX}
          defaultValue={value("message")}
          errors={errors.message}
        />
        <div className="honeypot" aria-hidden="true">
          <label htmlFor="contact-website">Leave this field empty</label>
          <input id="contact-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <SubmitButton>Send message</SubmitButton>
      </Form>
    </div>
  );
}
