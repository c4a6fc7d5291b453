import { Link, useFormAction, useNavigation, type LinkProps } from "@remix-run/react";
import type { ButtonHTMLAttributes, ReactNode } from "react";

import { buttonClassName, type ButtonColor, type ButtonSize } from "./button-class";
import { useFetchersWorking } from "~/lib/core/fetchers-working";

interface CommonProps {
  /** The label; spec §4's default is "ENTER", but callers normally say what the button does. */
  children?: ReactNode;
  color?: ButtonColor;
  size?: ButtonSize;
  /** A spinner replaces the label and the button is disabled (spec §4). */
  loading?: boolean;
  disabled?: boolean;
  className?: string;
}

type ButtonElementProps = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, "color" | "children" | "disabled"> & { to?: undefined };

type LinkElementProps = CommonProps &
  Omit<LinkProps, "color" | "children" | "className" | "to"> & { to: LinkProps["to"] };

export type ButtonProps = ButtonElementProps | LinkElementProps;

/**
 * The shop's button (spec §4). With `to` it is a Remix <Link> styled as a button — unless it is
 * disabled or loading, when it stays a disabled <button> (a link cannot be disabled).
 * `type` defaults to "button"; forms use <SubmitButton>.
 */
export function Button(props: ButtonProps) {
  const { children = "ENTER", color, size, loading = false, disabled = false, className } = props;
  const classes = buttonClassName({ color, size, loading, className });
  const content = (
    <>
      <span className="button__label">{children}</span>
      {loading && <span className="spinner" aria-hidden="true" />}
    </>
  );
  const state = { className: classes, disabled: disabled || loading, "aria-busy": loading || undefined };

  // What the element itself takes: all but the button's own props.
  const { children: _, color: _color, size: _size, loading: _loading, disabled: _disabled, ...elementProps } = props;
  if (elementProps.to !== undefined) {
    if (!state.disabled) {
      return (
        <Link {...elementProps} className={classes}>
          {content}
        </Link>
      );
    }
    return (
      <button type="button" id={elementProps.id} {...state}>
        {content}
      </button>
    );
  }

  const { to: _to, ...buttonProps } = elementProps;
  return (
    <button type="button" {...buttonProps} {...state}>
      {content}
    </button>
  );
}

interface SubmitButtonProps extends Omit<ButtonElementProps, "type" | "loading" | "to"> {
  /** The form's action when it is not the current route's. */
  action?: string;
  /** A fetcher form's fetcher: pending while it is not idle. */
  fetcher?: { state: "idle" | "loading" | "submitting" };
}

/**
 * A submit button that shows its form's pending state: loading while the page's navigation
 * carries a submission to the same action (and, when the button has a name, its value), or while
 * the given fetcher works (`useFetchersWorking`). Without JavaScript it is a plain submit button.
 */
export function SubmitButton({ action, fetcher, ...props }: SubmitButtonProps) {
  const navigation = useNavigation();
  const formAction = useFormAction(action);
  const fetcherPending = useFetchersWorking(fetcher ? [fetcher] : []);
  let pending: boolean;
  if (fetcher) {
    pending = fetcherPending;
  } else {
    const submission = navigation.formData;
    pending =
      navigation.state !== "idle" &&
      submission !== undefined &&
      pathOf(navigation.formAction) === pathOf(formAction) &&
      (props.name === undefined || submission.get(props.name) === String(props.value ?? ""));
  }
  return <Button {...props} type="submit" loading={pending} />;
}

function pathOf(action: string | undefined): string | undefined {
  return action?.split("?")[0];
}
