// What the product's page says, in Swedish and English (name, description, specifications), its
// manufacturer, and which category pages list it: one form, saved under the product's version.
// Specification rows are plain inputs (no JavaScript needed): a few empty rows to add with, a
// row emptied to remove it.
import { AdminForm } from "../../admin-form.tsx";
import { AdminField, adminInputClass } from "../../components/admin-field.tsx";
import { AdminSection } from "../../components/admin-section.tsx";
import { buttonClass } from "../../../components/button-styles.ts";
import { deviceCategoryGroups } from "../../../catalogue/device-categories.ts";
import { usePageT } from "../../../i18n/use-page-t.ts";
import { useLanguage } from "../../../root-data.ts";
import type { AdminProductView } from "../../../../domain/catalogue/admin-product.ts";
import { SPEC_FIELDS } from "../product-form.ts";
import { productMessages, type ProductMessageKey } from "../product-messages.ts";
import { ProductNotice } from "./product-notice.tsx";
import { useProductResult } from "./use-product-result.ts";

/** Empty rows offered below the product's own. */
const EMPTY_ROWS = 3;

const SPEC_LABELS: Record<(typeof SPEC_FIELDS)[number], ProductMessageKey> = {
  spec_label_se: "details.specLabelSe",
  spec_label_en: "details.specLabelEn",
  spec_value_se: "details.specValueSe",
  spec_value_en: "details.specValueEn",
};

export function DetailsSection({ product }: { product: AdminProductView }) {
  const t = usePageT(productMessages);
  const language = useLanguage();
  const result = useProductResult(["details"]);
  const typed = result.values;
  const value = (field: string, saved: string) => result.typed(field) ?? saved;
  const rows =
    typed?.specifications ??
    product.specifications.map((row) => [row.label.se, row.label.en, row.value.se, row.value.en]);
  const shownRows = [...rows, ...Array.from({ length: EMPTY_ROWS }, () => ["", "", "", ""])];
  const chosen = new Set(typed?.categories ?? product.categoryPaths);
  const categoriesError = result.error("categories");
  const specificationsError = result.error("specifications");

  return (
    <AdminSection id="product-details" heading={t("details.heading")} wide>
      <ProductNotice intents={["details"]} />
      <AdminForm key={`details-${product.version}`} className="grid gap-4">
        <input type="hidden" name="intent" value="details" />
        <input type="hidden" name="version" value={product.version} />
        <div className="grid gap-4 md:grid-cols-2">
          <AdminField
            id="product-name-se"
            name="name_se"
            label={t("details.nameSe")}
            required
            defaultValue={value("name_se", product.name.se)}
            error={result.error("name_se")}
          />
          <AdminField
            id="product-name-en"
            name="name_en"
            label={t("details.nameEn")}
            required
            defaultValue={value("name_en", product.name.en)}
            error={result.error("name_en")}
          />
          <AdminField
            id="product-description-se"
            name="description_se"
            label={t("details.descriptionSe")}
            multiline
            defaultValue={value("description_se", product.description.se)}
            error={result.error("description_se")}
          />
          <AdminField
            id="product-description-en"
            name="description_en"
            label={t("details.descriptionEn")}
            multiline
            defaultValue={value("description_en", product.description.en)}
            error={result.error("description_en")}
          />
          <AdminField
            id="product-manufacturer"
            name="manufacturer"
            label={t("details.manufacturer")}
            required
            defaultValue={value("manufacturer", product.manufacturer)}
            error={result.error("manufacturer")}
          />
          <AdminField
            id="product-manufacturer-address"
            name="manufacturer_address"
            label={t("details.manufacturerAddress")}
            hint={t("details.manufacturerAddressHint")}
            multiline
            defaultValue={value("manufacturer_address", product.manufacturerAddress)}
            error={result.error("manufacturer_address")}
          />
        </div>

        <fieldset
          aria-describedby={categoriesError ? "product-categories-error" : undefined}
          className="rounded-control border border-line p-3"
        >
          <legend className="px-1 font-semibold">{t("details.categories")}</legend>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {deviceCategoryGroups.map((group) => (
              <fieldset key={group.label.en}>
                <legend className="font-semibold">{group.label[language]}</legend>
                <ul>
                  {group.categories.map((category) => {
                    const id = `product-category-${category.path.replace(/[^a-zA-Z0-9]+/g, "-")}`;
                    return (
                      <li key={category.path} className="flex items-center gap-2">
                        <input
                          id={id}
                          type="checkbox"
                          name="category"
                          value={category.path}
                          defaultChecked={chosen.has(category.path)}
                        />
                        <label htmlFor={id}>{category.name[language]}</label>
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            ))}
          </div>
          {categoriesError && (
            <p id="product-categories-error" className="mt-1 text-sm font-semibold text-danger">
              {categoriesError}
            </p>
          )}
        </fieldset>

        <fieldset
          aria-describedby={[
            "product-specifications-hint",
            specificationsError && "product-specifications-error",
          ]
            .filter(Boolean)
            .join(" ")}
          className="rounded-control border border-line p-3"
        >
          <legend className="px-1 font-semibold">{t("details.specifications")}</legend>
          <p id="product-specifications-hint" className="mb-2 text-sm text-ink-muted">
            {t("details.specificationsHint")}
          </p>
          <div className="grid gap-3">
            {shownRows.map((cells, row) => {
              const rowError = result.error(`spec_${row}`);
              const errorId = `product-spec-${row}-error`;
              return (
                <div key={row} className="grid gap-2 sm:grid-cols-4">
                  {SPEC_FIELDS.map((name, column) => (
                    <input
                      key={name}
                      name={name}
                      defaultValue={cells[column] ?? ""}
                      aria-label={`${t("details.specRow", { row: row + 1 })}: ${t(SPEC_LABELS[name])}`}
                      aria-invalid={rowError ? true : undefined}
                      aria-describedby={rowError ? errorId : undefined}
                      className={adminInputClass}
                    />
                  ))}
                  {rowError && (
                    <p id={errorId} className="text-sm font-semibold text-danger sm:col-span-4">
                      {t("details.specRow", { row: row + 1 })}: {rowError}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
          {specificationsError && (
            <p id="product-specifications-error" className="mt-1 text-sm font-semibold text-danger">
              {specificationsError}
            </p>
          )}
        </fieldset>

        <button type="submit" className={buttonClass("primary", "justify-self-start")}>
          {t("details.submit")}
        </button>
      </AdminForm>
    </AdminSection>
  );
}
