import type { ReactNode } from "react";
import { Link } from "react-router";
import { productPath } from "../../domain/catalogue/product-path.ts";
import type { Product } from "../../domain/catalogue/product.ts";
import { buttonClass } from "../components/button-styles.ts";
import { ProductPicture } from "../components/product-picture.tsx";
import { useT } from "../i18n/use-t.ts";
import { colourLabel } from "./colour-label.ts";
import { removeCompareItem } from "./compare-store.ts";
import { AddToCartButton } from "./list-buttons.tsx";
import { useListVoice } from "./list-voice.ts";
import { specificationRows } from "./specification-rows.ts";
import { PriceBlock } from "../product-card/price-block.tsx";
import { Rating } from "../product-card/rating.tsx";
import { StockStatus } from "../product-card/stock-status.tsx";
import { useLanguage } from "../root-data.ts";

const CELL = "border-b border-line p-3 align-top text-start";

function Row({ label, cells }: { label: string; cells: ReactNode[] }) {
  return (
    <tr>
      <th scope="row" className={`${CELL} w-40 bg-surface-muted font-semibold`}>
        {label}
      </th>
      {cells.map((cell, index) => (
        <td key={index} className={CELL}>
          {cell}
        </td>
      ))}
    </tr>
  );
}

/** The compare page's products side by side, every row lined up by its label (spec §4). */
export function CompareTable({ products }: { products: readonly Product[] }) {
  const t = useT();
  const voice = useListVoice();
  const language = useLanguage();
  const none = t("lists.compare.none");
  const listed = (values: string[]) => (values.length > 0 ? values.join(", ") : none);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] border-collapse" data-compare-table>
        <caption className="sr-only">{t("lists.compare.caption")}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${CELL} w-40`}>
              {t("lists.compare.feature")}
            </th>
            {products.map((product) => (
              <th scope="col" key={product.id} className={CELL} data-compare-product={product.id}>
                <Link to={productPath(product)} className="hover:underline">
                  {product.name[language]}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <Row
            label={t("lists.compare.picture")}
            cells={products.map((product) => {
              const [image] = product.images;
              return (
                image && (
                  <ProductPicture
                    image={image}
                    language={language}
                    sizes="160px"
                    className="size-40 object-contain"
                  />
                )
              );
            })}
          />
          <Row
            label={t("lists.compare.price")}
            cells={products.map((product) => (
              <PriceBlock product={product} />
            ))}
          />
          <Row
            label={t("lists.compare.rating")}
            cells={products.map((product) => (
              <Rating product={product} />
            ))}
          />
          <Row
            label={t("lists.compare.stock")}
            cells={products.map((product) => (
              <StockStatus product={product} />
            ))}
          />
          <Row label={t("lists.compare.brand")} cells={products.map((product) => product.brand)} />
          {specificationRows(products, language).map((row) => (
            <Row key={row.label} label={row.label} cells={row.values.map((v) => v ?? none)} />
          ))}
          <Row
            label={t("lists.compare.colors")}
            cells={products.map((product) =>
              listed(product.colors.map((colour) => colourLabel(colour, language))),
            )}
          />
          <Row
            label={t("lists.compare.sizes")}
            cells={products.map((product) => listed(product.sizeoption))}
          />
          <Row
            label={t("lists.cartPage.actions")}
            cells={products.map((product) => (
              <div className="flex flex-col gap-2">
                <AddToCartButton product={product} />
                <button
                  type="button"
                  data-action="remove-compare"
                  onClick={() => removeCompareItem(product.id, product, voice)}
                  className={buttonClass("secondary")}
                >
                  {t("lists.action.remove")}
                  <span className="sr-only">: {product.name[language]}</span>
                </button>
              </div>
            ))}
          />
        </tbody>
      </table>
    </div>
  );
}
