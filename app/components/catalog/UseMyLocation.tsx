import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { useRef, useState } from "react";
import { useHydrated, AntiForgeryField } from "~/components/core/layout-kit";

/**
 * "Use my location" (decision 085): with JavaScript only, the browser's position, asked with the
 * visitor's consent (navigator.geolocation), posted to /zip, which remembers the nearest
 * kitchen's zip code. Without JavaScript there is no position to send: the zip form above is the
 * way, and this button keeps its place invisible, so nothing moves when it appears.
 */
export function UseMyLocation({ error }: { error?: string }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const ready = useHydrated() && typeof navigator !== "undefined" && "geolocation" in navigator;
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "position";

  const locate = () => {
    setRefused(null);
    setAsking(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setAsking(false);
        const data = new FormData(form.current ?? undefined);
        data.set("latitude", String(coords.latitude));
        data.set("longitude", String(coords.longitude));
        submit(data, { method: "post", action: "/zip" });
      },
      () => {
        setAsking(false);
        setRefused("We couldn’t get your position. Please enter your zip code instead.");
      },
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };

  const message = refused ?? error;
  return (
    <Form
      method="post"
      action="/zip"
      ref={form}
      className={ready ? "use-location" : "use-location use-location--waiting"}
      aria-hidden={ready ? undefined : true}
    >
      <AntiForgeryField />
      <input type="hidden" name="intent" value="position" />
      <button
        type="button"
        className="button button--white button--md"
        onClick={locate}
        disabled={!ready || asking || sending}
        tabIndex={ready ? undefined : -1}
      >
        {asking || sending ? "Finding the nearest kitchen…" : "Use my location"}
      </button>
      <p className="use-location__note muted">Your browser asks first; we keep only the nearest kitchen’s zip code.</p>
      {message && (
        <p className="field__error" role="alert">
          {message}
        </p>
      )}
    </Form>
  );
}
