import { Link } from "react-router";
import { PRODUCT_TYPE_NAMES } from "../catalogue/product-type-names.ts";
import type { ProductType } from "../../domain/catalogue/product.ts";
import { useT } from "../i18n/use-t.ts";
import { useLanguage } from "../root-data.ts";

export interface CategoryTile {
  type: ProductType;
  count: number;
}

/** Every category as a tile linking to its own listing under `basePath`. */
export function CategoryTiles({
  basePath,
  tiles,
  current,
}: {
  basePath: string;
  tiles: CategoryTile[];
  current: string;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <nav aria-label={t("listing.categories.label")} className="container-page pt-6">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {tiles.map((tile) => (
          <li key={tile.type}>
            <Link
              to={`${basePath}/${tile.type}`}
              aria-current={current === tile.type ? "page" : undefined}
              className={`flex h-full flex-col rounded-card border p-3 hover:border-primary ${current === tile.type ? "border-ink bg-surface-muted" : "border-line"}`}
            >
              <span className="font-semibold">{PRODUCT_TYPE_NAMES[tile.type][language]}</span>
              <span className="text-sm text-ink-muted">
                {t("listing.facet.count", { count: tile.count })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
