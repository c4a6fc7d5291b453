/** The console's two newsroom kinds (decision 028): their path segment, names and picture field. */
export const NEWSROOM_KINDS = {
  "press-releases": { name: "Press release", plural: "Press releases", picture: "image", pictureName: "Image", resource: "press-releases" },
  "in-the-news": { name: "In-the-news link", plural: "In the news", picture: "logo", pictureName: "Logo", resource: "in-the-news" },
} as const;

export type NewsroomKind = keyof typeof NEWSROOM_KINDS;

export function newsroomKind(value: string | undefined): NewsroomKind {
  if (value === "press-releases" || value === "in-the-news") return value;
  throw new Response("Not found", { status: 404 });
}
