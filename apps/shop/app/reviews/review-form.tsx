// The form a signed-in shopper writes or edits their review of one product with. Sent to
// /page/review; errors come back translated beside their fields, with what was typed.
import { Form, useNavigation } from "react-router";
import { buttonClass } from "../components/button-styles.ts";
import { FormField } from "../components/form-field.tsx";
import type { MessageKey } from "../i18n/messages.ts";
import { useT } from "../i18n/use-t.ts";
import { STAR_CHOICES, starsLabel } from "./stars.tsx";

export type ReviewFieldErrors = Partial<Record<"stars" | "name" | "title" | "body", MessageKey>>;

export interface ReviewFormValues {
  stars?: string;
  name?: string;
  title?: string;
  body?: string;
}

export function ReviewForm({
  productId,
  editing,
  values,
  errors,
  failed,
}: {
  productId: number;
  /** The shopper already has a review of the product: the form edits it. */
  editing: boolean;
  values: ReviewFormValues;
  errors: ReviewFieldErrors;
  /** A message for the whole form (the last attempt was refused). */
  failed: MessageKey | undefined;
}) {
  const t = useT();
  const submitting = useNavigation().state === "submitting";
  return (
    <Form method="post" noValidate className="max-w-2xl space-y-4" aria-labelledby="skriv">
      <input type="hidden" name="product" value={productId} />
      {failed && (
        <div
          role="alert"
          className="rounded-card border border-danger p-4 font-semibold text-danger"
        >
          {t(failed)}
        </div>
      )}
      {editing && <p>{t("reviews.page.editing")}</p>}
      <fieldset
        aria-describedby={errors.stars ? "review-stars-error" : undefined}
        aria-invalid={errors.stars ? true : undefined}
      >
        <legend className="mb-1 font-semibold">{t("reviews.form.stars")}</legend>
        <div className="flex flex-wrap gap-3">
          {STAR_CHOICES.map((stars) => (
            <label key={stars} className="flex items-center gap-1">
              <input
                type="radio"
                name="stars"
                value={stars}
                defaultChecked={values.stars === String(stars)}
                required
              />
              {starsLabel(t, stars)}
            </label>
          ))}
        </div>
        {errors.stars && (
          <p id="review-stars-error" className="mt-1 text-sm font-semibold text-danger">
            {t(errors.stars)}
          </p>
        )}
      </fieldset>
      <FormField
        idPrefix="review"
        name="name"
        label="reviews.form.name"
        error={errors.name}
        defaultValue={values.name}
        autoComplete="nickname"
        required
      />
      <FormField
        idPrefix="review"
        name="title"
        label="reviews.form.title"
        error={errors.title}
        defaultValue={values.title}
        required
      />
      <FormField
        idPrefix="review"
        name="body"
        label="reviews.form.body"
        hint="reviews.form.bodyHint"
        multiline
        error={errors.body}
        defaultValue={values.body}
        required
      />
      <button type="submit" className={buttonClass("primary")} disabled={submitting}>
        {t(editing ? "reviews.form.update" : "reviews.form.submit")}
      </button>
    </Form>
  );
}
