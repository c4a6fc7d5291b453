/**
 * The classes of the shop's button (spec §4), for the Button component and for links styled as a
 * button outside it. The layout's footer and the 404 page spell theirs out, so that every page
 * loads no button code.
 */
export type ButtonColor = "green" | "white" | "red" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

export function buttonClassName({
  color = "green",
  size = "md",
  loading = false,
  className,
}: {
  color?: ButtonColor;
  size?: ButtonSize;
  loading?: boolean;
  className?: string;
}): string {
  const tone = color === "red" ? "danger" : color;
  return ["button", `button--${tone}`, `button--${size}`, loading && "button--loading", className]
    .filter(Boolean)
    .join(" ");
}
