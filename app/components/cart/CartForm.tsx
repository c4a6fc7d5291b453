import { useActionData, useFetcher, type FetcherWithComponents } from "@remix-run/react";
import type { ReactNode } from "react";
import type { CartActionData, CartIntent } from "~/lib/cart/cart-forms";
import { useHydrated, AntiForgeryField } from "~/components/core/layout-kit";

export type CartFetcher = FetcherWithComponents<CartActionData>;

/** A fetcher for one cart form (the answer it holds is that form's alone). */
export function useCartFetcher(key?: string): CartFetcher {
  return useFetcher<CartActionData>(key ? { key } : undefined) as CartFetcher;
}

/**
 * The answer for this form: its fetcher's (JavaScript on), or the page's action data when the
 * page was rendered by a post of this form (JavaScript off), matched by intent and target.
 */
export function useCartResult(fetcher: CartFetcher, intent: CartIntent, target: string | null = null): CartActionData | null {
  const pageAnswer = useActionData<CartActionData>() as CartActionData | undefined;
  const answer = fetcher.data ?? pageAnswer;
  if (!answer || answer.intent !== intent || (target !== null && answer.target !== target)) return null;
  return answer;
}

interface CartFormProps {
  intent: CartIntent;
  fetcher: CartFetcher;
  children: ReactNode;
  className?: string;
  /** Without JavaScript, where the action sends the browser after a change (303). */
  redirectTo?: string;
  /** Where a failed add goes back to without JavaScript (the class page). */
  returnTo?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  /** For fields elsewhere on the page that join this form (`form` attribute; decision 041). */
  id?: string;
}

/**
 * A form of the cart (STYLE: Hydrogen's CartForm): posts its intent to /cart. With JavaScript it
 * runs through its fetcher (pending states, no reload); without, the hidden `redirectTo` turns
 * the action's answer into a 303 back to the page.
 */
export function CartForm({ intent, fetcher, children, className, redirectTo = "/cart", returnTo, id, ...labels }: CartFormProps) {
  const hydrated = useHydrated();
  return (
    <fetcher.Form method="post" action="/cart" className={className} id={id} {...labels}>
      <AntiForgeryField />
      <input type="hidden" name="intent" value={intent} />
      {!hydrated && <input type="hidden" name="redirectTo" value={redirectTo} />}
      {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
      {children}
    </fetcher.Form>
  );
}

/** A form-level message (not tied to one field), read out when it appears. */
export function FormMessage({ messages }: { messages?: readonly string[] }) {
  if (!messages || messages.length === 0) return null;
  return (
    <p className="form-message form-message--error" role="alert">
      {messages.join(" ")}
    </p>
  );
}
