import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { AntiForgeryField } from "~/components/core/layout-kit";
import { FormError } from "~/components/core/FormError";

/**
 * A console record's form (new and edit): a plain POST that works without JavaScript, its
 * anti-forgery field, and the form's own refusal first; `wide` lays the fields out in two columns.
 */
export function AdminForm({
  label,
  errors,
  wide = false,
  multipart = false,
  children,
}: {
  label: string;
  /** The form's own refusal (`errors.form`), not one field's. */
  errors: readonly string[] | undefined;
  wide?: boolean;
  /** Posts files (a picture): multipart/form-data. */
  multipart?: boolean;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      encType={multipart ? "multipart/form-data" : undefined}
      className={wide ? "admin-form admin-form--wide" : "admin-form"}
      aria-label={label}
      noValidate
    >
      <AntiForgeryField />
      <FormError messages={errors} wide={wide} />
      {children}
    </Form>
  );
}
