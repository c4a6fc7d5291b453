import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { AntiForgeryField, SubmitButton, buttonClassName } from "~/components/core/layout-kit";

export interface ConfirmActionProps {
  /** The button's words, e.g. "Cancel class". */
  label: string;
  /** The confirm page (no JavaScript): it explains and posts the same form. */
  confirmHref: string;
  /** Where the form posts, and the intent it sends. */
  action: string;
  intent: string;
  /** What will happen, said before it happens. */
  consequence: ReactNode;
  danger?: boolean;
  /** More fields the form posts (a refund's amount and reason); the confirm step is the form. */
  fields?: ReactNode;
  /** The confirm button's words when "Yes, <label>" does not fit. */
  confirmLabel?: string;
}

/**
 * A change that cannot be undone asks first (issue 8): without JavaScript the button is a link to
 * a confirm page; with it, the same question opens in a dialog and the same form posts.
 */
export function ConfirmAction({ label, confirmHref, action, intent, consequence, danger, fields, confirmLabel }: ConfirmActionProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Once its form has been answered the dialog closes, so a refusal shown on the page is seen.
  const navigation = useNavigation();
  const busy = useRef(false);
  useEffect(() => {
    if (navigation.state !== "idle") busy.current = true;
    else if (busy.current) {
      busy.current = false;
      if (dialog.current?.open) dialog.current.close();
    }
  }, [navigation.state]);
  const open = (event: React.MouseEvent) => {
    if (!dialog.current?.showModal) return;
    event.preventDefault();
    dialog.current.showModal();
  };
  return (
    <>
      <Link to={confirmHref} onClick={open} className={buttonClassName({ color: danger ? "danger" : "white", size: "sm" })}>
        {label}
      </Link>
      <dialog ref={dialog} className="modal admin-confirm" aria-label={label}>
        <ConfirmForm label={label} action={action} intent={intent} consequence={consequence} danger={danger} fields={fields} confirmLabel={confirmLabel}>
          <button type="button" className={buttonClassName({ color: "white" })} onClick={() => dialog.current?.close()}>
            Keep it as it is
          </button>
        </ConfirmForm>
      </dialog>
    </>
  );
}

/** The question and the POST form, on the confirm page and in the dialog alike. */
export function ConfirmForm({
  label,
  action,
  intent,
  consequence,
  danger,
  fields,
  confirmLabel,
  children,
}: Omit<ConfirmActionProps, "confirmHref"> & { children: ReactNode }) {
  return (
    <Form method="post" action={action} className="admin-confirm__form" noValidate>
      <h2>{label}?</h2>
      <div className="admin-confirm__consequence">{consequence}</div>
      <AntiForgeryField />
      {fields}
      <div className="admin-confirm__buttons">
        <SubmitButton color={danger ? "danger" : "green"} name="intent" value={intent}>
          {confirmLabel ?? `Yes, ${label.toLowerCase()}`}
        </SubmitButton>
        {children}
      </div>
    </Form>
  );
}
