// One "Ångra köp" notice on /admin/withdrawals: who and when, the refund deadline (in red, with
// words, when three days or less are left or it has passed), whether it came within the period,
// its lines and where it stands; then the step its state allows: confirming the goods are back
// (and putting them back in stock), or refunding what is due.
import { Link, useActionData } from "react-router";
import { AdminForm } from "../admin-form.tsx";
import { formatDate, formatDateTime, formatSek } from "../../../domain/admin-format.ts";
import { buttonClass } from "../../components/button-styles.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useLanguage } from "../../root-data.ts";
import type { WithdrawalView } from "./withdrawals-page-data.ts";
import { withdrawalsMessages } from "./withdrawals-messages.ts";
import type { WithdrawalActionData } from "./withdrawal-action-data.ts";
import { RefundConfirmationStep } from "../refunds/refund-confirmation-step.tsx";

export function WithdrawalCard({ item }: { item: WithdrawalView }) {
  const t = usePageT(withdrawalsMessages);
  const language = useLanguage();
  const sek = (ore: number) => formatSek(ore, language);
  const headingId = `withdrawal-${item.id}`;
  const result = useActionData<WithdrawalActionData>();
  const toConfirm =
    result?.ok === false && result.withdrawal === item.id ? result.confirm : undefined;
  const deadlineText =
    item.state === "refunded"
      ? t("deadline.done")
      : item.urgency === "past"
        ? t("deadline.past", { date: formatDate(item.refundDeadline, language) })
        : item.daysLeft <= 0
          ? t("deadline.today")
          : t("deadline.left", { days: item.daysLeft });
  return (
    <li>
      <section
        aria-labelledby={headingId}
        className="rounded-card border border-line p-4"
        data-testid="withdrawal"
      >
        <h2 id={headingId} className="mb-2 text-lg font-bold">
          {t("order", { number: item.orderNumber })} · {item.customer}
        </h2>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{t("customer")}</dt>
          <dd>
            {item.customer}, {item.email}
          </dd>
          <dt className="font-semibold">{t("received")}</dt>
          <dd>{formatDateTime(item.receivedAt, language)}</dd>
          <dt className="font-semibold">{t("deadline")}</dt>
          <dd
            data-testid="withdrawal-deadline"
            className={item.urgency === "ok" ? undefined : "font-semibold text-danger"}
          >
            {formatDate(item.refundDeadline, language)} ({deadlineText})
          </dd>
          <dt className="font-semibold">{t("period")}</dt>
          <dd>{item.withinPeriod ? t("period.yes") : t("period.no")}</dd>
          <dt className="font-semibold">{t("scope")}</dt>
          <dd>{item.wholeOrder ? t("scope.whole") : t("scope.lines")}</dd>
          <dt className="font-semibold">{t("status")}</dt>
          <dd data-testid="withdrawal-state">
            {t(`state.${item.state}`)}
            {item.goodsReceivedAt &&
              ` · ${t("goodsReceivedAt", { date: formatDateTime(item.goodsReceivedAt, language) })}`}
            {item.refund?.status === "succeeded" &&
              ` · ${t("refundedAt", { amount: sek(item.refund.amount), date: formatDateTime(item.refund.at, language) })}`}
            {item.refund?.status === "pending" &&
              ` · ${t("refundPending", { amount: sek(item.refund.amount), date: formatDateTime(item.refund.at, language) })}`}
          </dd>
        </dl>
        <h3 className="mt-3 font-semibold">{t("lines")}</h3>
        <ul className="list-disc ps-6">
          {item.lines.map((line) => (
            <li key={line.lineNo}>
              {t("line", {
                quantity: line.quantity,
                name: line.variant ? `${line.name} (${line.variant})` : line.name,
                price: sek(line.unitPrice),
              })}
              {line.left === 0 && ` (${t("line.refunded")})`}
            </li>
          ))}
        </ul>
        <p className="mt-2">
          <Link className="underline" to={`/admin/orders/${item.orderNumber}`}>
            {t("openOrder", { number: item.orderNumber })}
          </Link>
        </p>
        {item.state === "waiting_for_goods" && (
          <AdminForm className="mt-3 flex flex-wrap items-center gap-4">
            <input type="hidden" name="intent" value="goods" />
            <input type="hidden" name="withdrawal" value={item.id} />
            <input type="hidden" name="number" value={item.orderNumber} />
            <label className="flex items-center gap-2">
              <input type="checkbox" name="restock" value="1" defaultChecked />
              {t("restock")}
            </label>
            <button type="submit" className={buttonClass("primary")}>
              {t("confirmGoods", { number: item.orderNumber })}
            </button>
          </AdminForm>
        )}
        {item.state === "goods_received" && (
          <>
            {item.refund?.status === "failed" && (
              <p className="mt-3 font-semibold text-danger">{t("lastFailed")}</p>
            )}
            {item.due > 0 ? (
              <AdminForm className="mt-3">
                <input type="hidden" name="intent" value="refund" />
                <input type="hidden" name="withdrawal" value={item.id} />
                <input type="hidden" name="number" value={item.orderNumber} />
                {result?.ok === false && toConfirm && (
                  <RefundConfirmationStep confirm={toConfirm} refusal={result.confirmation} />
                )}
                <button type="submit" className={buttonClass("primary")}>
                  {t("refund", { amount: sek(item.due), number: item.orderNumber })}
                </button>
              </AdminForm>
            ) : (
              <p className="mt-3">{t("nothingDue")}</p>
            )}
          </>
        )}
      </section>
    </li>
  );
}
