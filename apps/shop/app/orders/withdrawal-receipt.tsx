// "Ångra köp"'s receipt: the date and time the withdrawal was received and the lines withdrawn
// (the same goes by mail), then what happens next: the goods back and the money within 14 days,
// or, past the period, an answer from customer service; then, for shipped goods, the choice of
// a free return label (app/returns/).
import { useT } from "../i18n/use-t.ts";
import { ReturnLabelForm } from "../returns/return-label-form.tsx";
import { useStockholmTime } from "./order-details.tsx";
import { WithdrawalLines } from "./withdrawal-lines.tsx";
import type { DoneStep } from "./withdrawal-step.ts";

export function WithdrawalReceipt({ view }: { view: DoneStep }) {
  const t = useT();
  const time = useStockholmTime();
  return (
    <>
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
        <WithdrawalLines order={view.order} lineNos={view.lineNos} />
        <p>{view.withinPeriod ? t("withdraw.doneNext") : t("withdraw.lateText")}</p>
      </section>
      {view.returnWithdrawalId && (
        <ReturnLabelForm
          orderLink={view.order.accessToken}
          withdrawalId={view.returnWithdrawalId}
        />
      )}
    </>
  );
}
