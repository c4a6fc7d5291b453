/**
 * A picture of the MEDIA bucket (decision 024): its stored width and height keep the layout still
 * while it loads; its smaller widths let a phone load a small file (decision 031); pictures below
 * the fold load lazily, the page's main one eagerly and first.
 */
export interface MealPictureData {
  url: string;
  width: number;
  height: number;
  /** Smaller widths of the same picture (decision 031); `sizes` says how wide it is shown. */
  srcset?: string | null;
  alt: string;
}

export function MealPicture({ picture, className, priority = false, sizes }: { picture: MealPictureData; className?: string; priority?: boolean; sizes?: string }) {
  return (
    <img
      className={className}
      src={picture.url}
      srcSet={picture.srcset ?? undefined}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      sizes={picture.srcset ? (sizes ?? "100vw") : undefined}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      {...(priority ? { fetchpriority: "high" } : {})}
    />
  );
}
