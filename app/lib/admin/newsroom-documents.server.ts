/** The Newsroom area's GraphQL operations (issue 10, decision 028). */
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
      url
      width
      height
      alt
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
      url
      width
      height
      alt
    }
  }
`);

/** The list page: both kinds, filtered by status and words. */
export const AdminNewsroomDocument = graphql(`
  query AdminNewsroom($status: String, $search: String, $releases: Boolean!, $links: Boolean!, $first: Int!, $offset: Int!) {
    adminPressReleases(status: $status, search: $search, first: $first, offset: $offset) @include(if: $releases) {
      id
      slug
      title
      publishedOn
      status
    }
    adminNewsLinks(status: $status, search: $search, first: $first, offset: $offset) @include(if: $links) {
      id
      outlet
      title
      publishedOn
      status
    }
    newsroomStatuses {
      key
      name
    }
  }
`);

export const AdminPressReleaseDocument = graphql(`
  query AdminPressRelease($id: ID!) {
    adminPressRelease(id: $id) {
      ...AdminPressReleaseFields
    }
    newsroomStatuses {
      key
      name
    }
  }
`);

export const AdminNewsLinkDocument = graphql(`
  query AdminNewsLink($id: ID!) {
    adminNewsLink(id: $id) {
      ...AdminNewsLinkFields
    }
    newsroomStatuses {
      key
      name
    }
  }
`);

export const NewsroomStatusesDocument = graphql(`
  query NewsroomStatuses {
    newsroomStatuses {
      key
      name
    }
  }
`);

/** Multipart when an image is chosen (the web client sends a File as the GraphQL multipart request spec says). */
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

export const ArchivePressReleaseDocument = graphql(`
  mutation ArchivePressRelease($id: ID!) {
    archivePressRelease(id: $id) {
      id
    }
  }
`);

export const DeletePressReleaseDocument = graphql(`
  mutation DeletePressRelease($id: ID!) {
    deletePressRelease(id: $id)
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

export const ArchiveNewsLinkDocument = graphql(`
  mutation ArchiveNewsLink($id: ID!) {
    archiveNewsLink(id: $id) {
      id
    }
  }
`);

export const DeleteNewsLinkDocument = graphql(`
  mutation DeleteNewsLink($id: ID!) {
    deleteNewsLink(id: $id)
  }
`);

// Blog posts: the same content frame under blogs.* (decision 028).

export const AdminBlogPostsDocument = graphql(`
  query AdminBlogPosts($status: String, $search: String, $first: Int!, $offset: Int!) {
    adminBlogPosts(status: $status, search: $search, first: $first, offset: $offset) {
      id
      title
      author
      publishedOn
      status
    }
    newsroomStatuses {
      key
      name
    }
  }
`);

export const AdminBlogPostDocument = graphql(`
  query AdminBlogPost($id: ID!) {
    adminBlogPost(id: $id) {
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
        url
        width
        height
        alt
      }
    }
    newsroomStatuses {
      key
      name
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

export const ArchiveBlogPostDocument = graphql(`
  mutation ArchiveBlogPost($id: ID!) {
    archiveBlogPost(id: $id) {
      id
    }
  }
`);

export const DeleteBlogPostDocument = graphql(`
  mutation DeleteBlogPost($id: ID!) {
    deleteBlogPost(id: $id)
  }
`);
