// /verkstad/boka (not in the spec; issue 41): choose a service, a day of the coming two weeks
// and a free time, then the rider's details, model and error code, pre-filled from
// `modell`, `felkod` and `tjanst` (Felkodsdoktorn and scooter product pages link here). Every
// step is a link or a form, so it works without JavaScript; the post books
// (app/workshop/book.server.ts) and moves on to the booking's own page.
import type { ShouldRevalidateFunction } from "react-router";
import { Link } from "react-router";
import { WORKSHOP_SERVICE_COPY } from "../../../domain/workshop/workshop-services.ts";
import { keepRetryAfter } from "../../abuse/too-many.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useLanguage } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import { bookAction, loadBooking } from "../../workshop/book.server.ts";
import { BookingForm } from "../../workshop/booking-form.tsx";
import { BOOK_PAGE_PATH, bookingHref } from "../../workshop/booking-query.ts";
import { DayLinks } from "../../workshop/day-links.tsx";
import { workshopMessages } from "../../workshop/workshop-messages.ts";
import type { Route } from "./+types/book";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_t, language) => ({
    title: workshopMessages[language]["book.title"],
    description: workshopMessages[language]["book.description"],
  }));

export const loader = ({ request, context }: Route.LoaderArgs) => loadBooking(request, context);

export const action = ({ request, context }: Route.ActionArgs) => bookAction(request, context);

/**
 * A time taken under the rider (409) changes which times are free: the page reads them again,
 * which React Router leaves out after a 4xx unless asked.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionStatus,
  defaultShouldRevalidate,
}) => actionStatus === 409 || defaultShouldRevalidate;

/** Past the limit the action answers 429 with Retry-After. */
export const headers = keepRetryAfter;

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageT(workshopMessages);
  const language = useLanguage();
  const { query, services, days, day, slots } = loaderData;
  const { time: _time, day: _day, ...kept } = query;
  return (
    <>
      <PageHeader
        title={t("book.title")}
        crumbs={[{ label: t("workshop.title"), to: "/verkstad" }]}
      />
      <div className="container-page space-y-8 py-8">
        <section aria-labelledby="book-service">
          <h2 id="book-service" className="mb-3 text-lg font-bold">
            {t("book.serviceTitle")}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {services.map((service) => {
              const current = service.slug === query.service;
              return (
                <li key={service.slug}>
                  <Link
                    to={bookingHref(BOOK_PAGE_PATH, { ...kept, service: service.slug })}
                    aria-current={current ? "step" : undefined}
                    className={`block rounded-control border px-4 py-2 font-semibold ${current ? "border-primary bg-primary text-on-primary" : "border-line hover:bg-surface-muted"}`}
                  >
                    {WORKSHOP_SERVICE_COPY[language][service.slug].name}
                  </Link>
                </li>
              );
            })}
          </ul>
          {!query.service && <p className="mt-3">{t("book.pickService")}</p>}
        </section>
        {query.service && (
          <section aria-labelledby="book-day">
            <h2 id="book-day" className="mb-3 text-lg font-bold">
              {t("book.dayTitle")}
            </h2>
            {days.some((d) => d.free > 0) ? (
              <DayLinks
                days={days}
                chosen={day}
                labelledBy="book-day"
                hrefFor={(date) => bookingHref(BOOK_PAGE_PATH, { ...kept, day: date })}
              />
            ) : (
              <p>{t("book.noDays")}</p>
            )}
          </section>
        )}
        {query.service && day && (
          <BookingForm
            // A new day or service is a new form: nothing of another day's choice is kept.
            key={`${query.service}-${day}`}
            service={query.service}
            day={day}
            slots={slots}
            query={query}
            refusal={actionData}
          />
        )}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
