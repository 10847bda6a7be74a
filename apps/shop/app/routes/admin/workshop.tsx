// /admin/workshop (README "Workshop booking"): the workshop's bookings, upcoming first, filtered
// by day and status (a GET form); staff cancel a booking here, which frees its time, mails the
// customer and is written in the change log. The calendar's settings: workshop-calendar.tsx.
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { formatDateTime } from "../../../domain/admin-format.ts";
import { SCOOTER_MODELS } from "../../../domain/scooter-doctor/scooter-models.ts";
import { WORKSHOP_SERVICE_COPY } from "../../../domain/workshop/workshop-services.ts";
import { AdminForm } from "../../admin/admin-form.tsx";
import { adminMeta } from "../../admin/admin-meta.ts";
import { AdminField } from "../../admin/components/admin-field.tsx";
import { AdminNotice } from "../../admin/components/admin-notice.tsx";
import { AdminPager } from "../../admin/components/admin-pager.tsx";
import { AdminTableScroll } from "../../admin/components/admin-table-scroll.tsx";
import { workshopAdminMessages } from "../../admin/workshop/workshop-admin-messages.ts";
import {
  cancelBookingAction,
  loadWorkshopBookings,
  type CancelAnswer,
} from "../../admin/workshop/workshop-bookings-page.server.ts";
import { WorkshopTabs } from "../../admin/workshop/workshop-tabs.tsx";
import { buttonClass } from "../../components/button-styles.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useLanguage } from "../../root-data.ts";
import type { Route } from "./+types/workshop";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (language) => workshopAdminMessages[language].title);

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadWorkshopBookings(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  cancelBookingAction(request, context);

export default function WorkshopBookings() {
  const t = usePageT(workshopAdminMessages);
  const language = useLanguage();
  const { filters, dateError, items, total, page, pages, now } = useLoaderData<typeof loader>();
  const answer = useActionData<CancelAnswer>();
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t("title")}</h1>
      <WorkshopTabs />
      <p className="mb-4 max-w-prose">{t("intro")}</p>
      {answer && (
        <AdminNotice kind={answer.ok ? "ok" : "error"}>
          {t(answer.message, { time: answer.time ?? "" })}
        </AdminNotice>
      )}
      <Form
        method="get"
        aria-label={t("filters")}
        className="mb-4 grid gap-4 rounded-card border border-line p-4 sm:grid-cols-3"
      >
        <AdminField
          id="workshop-day"
          name="dag"
          type="date"
          label={t("day")}
          defaultValue={filters.day}
          error={dateError ? t("error.date") : undefined}
        />
        <AdminField
          id="workshop-status"
          name="status"
          label={t("status")}
          defaultValue={filters.status}
          options={[
            ["", t("any")],
            ["booked", t("status.booked")],
            ["cancelled", t("status.cancelled")],
          ]}
        />
        <div className="flex items-end gap-2">
          <button type="submit" className={buttonClass("primary")}>
            {t("filter")}
          </button>
          <Link to="/admin/workshop" className={buttonClass("ghost")}>
            {t("clear")}
          </Link>
        </div>
      </Form>
      <p className="mb-2">{t("count", { total })}</p>
      {items.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <AdminTableScroll label={t("title")}>
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="p-2">
                  {t("when")}
                </th>
                <th scope="col" className="p-2">
                  {t("service")}
                </th>
                <th scope="col" className="p-2">
                  {t("customer")}
                </th>
                <th scope="col" className="p-2">
                  {t("scooter")}
                </th>
                <th scope="col" className="p-2">
                  {t("status")}
                </th>
                <th scope="col" className="p-2">
                  <span className="sr-only">{t("cancel")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const time = formatDateTime(item.startsAt, language);
                const model = SCOOTER_MODELS.find((m) => m.slug === item.model)?.name;
                return (
                  <tr
                    key={item.id}
                    className="border-b border-line align-top"
                    data-testid="workshop-booking"
                  >
                    <td className="p-2 whitespace-nowrap">{time}</td>
                    <td className="p-2">{WORKSHOP_SERVICE_COPY[language][item.service].name}</td>
                    <td className="p-2">
                      {item.name}
                      <br />
                      {item.email}
                      <br />
                      {item.phone}
                    </td>
                    <td className="p-2">
                      {[model, item.errorCode].filter(Boolean).join(" · ") || "–"}
                      {item.note && <p className="text-ink-muted">{item.note}</p>}
                    </td>
                    <td className="p-2">{t(`status.${item.status}`)}</td>
                    <td className="p-2">
                      {item.status === "booked" && item.startsAt > now && (
                        <AdminForm>
                          <input type="hidden" name="booking" value={item.id} />
                          <input type="hidden" name="time" value={time} />
                          <button
                            type="submit"
                            className={buttonClass("secondary")}
                            aria-label={t("cancelLabel", { name: item.name, time })}
                          >
                            {t("cancel")}
                          </button>
                        </AdminForm>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </AdminTableScroll>
      )}
      <AdminPager page={page} pages={pages} />
    </>
  );
}
