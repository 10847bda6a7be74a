// The order list's filters: a GET form (it works without JavaScript, and the filtered list's
// address can be bookmarked or shared). A date that is not one is shown beside its field.
import { Form, Link } from "react-router";
import { ORDER_STATUSES } from "../../../domain/order-status.ts";
import { buttonClass } from "../../components/button-styles.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { AdminField } from "../components/admin-field.tsx";
import { FILTER_PARAMS, type ReadFilters } from "../../../domain/admin/order-filters.ts";
import { orderListMessages } from "./order-list-messages.ts";
import { orderStatusMessages } from "./order-status-messages.ts";
import { PAYMENT_STATUSES } from "../../../domain/orders/payment-status.ts";

export function OrderFiltersForm({ values, errors }: Pick<ReadFilters, "values" | "errors">) {
  const t = usePageT(orderListMessages);
  const tStatus = usePageT(orderStatusMessages);
  const dateError = (error: "date" | "range" | undefined) => error && t(`error.${error}`);
  return (
    <Form
      method="get"
      className="mb-4 grid gap-4 rounded-card border border-line p-4 sm:grid-cols-2 lg:grid-cols-3"
      aria-label={t("filters")}
    >
      <AdminField
        id="filter-text"
        name={FILTER_PARAMS.text}
        type="search"
        label={t("text")}
        hint={t("textHint")}
        defaultValue={values.text}
      />
      <AdminField
        id="filter-status"
        name={FILTER_PARAMS.status}
        label={t("status")}
        defaultValue={values.status}
        options={[
          ["", t("any")],
          ...ORDER_STATUSES.map((status) => [status, tStatus(`status.${status}`)] as const),
        ]}
      />
      <AdminField
        id="filter-payment"
        name={FILTER_PARAMS.payment}
        label={t("payment")}
        defaultValue={values.payment}
        options={[
          ["", t("any")],
          ...PAYMENT_STATUSES.map((payment) => [payment, tStatus(`payment.${payment}`)] as const),
        ]}
      />
      <AdminField
        id="filter-from"
        name={FILTER_PARAMS.from}
        type="date"
        label={t("from")}
        hint={t("dateHint")}
        defaultValue={values.from}
        error={dateError(errors.from)}
      />
      <AdminField
        id="filter-to"
        name={FILTER_PARAMS.to}
        type="date"
        label={t("to")}
        hint={t("dateHint")}
        defaultValue={values.to}
        error={dateError(errors.to)}
      />
      <div className="flex flex-wrap items-end gap-4">
        <button type="submit" className={buttonClass("primary")}>
          {t("submit")}
        </button>
        <Link to="/admin/orders" className="underline">
          {t("clear")}
        </Link>
      </div>
    </Form>
  );
}
