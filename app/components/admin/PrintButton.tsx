import { buttonClassName } from "~/components/core/layout-kit";

/**
 * "Print" opens the browser's print dialog; without JavaScript the page says how instead, since
 * the print stylesheet already leaves only the list on paper. Both are in the HTML and the head's
 * `data-js` (decision 049) shows one from the first paint, so nothing moves when scripts start.
 */
export function PrintButton() {
  return (
    <>
      <span className="muted no-print print-hint">Print with your browser (Ctrl+P): only the list is printed.</span>
      <button type="button" className={`${buttonClassName({ color: "white", size: "sm" })} print-button`} onClick={() => window.print()}>
        Print
      </button>
    </>
  );
}
