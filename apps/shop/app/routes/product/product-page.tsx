// The product pages of spec §2: the canonical {token}{id} page /product/{slug}/{id}, the
// catch-all layouts product_bundle/{id} and product_left_sidebar/{id}, and the fixed layouts
// (which product each shows: product-request.ts). One ProductView, arranged per layout.
import { redirect } from "react-router";
import { isCatalogueSegment, isCatalogueSplat } from "../../catalogue/catalogue-id.ts";
import { toCardProduct } from "../../catalogue/card-product.ts";
import { productPath } from "../../../domain/catalogue/product-path.ts";
import { servicesContext } from "../../context/services-context.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import { throwValidationFailed } from "../../errors/page-errors.ts";
import { pagePathname } from "../../errors/page-pathname.ts";
import { validate } from "../../errors/validate.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { BundleCartButton } from "../../shopper-lists/bundle-cart-button.tsx";
import { BuyBoxActions } from "../../shopper-lists/buy-box-actions.tsx";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/product-page";
import { findProduct } from "../../product-page/find-product.server.ts";
import { PRODUCT_LAYOUTS } from "../../product-page/product-layouts.ts";
import { productRequest } from "../../product-page/product-request.ts";
import { ProductView } from "../../product-page/product-view.tsx";
import { energyLabelFacts } from "../../../domain/catalogue/energy-label-facts.ts";
import { fitmentNames } from "../../../domain/scooter-doctor/fitment-names.ts";
import { RELATED_LIMIT } from "../../product-page/related-products.ts";
import { publicReview } from "../../reviews/public-review.ts";
import { productReviewsShown, readReviewQuery } from "../../reviews/review-query.ts";

/** A search result's worth of description. */
const DESCRIPTION_LENGTH = 160;

/** Spec §5: a malformed id or token fails the validate hook: 404 'Page Not Found: {path}'. */
function isValidProduct(params: Route.LoaderArgs["params"]): boolean {
  if ("token" in params) return isCatalogueSegment(params.token) && isCatalogueSegment(params.id);
  return isCatalogueSplat(params["*"]);
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  validate(isValidProduct, { params, request });
  const url = new URL(request.url);
  // pagePathname, not url.pathname: client navigations load "<path>.data".
  const wanted = productRequest(pagePathname(request), url.search);
  if (!wanted) throwValidationFailed(pagePathname(request));
  const { catalogue, reviews } = context.get(servicesContext);
  const found = await findProduct(catalogue, wanted);
  if (!found) throwValidationFailed(pagePathname(request));
  // A stale or edited slug still finds the product; the address becomes the canonical one.
  if (wanted.layout === "product" && wanted.slug !== found.slug) {
    return redirect(`${productPath(found)}${url.search}`, 301);
  }
  const { priceHistory: _history, ...offered } = found;
  // The label's and the sheet's facts close the specifications (energy-label-facts.ts), put
  // into words here on the server: their wording stays out of the page's scripts.
  const product = offered.energyLabel
    ? {
        ...offered,
        specifications: [...offered.specifications, ...energyLabelFacts(offered.energyLabel)],
      }
    : offered;
  const query = readReviewQuery(url.searchParams);
  const [summary, shown, related, bundle] = await Promise.all([
    reviews.summary(product.id),
    reviews.forProduct(product.id, {
      sort: query.sort,
      stars: query.stars,
      limit: productReviewsShown(query.page),
    }),
    catalogue.related(product, RELATED_LIMIT),
    PRODUCT_LAYOUTS[wanted.layout].bundle ? catalogue.bundlePartners(product) : [],
  ]);
  return {
    layoutName: wanted.layout,
    product,
    // A part's models in words, here on the server like the label's facts.
    fitment: product.fitment && fitmentNames(product.fitment),
    related: related.map(toCardProduct),
    bundle,
    reviews: {
      summary,
      reviews: shown.map(publicReview),
      query,
      matching: query.stars === undefined ? summary.count : summary.byStars[query.stars - 1]!,
    },
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t, language) => {
    const product = args.loaderData?.product;
    if (!product) {
      return {
        title: t("productPage.fallbackTitle"),
        description: t("productPage.fallbackDescription"),
        noindex: true,
      };
    }
    const description = product.description[language];
    return {
      title: product.name[language],
      description:
        description.length > DESCRIPTION_LENGTH
          ? `${description.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`
          : description,
      // Every layout shows the same product: search engines get its one address.
      canonicalPath: productPath(product),
    };
  });

// The layouts are demo variants of the canonical pages; the sitemap lists neither (it knows
// only fixed paths), and the canonical link points every layout at /product/{slug}/{id}.
export const handle: ShopHandle = { indexable: false, sharedPage: true };

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { layoutName, product, related, bundle, reviews, fitment } = loaderData;
  return (
    <ProductView
      key={`${layoutName}/${product.id}`}
      product={product}
      layout={PRODUCT_LAYOUTS[layoutName]}
      related={related}
      bundle={bundle}
      reviews={reviews}
      fitment={fitment}
      actions={(selection) => (
        <BuyBoxActions
          product={selection.product}
          quantity={selection.quantity}
          option={{ color: selection.colour, size: selection.option }}
        />
      )}
      bundleActions={(products) => <BundleCartButton products={products} />}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
