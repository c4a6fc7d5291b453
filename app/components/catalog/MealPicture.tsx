/**
 * A meal's picture (decision 024): its stored width and height keep the layout still while it
 * loads; pictures below the fold load lazily, the page's main one eagerly and first.
 */
export interface MealPictureData {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export function MealPicture({ picture, className, priority = false, sizes }: { picture: MealPictureData; className?: string; priority?: boolean; sizes?: string }) {
  return (
    <img
      className={className}
      src={picture.url}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      sizes={sizes}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      {...(priority ? { fetchpriority: "high" } : {})}
    />
  );
}
