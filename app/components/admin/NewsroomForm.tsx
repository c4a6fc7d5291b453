import { Form } from "@remix-run/react";
import { FormError } from "~/components/core/FormError";
import { MealPicture } from "~/components/catalog/MealPicture";
import { AntiForgeryField } from "~/components/core/AntiForgeryField";
import { SubmitButton } from "~/components/core/Button";
import { Field } from "~/components/core/Field";
import { SelectField } from "~/components/core/SelectField";
import { TextAreaField } from "~/components/core/TextAreaField";
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
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const statusField = (
    <SelectField name="status" label="Status" options={statuses.map((status) => ({ value: status.key, label: status.name }))} defaultValue={text("status")} errors={errors.status} />
  );
  const dateField = (
    <Field name="publishedOn" kind="date" label="Publication date" hint={kind === "blogs" ? "The post's date on the blog." : "Shown on /newsroom from this day on, when published."} defaultValue={text("publishedOn")} errors={errors.publishedOn} />
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
    <Form method="post" encType="multipart/form-data" className="admin-form admin-form--wide" aria-label={kind === "press-releases" ? "Press release" : kind === "blogs" ? "Blog post" : "In-the-news link"} noValidate>
      <AntiForgeryField />
      <FormError messages={errors.form} wide />
      {kind !== "in-the-news" ? (
        <>
          <Field name="title" label="Title" defaultValue={text("title")} errors={errors.title} maxLength={160} autoComplete="off" />
          {kind === "blogs" ? <Field name="author" label="Author" defaultValue={text("author")} errors={errors.author} maxLength={120} autoComplete="off" /> : null}
          <Field name="slug" label="Slug (in its address; blank: made from the title)" defaultValue={text("slug")} errors={errors.slug} maxLength={80} autoComplete="off" spellCheck={false} />
          {dateField}
          {statusField}
          <div className="admin-form__full">
            <TextAreaField name="summary" label="Summary" hint={kind === "blogs" ? "One or two sentences, shown in the blog's list." : "One or two sentences, shown on /newsroom."} defaultValue={text("summary")} errors={errors.summary} maxLength={500} />
            <TextAreaField
              name="body"
              label="Body (Markdown)"
              hint="Markdown: ## for a heading, **bold**, *italic*, - for a list, [words](https://…) for a link. HTML is shown as text."
              defaultValue={text("body")}
              errors={errors.body}
              maxLength={50_000}
            />
            {current}
            <Field name="image" kind="file" label={kind === "blogs" ? (picture ? "New cover image" : "Cover image") : picture ? "New image" : "Image"} accept="image/jpeg,image/png,image/webp" hint={PICTURE_HINT} errors={errors.image} />
            <Field name="imageAlt" label="What the image shows (for people who cannot see it)" hint="Left empty, the title is read out." defaultValue={text("imageAlt")} errors={errors.imageAlt} maxLength={200} />
            <SubmitButton>{submitLabel}</SubmitButton>
          </div>
        </>
      ) : (
        <>
          <Field name="outlet" label="Outlet" hint="The newspaper, station or site, like Herald Journal." defaultValue={text("outlet")} errors={errors.outlet} maxLength={120} autoComplete="off" />
          <Field name="title" label="Article title" defaultValue={text("title")} errors={errors.title} maxLength={200} autoComplete="off" />
          <Field name="url" label="Article address" kind="text" inputMode="url" placeholder="https://" defaultValue={text("url")} errors={errors.url} maxLength={2000} autoComplete="off" spellCheck={false} />
          {dateField}
          {statusField}
          <div className="admin-form__full">
            {current}
            <Field name="logo" kind="file" label={picture ? "New logo" : "Logo"} accept="image/jpeg,image/png,image/webp" hint={PICTURE_HINT} errors={errors.logo} />
            <Field name="logoAlt" label="What the logo shows" hint="Left empty, the outlet's name is read out." defaultValue={text("logoAlt")} errors={errors.logoAlt} maxLength={200} />
            <SubmitButton>{submitLabel}</SubmitButton>
          </div>
        </>
      )}
    </Form>
  );
}
