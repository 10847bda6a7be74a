// This week's deal as a banner for other pages than /veckans-deal: the product, its price with
// the 30-day lowest, its stock, the real time left, and the way to the deal's own page.
import { Link } from "react-router";
import { productPath } from "../../domain/catalogue/product-path.ts";
import { buttonClass } from "../components/button-styles.ts";
import { ProductPicture } from "../components/product-picture.tsx";
import { useT } from "../i18n/use-t.ts";
import { PriceBlock } from "../product-card/price-block.tsx";
import { StockStatus } from "../product-card/stock-status.tsx";
import { useLanguage } from "../root-data.ts";
import { Countdown } from "./countdown.tsx";
import type { DealBannerData } from "./deal-banner-data.ts";

export function DealBanner({ deal }: { deal: DealBannerData }) {
  const t = useT();
  const language = useLanguage();
  const { product } = deal;
  const [image] = product.images;
  return (
    <div
      className="mt-6 flex flex-wrap items-center gap-4 rounded-card border border-line bg-surface p-4"
      data-testid="deal-banner"
    >
      {image && (
        <div className="w-24 shrink-0">
          <ProductPicture image={image} language={language} sizes="96px" />
        </div>
      )}
      <div className="min-w-48 flex-1">
        <p className="text-sm font-bold tracking-wide text-primary-ink uppercase">
          {t("page.deal.title")}
        </p>
        <p className="text-lg font-bold">
          <Link to={productPath(product)} className="underline">
            {product.name[language]}
          </Link>
        </p>
        <PriceBlock product={product} />
        <StockStatus product={product} />
      </div>
      <Countdown endsAt={deal.endsAt} serverNow={deal.now} />
      <Link to="/veckans-deal" className={buttonClass("primary")}>
        {t("page.electronicDemo.toDeal")}
      </Link>
    </div>
  );
}
