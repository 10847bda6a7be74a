import type { Product } from "../../domain/catalogue/product.ts";
import type { FitmentNames } from "../../domain/scooter-doctor/fitment-names.ts";
import { EnergyLabelBox } from "../energy-label/energy-label-box.tsx";
import { useT } from "../i18n/use-t.ts";
import { PriceBlock } from "../product-card/price-block.tsx";
import { Rating } from "../product-card/rating.tsx";
import { isBuyable } from "../../domain/catalogue/stock-level.ts";
import { StockStatus } from "../product-card/stock-status.tsx";
import { ProductAlerts } from "../alerts/product-alerts.tsx";
import { DeliverySummary } from "./delivery-summary.tsx";
import { FitmentSummary } from "./fitment-summary.tsx";
import { ProductFit } from "../garage/garage-lazy.tsx";
import { DoctorLink } from "../scooter-doctor/doctor-link.tsx";
import { WorkshopLink } from "../workshop/workshop-link.tsx";
import type { SelectionActions, ProductSelection } from "./product-selection.ts";
import { QuantityPicker } from "./quantity-picker.tsx";
import { ColourPicker, isCapacity, OptionPicker } from "./variant-pickers.tsx";

/**
 * Price, stock, which scooters a part fits, the choices (colour, size or capacity, quantity), the `actions` slot,
 * unless a sidebar shows it the delivery summary, and the product alerts' forms.
 */
export function BuyBox({
  product,
  selection,
  onChange,
  actions,
  showDelivery,
  sticky,
  fitment,
}: {
  product: Product;
  selection: ProductSelection;
  onChange: (selection: ProductSelection) => void;
  actions?: SelectionActions;
  showDelivery: boolean;
  sticky: boolean;
  /** A scooter part's models in words (fitment-names.ts). */
  fitment?: FitmentNames;
}) {
  const t = useT();
  return (
    <div
      className={`flex flex-col gap-4 self-start ${sticky ? "md:sticky md:top-4" : ""}`}
      data-testid="buy-box"
      data-sticky={sticky || undefined}
    >
      <div className="flex flex-col gap-1">
        <p className="text-sm tracking-wide text-ink-muted uppercase">{product.brand}</p>
        <Rating product={product} />
        <p className="text-xs text-ink-muted">
          {t("productPage.sku")}: {product.sku}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <PriceBlock product={product} long />
        <p className="text-xs text-ink-muted">{t("product.vatIncluded")}</p>
      </div>
      {product.energyLabel && <EnergyLabelBox product={product} label={product.energyLabel} />}
      <StockStatus product={product} />
      <ProductFit productId={product.id} />
      {fitment && <FitmentSummary names={fitment} />}
      {(product.type === "scooter" || product.type === "scooter_part") && (
        <DoctorLink model={product.scooterModel} />
      )}
      {product.type === "scooter" && <WorkshopLink model={product.scooterModel} />}
      <ColourPicker
        variants={product.colorvariants}
        value={selection.colour ?? ""}
        onChange={(colour) => onChange({ ...selection, colour })}
      />
      <OptionPicker
        label={t(isCapacity(product.sizeoption) ? "productPage.capacity" : "productPage.size")}
        name="option"
        options={product.sizeoption}
        value={selection.option ?? ""}
        onChange={(option) => onChange({ ...selection, option })}
      />
      {isBuyable(product) && (
        <QuantityPicker
          value={selection.quantity}
          max={product.inStock}
          onChange={(quantity) => onChange({ ...selection, quantity })}
        />
      )}
      {actions && (
        <div className="flex flex-wrap gap-2" data-testid="product-actions">
          {actions(selection)}
        </div>
      )}
      {showDelivery && <DeliverySummary price={product.price} />}
      <ProductAlerts product={product} />
    </div>
  );
}
