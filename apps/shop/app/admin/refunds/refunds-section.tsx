// The refunds section of an order's admin page: what was paid, refunded and is left; every
// refund so far with its status (a pending one can be asked about again); a form to refund some
// units of some lines (each quantity's refusal beside its field, as typed) and the fees; a
// button to refund everything left; and, for a paid order not yet sent, cancelling it with its
// refund. Every form is a plain POST carrying the form token and the order's version.
import { useActionData } from "react-router";
import { AdminForm } from "../admin-form.tsx";
import { formatDateTime, formatSek } from "../../../domain/admin-format.ts";
import { adminMessages } from "../admin-messages.ts";
import { AdminField } from "../components/admin-field.tsx";
import { AdminNotice } from "../components/admin-notice.tsx";
import { AdminSection } from "../components/admin-section.tsx";
import { buttonClass } from "../../components/button-styles.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useLanguage } from "../../root-data.ts";
import { isRefundIntent, type RefundActionData } from "./refund-action-data.ts";
import { FEES_FIELD, quantityField } from "./read-refund-form.ts";
import type { RefundsSectionData } from "./refunds-section-data.ts";
import { refundsMessages } from "./refunds-messages.ts";
import { RefundConfirmationStep } from "./refund-confirmation-step.tsx";

type Result = RefundActionData | undefined;

function useRefundResult(): Result {
  const result = useActionData<{ intent?: string } | undefined>();
  return result?.intent !== undefined && isRefundIntent(result.intent)
    ? (result as RefundActionData)
    : undefined;
}

function ResultNotice({ result }: { result: Result }) {
  const t = usePageT(refundsMessages);
  const tAdmin = usePageT(adminMessages);
  const language = useLanguage();
  if (!result) return null;
  if (result.ok) {
    const amount = formatSek(result.amount, language);
    if (result.intent === "cancel-paid" && result.amount === 0) {
      return <AdminNotice kind="ok">{t("done.cancelled")}</AdminNotice>;
    }
    const text = t(`done.${result.status}`, { amount });
    return (
      <AdminNotice kind={result.status === "failed" ? "error" : "ok"}>
        {result.intent === "cancel-paid" ? `${t("done.cancelled")} ${text}` : text}
      </AdminNotice>
    );
  }
  // The form that needs confirming says so itself (ConfirmStep).
  if (result.refusal === "unconfirmed") return null;
  const text =
    result.refusal === "conflict"
      ? tAdmin("conflict")
      : t(`error.${result.refusal}`, {
          amount: formatSek(result.left ?? 0, language),
          message: result.message ?? "",
        });
  return <AdminNotice kind="error">{text}</AdminNotice>;
}

/** The confirmation step inside the form of `intent`, once the server asked for it. */
function ConfirmStep({ result, intent }: { result: Result; intent: RefundActionData["intent"] }) {
  if (result?.ok !== false || result.intent !== intent || !result.confirm) return null;
  return <RefundConfirmationStep confirm={result.confirm} refusal={result.confirmation} />;
}

