// /page/review: the shop's reviews. The newest reviews across the shop (filtered by stars, more
// by a link), and the place a signed-in shopper writes or edits a review: of a product chosen
// from their orders, found by a search, or linked from its product page (?product=<id>).
// Writing is a POST checked by the same schema as the form, one review per shopper and
// product, ten writes an hour per shopper; then post/redirect/get with what became of it.
import { data, Form, Link, redirect } from "react-router";
import { keepRetryAfter } from "../../abuse/too-many.ts";
import { LOGIN_PATH } from "../../account/guards.ts";
import { cleanQuery } from "../../catalogue/search/clean-query.ts";
import { productPath } from "../../catalogue/product-path.ts";
import type { Localized } from "../../catalogue/product.ts";
import { buttonClass } from "../../components/button-styles.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { preferencesContext } from "../../context/preferences-context.ts";
import { servicesContext } from "../../context/services-context.ts";
import { sessionContext } from "../../context/session-context.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import type { MessageKey } from "../../i18n/messages.ts";
import { useT } from "../../i18n/use-t.ts";
import { useLanguage } from "../../root-data.ts";
import { HELPFUL_INTENT, ReviewCard } from "../../reviews/review-card.tsx";
import { StarsFilter } from "../../reviews/stars.tsx";
import { isStoredId } from "../../shopper-lists/stored-id.ts";
import { ReviewForm, type ReviewFieldErrors } from "../../reviews/review-form.tsx";
import { reviewInputSchema } from "../../reviews/review-input.ts";
import { publicReview } from "../../reviews/public-review.ts";
import { voteHelpful } from "../../reviews/helpful-vote.server.ts";
import {
  readReviewQuery,
  REVIEWS_PER_PAGE,
  reviewQuerySearch,
} from "../../reviews/review-query.ts";
import { readForm } from "../../request-body/read-form.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/review";

const PATH = "/page/review";
const SEARCH_RESULTS = 8;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.review.title"),
    description: t("page.review.description"),
  }));

/** A vote past its address's hourly budget answers 429 with Retry-After. */
export const headers = keepRetryAfter;

function productIdOf(value: unknown): number | undefined {
  const id = Number(value);
  return isStoredId(id) ? id : undefined;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const services = context.get(servicesContext);
  const session = context.get(sessionContext);
  const { language } = context.get(preferencesContext);
  const query = readReviewQuery(url.searchParams);
  const productId = productIdOf(url.searchParams.get("product"));
  const search = cleanQuery(url.searchParams.get("q"));
  const written = url.searchParams.get("written");

  const [latest, product, mine, bought, found] = await Promise.all([
    services.reviews.latest({ stars: query.stars, limit: query.page * REVIEWS_PER_PAGE + 1 }),
    productId === undefined ? undefined : services.catalogue.byId(productId),
    session && productId !== undefined
      ? services.reviews.mine(session.userId, productId)
      : undefined,
    session ? services.reviews.boughtProducts(session.userId) : [],
    session && search ? services.search.search(search, language, SEARCH_RESULTS) : undefined,
  ]);
  const shown = latest.slice(0, query.page * REVIEWS_PER_PAGE);
  const named = await services.catalogue.byIds([...shown.map((r) => r.productId), ...bought]);
  const names = new Map(named.map((it) => [it.id, { name: it.name, path: productPath(it) }]));
  return {
    signedIn: session !== null,
    defaultName: session?.username ?? "",
    query,
    latest: shown.map((review) => ({
      ...publicReview(review),
      product: names.get(review.productId),
    })),
    hasMore: latest.length > shown.length,
    product: product && { id: product.id, name: product.name, path: productPath(product) },
    mine: mine && {
      stars: String(mine.stars),
      name: mine.name,
      title: mine.title,
      body: mine.body,
      pending: mine.status === "pending",
    },
    bought: bought.flatMap((id) => {
      const known = names.get(id);
      return known ? [{ id, ...known }] : [];
    }),
    search,
    found: found?.products.map((it) => ({ id: it.id, name: it.name })),
    written: written === "published" || written === "pending" ? written : undefined,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(sessionContext);
  const read = await readForm(request, context);
  if (!read.ok) {
    const { message, status } = read.problem;
    const errors: ReviewFieldErrors = {};
    const values = { stars: "", name: "", title: "", body: "" };
    return data({ failed: message, errors, values }, { status });
  }
  const { form } = read;
  if (form.get("intent") === HELPFUL_INTENT) return voteHelpful(request, context, form, PATH);
  const productId = productIdOf(form.get("product"));
  if (!session) {
    const back = productId === undefined ? PATH : `${PATH}?product=${productId}`;
    return redirect(`${LOGIN_PATH}?${new URLSearchParams({ redirect_to: back }).toString()}`, 303);
  }
  const services = context.get(servicesContext);
  // A file where text belongs is no text at all.
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = {
    stars: text("stars"),
    name: text("name"),
    title: text("title"),
    body: text("body"),
  };
  const refuse = (status: number, failed: MessageKey, errors: ReviewFieldErrors = {}) =>
    data({ failed, errors, values }, { status });
  if (productId === undefined) return refuse(404, "reviews.error.product");
  const parsed = reviewInputSchema.safeParse(values);
  if (!parsed.success) {
    const errors: ReviewFieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ReviewFieldErrors;
      errors[field] ??= issue.message as MessageKey;
    }
    return refuse(400, "reviews.form.errorSummary", errors);
  }
  if (!services.reviewWriteLimit.take(session.userId)) return refuse(429, "reviews.error.tooMany");
  const written = await services.reviews.write(session.userId, productId, {
    ...parsed.data,
    language: context.get(preferencesContext).language,
  });
  if (!written) return refuse(404, "reviews.error.product");
  return redirect(`${PATH}?product=${productId}&written=${written.review.status}#skriv`, 303);
}

