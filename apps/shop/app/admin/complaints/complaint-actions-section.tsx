// The next step of a complaint in the admin, as its state allows: mark it under inspection;
// decide (a remedy, or a rejection with its reason); carry out the remedy (refund the complained
// items, pay a price reduction of an amount, or note a repair or replacement done); close it.
// Each is a plain admin form post; a refusal shows beside its field with what was typed.
import { RefundConfirmationStep } from "../refunds/refund-confirmation-step.tsx";
import { formatSek } from "../../../domain/admin-format.ts";
import { canTake, isMoneyRemedy, REMEDIES } from "../../../domain/complaints/complaint-state.ts";
import type { ComplaintView } from "../../../server/complaints/complaint-view.ts";
import { buttonClass } from "../../components/button-styles.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useLanguage } from "../../root-data.ts";
import { AdminForm } from "../admin-form.tsx";
import { AdminField } from "../components/admin-field.tsx";
import type { ComplaintActionData } from "./complaint-action-data.ts";
import { complaintsMessages } from "./complaints-messages.ts";

export function ComplaintActionsSection({
  complaint,
  moneyBack,
  reductionMax,
  result,
}: {
  complaint: ComplaintView;
  moneyBack: number;
  reductionMax: number;
  result: ComplaintActionData | undefined;
}) {
  const t = usePageT(complaintsMessages);
  const language = useLanguage();
  const sek = (ore: number) => formatSek(ore, language);
  const facts = {
    status: complaint.status,
    decision: complaint.decision,
    remedyDone: complaint.remedyDoneAt !== undefined,
  };
  const refusal = result && !result.ok ? result : undefined;
  // Only one of the two refund forms is on the page at a time.
  const toConfirm = refusal?.confirm && (
    <RefundConfirmationStep confirm={refusal.confirm} refusal={refusal.confirmation} />
  );
  const errorFor = (name: NonNullable<Extract<ComplaintActionData, { ok: false }>["field"]>) =>
    refusal?.field === name && refusal.error
      ? t(refusal.error, { max: sek(refusal.max ?? reductionMax) })
      : undefined;
  const typed = (name: string) => refusal?.values?.[name];
  const any = ["inspect", "decide", "remedy_done", "close"].some((step) =>
    canTake(step as "inspect", facts),
  );
  return (
    <section
      aria-labelledby="complaint-actions"
      className="mt-6 rounded-card border border-line p-4"
    >
      <h2 id="complaint-actions" className="mb-2 text-lg font-bold">
        {t("actions")}
      </h2>
      {!any && <p>{t("nothingToDo")}</p>}
      {canTake("inspect", facts) && (
        <AdminForm className="mb-4">
          <input type="hidden" name="intent" value="inspect" />
          <button type="submit" className={buttonClass("secondary")}>
            {t("inspect")}
          </button>
        </AdminForm>
      )}
      {canTake("decide", facts) && (
        <AdminForm className="space-y-3">
          <input type="hidden" name="intent" value="decide" />
          <fieldset
            aria-describedby={
              errorFor("decision") ? "complaint-decision-error" : "complaint-decide-hint"
            }
          >
            <legend className="font-semibold">{t("decideLegend")}</legend>
            <p id="complaint-decide-hint" className="mb-1 text-sm text-ink-muted">
              {t("decideHint")}
            </p>
            {[...REMEDIES, "rejected" as const].map((decision) => (
              <label key={decision} className="me-4 inline-flex items-center gap-2">
                <input
                  type="radio"
                  name="decision"
                  value={decision}
                  defaultChecked={(typed("decision") ?? complaint.remedy) === decision}
                />
                {decision === "rejected" ? t("decision.rejected") : t(`remedy.${decision}`)}
              </label>
            ))}
            {errorFor("decision") && (
              <p id="complaint-decision-error" className="mt-1 text-sm font-semibold text-danger">
                {errorFor("decision")}
              </p>
            )}
          </fieldset>
          <AdminField
            id="complaint-note"
            name="note"
            label={t("decideNote")}
            multiline
            defaultValue={typed("note") ?? ""}
            error={errorFor("note")}
          />
          <button type="submit" className={buttonClass("primary")}>
            {t("decideSubmit")}
          </button>
        </AdminForm>
      )}
      {canTake("remedy_done", facts) && complaint.decision === "refund" && (
        <AdminForm>
          <input type="hidden" name="intent" value="refund" />
          {toConfirm}
          <button type="submit" className={buttonClass("primary")}>
            {t("refundSubmit", { amount: sek(moneyBack) })}
          </button>
        </AdminForm>
      )}
      {canTake("remedy_done", facts) && complaint.decision === "price_reduction" && (
        <AdminForm className="space-y-3">
          <input type="hidden" name="intent" value="refund" />
          <AdminField
            id="complaint-amount"
            name="amount"
            label={t("reductionAmount", { max: sek(reductionMax) })}
            inputMode="decimal"
            defaultValue={typed("amount") ?? ""}
            error={errorFor("amount")}
            required
          />
          {toConfirm}
          <button type="submit" className={buttonClass("primary")}>
            {t("reductionSubmit")}
          </button>
        </AdminForm>
      )}
      {canTake("remedy_done", facts) && !isMoneyRemedy(complaint.decision) && (
        <AdminForm className="space-y-3">
          <input type="hidden" name="intent" value="remedy_done" />
          <AdminField
            id="complaint-remedy-note"
            name="remedyNote"
            label={t("remedyNote")}
            multiline
            defaultValue={typed("remedyNote") ?? ""}
            error={errorFor("remedyNote")}
          />
          <button type="submit" className={buttonClass("primary")}>
            {t("remedyDone")}
          </button>
        </AdminForm>
      )}
      {canTake("close", facts) && (
        <AdminForm className="mt-4">
          <input type="hidden" name="intent" value="close" />
          <button type="submit" className={buttonClass("secondary")}>
            {t("close")}
          </button>
        </AdminForm>
      )}
    </section>
  );
}
