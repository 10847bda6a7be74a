// /test (spec §2): the template's test page, used here to check price formatting in every
// currency. With SHOP_FAULT_INJECTION set, ?fail=loader throws an unhandled error, so tests
// can prove that such errors reach the error page (spec §2).
import { PageHeader } from "../components/page-header.tsx";
import { Price } from "../components/price.tsx";
import { servicesContext } from "../context/services-context.ts";
import { ErrorPage } from "../errors/error-page.tsx";
import { useT } from "../i18n/use-t.ts";
import type { ShopHandle } from "../layout/route-handle.ts";
import { formatPrice } from "../preferences/format-price.ts";
import { KRONA } from "../../domain/preferences/currency.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/test";

/** Example amounts in öre incl. moms: whole kronor, öre, and a large amount. */
const EXAMPLE_AMOUNTS = [129_900, 4_950, 1_249_000];

export function loader({ request, context }: Route.LoaderArgs) {
  const { faultInjection } = context.get(servicesContext);
  if (faultInjection && new URL(request.url).searchParams.get("fail") === "loader") {
    throw new Error("Fault injected by /test?fail=loader");
  }
  return { amounts: EXAMPLE_AMOUNTS };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.test.title"),
    description: t("page.test.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export default function TestPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={t("page.test.title")} />
      <section className="container-page py-8">
        <p className="mb-4 max-w-2xl">{t("page.test.intro")}</p>
        <table className="w-full max-w-2xl text-start" data-testid="price-table">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 text-start">
                {t("page.test.amount")}
              </th>
              <th scope="col" className="py-2 text-start">
                {t("page.test.shown")}
              </th>
              <th scope="col" className="py-2 text-start">
                {t("page.test.total")}
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.amounts.map((ore) => (
              <tr key={ore} className="border-b border-line">
                <td className="py-2">{formatPrice(ore, KRONA)}</td>
                <td className="py-2" data-testid="price-shown">
                  <Price ore={ore} />
                </td>
                <td className="py-2">
                  <Price ore={ore} total />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
