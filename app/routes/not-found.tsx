
/**
 * Spec §2: the not-found page, answered with the status it describes. Like every 404 it is drawn
 * by the root error boundary (root.tsx), so the browser loads the 404 content once, with the layout.
 */
export const loader = () => {
  throw new Response(null, { status: 404 });
};

/** Never drawn (the loader always throws); a page route still needs a component. */
export default function NotFoundPage() {
  return null;
}
