/**
 * The shop's look in e-mail (decision 059): the design tokens of app/styles/app.css (`:root`),
 * written out because mail clients read neither custom properties nor the shop's stylesheet.
 * Change them there first, then here.
 */
export const colors = {
  bg: "#fbf7ef",
  surface: "#ffffff",
  ink: "#1f2421",
  muted: "#545b56",
  border: "#e3dccd",
  brand: "#2f6b3a",
  brandStrong: "#24532d",
  brandTint: "#e6f0e3",
} as const;

export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  display: 'Georgia, "Iowan Old Style", "Palatino Linotype", serif',
  /** .code-chip's: gift card codes. */
  code: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
} as const;

/** --leading, and the type scale in pixels (mail clients differ on rem). */
export const type = { leading: 1.55, sm: 14, md: 16, lg: 20, xl: 28 } as const;

export const radius = 12;
