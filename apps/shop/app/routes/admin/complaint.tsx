// /admin/complaints/:number: one complaint: the order it is about, the customer, the items and
// units, the description, the photos (served to staff only), whether the two-year presumption
// holds, the decision and refund, every step; then the next step's forms
// (app/admin/complaints/complaint-actions-section.tsx; posts: complaint-actions.server.ts).
import { Link, useActionData, useLoaderData } from "react-router";
import { formatDate, formatDateTime, formatSek } from "../../../domain/admin-format.ts";
import { staffOf } from "../../admin/admin-guard.server.ts";
import { adminMeta } from "../../admin/admin-meta.ts";
import { AdminNotice } from "../../admin/components/admin-notice.tsx";
import { complaintAction } from "../../admin/complaints/complaint-actions.server.ts";
import { ComplaintActionsSection } from "../../admin/complaints/complaint-actions-section.tsx";
import { loadComplaintCase } from "../../admin/complaints/complaint-page.server.ts";
import { complaintsMessages } from "../../admin/complaints/complaints-messages.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useT } from "../../i18n/use-t.ts";
import { useLanguage } from "../../root-data.ts";
import type { Route } from "./+types/complaint";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (language) =>
    complaintsMessages[language].caseTitle.replace("{number}", args.params.number),
  );

export async function loader({ params, context }: Route.LoaderArgs) {
  staffOf(context);
  return loadComplaintCase(context, params.number);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return complaintAction(request, context, params.number);
}

export default function ComplaintCasePage() {
  const t = usePageT(complaintsMessages);
  const shopT = useT();
  const language = useLanguage();
  const { complaint, presumed, moneyBack, reductionMax } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const sek = (ore: number) => formatSek(ore, language);
  const notice =
    result === undefined
      ? undefined
      : result.ok
        ? {
            kind: "ok" as const,
            text: t(`done.${result.done}`, { amount: sek(result.amount ?? 0) }),
          }
        : !result.field && (result.error || result.problem)
          ? {
              kind: "error" as const,
              text: result.error
                ? t(result.error, { message: result.message ?? "", max: sek(result.max ?? 0) })
                : shopT(result.problem!),
            }
          : undefined;
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/complaints" className="underline">
          {t("back")}
        </Link>
      </p>
      <h1 className="mb-4 text-2xl font-bold">{t("caseTitle", { number: complaint.number })}</h1>
      {notice && <AdminNotice kind={notice.kind}>{notice.text}</AdminNotice>}
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t("order")}</dt>
        <dd>
          <Link className="underline" to={`/admin/orders/${complaint.orderNumber}`}>
            {t("openOrder", { number: complaint.orderNumber })}
          </Link>
        </dd>
        <dt className="font-semibold">{t("customer")}</dt>
        <dd>
          {complaint.customer}, {complaint.email}
        </dd>
        <dt className="font-semibold">{t("filed")}</dt>
        <dd>{formatDateTime(complaint.createdAt, language)}</dd>
        <dt className="font-semibold">{t("noticed")}</dt>
        <dd>
          {formatDate(`${complaint.noticedOn}T12:00:00Z`, language)} ·{" "}
          {presumed ? t("presumed") : t("notPresumed")}
        </dd>
        <dt className="font-semibold">{t("remedyAsked")}</dt>
        <dd>{t(`remedy.${complaint.remedy}`)}</dd>
        <dt className="font-semibold">{t("status")}</dt>
        <dd data-testid="admin-complaint-status">{t(`status.${complaint.status}`)}</dd>
        {complaint.decision && (
          <>
            <dt className="font-semibold">{t("decision")}</dt>
            <dd data-testid="admin-complaint-decision">
              {complaint.decision === "rejected"
                ? t("decision.rejected")
                : t(`remedy.${complaint.decision}`)}
            </dd>
          </>
        )}
        {complaint.decisionNote && (
          <>
            <dt className="font-semibold">{t("decisionNote")}</dt>
            <dd className="whitespace-pre-line">{complaint.decisionNote}</dd>
          </>
        )}
        {complaint.refund && (
          <>
            <dt className="font-semibold">{t("refund")}</dt>
            <dd data-testid="admin-complaint-refund">
              {t(`refund.status.${complaint.refund.status as "pending"}`, {
                amount: sek(complaint.refund.amount),
              })}
            </dd>
          </>
        )}
      </dl>
      <h2 className="mt-4 text-lg font-bold">{t("lines")}</h2>
      <ul className="list-disc ps-6">
        {complaint.lines.map((line) => (
          <li key={line.lineNo}>
            {t("line", {
              quantity: line.quantity,
              bought: line.bought,
              name: line.variant ? `${line.name} (${line.variant})` : line.name,
              price: sek(line.unitPrice),
            })}
          </li>
        ))}
      </ul>
      <h2 className="mt-4 text-lg font-bold">{t("description")}</h2>
      <p className="max-w-prose whitespace-pre-line">{complaint.description}</p>
      <h2 className="mt-4 text-lg font-bold">{t("photos")}</h2>
      {complaint.photos.length === 0 ? (
        <p>{t("noPhotos")}</p>
      ) : (
        <ul className="flex flex-wrap gap-3">
          {complaint.photos.map((photo, index) => {
            const src = `/admin/complaints/${complaint.number}/photos/${photo.id}`;
            return (
              <li key={photo.id}>
                <a href={src} target="_blank" rel="noreferrer" className="block">
                  <img
                    src={src}
                    alt={t("photo", { n: index + 1, number: complaint.number })}
                    width={200}
                    height={200}
                    className="h-48 w-48 rounded-card border border-line object-cover"
                  />
                </a>
              </li>
            );
          })}
        </ul>
      )}
      <h2 className="mt-4 text-lg font-bold">{t("history")}</h2>
      <ol className="space-y-1">
        {complaint.events.map((event, index) => (
          <li key={index}>
            {formatDateTime(event.at, language)} · {t(`event.${event.kind as "received"}`)}
            {event.note ? ` – ${event.note}` : ""}
          </li>
        ))}
      </ol>
      <ComplaintActionsSection
        complaint={complaint}
        moneyBack={moneyBack}
        reductionMax={reductionMax}
        result={result}
      />
    </>
  );
}