export function RefundsSection({
  refunds: section,
  version,
}: {
  refunds: RefundsSectionData;
  /** The order's version, which every form carries. */
  version: number;
}) {
  const t = usePageT(refundsMessages);
  const language = useLanguage();
  const result = useRefundResult();
  const sek = (ore: number) => formatSek(ore, language);
  const lineName = (lineNo: number | null) =>
    lineNo === null ? t("fees") : (section.lines.find((l) => l.lineNo === lineNo)?.name ?? "");
  const refusedLines = result?.ok === false && result.intent === "refund" ? result : undefined;
  const feesLeft = section.fees > 0 && !section.feesRefunded;
  const unitsLeft = section.lines.some((line) => line.left > 0);

  return (
    <AdminSection id="order-refunds" heading={t("heading")} wide>
      <ResultNotice result={result} />
      {!section.paid ? (
        <p>{t("unpaid")}</p>
      ) : (
        <div key={version} className="grid gap-6">
          <div data-testid="refunds-summary">
            <p>
              {t("summary", {
                total: sek(section.total),
                refunded: sek(section.refunded),
                left: sek(section.left),
              })}
            </p>
            {section.pending > 0 && <p>{t("pendingNote", { amount: sek(section.pending) })}</p>}
          </div>

          <div>
            <h3 className="mb-2 font-bold">{t("listHeading")}</h3>
            {section.refunds.length === 0 ? (
              <p>{t("none")}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-start text-sm" data-testid="refunds-list">
                  <thead>
                    <tr className="border-b border-line">
                      {(["when", "amount", "what", "reason", "status", "by"] as const).map(
                        (key) => (
                          <th key={key} scope="col" className="p-2 text-start">
                            {t(`col.${key}`)}
                          </th>
                        ),
                      )}
                    </tr>
                  </thead>
                  <tbody>
                    {section.refunds.map((refund) => (
                      <tr key={refund.id} className="border-b border-line align-top">
                        <td className="whitespace-nowrap p-2">
                          {formatDateTime(refund.requestedAt, language)}
                        </td>
                        <td className="whitespace-nowrap p-2">{sek(refund.amount)}</td>
                        <td className="p-2">
                          {refund.parts
                            .map((part) =>
                              part.lineNo === null
                                ? t("fees")
                                : t("part", {
                                    quantity: part.quantity,
                                    name: lineName(part.lineNo),
                                  }),
                            )
                            .join(", ")}
                        </td>
                        <td className="p-2">{t(`reason.${refund.reason}`)}</td>
                        <td className="p-2">
                          {t(`status.${refund.status}`, {
                            date: refund.completedAt
                              ? formatDateTime(refund.completedAt, language)
                              : "",
                          })}
                          {refund.status === "pending" && (
                            <AdminForm className="mt-1">
                              <input type="hidden" name="intent" value="refund-retry" />
                              <input type="hidden" name="version" value={version} />
                              <input type="hidden" name="refund" value={refund.id} />
                              <button type="submit" className="underline">
                                {t("retry")}
                              </button>
                            </AdminForm>
                          )}
                        </td>
                        <td className="p-2 break-all">{refund.requestedBy}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>

          {section.left <= 0 ? (
            <p>{t("nothingLeft")}</p>
          ) : (
            <>
              {(unitsLeft || feesLeft) && (
                <AdminForm className="grid max-w-xl gap-4" aria-labelledby="refund-lines-heading">
                  <h3 id="refund-lines-heading" className="font-bold">
                    {t("linesHeading")}
                  </h3>
                  <p className="text-sm">{t("linesIntro")}</p>
                  <input type="hidden" name="intent" value="refund" />
                  <input type="hidden" name="version" value={version} />
                  {section.lines
                    .filter((line) => line.left > 0 || refusedLines?.lines?.[line.lineNo])
                    .map((line) => {
                      const refusal = refusedLines?.lines?.[String(line.lineNo)];
                      return (
                        <AdminField
                          key={line.lineNo}
                          id={`refund-quantity-${line.lineNo}`}
                          name={quantityField(line.lineNo)}
                          label={t("quantity", { name: line.name })}
                          hint={t("quantityHint", {
                            price: sek(line.unitPrice),
                            left: line.left,
                            quantity: line.quantity,
                          })}
                          inputMode="numeric"
                          defaultValue={
                            refusedLines?.values?.quantities[String(line.lineNo)] ?? "0"
                          }
                          error={
                            refusal &&
                            t(`error.${refusal.reason}`, { left: refusal.left ?? line.left })
                          }
                        />
                      );
                    })}
                  {feesLeft && (
                    <label className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        name={FEES_FIELD}
                        value="1"
                        defaultChecked={refusedLines?.values?.fees ?? false}
                      />
                      {t("feesBox", { amount: sek(section.fees) })}
                    </label>
                  )}
                  <ConfirmStep result={result} intent="refund" />
                  <button type="submit" className={buttonClass("primary", "justify-self-start")}>
                    {t("linesButton")}
                  </button>
                </AdminForm>
              )}

              <AdminForm aria-labelledby="refund-all-heading">
                <h3 id="refund-all-heading" className="mb-2 font-bold">
                  {t("allHeading")}
                </h3>
                <input type="hidden" name="intent" value="refund-all" />
                <input type="hidden" name="version" value={version} />
                <ConfirmStep result={result} intent="refund-all" />
                <button type="submit" className={buttonClass("secondary")}>
                  {t("allButton", { amount: sek(section.left) })}
                </button>
              </AdminForm>
            </>
          )}

          {section.cancellable && (
            <AdminForm aria-labelledby="refund-cancel-heading">
              <h3 id="refund-cancel-heading" className="mb-1 font-bold">
                {t("cancelHeading")}
              </h3>
              <p id="refund-cancel-note" className="mb-2 text-sm">
                {t("cancelNote")}
              </p>
              <input type="hidden" name="intent" value="cancel-paid" />
              <input type="hidden" name="version" value={version} />
              <ConfirmStep result={result} intent="cancel-paid" />
              <button
                type="submit"
                className={buttonClass("secondary")}
                aria-describedby="refund-cancel-note"
              >
                {t("cancelButton", { amount: sek(section.left) })}
              </button>
            </AdminForm>
          )}
        </div>
      )}
    </AdminSection>
  );
}
