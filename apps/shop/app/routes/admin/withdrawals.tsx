// /admin/withdrawals: every "Ångra köp" notice, those still waiting for their refund first (the
// earliest legal deadline first), with its lines, whether it came within the period, the refund
// deadline (14 days from the notice; shown in red, with words, when three days or less are left
// or it has passed) and where it stands. Staff confirm the goods are back (and put them back in
// stock), then refund the withdrawn lines; the customer is mailed once the provider confirms.
import { data, Link, useActionData, useLoaderData } from "react-router";
import { staffOf } from "../../admin/admin-guard.server.ts";
import { AdminForm } from "../../admin/admin-form.tsx";
import { readAdminForm } from "../../admin/admin-form.server.ts";
import { formatDate, formatDateTime, formatSek } from "../../admin/admin-format.ts";
import { adminMeta } from "../../admin/admin-meta.ts";
import { AdminNotice } from "../../admin/components/admin-notice.tsx";
import { AdminPager, pageParam } from "../../admin/components/admin-pager.tsx";
import { deadlineUrgency } from "../../admin/withdrawals/withdrawal-state.ts";
import { withdrawalsMessages } from "../../admin/withdrawals/withdrawals-messages.ts";
import { buttonClass } from "../../components/button-styles.ts";
import { servicesContext } from "../../context/services-context.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useT } from "../../i18n/use-t.ts";
import { useLanguage } from "../../root-data.ts";
import type { Route } from "./+types/withdrawals";

const PAGE_SIZE = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (language) => withdrawalsMessages[language].title);

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const page = pageParam(new URL(request.url));
  const desk = context.get(servicesContext).admin.withdrawals;
  const [{ items, total }, open] = await Promise.all([
    desk.list({ page, pageSize: PAGE_SIZE }),
    desk.open(),
  ]);
  const now = new Date();
  return {
    total,
    open,
    page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    items: items.map((item) => ({
      ...item,
      // Worked out here, on the server's clock, so the page reads the same before and after
      // hydration.
      urgency: item.state === "refunded" ? "ok" : deadlineUrgency(item.refundDeadline, now),
      daysLeft: Math.ceil((new Date(item.refundDeadline).getTime() - now.getTime()) / DAY_MS),
    })),
  };
}

type WithdrawalError =
  | "unknown_withdrawal"
  | "already_received"
  | "goods_not_received"
  | "already_refunded"
  | "not_paid"
  | "refused"
  | "provider"
  | "unknown_order";

type ActionData =
  | {
      ok: true;
      done: "goods" | "goodsRestocked" | "refunded" | "pending" | "failed";
      number: string;
      amount?: number;
    }
  | { ok: false; error?: WithdrawalError; message?: string; problem?: MessageKey };

const field = (form: FormData, name: string, max = 100) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, max) : "";
};

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readAdminForm(request, context);
  if (!read.ok) {
    return data<ActionData>(
      { ok: false, problem: read.problem.message },
      { status: read.problem.status },
    );
  }
  const { form, staff } = read;
  const desk = context.get(servicesContext).admin.withdrawals;
  const id = field(form, "withdrawal");
  // Shown in the answer only; what changes is named by the withdrawal's id.
  const number = field(form, "number", 20);
  if (form.get("intent") === "goods") {
    const restock = form.get("restock") === "1";
    const result = await desk.confirmGoods(staff.actor, id, { restock });
    return result.ok
      ? data<ActionData>({ ok: true, done: restock ? "goodsRestocked" : "goods", number })
      : data<ActionData>({ ok: false, error: result.reason }, { status: 409 });
  }
  if (form.get("intent") === "refund") {
    const result = await desk.refund(staff.actor, id);
    if (result.ok) {
      const { status, amount } = result.refund;
      const done = status === "succeeded" ? "refunded" : status === "failed" ? "failed" : "pending";
      return data<ActionData>({ ok: true, done, number, amount });
    }
    return data<ActionData>(
      {
        ok: false,
        error: result.reason,
        ...(result.reason === "provider" ? { message: result.message.slice(0, 200) } : {}),
      },
      { status: 409 },
    );
  }
  return data<ActionData>({ ok: false, error: "unknown_withdrawal" }, { status: 400 });
}

export default function WithdrawalsPage() {
  const t = usePageT(withdrawalsMessages);
  const tShop = useT();
  const language = useLanguage();
  const { items, total, open, page, pages } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const sek = (ore: number) => formatSek(ore, language);

  let notice: { kind: "ok" | "error"; text: string } | undefined;
  if (result?.ok === true) {
    const values = { number: result.number, amount: sek(result.amount ?? 0) };
    notice = {
      kind: result.done === "failed" ? "error" : "ok",
      text: t(`done.${result.done}`, values),
    };
  } else if (result?.ok === false) {
    notice = {
      kind: "error",
      text: result.problem
        ? tShop(result.problem)
        : t(`error.${result.error ?? "unknown_withdrawal"}`, { message: result.message ?? "" }),
    };
  }

  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t("title")}</h1>
      <p className="mb-2 max-w-prose">{t("intro")}</p>
      <p className="mb-4">{t("count", { open, total })}</p>
      {notice && <AdminNotice kind={notice.kind}>{notice.text}</AdminNotice>}
      {items.length === 0 && <p>{t("empty")}</p>}
      <ul className="grid gap-4">
        {items.map((item) => {
          const headingId = `withdrawal-${item.id}`;
          const deadlineText =
            item.state === "refunded"
              ? t("deadline.done")
              : item.urgency === "past"
                ? t("deadline.past", { date: formatDate(item.refundDeadline, language) })
                : item.daysLeft <= 0
                  ? t("deadline.today")
                  : t("deadline.left", { days: item.daysLeft });
          return (
            <li key={item.id}>
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
        })}
      </ul>
      <AdminPager page={page} pages={pages} />
    </>
  );
}
