import { AdminForm } from "~/components/admin/AdminForm";
import { MealPicture } from "~/components/catalog/MealPicture";
import { SubmitButton, Field } from "~/components/core/layout-kit";
import { SelectField } from "~/components/core/SelectField";
import { TextAreaField } from "~/components/core/TextAreaField";
import { formFields } from "~/lib/admin/form-fields";
import type { ContentKind } from "~/lib/admin/newsroom-kinds";
import type { FieldErrors } from "~/lib/core/form-data";

export type NewsroomFormShown = Record<string, string | string[]>;

interface PictureShown {
  url: string;
  width: number;
  height: number;
  alt: string;
}

const PICTURE_HINT = "A JPEG, PNG or WebP of at most 5 MB. Leave empty to keep the current one.";

/**
 * The new and edit form of written content (decision 028): one multipart POST with the fields and
 * the picture (image of a press release, cover of a blog post, logo of an in-the-news link), so
 * it works without JavaScript; the api judges the picture by its bytes. A blog post is a press
 * release with its author.
 */
export function NewsroomForm({
  kind,
  values,
  errors,
  statuses,
  picture,
  submitLabel,
}: {
  kind: ContentKind;
  values: NewsroomFormShown;
  errors: FieldErrors;
  statuses: ReadonlyArray<{ key: string; name: string }>;
  picture?: PictureShown | null;
  submitLabel: string;
}) {
  const field = formFields(values, errors);
  const statusField = (
    <SelectField {...field("status")} label="Status" options={statuses.map((status) => ({ value: status.key, label: status.name }))} />
  );
  const dateField = (
    <Field {...field("publishedOn")} kind="date" label="Publication date" hint={kind === "blogs" ? "The post's date on the blog." : "Shown on /newsroom from this day on, when published."} />
  );
  const current = picture ? (
    <figure className="admin-picture__current">
      <MealPicture picture={picture} />
      <figcaption className="muted">
        Now: {picture.width} × {picture.height} pixels · “{picture.alt}”
      </figcaption>
    </figure>
  ) : null;
  return (
    <AdminForm label={kind === "press-releases" ? "Press release" : kind === "blogs" ? "Blog post" : "In-the-news link"} errors={errors.form} wide multipart>
      {kind !== "in-the-news" ? (
        <>
          <Field {...field("title")} label="Title" maxLength={160} autoComplete="off" />
          {kind === "blogs" ? <Field {...field("author")} label="Author" maxLength={120} autoComplete="off" /> : null}
          <Field {...field("slug")} label="Slug (in its address; blank: made from the title)" maxLength={80} autoComplete="off" spellCheck={false} />
          {dateField}
          {statusField}
          <div className="admin-form__full">
            <TextAreaField {...field("summary")} label="Summary" hint={kind === "blogs" ? "One or two sentences, shown in the blog's list." : "One or two sentences, shown on /newsroom."} maxLength={500} />
            <TextAreaField
              {...field("body")}
              label="Body (Markdown)"
              hint="Markdown: ## for a heading, **bold**, *italic*, - for a list, [words](https://…) for a link. HTML is shown as text."
              maxLength={50_000}
            />
            {current}
            <Field name="image" kind="file" label={kind === "blogs" ? (picture ? "New cover image" : "Cover image") : picture ? "New image" : "Image"} accept="image/jpeg,image/png,image/webp" hint={PICTURE_HINT} errors={errors.image} />
            <Field {...field("imageAlt")} label="What the image shows (for people who cannot see it)" hint="Left empty, the title is read out." maxLength={200} />
            <SubmitButton>{submitLabel}</SubmitButton>
          </div>
        </>
      ) : (
        <>
          <Field {...field("outlet")} label="Outlet" hint="The newspaper, station or site, like Herald Journal." maxLength={120} autoComplete="off" />
          <Field {...field("title")} label="Article title" maxLength={200} autoComplete="off" />
          <Field {...field("url")} label="Article address" kind="text" inputMode="url" placeholder="https://" maxLength={2000} autoComplete="off" spellCheck={false} />
          {dateField}
          {statusField}
          <div className="admin-form__full">
            {current}
            <Field name="logo" kind="file" label={picture ? "New logo" : "Logo"} accept="image/jpeg,image/png,image/webp" hint={PICTURE_HINT} errors={errors.logo} />
            <Field {...field("logoAlt")} label="What the logo shows" hint="Left empty, the outlet's name is read out." maxLength={200} />
            <SubmitButton>{submitLabel}</SubmitButton>
          </div>
        </>
      )}
    </AdminForm>
  );
}
