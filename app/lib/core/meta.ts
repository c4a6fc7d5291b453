import type { MetaDescriptor, MetaFunction } from "@remix-run/cloudflare";
import { documentTitle } from "../../../workers/core/titles";

interface RootMetaData {
  config: { brandName: string; brandTagline: string };
}

type RouteTitle = string | ((brand: { name: string; tagline: string }) => string) | undefined;

/**
 * A route's meta: its title with the brand suffix of spec §2 and a description. `title` may be
 * a function of the brand, for routes titled by configuration. Pages kept out of search (the
 * console, the account) may leave the description out: they get "{title} · {brand}".
 */
export function pageMeta(title: RouteTitle, description?: string): MetaFunction {
  return ({ matches }) => {
    const root = matches.find((match) => match.id === "root")?.data as RootMetaData | undefined;
    const name = root?.config.brandName ?? "Cache Valley Kitchen";
    const routeTitle =
      typeof title === "function" ? title({ name, tagline: root?.config.brandTagline ?? "" }) : title;
    const tags: MetaDescriptor[] = [{ title: documentTitle(routeTitle, name) }];
    tags.push({ name: "description", content: description ?? [routeTitle, name].filter(Boolean).join(" · ") });
    return tags;
  };
}

export interface DataMeta {
  title: string;
  description?: string;
  /** Absolute URL of the page's preferred address. */
  canonical?: string;
  /** Kept out of search results (private classes). */
  noindex?: boolean;
}

/**
 * Meta of a route titled by its loader data (a class's name). Without data — the loader threw,
 * e.g. a 404 — the title is the not-found page's.
 */
export function dataMeta<Data>(describe: (data: Data) => DataMeta): MetaFunction<unknown> {
  return (args) => {
    const data = args.data as Data | undefined;
    const described = data === undefined ? { title: "Page Not Found" } : describe(data);
    const tags = pageMeta(described.title, described.description)(args);
    if (described.canonical) tags.push({ tagName: "link", rel: "canonical", href: described.canonical });
    if (described.noindex) tags.push({ name: "robots", content: "noindex" });
    return tags;
  };
}
