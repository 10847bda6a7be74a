// Deal of the week (spec §2 /veckans-deal): this week's deal from the catalogue, with its
// real end time (server/catalogue/deal-of-the-week.ts) and the 30-day lowest price.
import { Link } from "react-router";
import { productPath } from "../../domain/catalogue/product-path.ts";
import { EmptyState } from "../components/empty-state.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { ProductPicture } from "../components/product-picture.tsx";
import { servicesContext } from "../context/services-context.ts";
import { Countdown } from "../deal/countdown.tsx";
import { ErrorPage } from "../errors/error-page.tsx";
import type { Language } from "../../domain/language.ts";
import { useT } from "../i18n/use-t.ts";
import { PriceBlock } from "../product-card/price-block.tsx";
import { Rating } from "../product-card/rating.tsx";
import { StockStatus } from "../product-card/stock-status.tsx";
import { useLanguage } from "../root-data.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/veckans-deal";

export async function loader({ context }: Route.LoaderArgs) {
  const deal = await context.get(servicesContext).deals.current();
  return { deal, now: Date.now() };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.deal.title"),
    description: t("page.deal.description"),
  }));

/** "söndag 22 november 23:59" in Swedish time: the last minute the deal is valid. */
function lastMinute(endsAt: string, language: Language): string {
  return new Intl.DateTimeFormat(language === "se" ? "sv-SE" : "en-GB", {
    timeZone: "Europe/Stockholm",
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(Date.parse(endsAt) - 60_000));
}

export default function DealOfTheWeekPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { deal, now } = loaderData;
  if (!deal) {
    return (
      <>
        <PageHeader title={t("page.deal.title")} />
        <EmptyState title={t("page.deal.emptyTitle")}>
          <p>{t("page.deal.emptyText")}</p>
        </EmptyState>
      </>
    );
  }
  const { product } = deal;
  const [image] = product.images;
  return (
    <>
      <PageHeader title={t("page.deal.title")}>
        <p className="mt-2 text-ink-muted">{t("page.deal.lead")}</p>
      </PageHeader>
      <section className="container-page grid gap-8 py-8 md:grid-cols-2" data-testid="deal">
        {image && (
          <ProductPicture
            image={image}
            language={language}
            sizes="(min-width: 768px) 50vw, 100vw"
            priority
          />
        )}
        <div className="flex flex-col gap-3">
          <p className="text-sm tracking-wide text-ink-muted uppercase">{product.brand}</p>
          <h2 className="text-2xl font-bold">{product.name[language]}</h2>
          <Rating product={product} />
          <p>{product.description[language]}</p>
          <PriceBlock product={product} long />
          <StockStatus product={product} />
          <p>
            {t("page.deal.endsAt")}{" "}
            <time dateTime={deal.endsAt}>{lastMinute(deal.endsAt, language)}</time>.
          </p>
          <Countdown endsAt={deal.endsAt} serverNow={now} />
          <p>
            <Link
              to={productPath(product)}
              className="inline-block rounded-control bg-primary px-4 py-2 font-semibold text-on-primary"
            >
              {t("page.deal.toProduct")}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
