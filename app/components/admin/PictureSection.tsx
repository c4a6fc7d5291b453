import { Form } from "@remix-run/react";
import { ConfirmAction } from "~/components/core/ConfirmAction";
import type { ConfirmChoice } from "~/components/admin/ConfirmPage";
import { FormError } from "~/components/core/FormError";
import { MealPicture, type MealPictureData } from "~/components/catalog/MealPicture";
import { AntiForgeryField, SubmitButton, Field } from "~/components/core/layout-kit";

/** The removal's confirm step, one per page that shows a PictureSection (its intent is remove-picture). */
export function removePictureChoice(shows: string): ConfirmChoice {
  return {
    intent: "remove-picture",
    label: "Remove picture",
    consequence: <p>The shop shows {shows} without a picture until a new one is uploaded. The picture itself is deleted.</p>,
    danger: true,
  };
}

export interface PictureSectionProps {
  picture: (MealPictureData & { width: number; height: number }) | null | undefined;
  /** The page the forms post to (intent picture, remove-picture). */
  path: string;
  errors: Record<string, string[] | undefined>;
  /** The alt text shown in its field: what was posted, else the stored one. */
  alt: string;
  /** "this meal", "the classes of this type", "this kitchen": what shows the picture. */
  shows: string;
  remove: ConfirmChoice;
  /** Without alt text, the record's name is read out (meals); else it is required. */
  altFallback?: string;
}

/**
 * A record's picture (meals, class types, kitchens: decisions 024, 039, 047): the current one with
 * its size and alt text, a multipart form to upload or replace it (works without JavaScript) and a
 * removal that asks first.
 */
export function PictureSection({ picture, path, errors, alt, shows, remove, altFallback }: PictureSectionProps) {
  return (
    <section aria-labelledby="picture-heading" className="admin-picture">
      <h2 id="picture-heading">Picture</h2>
      {picture ? (
        <figure className="admin-picture__current">
          <MealPicture picture={picture} />
          <figcaption className="muted">
            {picture.width} × {picture.height} pixels · “{picture.alt}”
          </figcaption>
        </figure>
      ) : (
        <p className="muted">No picture yet: the shop shows {shows} without one.</p>
      )}
      <Form method="post" action={path} encType="multipart/form-data" className="admin-form admin-picture__form" noValidate>
        <AntiForgeryField />
        <FormError messages={errors.form} />
        <Field
          name="picture"
          kind="file"
          label={picture ? "New picture" : "Picture"}
          accept="image/jpeg,image/png,image/webp"
          hint="A JPEG, PNG or WebP of at most 5 MB; a landscape photo of at least 1200 pixels wide looks best."
          errors={errors.picture}
          required
        />
        <Field
          name="alt"
          label="What it shows (for people who cannot see it)"
          hint={altFallback ? `Left empty, ${altFallback} is read out.` : "Required: a short sentence, like “Two cooks plating pasta at a long table”."}
          defaultValue={alt}
          errors={errors.alt}
          maxLength={200}
          required={!altFallback}
        />
        <SubmitButton name="intent" value="picture">
          {picture ? "Replace picture" : "Upload picture"}
        </SubmitButton>
      </Form>
      {picture ? <ConfirmAction {...remove} confirmHref={`?confirm=${remove.intent}`} action={path} /> : null}
    </section>
  );
}
