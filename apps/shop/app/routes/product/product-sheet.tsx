// /product/{slug}/{id}/produktblad (not in the spec): a phone's or tablet's product information
// sheet, the facts the EU product database (EPREL) holds for its model, as the rules ask a shop
// to make reachable beside the label (market.md "Energy label of phones and tablets").
import { Link } from "react-router";
import { energyLabelFacts } from "../../../domain/catalogue/energy-label-facts.ts";
import { energyLabelPath } from "../../../domain/catalogue/energy-label-paths.ts";
import { productPath } from "../../../domain/catalogue/product-path.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { energyLabelMessages } from "../../energy-label/energy-label-messages.ts";
import { labelledProduct } from "../../energy-label/labelled-product.server.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import { interpolate } from "../../i18n/interpolate.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { useLanguage } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/product-sheet";

export async function loader(args: Route.LoaderArgs) {
  return labelledProduct(args, "produktblad");
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t, language) => {
    const name = args.loaderData?.product.name[language] ?? t("productPage.fallbackTitle");
    const title = interpolate(energyLabelMessages[language]["sheet.title"], { name });
    return { title, description: title, noindex: true };
  });

export const handle: ShopHandle = { indexable: false, sharedPage: true };

export default function ProductSheetPage({ loaderData }: Route.ComponentProps) {
  const { product, label } = loaderData;
  const t = usePageT(energyLabelMessages);
  const language = useLanguage();
  const name = product.name[language];
  const rows = [
    { label: t("sheet.supplier"), value: product.manufacturer },
    { label: t("sheet.model"), value: name },
    ...energyLabelFacts(label).map((row) => ({
      label: row.label[language],
      value: row.value[language],
    })),
  ];
  return (
    <>
      <PageHeader
        title={t("sheet.title", { name })}
        crumbs={[{ label: name, to: productPath(product) }]}
      />
      <div className="container-page flex max-w-3xl flex-col gap-4 py-8">
        <p>{t("sheet.intro")}</p>
        <table className="w-full text-sm" data-testid="product-sheet">
          <caption className="mb-2 text-start font-semibold">{t("sheet.caption")}</caption>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-b border-line">
                <th scope="row" className="w-1/2 py-2 pe-4 text-start align-top font-semibold">
                  {row.label}
                </th>
                <td className="py-2">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <Link to={energyLabelPath(product)} className="font-semibold underline">
            {t("sheet.label")}
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
