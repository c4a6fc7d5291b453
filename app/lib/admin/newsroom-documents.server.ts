/** The console's written content's GraphQL operations: the newsroom and blog posts (decisions 028, 093). */
import { graphql } from "../../../graphql/generated/client";

graphql(`
  fragment AdminPressReleaseFields on PressRelease {
    id
    slug
    title
    summary
    body
    bodyHtml
    publishedOn
    status
    updatedAt
    image {
      ...PictureFields
    }
  }
`);

graphql(`
  fragment AdminBlogPostFields on BlogPost {
    id
    slug
    title
    author
    summary
    body
    bodyHtml
    publishedOn
    status
    image {
      ...PictureFields
    }
  }
`);

graphql(`
  fragment AdminNewsLinkFields on NewsLink {
    id
    outlet
    title
    url
    publishedOn
    status
    updatedAt
    logo {
      ...PictureFields
    }
  }
`);

/** The statuses an item may have (spec §4: they come from the server), for the filters and forms. */
graphql(`
  fragment ContentStatuses on Query {
    newsroomStatuses {
      key
      name
    }
  }
`);

/** A row of a console list: what every kind has, and a link's outlet and a post's author. */
graphql(`
  fragment AdminContentRow on ContentItem {
    __typename
    id
    title
    publishedOn
    status
    ... on NewsLink {
      outlet
    }
    ... on BlogPost {
      author
    }
  }
`);

/** The newsroom's list page: both kinds, filtered by status and words. */
export const AdminNewsroomDocument = graphql(`
  query AdminNewsroom($filter: ContentListFilter, $releases: Boolean!, $links: Boolean!, $first: Int!, $offset: Int!) {
    pressReleases: adminContentItems(kind: PRESS_RELEASE, filter: $filter, first: $first, offset: $offset) @include(if: $releases) {
      ...AdminContentRow
    }
    newsLinks: adminContentItems(kind: NEWS_LINK, filter: $filter, first: $first, offset: $offset) @include(if: $links) {
      ...AdminContentRow
    }
    ...ContentStatuses
  }
`);

/** The blog's list page. */
export const AdminBlogPostsDocument = graphql(`
  query AdminBlogPosts($filter: ContentListFilter, $first: Int!, $offset: Int!) {
    adminContentItems(kind: BLOG_POST, filter: $filter, first: $first, offset: $offset) {
      ...AdminContentRow
    }
    ...ContentStatuses
  }
`);

/** An item's page, whatever its kind. */
export const AdminContentItemDocument = graphql(`
  query AdminContentItem($kind: ContentKind!, $id: ID!) {
    adminContentItem(kind: $kind, id: $id) {
      __typename
      ...AdminPressReleaseFields
      ...AdminNewsLinkFields
      ...AdminBlogPostFields
    }
    ...ContentStatuses
  }
`);

export const NewsroomStatusesDocument = graphql(`
  query NewsroomStatuses {
    ...ContentStatuses
  }
`);

export const ArchiveContentItemDocument = graphql(`
  mutation ArchiveContentItem($kind: ContentKind!, $id: ID!) {
    archiveContentItem(kind: $kind, id: $id) {
      id
    }
  }
`);

export const DeleteContentItemDocument = graphql(`
  mutation DeleteContentItem($kind: ContentKind!, $id: ID!) {
    deleteContentItem(kind: $kind, id: $id)
  }
`);

/** Multipart when a picture is chosen (the web client sends a File as the GraphQL multipart request spec says). */
export const CreatePressReleaseDocument = graphql(`
  mutation CreatePressRelease($input: PressReleaseInput!, $image: File) {
    createPressRelease(input: $input, image: $image) {
      id
    }
  }
`);

export const UpdatePressReleaseDocument = graphql(`
  mutation UpdatePressRelease($id: ID!, $input: PressReleaseInput!, $image: File) {
    updatePressRelease(id: $id, input: $input, image: $image) {
      id
    }
  }
`);

export const CreateNewsLinkDocument = graphql(`
  mutation CreateNewsLink($input: NewsLinkInput!, $logo: File) {
    createNewsLink(input: $input, logo: $logo) {
      id
    }
  }
`);

export const UpdateNewsLinkDocument = graphql(`
  mutation UpdateNewsLink($id: ID!, $input: NewsLinkInput!, $logo: File) {
    updateNewsLink(id: $id, input: $input, logo: $logo) {
      id
    }
  }
`);

export const CreateBlogPostDocument = graphql(`
  mutation CreateBlogPost($input: BlogPostInput!, $image: File) {
    createBlogPost(input: $input, image: $image) {
      id
    }
  }
`);

export const UpdateBlogPostDocument = graphql(`
  mutation UpdateBlogPost($id: ID!, $input: BlogPostInput!, $image: File) {
    updateBlogPost(id: $id, input: $input, image: $image) {
      id
    }
  }
`);
