import { Link } from "react-router";
import { deviceCategoryTitle, findDeviceCategory } from "../catalogue/device-categories.ts";
import { useT } from "../i18n/use-t.ts";
import { useLanguage } from "../root-data.ts";

/** Where most shoppers go: offered when a search finds nothing. */
const POPULAR_PATHS = [
  "/apple/iphone",
  "/samsung/Galaxy-S-Series",
  "/playstation/ps5",
  "/NintendoSwitch/all-models",
  "/pc/audio-ljud",
  "/globalt-allmant/vaskor-och-fodral",
];

export function PopularCategories() {
  const t = useT();
  const language = useLanguage();
  return (
    <nav aria-label={t("search.popular")}>
      <h3 className="font-semibold text-ink">{t("search.popular")}</h3>
      <ul className="mt-2 flex flex-wrap justify-center gap-2">
        {POPULAR_PATHS.flatMap((path) => {
          const found = findDeviceCategory(path);
          if (!found) return [];
          return (
            <li key={path}>
              <Link
                to={path}
                className="inline-block rounded-control border border-line px-3 py-1.5 text-ink hover:bg-surface-muted"
              >
                {deviceCategoryTitle(found.group, found.category, language)}
              </Link>
            </li>
          );
        })}
        <li>
          <Link
            to="/shop/shop_no_sidebar"
            className="inline-block rounded-control border border-line px-3 py-1.5 text-ink hover:bg-surface-muted"
          >
            {t("search.allProducts")}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
