import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { AntiForgeryField, SubmitButton, Field } from "~/components/core/layout-kit";
import { FormError } from "~/components/core/FormError";
import { TextAreaField } from "~/components/core/TextAreaField";
import { MESSAGE_INTENT } from "~/lib/admin/manifest-form";

interface Props {
  /** The refusal of the last post (the page's action data), when it was this form's. */
  errors?: Record<string, string[]>;
  /** What the refused post said. */
  values?: { subject: string; message: string };
  subjectMax: number;
  messageMax: number;
}

/**
 * "Message attendees" (decision 066): a subject and a message, e-mailed once to every guest and
 * booker of the class. A plain POST form: the page redirects back and says "Message queued to N
 * people"; with JavaScript the button shows it is sending, and the emptied form comes back.
 */
export function MessageAttendeesForm({ errors, values, subjectMax, messageMax }: Props) {
  const sent = useMessagesSent(errors);
  return (
    <section aria-labelledby="message-attendees" className="manifest-message no-print">
      <h2 id="message-attendees">Message attendees</h2>
      <p className="muted">One e-mail to each guest and booker holding a seat. Sending the same message again sends nothing twice.</p>
      {/* A new, empty form after each message sent; kept as typed when refused or when a guest is checked in meanwhile. */}
      <Form method="post" className="admin-form" key={sent}>
        <AntiForgeryField />
        <FormError messages={errors?.form} />
        <Field name="subject" label="Subject" required maxLength={subjectMax} defaultValue={values?.subject ?? ""} errors={errors?.subject} />
        <TextAreaField name="message" label="Message" hint="A blank line starts a new paragraph." defaultValue={values?.message ?? ""} rows={6} maxLength={messageMax} required errors={errors?.message} />
        <SubmitButton name="intent" value={MESSAGE_INTENT}>Send message</SubmitButton>
      </Form>
    </section>
  );
}

/**
 * How many messages this page has sent: counted when its own post ends unrefused. Not the
 * location: a guest's check-in answers with a redirect back too (a new location), and emptying
 * the form then lost what staff were typing.
 */
function useMessagesSent(errors: Props["errors"]): number {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === MESSAGE_INTENT;
  const [sent, setSent] = useState(0);
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && !sending && !errors) setSent((count) => count + 1);
    wasSending.current = sending;
  }, [sending, errors]);
  return sent;
}
