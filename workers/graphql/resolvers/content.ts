/**
 * The console's written content by kind (decisions 028, 093): press releases, in-the-news links
 * and blog posts are listed, read, archived and deleted through the same four REST calls, each
 * kind at its own path; the api checks the kind's permission (newsroom.* or blogs.*). A
 * newsroom write forgets the cached newsroom answers so /newsroom shows it at once.
 */
import type { ContentItemResolvers, ContentKind, MutationResolvers, QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import type { ApiClient } from "../datasources/api";
import { orNull } from "./errors";
import type { NewsLinkModel, PressReleaseModel } from "./models";
import { idParam, staffItem, staffSearch } from "./newsroom";
import { rest } from "./rest";

type ContentModel = PressReleaseModel | NewsLinkModel;
type StaffSearch = ReturnType<typeof staffSearch>;

interface KindCalls {
  list(api: ApiClient, search: StaffSearch): Promise<{ data: ContentModel[] }>;
  one(api: ApiClient, id: string): Promise<ContentModel>;
  archive(api: ApiClient, id: string): Promise<ContentModel>;
  remove(api: ApiClient, id: string): Promise<unknown>;
  /** Shown on the public /newsroom, so a write forgets its cached answers. */
  newsroom: boolean;
}

/** A client route's calls without its typed path ($url, $path), which names where it is mounted. */
type Unmounted<Route> = {
  [Key in keyof Route as Key extends "$url" | "$path" ? never : Key]: Route[Key] extends (...args: never[]) => unknown ? Route[Key] : Unmounted<Route[Key]>;
};

/** A press release's or a blog post's calls: the api's one article route factory, mounted twice. */
function articleCalls(route: (api: ApiClient) => Unmounted<ApiClient["rpc"]["blogs"]>, newsroom: boolean): KindCalls {
  return {
    list: (api, search) => rest(api.read(route(api).$get(search))),
    one: (api, id) => rest(api.read(route(api)[":idOrSlug{[a-z0-9-]{1,80}}"].$get(staffItem(id)))),
    archive: (api, id) => rest(api.read(route(api)[":id{[0-9]+}"].archive.$put(idParam(id)))),
    remove: (api, id) => rest(api.read(route(api)[":id{[0-9]+}"].$delete(idParam(id)))),
    newsroom,
  };
}

const links = (api: ApiClient) => api.rpc.newsroom["in-the-news"];

const KINDS: Record<ContentKind, KindCalls> = {
  PRESS_RELEASE: articleCalls((api) => api.rpc.newsroom["press-releases"], true),
  BLOG_POST: articleCalls((api) => api.rpc.blogs, false),
  NEWS_LINK: {
    list: (api, search) => rest(api.read(links(api).$get(search))),
    one: (api, id) => rest(api.read(links(api)[":id{[0-9]+}"].$get({ ...idParam(id), query: { view: "staff" } }))),
    archive: (api, id) => rest(api.read(links(api)[":id{[0-9]+}"].archive.$put(idParam(id)))),
    remove: (api, id) => rest(api.read(links(api)[":id{[0-9]+}"].$delete(idParam(id)))),
    newsroom: true,
  },
};

/** A write of the kind, then (for the newsroom's kinds) the cached newsroom answers forgotten. */
async function write<T>(api: ApiClient, kind: ContentKind, answer: Promise<T>): Promise<T> {
  const written = await answer;
  if (KINDS[kind].newsroom) await api.forgetShared("newsroom/");
  return written;
}

export const contentQueries: Pick<QueryResolvers, "adminContentItems" | "adminContentItem"> = {
  // A page at the database (decision 044): at most 100 items.
  adminContentItems: async (_parent, { kind, filter, first, offset }, { api }) =>
    (await KINDS[kind].list(api, staffSearch(filter?.status, filter?.search, first, offset))).data,
  adminContentItem: (_parent, { kind, id }, { api }) => orNull(KINDS[kind].one(api, id)),
};

export const contentMutations: Pick<MutationResolvers, "archiveContentItem" | "deleteContentItem"> = {
  archiveContentItem: (_parent, { kind, id }, { api }) => write(api, kind, KINDS[kind].archive(api, id)),
  deleteContentItem: async (_parent, { kind, id }, { api }) => {
    await write(api, kind, KINDS[kind].remove(api, id));
    return id;
  },
};

/** A link has an outlet; an article says its own kind. */
export const ContentItem: ContentItemResolvers = {
  __resolveType: (item) => ("outlet" in item ? "NewsLink" : item.kind === "blog" ? "BlogPost" : "PressRelease"),
};
