import { buttonClassName } from "~/lib/core/button-class";
import { useHydrated } from "~/lib/core/render-context";

/**
 * "Print" opens the browser's print dialog; without JavaScript the page says how, since the
 * print stylesheet already leaves only the list on paper.
 */
export function PrintButton() {
  if (!useHydrated()) return <span className="muted no-print">Print with your browser (Ctrl+P): only the list is printed.</span>;
  return (
    <button type="button" className={buttonClassName({ color: "white", size: "sm" })} onClick={() => window.print()}>
      Print
    </button>
  );
}
