// A scooter part's fitment (issue 41): what kind of part it is and which models it fits and
// does not fit, one form saved under the product's version. Everything cleared removes it. A
// refused field is told beside it and what was ticked comes back.
import type { AdminProductView } from "../../../../domain/catalogue/admin-product.ts";
import { PART_KINDS } from "../../../../domain/scooter-doctor/part-kinds.ts";
import { SCOOTER_MODELS } from "../../../../domain/scooter-doctor/scooter-models.ts";
import { buttonClass } from "../../../components/button-styles.ts";
import { usePageT } from "../../../i18n/use-page-t.ts";
import { AdminForm } from "../../admin-form.tsx";
import { AdminField } from "../../components/admin-field.tsx";
import { AdminSection } from "../../components/admin-section.tsx";
import { productMessages } from "../product-messages.ts";
import { ProductNotice } from "./product-notice.tsx";
import { useProductResult } from "./use-product-result.ts";

function ModelBoxes({
  name,
  legend,
  ticked,
  error,
}: {
  name: "fits" | "not_fits";
  legend: string;
  ticked: readonly string[];
  error: string | undefined;
}) {
  const errorId = `product-fitment-${name}-error`;
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      className="rounded-control border border-line p-3"
    >
      <legend className="px-1 font-semibold">{legend}</legend>
      <ul className="grid gap-1 sm:grid-cols-2">
        {SCOOTER_MODELS.map((model) => {
          const id = `product-${name}-${model.slug}`;
          return (
            <li key={model.slug} className="flex items-center gap-2">
              <input
                id={id}
                type="checkbox"
                name={name}
                value={model.slug}
                defaultChecked={ticked.includes(model.slug)}
              />
              <label htmlFor={id}>{model.name}</label>
            </li>
          );
        })}
      </ul>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function FitmentSection({ product }: { product: AdminProductView }) {
  const t = usePageT(productMessages);
  const result = useProductResult(["fitment"]);
  if (product.type !== "scooter_part") return null;
  const typed = (field: string) => result.typed(field)?.split(",").filter(Boolean);
  const saved = product.fitment;
  return (
    <AdminSection id="product-fitment" heading={t("fitment.heading")} wide>
      <ProductNotice intents={["fitment"]} />
      <p className="mb-3 text-sm text-ink-muted">{t("fitment.intro")}</p>
      {!saved && <p className="mb-3 text-sm">{t("fitment.none")}</p>}
      <AdminForm key={`fitment-${product.version}`} className="grid gap-4">
        <input type="hidden" name="intent" value="fitment" />
        <input type="hidden" name="version" value={product.version} />
        <AdminField
          id="product-fitment-kind"
          name="kind"
          label={t("fitment.kind")}
          defaultValue={result.typed("kind") ?? saved?.kind ?? ""}
          error={result.error("kind")}
          options={[
            ["", t("fitment.noKind")],
            ...PART_KINDS.map((kind) => [kind, t(`fitment.kind.${kind}`)] as const),
          ]}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <ModelBoxes
            name="fits"
            legend={t("fitment.fits")}
            ticked={typed("fits") ?? saved?.fits ?? []}
            error={result.error("fits")}
          />
          <ModelBoxes
            name="not_fits"
            legend={t("fitment.notFits")}
            ticked={typed("not_fits") ?? saved?.notFits ?? []}
            error={result.error("not_fits")}
          />
        </div>
        <button type="submit" className={buttonClass("primary", "justify-self-start")}>
          {t("fitment.submit")}
        </button>
      </AdminForm>
    </AdminSection>
  );
}
