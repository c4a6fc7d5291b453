import { useAlertQueue, type ShopAlert } from "~/lib/core/alerts";
import { useHydrated } from "~/components/core/layout-kit";

interface AlertProps {
  alert: ShopAlert;
  /** Present when JavaScript runs: a click on the alert (or its close button) shows the next one. */
  onAdvance?: () => void;
}

/** One alert (spec §3): title, message and details, green for success, red for an error. */
export function Alert({ alert, onAdvance }: AlertProps) {
  return (
    // The click-anywhere advance of spec §4 is a pointer shortcut; keyboards use the close button.
    <div className={`alert alert--${alert.alertType}`} onClick={onAdvance}>
      <span className="icon alert__icon" aria-hidden="true" />
      <div className="alert__body">
        <p className="alert__title">
          <span className="visually-hidden">{alert.alertType === "error" ? "Error: " : "Success: "}</span>
          {alert.title}
        </p>
        {alert.message && <p className="alert__message">{alert.message}</p>}
        {alert.details && <p className="alert__details">{alert.details}</p>}
      </div>
      {onAdvance && (
        <button type="button" className="alert__close" aria-label={`Dismiss: ${alert.title}`}>
          <span className="icon icon--close" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

/**
 * The page's alert region (spec §4): alerts from loader data, one at a time from a queue, each
 * for its duration; a click shows the next. Without JavaScript every alert simply shows, in the
 * flow of the page where nothing can cover content. The timer pauses while the pointer or
 * keyboard focus is on the alert, so a longer message can be read.
 * Give it a `key` that changes per navigation so new loader alerts start a new queue.
 */
export function AlertRegion({ alerts }: { alerts: ShopAlert[] }) {
  const hydrated = useHydrated();
  const { current, advance, pause, resume } = useAlertQueue(alerts, { autoAdvance: hydrated });
  const shown = hydrated ? (current ? [current] : []) : alerts;

  return (
    <div
      className={hydrated ? "alert-region alert-region--toast" : "alert-region"}
      role="status"
      aria-live="polite"
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      {shown.map((alert, index) => (
        <Alert key={`${index}-${alert.title}`} alert={alert} onAdvance={hydrated ? advance : undefined} />
      ))}
    </div>
  );
}
