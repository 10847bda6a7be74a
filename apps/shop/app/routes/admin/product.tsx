// /admin/products/:id: one product for staff, published or not (README "Admin" → "Products,
// prices and stock"): its price with the history and what is scheduled, its stock with the
// latest adjustments, whether it is shown in the shop, its uploaded pictures, and its texts,
// specifications and categories. Every form posts here (product-actions.server.ts); the page is
// read again after every post, refused ones too, so a conflict shows the latest version.
import {
  data,
  useLoaderData,
  useSearchParams,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { staffOf } from "../../admin/admin-guard.server.ts";
import { adminMeta } from "../../admin/admin-meta.ts";
import { AdminNotice } from "../../admin/components/admin-notice.tsx";
import { productAction } from "../../admin/products/product-actions.server.ts";
import { productMessages } from "../../admin/products/product-messages.ts";
import { pictureLimit } from "../../admin/products/picture-limit.ts";
import { DetailsSection } from "../../admin/products/sections/details-section.tsx";
import { EnergyLabelSection } from "../../admin/products/sections/energy-label-section.tsx";
import { FitmentSection } from "../../admin/products/sections/fitment-section.tsx";
import { PicturesSection } from "../../admin/products/sections/pictures-section.tsx";
import { PriceSection } from "../../admin/products/sections/price-section.tsx";
import { ProductHeader } from "../../admin/products/sections/product-header.tsx";
import { PublishSection } from "../../admin/products/sections/publish-section.tsx";
import { StockSection } from "../../admin/products/sections/stock-section.tsx";
import { servicesContext } from "../../context/services-context.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import type { Route } from "./+types/product";

/** The id of the URL: a positive whole number, or undefined (the page is a 404). */
function productId(param: string): number | undefined {
  return /^[1-9][0-9]{0,8}$/.test(param) ? Number(param) : undefined;
}

export const meta: Route.MetaFunction = (args) =>
  adminMeta(
    args,
    (language) =>
      args.loaderData?.product.name[language] ?? productMessages[language]["page.notFound"],
  );

export async function loader({ params, context }: Route.LoaderArgs) {
  staffOf(context);
  const services = context.get(servicesContext);
  const id = productId(params.id);
  const product = id === undefined ? undefined : await services.admin.products.get(id);
  if (!product) throw data({ reason: "not_found" }, { status: 404 });
  return { product, pictureBytes: pictureLimit(services.bodyLimits.request) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  staffOf(context);
  const id = productId(params.id);
  if (id === undefined) throw data({ reason: "not_found" }, { status: 404 });
  return productAction(request, context, id);
}

/** After any post, refused ones too: a conflict shows the product as it is now. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" ? true : defaultShouldRevalidate;
}

export default function ProductPage() {
  const t = usePageT(productMessages);
  const { product, pictureBytes } = useLoaderData<typeof loader>();
  // Just created (product-new.tsx goes on here): say it is hidden until published.
  const [search] = useSearchParams();
  return (
    <>
      <ProductHeader product={product} />
      {search.get("ny") === "1" && !product.published && (
        <AdminNotice kind="ok">{t("new.created")}</AdminNotice>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <PriceSection product={product} />
        <StockSection product={product} />
        <PublishSection product={product} />
        <PicturesSection product={product} limitBytes={pictureBytes} />
        <DetailsSection product={product} />
        <EnergyLabelSection product={product} />
        <FitmentSection product={product} />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  const t = usePageT(productMessages);
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t("page.notFound")}</h1>
      <a href="/admin/products" className="underline">
        {t("page.back")}
      </a>
    </>
  );
}
