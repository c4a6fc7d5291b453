// Document titles (spec §2, "Titles and navigation behaviour").

/**
 * "Full Menu | Brand"; the route title alone when it already names the brand (case-insensitive);
 * the brand alone when the route has no title (undefined or blank).
 */
export function documentTitle(routeTitle: string | undefined, brand: string): string {
  const title = routeTitle?.trim() ?? "";
  if (title === "") return brand;
  if (title.toLowerCase().includes(brand.toLowerCase())) return title;
  return `${title} | ${brand}`;
}
