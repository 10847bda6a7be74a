// The product's uploaded pictures, each with a button removing it, and the upload form
// (multipart, so it works without JavaScript). With JavaScript a file over the limit is refused
// beside the field before anything is sent; without, the server refuses it the same way.
import { useState, type ChangeEvent, type FormEvent } from "react";
import { AdminForm } from "../../admin-form.tsx";
import { adminInputClass } from "../../components/admin-field.tsx";
import { AdminSection } from "../../components/admin-section.tsx";
import { buttonClass } from "../../../components/button-styles.ts";
import { imageUrl } from "../../../../domain/catalogue/product-images.ts";
import { usePageT } from "../../../i18n/use-page-t.ts";
import { useLanguage } from "../../../root-data.ts";
import type { AdminProductView } from "../../../../domain/catalogue/admin-product.ts";
import { formatBytes } from "../picture-limit.ts";
import { productMessages } from "../product-messages.ts";
import { ProductNotice } from "./product-notice.tsx";
import { useProductResult } from "./use-product-result.ts";

const ACCEPT = "image/jpeg,image/png,image/webp,image/avif";
const FIELD = "product-picture-file";

export function PicturesSection({
  product,
  limitBytes,
}: {
  product: AdminProductView;
  limitBytes: number;
}) {
  const t = usePageT(productMessages);
  const language = useLanguage();
  const size = formatBytes(limitBytes, language);
  const result = useProductResult(["picture"]);
  const [tooLarge, setTooLarge] = useState(false);
  const error = tooLarge
    ? t("error.picture_too_large", { size })
    : result.error("picture", { size });
  const describedBy = [`${FIELD}-hint`, error && `${FIELD}-error`].filter(Boolean).join(" ");

  const oversized = (input: HTMLInputElement | null) =>
    Array.from(input?.files ?? []).some((file) => file.size > limitBytes);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => setTooLarge(oversized(event.target));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem("picture");
    if (input instanceof HTMLInputElement && oversized(input)) {
      event.preventDefault();
      setTooLarge(true);
      input.focus();
    }
  };

  return (
    <AdminSection id="product-pictures" heading={t("pictures.heading")}>
      <ProductNotice intents={["picture", "remove_picture"]} />
      <p className="mb-3 max-w-prose text-sm text-ink-muted">{t("pictures.intro")}</p>
      {product.pictures.length === 0 ? (
        <p className="mb-3">{t("pictures.none")}</p>
      ) : (
        <ul className="mb-3 flex flex-wrap gap-4">
          {product.pictures.map((picture, index) => (
            <li key={picture.pictureId} className="grid justify-items-start gap-2">
              <img
                src={imageUrl(picture.src, 160, "webp")}
                width={160}
                height={160}
                alt={t("pictures.alt", { number: index + 1 })}
                className="rounded-control border border-line"
              />
              <AdminForm>
                <input type="hidden" name="intent" value="remove_picture" />
                <input type="hidden" name="version" value={product.version} />
                <input type="hidden" name="picture" value={picture.pictureId} />
                <button type="submit" className={buttonClass("secondary")}>
                  {t("pictures.remove", { number: index + 1 })}
                </button>
              </AdminForm>
            </li>
          ))}
        </ul>
      )}
      <AdminForm
        key={`picture-${product.version}`}
        encType="multipart/form-data"
        className="grid max-w-md gap-3"
        onSubmit={onSubmit}
      >
        <input type="hidden" name="intent" value="picture" />
        <input type="hidden" name="version" value={product.version} />
        <div>
          <label htmlFor={FIELD} className="mb-1 block font-semibold">
            {t("pictures.file")}
          </label>
          <p id={`${FIELD}-hint`} className="mb-1 text-sm text-ink-muted">
            {t("pictures.fileHint", { size })}
          </p>
          <input
            id={FIELD}
            name="picture"
            type="file"
            accept={ACCEPT}
            required
            onChange={onChange}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={adminInputClass}
          />
          {error && (
            <p id={`${FIELD}-error`} className="mt-1 text-sm font-semibold text-danger">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className={buttonClass("primary", "justify-self-start")}>
          {t("pictures.submit")}
        </button>
      </AdminForm>
    </AdminSection>
  );
}
