// /verkstad/bokning?token=… (not in the spec; issue 41): a workshop booking by the link in its
// mails. It shows the booking; its buttons cancel it or move it to another free time
// (app/workshop/manage-booking.server.ts). Nothing here is for search engines.
import { Form, Link, useNavigation, type ShouldRevalidateFunction } from "react-router";
import { SCOOTER_MODELS } from "../../../domain/scooter-doctor/scooter-models.ts";
import { formatBookingTime } from "../../../domain/workshop/workshop-format.ts";
import { WORKSHOP_SERVICE_COPY } from "../../../domain/workshop/workshop-services.ts";
import { buttonClass } from "../../components/button-styles.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { usePageT } from "../../i18n/use-page-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { useLanguage } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import { DayLinks } from "../../workshop/day-links.tsx";
import { loadManagedBooking, manageBookingAction } from "../../workshop/manage-booking.server.ts";
import { SlotRadios } from "../../workshop/slot-radios.tsx";
import { workshopMessages } from "../../workshop/workshop-messages.ts";
import type { Route } from "./+types/booking";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_t, language) => ({
    title: workshopMessages[language]["manage.title"],
    description: workshopMessages[language]["manage.description"],
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadManagedBooking(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  manageBookingAction(request, context);

/**
 * A time taken under the rider (409) changes which times are free: the page reads them again,
 * which React Router leaves out after a 4xx unless asked.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionStatus,
  defaultShouldRevalidate,
}) => actionStatus === 409 || defaultShouldRevalidate;

export default function Booking({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageT(workshopMessages);
  const language = useLanguage();
  const submitting = useNavigation().state === "submitting";
  if (!loaderData.found) {
    return (
      <>
        <PageHeader title={t("manage.title")} />
        <div className="container-page space-y-4 py-8">
          <p role="alert">{t("manage.invalid")}</p>
          <Link to="/verkstad/boka" className={buttonClass("primary")}>
            {t("manage.bookNew")}
          </Link>
        </div>
      </>
    );
  }
  const { token, booking, changeable, days, day, slots, justBooked } = loaderData;
  const service = WORKSHOP_SERVICE_COPY[language][booking.service].name;
  const model = SCOOTER_MODELS.find((m) => m.slug === booking.model)?.name;
  const status = actionData
    ? t(actionData.message, {
        time: actionData.time ? formatBookingTime(actionData.time, language) : "",
        minutes: 1,
      })
    : justBooked && booking.status === "booked"
      ? t("manage.booked", { email: booking.email })
      : undefined;
  return (
    <>
      <PageHeader
        title={t("manage.title")}
        crumbs={[{ label: t("workshop.title"), to: "/verkstad" }]}
      />
      <div className="container-page max-w-3xl space-y-8 py-8">
        {status && (
          <p
            role={actionData && !actionData.ok ? "alert" : "status"}
            className={`rounded-card border p-4 font-semibold ${actionData && !actionData.ok ? "border-danger text-danger" : "border-line"}`}
          >
            {status}
          </p>
        )}
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">{t("manage.service")}</dt>
          <dd>{service}</dd>
          <dt className="font-semibold">{t("manage.time")}</dt>
          <dd>{formatBookingTime(booking.startsAt, language)}</dd>
          <dt className="font-semibold">{t("manage.model")}</dt>
          <dd>{model ?? t("none")}</dd>
          <dt className="font-semibold">{t("manage.errorCode")}</dt>
          <dd>{booking.errorCode ?? t("none")}</dd>
          <dt className="font-semibold">{t("manage.status")}</dt>
          <dd>{t(`manage.status.${booking.status}`)}</dd>
        </dl>
        {booking.status === "booked" && !changeable && <p>{t("manage.past")}</p>}
        {booking.status === "cancelled" && (
          <Link to={`/verkstad/boka?tjanst=${booking.service}`} className={buttonClass("primary")}>
            {t("manage.bookNew")}
          </Link>
        )}
        {changeable && (
          <>
            <section id="avboka" aria-labelledby="manage-cancel" className="space-y-2">
              <h2 id="manage-cancel" className="text-lg font-bold">
                {t("manage.cancelTitle")}
              </h2>
              <p>{t("manage.cancelText")}</p>
              <Form method="post">
                <input type="hidden" name="token" value={token} />
                <input type="hidden" name="intent" value="cancel" />
                <button type="submit" disabled={submitting} className={buttonClass("secondary")}>
                  {t("manage.cancelSubmit")}
                </button>
              </Form>
            </section>
            <section id="omboka" aria-labelledby="manage-rebook" className="space-y-3">
              <h2 id="manage-rebook" className="text-lg font-bold">
                {t("manage.rebookTitle")}
              </h2>
              <p>{t("manage.rebookText")}</p>
              <DayLinks
                days={days}
                chosen={day}
                labelledBy="manage-rebook"
                hrefFor={(date) =>
                  `/verkstad/bokning?${new URLSearchParams({ token, dag: date }).toString()}#omboka`
                }
              />
              {day && (
                <Form method="post" className="space-y-3" key={day}>
                  <input type="hidden" name="token" value={token} />
                  <input type="hidden" name="intent" value="rebook" />
                  <SlotRadios
                    idPrefix="rebook"
                    day={day}
                    slots={slots}
                    checked={actionData?.slot}
                    error={undefined}
                  />
                  <button type="submit" disabled={submitting} className={buttonClass("primary")}>
                    {t("manage.rebookSubmit")}
                  </button>
                </Form>
              )}
            </section>
          </>
        )}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
