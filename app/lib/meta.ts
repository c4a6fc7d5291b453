import type { MetaDescriptor, MetaFunction } from "@remix-run/cloudflare";
import { documentTitle } from "../../workers/core/titles";

interface RootMetaData {
  config: { brandName: string; brandTagline: string };
}

type RouteTitle = string | ((brand: { name: string; tagline: string }) => string) | undefined;

/**
 * A route's meta: its title with the brand suffix of spec §2 and an optional description.
 * `title` may be a function of the brand, for routes titled by configuration.
 */
export function pageMeta(title: RouteTitle, description?: string): MetaFunction {
  return ({ matches }) => {
    const root = matches.find((match) => match.id === "root")?.data as RootMetaData | undefined;
    const name = root?.config.brandName ?? "Cache Valley Kitchen";
    const routeTitle =
      typeof title === "function" ? title({ name, tagline: root?.config.brandTagline ?? "" }) : title;
    const tags: MetaDescriptor[] = [{ title: documentTitle(routeTitle, name) }];
    if (description) tags.push({ name: "description", content: description });
    return tags;
  };
}
