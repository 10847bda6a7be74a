// /page/angra_kop (not in the spec): "Ångra köp", the withdrawal function a Swedish shop must
// offer from 19 June 2026 (market.md). Reachable from the footer and every order mail, without
// signing in: the buyer identifies the order (number and e-mail), chooses the whole order or
// some lines, confirms, and gets a receipt stating the date and time, on the page and by mail.
// Each step is a plain form post carrying what the earlier steps chose.
import { keepRetryAfter, retryAfterHeaders } from "../../abuse/too-many.ts";
import { data, Form } from "react-router";
import type { OrderView } from "../../../server/orders/order-view.ts";
import { canWithdraw } from "../../../domain/order-status.ts";
import { buttonClass } from "../../components/button-styles.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { servicesContext } from "../../context/services-context.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import type { MessageKey } from "../../i18n/messages.ts";
import { useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { useStockholmTime } from "../../orders/order-details.tsx";
import { OrderLookupForm } from "../../orders/order-lookup-form.tsx";
import { lookupOrder, lookupValues } from "../../orders/order-lookup.server.ts";
import { readForm } from "../../request-body/read-form.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/angra-kop";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({ title: t("withdraw.title"), description: t("withdraw.description") }));

export const handle: ShopHandle = { indexable: false };

type Step =
  | {
      step: "find";
      error?: MessageKey;
      errorNumber?: string;
      values: { number?: string; email?: string };
    }
  | { step: "choose"; order: OrderView; email: string; error?: MessageKey }
  | { step: "confirm"; order: OrderView; email: string; lineNos: number[] }
  | {
      step: "done";
      order: OrderView;
      receivedAt: string;
      withinPeriod: boolean;
      lineNos: number[];
    };

export async function loader({ request, context }: Route.LoaderArgs): Promise<Step> {
  const given = new URL(request.url).searchParams.get("order") ?? "";
  // The order mails link here with the order's token: straight to choosing, no e-mail asked.
  // Anything else (an order number from a page) only fills in the form.
  const order = await context.get(servicesContext).orders.findByLink(given);
  if (!order) return { step: "find", values: { number: given } };
  if (canWithdraw(order.status)) return { step: "choose", order, email: order.email };
  const error = BLOCKED[order.status] ?? "withdraw.cancelled";
  return { step: "find", error, errorNumber: order.number, values: { number: order.number } };
}

const BLOCKED: Partial<Record<OrderView["status"], MessageKey>> = {
  reserved: "withdraw.notPaid",
  expired: "withdraw.cancelled",
  cancelled: "withdraw.cancelled",
  withdrawn: "withdraw.alreadyWithdrawn",
};

/** Past a limit the action answers 429 with Retry-After. */
export const headers = keepRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readForm(request, context);
  if (!read.ok) {
    const { message, status } = read.problem;
    return data<Step>({ step: "find", error: message, values: {} }, { status });
  }
  const { form } = read;
  const values = lookupValues(form);
  const found = await lookupOrder(form, context);
  if (!found.ok) {
    const headers = found.status === 429 ? retryAfterHeaders(found.retryAfterSeconds) : undefined;
    return data<Step>(
      { step: "find", error: found.error, values },
      { status: found.status, headers },
    );
  }
  const { order } = found;
  if (!canWithdraw(order.status)) {
    const error = BLOCKED[order.status] ?? "withdraw.cancelled";
    return data<Step>({ step: "find", error, errorNumber: order.number, values }, { status: 409 });
  }
  const intent = form.get("intent");
  if (intent === "find") return data<Step>({ step: "choose", order, email: values.email });

  const all = order.lines.map((line) => line.lineNo);
  const ticked = form.getAll("lineNo").map(Number);
  const lineNos = form.get("scope") === "all" ? all : all.filter((n) => ticked.includes(n));
  if (lineNos.length === 0) {
    return data<Step>(
      { step: "choose", order, email: values.email, error: "withdraw.noLines" },
      { status: 400 },
    );
  }
  if (intent !== "withdraw")
    return data<Step>({ step: "confirm", order, email: values.email, lineNos });

  const services = context.get(servicesContext);
  const result = await services.orders.withdraw(order.id, lineNos, services.publicUrl);
  if (!result.ok) {
    // A lost race (staff changed the order meanwhile) says so; otherwise it stopped being paid.
    const error = result.reason === "conflict" ? "withdraw.changed" : "withdraw.cancelled";
    return data<Step>({ step: "find", error, errorNumber: order.number, values }, { status: 409 });
  }
  return data<Step>({
    step: "done",
    order,
    receivedAt: result.receivedAt,
    withinPeriod: result.withinPeriod,
    lineNos: result.lineNos,
  });
}

