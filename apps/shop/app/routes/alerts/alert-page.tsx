// /bevakning?product={id} (not in the spec): the product alerts' own page. The forms on a
// product page post here ("Bevaka" on a sold-out product, "Prisbevakning" on any): a refused
// post shows the form again with the message beside its field and what was typed; one that
// asked for an alert redirects to ?skickad={kind}, "Kolla din e-post" (post/redirect/get).
// Opened by address, it shows the product's forms. Rendered for each request, never shared.
import { Link } from "react-router";
import { formatSek } from "../../../domain/admin-format.ts";
import { canWatchStock, isAlertKind } from "../../../domain/alerts/product-alerts.ts";
import { productPath } from "../../../domain/catalogue/product-path.ts";
import { keepRetryAfter } from "../../abuse/too-many.ts";
import { AlertForm } from "../../alerts/alert-form.tsx";
import { submitAlert } from "../../alerts/alert-form.server.ts";
import { alertMessages, type AlertMessageKey } from "../../alerts/alert-messages.ts";
import { PRODUCT_PARAM, productIdOf, SENT_PARAM } from "../../alerts/alert-paths.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { servicesContext } from "../../context/services-context.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import { throwValidationFailed } from "../../errors/page-errors.ts";
import { pagePathname } from "../../errors/page-pathname.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { useLanguage } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/alert-page";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_t, language) => ({
    title: alertMessages[language]["alerts.page.title"],
    description: alertMessages[language]["alerts.page.description"],
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const id = productIdOf(params.get(PRODUCT_PARAM));
  const product = id && (await context.get(servicesContext).checkoutCatalogue.byId(id));
  // No product, or one not in the range: a 404 like any unknown page.
  if (!product) throwValidationFailed(pagePathname(request));
  const sent = params.get(SENT_PARAM);
  return {
    product: {
      id: product.id,
      name: product.name,
      path: productPath(product),
      price: product.price,
      stockWatchable: canWatchStock(product),
    },
    sent: isAlertKind(sent) ? sent : undefined,
  };
}

export const action = ({ request, context }: Route.ActionArgs) => submitAlert(request, context);

/** Past a limit the action answers 429 with Retry-After. */
export const headers = keepRetryAfter;

export default function AlertPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageT(alertMessages);
  const language = useLanguage();
  const { product, sent } = loaderData;
  const name = product.name[language];
  const refusal = actionData && actionData.productId === product.id ? actionData : undefined;
  const refused = refusal && {
    refusal,
    say: (key: AlertMessageKey) =>
      t(key, {
        price: formatSek(product.price, language),
        minutes: String(refusal.retryMinutes),
      }),
  };
  const malformed = actionData && !refusal;
  return (
    <>
      <PageHeader title={sent && !actionData ? t("alerts.sent.title") : name} />
      <div className="container-page max-w-2xl space-y-6 py-8">
        {sent && !actionData ? (
          <p role="status" className="rounded-card border border-success p-5 font-semibold">
            {t("alerts.sent.body", { product: name })}
          </p>
        ) : (
          <>
            {malformed && (
              <p role="alert" className="rounded-card border border-danger p-5">
                {t(actionData.problem ?? "alerts.error.malformed")}
              </p>
            )}
            {(product.stockWatchable || refusal?.kind === "stock") && (
              <AlertForm kind="stock" product={product} refused={refused} />
            )}
            <AlertForm kind="price" product={product} refused={refused} />
          </>
        )}
        <p>
          <Link to={product.path} className="underline">
            {t("alerts.backToProduct")}
          </Link>
        </p>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
