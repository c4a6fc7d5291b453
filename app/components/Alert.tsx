import { useAlertQueue, type ShopAlert } from "~/lib/alerts";
import { useHydrated } from "~/lib/hydrated";

function AlertIcon({ alertType }: Pick<ShopAlert, "alertType">) {
  return (
    <svg
      className="alert__icon"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      {alertType === "success" ? (
        <path
          d="M7 12.5l3.2 3.2L17 9"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path d="M12 7v6M12 16.5v.5" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      )}
    </svg>
  );
}

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
      <AlertIcon alertType={alert.alertType} />
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
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
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
