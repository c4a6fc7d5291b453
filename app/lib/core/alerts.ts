import { useMatches } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";

/** Spec §3 "Alert" and §9: shown one at a time, 1000 ms each unless the alert says otherwise. */
export const DEFAULT_ALERT_DURATION_MS = 1000;

/**
 * An alert as loaders send it. `message` is plain text: alerts travel as JSON, and rendering
 * HTML from data would open the door to script injection (the spec's "may contain markup").
 */
export interface ShopAlert {
  alertType: "success" | "error";
  title: string;
  message?: string;
  details?: string;
  /** Milliseconds on screen when JavaScript runs. */
  duration?: number;
}

/** A loader's data that carries alerts: `return { alerts: [...], ... }`. */
interface WithAlerts {
  alerts?: ShopAlert[];
}

/**
 * Every alert of the matched routes, root first. Today routes put them in their loader data;
 * the flash cookie of the root loader will feed the same list.
 */
export function useRouteAlerts(): ShopAlert[] {
  return useMatches().flatMap((match) => {
    const alerts = (match.data as WithAlerts | null | undefined)?.alerts;
    return Array.isArray(alerts) ? alerts : [];
  });
}

/**
 * The alert queue: the current alert, `advance` to the next, `push` for alerts raised in the
 * browser, and `pause`/`resume` for the current alert's timer (a pause ends with that alert).
 * With `autoAdvance`, each alert leaves after its duration.
 */
export function useAlertQueue(initial: ShopAlert[], { autoAdvance = true } = {}) {
  const [queue, setQueue] = useState(initial);
  const [pausedAlert, setPausedAlert] = useState<ShopAlert | null>(null);
  const current = queue[0];
  const paused = current !== undefined && pausedAlert === current;

  const advance = useCallback(() => setQueue((alerts) => alerts.slice(1)), []);
  const push = useCallback((alert: ShopAlert) => setQueue((alerts) => [...alerts, alert]), []);
  const pause = useCallback(() => setPausedAlert(current ?? null), [current]);
  const resume = useCallback(() => setPausedAlert(null), []);

  useEffect(() => {
    if (!current || !autoAdvance || paused) return;
    const timer = setTimeout(advance, current.duration ?? DEFAULT_ALERT_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current, autoAdvance, paused, advance]);

  return { queue, current, advance, push, pause, resume };
}
