import { Price } from "../components/price.tsx";
import { useT } from "../i18n/use-t.ts";
import type { Product } from "../../domain/catalogue/product.ts";

type Priced = Pick<Product, "price" | "discount" | "lowestPrice30Days">;

/**
 * The price now and, for a reduction, the percentage and the lowest price of the 30 days
 * before it, the only "was" price a Swedish shop may show (market.md). `long` spells the
 * rule out, as product pages do; cards use the short form.
 */
export function PriceBlock({ product, long = false }: { product: Priced; long?: boolean }) {
  const t = useT();
  const reduced = product.lowestPrice30Days !== undefined && product.discount > 0;
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span
        className={`font-semibold ${long ? "text-2xl" : "text-lg"} ${reduced ? "text-danger" : ""}`}
      >
        <Price ore={product.price} />
      </span>
      {reduced && (
        <>
          <span
            dir="ltr"
            className="rounded-control bg-danger px-1.5 text-xs font-semibold text-on-danger"
          >
            {t("product.discount", { percent: product.discount })}
          </span>
          <span className="w-full text-xs text-ink-muted" data-lowest-price>
            {t(long ? "product.lowestPrice30" : "product.lowestPrice30Short")}{" "}
            <s>
              <Price ore={product.lowestPrice30Days ?? 0} />
            </s>
          </span>
        </>
      )}
    </div>
  );
}