function Identity({ order, email }: { order: OrderView; email: string }) {
  return (
    <>
      <input type="hidden" name="number" value={order.number} />
      <input type="hidden" name="email" value={email} />
      {/* The next steps find the order by its link token, spending no lookups. */}
      <input type="hidden" name="link" value={order.accessToken} />
    </>
  );
}

function LineList({ order, lineNos }: { order: OrderView; lineNos: readonly number[] }) {
  return (
    <ul className="list-disc space-y-1 ps-5" data-testid="withdraw-lines">
      {order.lines
        .filter((line) => lineNos.includes(line.lineNo))
        .map((line) => (
          <li key={line.lineNo}>
            {line.quantity} × {line.name}
            {line.variant ? ` (${line.variant})` : ""}
          </li>
        ))}
    </ul>
  );
}

export default function WithdrawalPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const time = useStockholmTime();
  const view: Step = actionData ?? loaderData;
  return (
    <>
      <PageHeader title={t("withdraw.title")} />
      <div className="container-page max-w-3xl space-y-6 py-8">
        {view.step === "find" && (
          <>
            <p>{t("withdraw.lead")}</p>
            <OrderLookupForm
              idPrefix="withdraw"
              submit="withdraw.find"
              intent="find"
              error={view.error}
              errorText={
                view.error && view.errorNumber
                  ? t(view.error, { number: view.errorNumber })
                  : undefined
              }
              values={view.values}
            />
          </>
        )}
        {view.step === "choose" && (
          <Form method="post" className="space-y-4">
            <Identity order={view.order} email={view.email} />
            <input type="hidden" name="intent" value="choose" />
            {view.error && (
              <p
                role="alert"
                className="rounded-card border border-danger p-4 font-semibold text-danger"
              >
                {t(view.error)}
              </p>
            )}
            <fieldset className="space-y-3">
              <legend className="mb-2 text-lg font-bold">
                {t("withdraw.chooseTitle", { number: view.order.number })}
              </legend>
              <label className="flex items-center gap-2">
                <input type="radio" name="scope" value="all" defaultChecked />
                {t("withdraw.whole")}
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" name="scope" value="some" />
                {t("withdraw.some")}
              </label>
              <ul className="space-y-2 ps-6">
                {view.order.lines.map((line) => (
                  <li key={line.lineNo}>
                    <label className="flex items-center gap-2">
                      <input type="checkbox" name="lineNo" value={line.lineNo} />
                      {line.quantity} × {line.name}
                      {line.variant ? ` (${line.variant})` : ""}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <button type="submit" className={buttonClass("primary")}>
              {t("withdraw.next")}
            </button>
          </Form>
        )}
        {view.step === "confirm" && (
          <Form method="post" className="space-y-4" aria-labelledby="withdraw-confirm">
            <h2 id="withdraw-confirm" className="text-lg font-bold">
              {t("withdraw.confirmTitle")}
            </h2>
            <p>{t("withdraw.confirmLead", { number: view.order.number })}</p>
            <LineList order={view.order} lineNos={view.lineNos} />
            <Identity order={view.order} email={view.email} />
            <input type="hidden" name="scope" value="some" />
            {view.lineNos.map((n) => (
              <input key={n} type="hidden" name="lineNo" value={n} />
            ))}
            <div className="flex flex-wrap gap-3">
              <button
                type="submit"
                name="intent"
                value="withdraw"
                className={buttonClass("primary")}
              >
                {t("withdraw.confirm")}
              </button>
              <button type="submit" name="intent" value="find" className={buttonClass("secondary")}>
                {t("withdraw.back")}
              </button>
            </div>
          </Form>
        )}
        {view.step === "done" && (
          <section
            role="status"
            aria-labelledby="withdraw-done"
            className="space-y-3 rounded-card border border-success p-5"
          >
            <h2 id="withdraw-done" className="text-lg font-bold text-success">
              {t("withdraw.doneTitle")}
            </h2>
            <p data-testid="withdraw-received">
              {t("withdraw.doneText", { when: time(view.receivedAt) })}
            </p>
            <LineList order={view.order} lineNos={view.lineNos} />
            <p>{view.withinPeriod ? t("withdraw.doneNext") : t("withdraw.lateText")}</p>
          </section>
        )}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
