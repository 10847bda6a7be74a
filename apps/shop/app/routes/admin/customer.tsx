// /admin/customers/:customer (the number of one of their orders): one customer (README "Admin" →
// "Customers") with their orders (linked to the order's page), reviews, contact messages and
// newsletter record; their data as a JSON download (./customer-export.ts); and, for owners,
// erasing their personal data: `?radera=1` shows what will happen and asks for a tick in a box,
// the POST erases (refused while an order still needs the details, or when anything changed
// since the plan was shown) and goes back to the customer list with what was done.
import { data, Link, redirect, useActionData, useLoaderData } from "react-router";
import { adminMessages } from "../../admin/admin-messages.ts";
import { requireOwner, staffOf } from "../../admin/admin-guard.server.ts";
import { readAdminForm } from "../../admin/admin-form.server.ts";
import { formatDate, formatDateTime, formatSek } from "../../admin/admin-format.ts";
import { adminMeta } from "../../admin/admin-meta.ts";
import { AdminNotice } from "../../admin/components/admin-notice.tsx";
import { customersMessages } from "../../admin/customers/customers-messages.ts";
import { erasedSearch } from "../../admin/customers/erased-notice.ts";
import { ErasureForm } from "../../admin/customers/erasure-form.tsx";
import { isReviewChoice } from "../../admin/customers/review-choices.ts";
import { orderStatusMessages, statusMessageKey } from "../../admin/orders/order-status-messages.ts";
import { moderationSearch } from "../../admin/reviews/moderation-filters.ts";
import { servicesContext } from "../../context/services-context.ts";
import { preferencesContext } from "../../context/preferences-context.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useT } from "../../i18n/use-t.ts";
import { useLanguage } from "../../root-data.ts";
import type { Route } from "./+types/customer";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (language) => {
    const name = args.loaderData?.customer.name;
    return name
      ? customersMessages[language].customerTitle.replace("{name}", name)
      : customersMessages[language].title;
  });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const services = context.get(servicesContext);
  const customer = await services.admin.customers.find(params.customer);
  if (!customer) throw data({ reason: "not_found" }, { status: 404 });
  const { language } = context.get(preferencesContext);
  const url = new URL(request.url);
  const erasing = url.searchParams.get("radera") === "1" && staff.role === "owner";
  const [plan, products] = await Promise.all([
    erasing ? services.admin.erasure.plan(customer.key) : undefined,
    services.catalogue.byIds([...new Set(customer.reviews.map((review) => review.productId))]),
  ]);
  const names = new Map(products.map((product) => [product.id, product.name[language]]));
  return {
    role: staff.role,
    customer: {
      ...customer,
      reviews: customer.reviews.map((review) => ({
        id: review.id,
        productId: review.productId,
        product: names.get(review.productId) ?? `#${review.productId}`,
        stars: review.stars,
        title: review.title,
        status: review.status,
      })),
    },
    plan,
  };
}

type ActionData =
  | { ok: false; error: "confirm" | "conflict" | "not_found" }
  | { ok: false; error: "open_orders"; orders: string[] }
  | { ok: false; problem: MessageKey };

