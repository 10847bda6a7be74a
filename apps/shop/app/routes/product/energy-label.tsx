// /product/{slug}/{id}/energimarkning (not in the spec): a phone's or tablet's EU energy label on
// a page of its own, where the arrow beside the price leads without JavaScript and where the
// listings' arrows lead (market.md "Energy label of phones and tablets").
import { Link } from "react-router";
import { productSheetPath } from "../../../domain/catalogue/energy-label-paths.ts";
import { productPath } from "../../../domain/catalogue/product-path.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { EnergyLabelFigure } from "../../energy-label/energy-label-figure.tsx";
import { energyLabelMessages } from "../../energy-label/energy-label-messages.ts";
import { labelledProduct } from "../../energy-label/labelled-product.server.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import { interpolate } from "../../i18n/interpolate.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { useLanguage } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/energy-label";

export async function loader(args: Route.LoaderArgs) {
  return labelledProduct(args, "energimarkning");
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t, language) => {
    const name = args.loaderData?.product.name[language] ?? t("productPage.fallbackTitle");
    const title = interpolate(energyLabelMessages[language]["label.title"], { name });
    return { title, description: title, noindex: true };
  });

export const handle: ShopHandle = { indexable: false, sharedPage: true };

export default function EnergyLabelPage({ loaderData }: Route.ComponentProps) {
  const { product, label } = loaderData;
  const t = usePageT(energyLabelMessages);
  const language = useLanguage();
  const name = product.name[language];
  return (
    <>
      <PageHeader
        title={t("label.title", { name })}
        crumbs={[{ label: name, to: productPath(product) }]}
      />
      <div className="container-page flex flex-col items-center gap-4 py-8">
        <EnergyLabelFigure label={label} supplier={product.brand} model={name} />
        <p className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          <Link to={productSheetPath(product)} className="font-semibold underline">
            {t("label.sheet")}
          </Link>
          <Link to={productPath(product)} className="underline">
            {t("label.back", { name })}
          </Link>
        </p>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
