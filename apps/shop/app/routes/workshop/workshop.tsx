// /verkstad (not in the spec; issue 41): what the workshop does, from what price and how long
// it takes, its opening hours and closed days, and the way to book (/verkstad/boka).
import { Link } from "react-router";
import { formatSek } from "../../../domain/admin-format.ts";
import { formatClock } from "../../../domain/workshop/opening-hours.ts";
import { formatSlotDay } from "../../../domain/workshop/workshop-format.ts";
import { WORKSHOP_SERVICE_COPY } from "../../../domain/workshop/workshop-services.ts";
import { stockholmDateOf } from "../../../domain/workshop/workshop-slots.ts";
import { buttonClass } from "../../components/button-styles.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { servicesContext } from "../../context/services-context.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useLanguage } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import { workshopMessages } from "../../workshop/workshop-messages.ts";
import type { Route } from "./+types/workshop";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_t, language) => ({
    title: workshopMessages[language]["workshop.title"],
    description: workshopMessages[language]["workshop.description"],
  }));

export async function loader({ context }: Route.LoaderArgs) {
  const settings = await context.get(servicesContext).workshop.calendar.settings();
  const today = stockholmDateOf(new Date());
  return {
    services: settings.services.filter((service) => service.capacity > 0),
    hours: settings.hours,
    closedDates: settings.closedDates.filter((closed) => closed.date >= today).slice(0, 10),
  };
}

export default function Workshop({ loaderData }: Route.ComponentProps) {
  const t = usePageT(workshopMessages);
  const language = useLanguage();
  const { services, hours, closedDates } = loaderData;
  return (
    <>
      <PageHeader title={t("workshop.title")} />
      <div className="container-page grid gap-8 py-8 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <p className="max-w-2xl">{t("workshop.intro")}</p>
          <p>
            <Link to="/verkstad/boka" className={buttonClass("primary")}>
              {t("workshop.bookCta")}
            </Link>
          </p>
          <section aria-labelledby="workshop-services">
            <h2 id="workshop-services" className="mb-3 text-xl font-bold">
              {t("workshop.servicesTitle")}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2">
              {services.map((service) => {
                const copy = WORKSHOP_SERVICE_COPY[language][service.slug];
                return (
                  <li key={service.slug} className="rounded-card border border-line p-4">
                    <h3 className="text-lg font-bold">{copy.name}</h3>
                    <p className="my-2">{copy.description}</p>
                    <p className="text-sm text-ink-muted">
                      {t("workshop.priceFrom", { price: formatSek(service.priceFrom, language) })}
                      {" · "}
                      {t("workshop.duration", { minutes: service.durationMinutes })}
                    </p>
                    <Link
                      to={`/verkstad/boka?tjanst=${service.slug}`}
                      className="mt-2 inline-block font-semibold underline"
                    >
                      {t("workshop.bookService", { service: copy.name.toLowerCase() })}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
          <section aria-labelledby="workshop-doctor">
            <h2 id="workshop-doctor" className="mb-2 text-xl font-bold">
              {t("workshop.doctorTitle")}
            </h2>
            <p className="max-w-2xl">{t("workshop.doctorText")}</p>
          </section>
        </div>
        <section aria-labelledby="workshop-hours" className="rounded-card border border-line p-4">
          <h2 id="workshop-hours" className="mb-2 text-lg font-bold">
            {t("workshop.hoursTitle")}
          </h2>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
            {hours.map((h) => (
              <div key={h.weekday} className="contents">
                <dt>{t(`weekday.${h.weekday}` as "weekday.1")}</dt>
                <dd>
                  {h.opensAt === null || h.closesAt === null
                    ? t("workshop.closed")
                    : `${formatClock(h.opensAt)}–${formatClock(h.closesAt)}`}
                </dd>
              </div>
            ))}
          </dl>
          {closedDates.length > 0 && (
            <p className="mt-3 text-sm">
              {t("workshop.closedDates", {
                dates: closedDates.map((c) => formatSlotDay(c.date, language)).join(", "),
              })}
            </p>
          )}
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
