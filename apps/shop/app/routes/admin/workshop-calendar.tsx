// /admin/workshop/calendar (README "Workshop booking"): the calendar customers book from —
// opening hours per weekday, each service's duration, places per time and starting price, and
// closed dates. Plain POST forms with the form token; every change is in the change log.
import { useActionData, useLoaderData } from "react-router";
import { formatSek } from "../../../domain/admin-format.ts";
import { formatClock } from "../../../domain/workshop/opening-hours.ts";
import { WORKSHOP_SERVICE_COPY } from "../../../domain/workshop/workshop-services.ts";
import { AdminForm } from "../../admin/admin-form.tsx";
import { adminMeta } from "../../admin/admin-meta.ts";
import { AdminField } from "../../admin/components/admin-field.tsx";
import { AdminNotice } from "../../admin/components/admin-notice.tsx";
import { workshopAdminMessages } from "../../admin/workshop/workshop-admin-messages.ts";
import {
  calendarAction,
  loadWorkshopCalendar,
  type CalendarAnswer,
} from "../../admin/workshop/workshop-calendar-page.server.ts";
import { WorkshopTabs } from "../../admin/workshop/workshop-tabs.tsx";
import { buttonClass } from "../../components/button-styles.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useLanguage } from "../../root-data.ts";
import type { Route } from "./+types/workshop-calendar";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (language) => workshopAdminMessages[language].calendarTitle);

export const loader = ({ context }: Route.LoaderArgs) => loadWorkshopCalendar(context);

export const action = ({ request, context }: Route.ActionArgs) => calendarAction(request, context);

export default function WorkshopCalendarPage() {
  const t = usePageT(workshopAdminMessages);
  const language = useLanguage();
  const { services, hours, closedDates } = useLoaderData<typeof loader>();
  const answer = useActionData<CalendarAnswer>();
  const mine = (form: string) => (answer?.form === form ? answer : undefined);
  const notice = (form: string) => {
    const own = mine(form);
    return own?.message ? (
      <AdminNotice kind={own.ok ? "ok" : "error"}>{t(own.message)}</AdminNotice>
    ) : null;
  };
  const hoursAnswer = mine("hours");
  const closedAnswer = mine("closed");
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t("calendarTitle")}</h1>
      <WorkshopTabs />
      <p className="mb-6 max-w-prose">{t("calendarIntro")}</p>

      <section aria-labelledby="calendar-hours" className="mb-8">
        <h2 id="calendar-hours" className="mb-2 text-xl font-bold">
          {t("hoursTitle")}
        </h2>
        <p className="mb-2 text-sm text-ink-muted">{t("hoursHint")}</p>
        {notice("hours")}
        <AdminForm className="space-y-3" noValidate>
          <input type="hidden" name="intent" value="hours" />
          {hours.map((h) => {
            const day = t(`weekday.${h.weekday}` as "weekday.1");
            const value = (name: string, saved: number | null) =>
              hoursAnswer?.values?.[`${name}-${h.weekday}`] ??
              (saved === null ? "" : formatClock(saved));
            const error = hoursAnswer?.errors?.[`hours-${h.weekday}`];
            return (
              <fieldset key={h.weekday} className="grid gap-2 sm:grid-cols-2">
                <legend className="sr-only">{day}</legend>
                <AdminField
                  id={`opens-${h.weekday}`}
                  name={`opens-${h.weekday}`}
                  type="time"
                  label={t("opens", { day })}
                  defaultValue={value("opens", h.opensAt)}
                  error={error && t(error)}
                />
                <AdminField
                  id={`closes-${h.weekday}`}
                  name={`closes-${h.weekday}`}
                  type="time"
                  label={t("closes", { day })}
                  defaultValue={value("closes", h.closesAt)}
                />
              </fieldset>
            );
          })}
          <button type="submit" className={buttonClass("primary")}>
            {t("saveHours")}
          </button>
        </AdminForm>
      </section>

      <section aria-labelledby="calendar-services" className="mb-8">
        <h2 id="calendar-services" className="mb-2 text-xl font-bold">
          {t("servicesTitle")}
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          {services.map((service) => {
            const name = WORKSHOP_SERVICE_COPY[language][service.slug].name;
            const own = mine(`service:${service.slug}`);
            const error = (field: string) => {
              const key = own?.errors?.[field];
              return key && t(key);
            };
            return (
              <section
                key={service.slug}
                aria-labelledby={`service-${service.slug}`}
                className="rounded-card border border-line p-4"
              >
                <h3 id={`service-${service.slug}`} className="mb-2 text-lg font-bold">
                  {name}{" "}
                  <span className="text-sm font-normal">
                    ({formatSek(service.priceFrom, language)})
                  </span>
                </h3>
                {notice(`service:${service.slug}`)}
                <AdminForm className="space-y-3" noValidate>
                  <input type="hidden" name="intent" value="service" />
                  <input type="hidden" name="service" value={service.slug} />
                  <AdminField
                    id={`duration-${service.slug}`}
                    name="duration"
                    inputMode="numeric"
                    label={t("duration")}
                    defaultValue={own?.values?.duration ?? service.durationMinutes}
                    error={error("duration")}
                  />
                  <AdminField
                    id={`capacity-${service.slug}`}
                    name="capacity"
                    inputMode="numeric"
                    label={t("capacity")}
                    hint={t("capacityHint")}
                    defaultValue={own?.values?.capacity ?? service.capacity}
                    error={error("capacity")}
                  />
                  <AdminField
                    id={`price-${service.slug}`}
                    name="price"
                    inputMode="numeric"
                    label={t("price")}
                    defaultValue={own?.values?.price ?? Math.round(service.priceFrom / 100)}
                    error={error("price")}
                  />
                  <button type="submit" className={buttonClass("primary")}>
                    {t("saveService", { service: name.toLowerCase() })}
                  </button>
                </AdminForm>
              </section>
            );
          })}
        </div>
      </section>

      <section aria-labelledby="calendar-closed">
        <h2 id="calendar-closed" className="mb-2 text-xl font-bold">
          {t("closedTitle")}
        </h2>
        {notice("closed")}
        {closedDates.length === 0 ? (
          <p className="mb-3">{t("noClosed")}</p>
        ) : (
          <ul className="mb-3 space-y-2">
            {closedDates.map((closed) => (
              <li key={closed.date} className="flex flex-wrap items-center gap-3">
                <span>
                  {closed.date}
                  {closed.note && ` – ${closed.note}`}
                </span>
                <AdminForm>
                  <input type="hidden" name="intent" value="remove-closed" />
                  <input type="hidden" name="date" value={closed.date} />
                  <button type="submit" className={buttonClass("secondary")}>
                    {t("removeClosed", { date: closed.date })}
                  </button>
                </AdminForm>
              </li>
            ))}
          </ul>
        )}
        <AdminForm className="grid max-w-2xl gap-3 sm:grid-cols-2" noValidate>
          <input type="hidden" name="intent" value="add-closed" />
          <AdminField
            id="closed-date"
            name="date"
            type="date"
            label={t("closedDate")}
            defaultValue={closedAnswer?.values?.date}
            error={closedAnswer?.errors?.date && t(closedAnswer.errors.date)}
          />
          <AdminField
            id="closed-note"
            name="note"
            label={t("closedNote")}
            defaultValue={closedAnswer?.values?.note}
            error={closedAnswer?.errors?.note && t(closedAnswer.errors.note)}
          />
          <div>
            <button type="submit" className={buttonClass("primary")}>
              {t("addClosed")}
            </button>
          </div>
        </AdminForm>
      </section>
    </>
  );
}
