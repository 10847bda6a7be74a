import { Link } from "react-router";
import { productPath } from "../../domain/catalogue/product-path.ts";
import { Price } from "../components/price.tsx";
import { ProductPicture } from "../components/product-picture.tsx";
import { useT } from "../i18n/use-t.ts";
import type { CartLine } from "./cart-lines.ts";
import { colourLabel } from "./colour-label.ts";
import { lineLimit, type CartItem } from "../../domain/shopper-lists/cart-rules.ts";
import { removeCartLine } from "./cart-store.ts";
import { useListVoice } from "./list-voice.ts";
import { useLanguage } from "../root-data.ts";
import { QuantityStepper } from "./quantity-stepper.tsx";

const CELL = "border-b border-line p-2 align-middle";

/** The cart page's table: one row per line, with its quantity stepper and remove button. */
export function CartTable({
  lines,
  items,
}: {
  lines: readonly CartLine[];
  items: readonly CartItem[];
}) {
  const t = useT();
  const voice = useListVoice();
  const language = useLanguage();
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-start">
        <caption className="sr-only">{t("lists.cartPage.caption")}</caption>
        <thead>
          <tr className="text-sm text-ink-muted">
            <th scope="col" className={`${CELL} w-20 text-start`}>
              <span className="sr-only">{t("lists.cartPage.picture")}</span>
            </th>
            <th scope="col" className={`${CELL} text-start`}>
              {t("lists.cartPage.product")}
            </th>
            <th scope="col" className={`${CELL} text-end`}>
              {t("lists.cartPage.unitPrice")}
            </th>
            <th scope="col" className={`${CELL} text-start`}>
              {t("lists.cartPage.quantity")}
            </th>
            <th scope="col" className={`${CELL} text-end`}>
              {t("lists.cartPage.lineTotal")}
            </th>
            <th scope="col" className={`${CELL} text-start`}>
              <span className="sr-only">{t("lists.cartPage.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map(({ key, item, product, total }) => {
            const [image] = product.images;
            const name = product.name[language];
            return (
              <tr key={key} data-cart-line={product.id}>
                <td className={CELL}>
                  {image && (
                    <ProductPicture
                      image={image}
                      language={language}
                      sizes="64px"
                      className="size-16 rounded-control object-contain"
                    />
                  )}
                </td>
                <th scope="row" className={`${CELL} text-start font-normal`}>
                  <Link to={productPath(product)} className="font-semibold hover:underline">
                    {name}
                  </Link>
                  {item.color && (
                    <p className="text-sm text-ink-muted">
                      {t("lists.cartPage.color", { value: colourLabel(item.color, language) })}
                    </p>
                  )}
                  {item.size && (
                    <p className="text-sm text-ink-muted">
                      {t("lists.cartPage.size", { value: item.size })}
                    </p>
                  )}
                </th>
                <td className={`${CELL} text-end whitespace-nowrap`}>
                  <Price ore={product.price} />
                </td>
                <td className={CELL}>
                  <QuantityStepper
                    lineKey={key}
                    quantity={item.quantity}
                    max={lineLimit(items, key, product)}
                    product={product}
                  />
                </td>
                <td className={`${CELL} text-end font-semibold whitespace-nowrap`}>
                  <Price ore={total} />
                </td>
                <td className={CELL}>
                  <button
                    type="button"
                    onClick={() => removeCartLine(key, product, voice)}
                    className="rounded-control px-2 py-1 text-sm underline hover:bg-surface-muted"
                  >
                    {t("lists.action.remove")}
                    <span className="sr-only">: {name}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