/** Links to the form for each product, "Skriv om <product>". */
function ProductsToReview({ products }: { products: readonly { id: number; name: Localized }[] }) {
  const t = useT();
  const language = useLanguage();
  return (
    <ul className="space-y-1">
      {products.map((it) => (
        <li key={it.id}>
          <Link to={`${PATH}?product=${it.id}#skriv`} className="underline">
            {t("reviews.page.choose", { product: it.name[language] })}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ProductChooser({
  bought,
  search,
  found,
}: Pick<Route.ComponentProps["loaderData"], "bought" | "search" | "found">) {
  const t = useT();
  return (
    <div className="space-y-4">
      {bought.length > 0 && (
        <section aria-labelledby="bought" className="space-y-2">
          <h3 id="bought" className="font-bold">
            {t("reviews.page.fromOrders")}
          </h3>
          <ProductsToReview products={bought} />
        </section>
      )}
      <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
        <p className="flex flex-col gap-1">
          <label htmlFor="review-search">{t("reviews.page.search")}</label>
          <input
            id="review-search"
            name="q"
            type="search"
            defaultValue={search}
            className="rounded-control border border-line bg-surface px-3 py-2"
          />
        </p>
        <button type="submit" className={buttonClass("secondary")}>
          {t("reviews.page.searchButton")}
        </button>
      </Form>
      {found &&
        (found.length === 0 ? (
          <p>{t("reviews.page.noMatch")}</p>
        ) : (
          <ProductsToReview products={found} />
        ))}
    </div>
  );
}

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { signedIn, defaultName, query, latest, hasMore, product, mine, written } = loaderData;
  // A vote's answer goes to its fetcher; this page's own action data is a refused review.
  const refused = actionData && "failed" in actionData ? actionData : undefined;
  const more = reviewQuerySearch(
    new URLSearchParams({ ...(product && { product: String(product.id) }) }),
    {
      ...query,
      page: query.page + 1,
    },
  );
  return (
    <>
      <PageHeader title={t("page.review.title")} />
      <div className="container-page grid gap-10 py-8 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="senaste" className="space-y-3">
          <h2 id="senaste" className="text-xl font-bold">
            {t("reviews.page.latest")}
          </h2>
          <Form method="get" className="flex flex-wrap items-end gap-2">
            <StarsFilter value={query.stars} />
            <button type="submit" className={buttonClass("secondary")}>
              {t("reviews.apply")}
            </button>
          </Form>
          {latest.length === 0 ? (
            <p>{t(query.stars === undefined ? "reviews.none" : "reviews.noneWithStars")}</p>
          ) : (
            <div>
              {latest.map((review) => (
                <div key={review.id}>
                  {review.product && (
                    <p className="pt-4 text-sm">
                      <Link to={review.product.path} className="font-bold underline">
                        {review.product.name[language]}
                      </Link>
                    </p>
                  )}
                  <ReviewCard review={review} />
                </div>
              ))}
            </div>
          )}
          {hasMore && (
            <Link to={more} preventScrollReset className="inline-block font-bold underline">
              {t("reviews.more")}
            </Link>
          )}
        </section>
        <section aria-labelledby="skriv" className="space-y-4">
          <h2 id="skriv" className="text-xl font-bold">
            {t("reviews.page.writeTitle")}
            {product && (
              <>
                {" "}
                <Link to={product.path} className="underline">
                  {t("reviews.page.about", { product: product.name[language] })}
                </Link>
              </>
            )}
          </h2>
          {written && (
            <p role="status" className="rounded-card border border-success p-4 font-semibold">
              {t(written === "published" ? "reviews.written.published" : "reviews.written.pending")}
            </p>
          )}
          {refused && !product && (
            <div
              role="alert"
              className="rounded-card border border-danger p-4 font-semibold text-danger"
            >
              {t(refused.failed)}
            </div>
          )}
          {!signedIn ? (
            <p>
              {t("reviews.page.signIn")}{" "}
              <Link
                to={`${LOGIN_PATH}?${new URLSearchParams({ redirect_to: product ? `${PATH}?product=${product.id}` : PATH }).toString()}`}
                className="font-bold underline"
              >
                {t("reviews.page.signInLink")}
              </Link>
            </p>
          ) : product ? (
            <>
              {mine?.pending && !written && <p>{t("reviews.page.pendingNote")}</p>}
              <ReviewForm
                key={product.id}
                productId={product.id}
                editing={mine !== undefined}
                values={refused?.values ?? mine ?? { name: defaultName }}
                errors={refused?.errors ?? {}}
                failed={refused?.failed}
              />
            </>
          ) : (
            <ProductChooser
              bought={loaderData.bought}
              search={loaderData.search}
              found={loaderData.found}
            />
          )}
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
