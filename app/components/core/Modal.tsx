import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { lockScroll, unlockScroll } from "~/lib/core/scroll-lock";

export interface ModalProps {
  /** The dialog's id; its trigger links to `#id`, which is also the no-JavaScript fallback. */
  id: string;
  title: string;
  /** The trigger link's content. */
  trigger: ReactNode;
  triggerClassName?: string;
  /** The dialog's content; a function gets whether the dialog is open (to load things lazily). */
  children: ReactNode | ((open: boolean) => ReactNode);
}

/**
 * A modal dialog (spec §1) on the native <dialog>: focus is trapped, Escape closes it and the
 * backdrop is inert. Opening it locks page scrolling; closing removes the lock (spec §2).
 *
 * Without JavaScript the trigger is an in-page link to `#id`, and CSS shows the dialog's
 * content in place while it is the :target; its close link goes back to the trigger.
 */
export function Modal({ id, title, trigger, triggerClassName, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const triggerId = `${id}-trigger`;
  const titleId = `${id}-title`;

  // A modal that leaves the page while open (a link inside it) must not keep the lock.
  useEffect(() => {
    if (!open) return;
    lockScroll();
    return unlockScroll;
  }, [open]);

  const show = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!dialog.current?.showModal) return; // very old browser: follow the link
    event.preventDefault();
    dialog.current.showModal();
    setOpen(true);
  };

  const close = useCallback((event?: MouseEvent) => {
    if (!dialog.current?.open) return; // shown as the :target: let the link do its work
    event?.preventDefault();
    dialog.current.close();
  }, []);

  return (
    <>
      <a id={triggerId} href={`#${id}`} className={triggerClassName} onClick={show} aria-haspopup="dialog">
        {trigger}
      </a>
      <dialog
        id={id}
        ref={dialog}
        className="modal"
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        // A click on the dialog element itself is a click on the backdrop around the panel.
        onClick={(event) => event.target === dialog.current && close()}
      >
        <div className="modal__panel">
          <div className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <a href={`#${triggerId}`} className="modal__close" onClick={close}>
              <span className="visually-hidden">Close</span>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              </svg>
            </a>
          </div>
          <div className="modal__body">{typeof children === "function" ? children(open) : children}</div>
        </div>
      </dialog>
    </>
  );
}