export async function action({ request, params, context }: Route.ActionArgs) {
  requireOwner(context);
  const read = await readAdminForm(request, context);
  if (!read.ok) {
    return data<ActionData>(
      { ok: false, problem: read.problem.message },
      { status: read.problem.status },
    );
  }
  const { form, staff } = read;
  if (form.get("intent") !== "erase" || form.get("confirm") !== "yes") {
    return data<ActionData>({ ok: false, error: "confirm" }, { status: 400 });
  }
  const fingerprint = form.get("fingerprint");
  const reviews = form.get("reviews");
  const outcome = await context
    .get(servicesContext)
    .admin.erasure.erase(staff.actor, params.customer, {
      reviews: isReviewChoice(reviews) ? reviews : "remove",
      fingerprint: typeof fingerprint === "string" ? fingerprint : "",
    });
  if (outcome.ok) {
    const { summary } = outcome;
    const counts = erasedSearch({
      orders: summary.orders.length,
      reviewsRemoved: summary.reviewsRemoved,
      reviewsAnonymised: summary.reviewsAnonymised,
      messages: summary.contactMessagesDeleted,
      newsletter: summary.newsletterDeleted,
    });
    return redirect(`/admin/customers${counts}`, 303);
  }
  if (outcome.reason === "open_orders") {
    return data<ActionData>(
      { ok: false, error: "open_orders", orders: outcome.orders },
      { status: 409 },
    );
  }
  return data<ActionData>(
    { ok: false, error: outcome.reason },
    { status: outcome.reason === "not_found" ? 404 : 409 },
  );
}

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mb-8">
      <h2 id={id} className="mb-2 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function CustomerPage() {
  const t = usePageT(customersMessages);
  const tAdmin = usePageT(adminMessages);
  const tStatus = usePageT(orderStatusMessages);
  const tShop = useT();
  const language = useLanguage();
  const { role, customer, plan } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const path = `/admin/customers/${encodeURIComponent(customer.key)}`;
  const statusName = (status: string) => {
    const key = statusMessageKey(status);
    return key ? tStatus(key) : status;
  };
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/customers" className="underline">
          {t("back")}
        </Link>
      </p>
      <h1 className="mb-4 text-2xl font-bold">
        {t("customerTitle", { name: customer.name || t("noName") })}
      </h1>

      <Section id="uppgifter" title={t("details")}>
        <dl className="grid max-w-2xl grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">{t("kind")}</dt>
          <dd>{t(`kind.${customer.kind}`)}</dd>
          <dt className="font-semibold">{t("emails")}</dt>
          <dd className="break-all">{customer.emails.join(", ")}</dd>
          <dt className="font-semibold">{t("phone")}</dt>
          <dd>{customer.phone}</dd>
          <dt className="font-semibold">{t("spent")}</dt>
          <dd>{formatSek(customer.spent, language)}</dd>
        </dl>
        {customer.related.length > 0 && (
          <p className="mt-2">
            {t("related")}{" "}
            {customer.related.map((other, index) => (
              <span key={other.key}>
                {index > 0 && ", "}
                <Link
                  to={`/admin/customers/${encodeURIComponent(other.key)}`}
                  className="underline"
                >
                  {t(`related.${other.kind}`, { key: other.key })}
                </Link>
              </span>
            ))}
          </p>
        )}
      </Section>

      <Section id="ordrar" title={t("ordersTitle")}>
        <div className="overflow-x-auto">
          <table className="w-full max-w-3xl text-start text-sm">
            <thead>
              <tr className="border-b border-line">
                {(
                  [
                    "order.number",
                    "order.date",
                    "order.status",
                    "order.total",
                    "order.refunded",
                  ] as const
                ).map((key) => (
                  <th key={key} scope="col" className="p-2 text-start">
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {customer.orders.map((order) => (
                <tr key={order.id} className="border-b border-line">
                  <th scope="row" className="p-2 text-start font-normal">
                    <Link
                      to={`/admin/orders/${encodeURIComponent(order.number)}`}
                      className="underline"
                    >
                      {order.number}
                    </Link>
                  </th>
                  <td className="p-2 whitespace-nowrap">
                    {formatDateTime(order.createdAt, language)}
                  </td>
                  <td className="p-2">{statusName(order.status)}</td>
                  <td className="p-2 text-end whitespace-nowrap tabular-nums">
                    {formatSek(order.total, language)}
                  </td>
                  <td className="p-2 text-end whitespace-nowrap tabular-nums">
                    {order.refunded > 0 ? formatSek(order.refunded, language) : "–"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="omdomen" title={t("reviewsTitle")}>
        {customer.kind === "guest" ? (
          <p>{t("guestReviews")}</p>
        ) : customer.reviews.length === 0 ? (
          <p>{t("noReviews")}</p>
        ) : (
          <ul className="list-disc ps-6">
            {customer.reviews.map((review) => (
              <li key={review.id}>
                <span className="font-semibold">{review.product}</span>:{" "}
                {t("review.line", {
                  stars: review.stars,
                  title: review.title,
                  status: t(`review.status.${review.status}`),
                })}{" "}
                <Link
                  to={`/admin/reviews${moderationSearch({ productId: review.productId })}`}
                  className="underline"
                >
                  {t("review.open")}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="meddelanden" title={t("messagesTitle")}>
        {customer.messages.length === 0 ? (
          <p>{t("noMessages")}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {customer.messages.map((message) => (
              <li key={message.id} className="whitespace-pre-line">
                {t("message.line", {
                  date: formatDateTime(message.createdAt, language),
                  message: message.message,
                })}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="nyhetsbrev" title={t("newsletterTitle")}>
        {customer.newsletter.length === 0 ? (
          <p>{t("noNewsletter")}</p>
        ) : (
          <ul>
            {customer.newsletter.map((record) => (
              <li key={record.id}>
                {record.status === "confirmed"
                  ? t("newsletter.confirmed", {
                      email: record.email,
                      date: formatDate(record.confirmedAt ?? record.createdAt, language),
                    })
                  : t("newsletter.pending", {
                      email: record.email,
                      date: formatDate(record.createdAt, language),
                    })}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="kunddata" title={t("exportTitle")}>
        <p className="mb-2 max-w-prose">{t("exportIntro")}</p>
        <a href={`${path}/export`} download className="font-semibold underline">
          {t("exportLink")}
        </a>
      </Section>

      <Section id="radera" title={t("eraseTitle")}>
        <p className="mb-2 max-w-prose">{t("eraseIntro")}</p>
        {result && "problem" in result && (
          <AdminNotice kind="error">{tShop(result.problem)}</AdminNotice>
        )}
        {result && "error" in result && result.error !== "confirm" && (
          <AdminNotice kind="error">
            {result.error === "conflict"
              ? tAdmin("conflict")
              : result.error === "open_orders"
                ? t("error.open_orders", { numbers: result.orders.join(", ") })
                : t("error.not_found")}
          </AdminNotice>
        )}
        {role !== "owner" ? (
          <p>{t("eraseOwnersOnly")}</p>
        ) : plan ? (
          <ErasureForm
            plan={plan}
            confirmError={result !== undefined && "error" in result && result.error === "confirm"}
            backTo={path}
          />
        ) : (
          <Link to={`${path}?radera=1#radera`} className="font-semibold underline">
            {t("eraseStart")}
          </Link>
        )}
      </Section>
    </>
  );
}
