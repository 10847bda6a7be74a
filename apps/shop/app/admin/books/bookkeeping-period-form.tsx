// Choosing the bookkeeping period: a GET form (nothing changes, and the address can be
// bookmarked) with the dates shown or typed and why they could not be read, then the quick
// choices of this month and last month.
import { Form, Link } from "react-router";
import { buttonClass } from "../../components/button-styles.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { AdminField } from "../components/admin-field.tsx";
import { bookkeepingMessages } from "./bookkeeping-messages.ts";
import type { BookkeepingPageData } from "./bookkeeping-page-data.ts";

export function BookkeepingPeriodForm({ view }: { view: BookkeepingPageData }) {
  const t = usePageT(bookkeepingMessages);
  const from = view.ok ? view.period.first : view.from;
  const to = view.ok ? view.period.last : view.to;
  const errors = view.ok ? {} : view.errors;
  return (
    <>
      <Form method="get" className="max-w-xl" noValidate>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold">{t("period.legend")}</legend>
          <AdminField
            key={`from-${from}`}
            id="period-from"
            name="from"
            type="date"
            label={t("period.from")}
            defaultValue={from}
            required
            error={errors.from ? t(`error.${errors.from}`) : undefined}
          />
          <AdminField
            key={`to-${to}`}
            id="period-to"
            name="to"
            type="date"
            label={t("period.to")}
            defaultValue={to}
            required
            error={errors.to ? t(`error.${errors.to}`) : undefined}
          />
        </fieldset>
        <button type="submit" className={buttonClass("primary", "mt-4")}>
          {t("period.show")}
        </button>
      </Form>
      <nav aria-label={t("period.quick")} className="mt-3 flex gap-4">
        <Link to={`?${view.thisMonth}`} className="underline">
          {t("period.thisMonth")}
        </Link>
        <Link to={`?${view.lastMonth}`} className="underline">
          {t("period.lastMonth")}
        </Link>
      </nav>
    </>
  );
}
