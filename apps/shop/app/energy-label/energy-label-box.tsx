// What a product page shows of the energy label beside the price: the arrow (opening the label
// in a dialog, or its own page without JavaScript) and the link to the product information
// sheet, as the rules ask both to be at hand where the price is.
import { Suspense, useState } from "react";
import { Link } from "react-router";
import type { EnergyLabel } from "../../domain/catalogue/energy-label.ts";
import { energyLabelPath, productSheetPath } from "../../domain/catalogue/energy-label-paths.ts";
import type { Product } from "../../domain/catalogue/product.ts";
import { ChunkBoundary, lazyChunk } from "../build-update/lazy-chunk.tsx";
import { usePageT } from "../i18n/use-page-t.ts";
import { useLanguage } from "../root-data.ts";
import { EnergyArrowLink } from "./energy-arrow.tsx";
import { energyArrowMessages } from "./energy-arrow-messages.ts";

// The label, its strings and the dialog load when the arrow is first activated: the buy box is
// on many pages' chunk, and most visitors never open the label.
const EnergyLabelDialog = lazyChunk(() => import("./energy-label-dialog.tsx"));

export function EnergyLabelBox({
  product,
  label,
}: {
  product: Pick<Product, "id" | "slug" | "brand" | "name">;
  label: EnergyLabel;
}) {
  const t = usePageT(energyArrowMessages);
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const model = product.name[language];
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="energy-label-box">
      <EnergyArrowLink
        energyClass={label.energyClass}
        to={energyLabelPath(product)}
        size="large"
        onOpen={() => setOpen(true)}
      />
      <Link
        to={productSheetPath(product)}
        className="text-sm text-ink underline"
        aria-label={t("sheet.linkLong", { name: model })}
      >
        {t("sheet.link")}
      </Link>
      {open && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <EnergyLabelDialog
              label={label}
              supplier={product.brand}
              model={model}
              sheetPath={productSheetPath(product)}
              onClose={() => setOpen(false)}
            />
          </Suspense>
        </ChunkBoundary>
      )}
    </div>
  );
}
