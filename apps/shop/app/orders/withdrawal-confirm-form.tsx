// "Ångra köp"'s third step: the lines chosen, to withdraw or to go back and choose again.
import { Form } from "react-router";
import { buttonClass } from "../components/button-styles.ts";
import { useT } from "../i18n/use-t.ts";
import { WithdrawalIdentity } from "./withdrawal-identity.tsx";
import { WithdrawalLines } from "./withdrawal-lines.tsx";
import type { ConfirmStep } from "./withdrawal-step.ts";

export function WithdrawalConfirmForm({ view }: { view: ConfirmStep }) {
  const t = useT();
  return (
    <Form method="post" className="space-y-4" aria-labelledby="withdraw-confirm">
      <h2 id="withdraw-confirm" className="text-lg font-bold">
        {t("withdraw.confirmTitle")}
      </h2>
      <p>{t("withdraw.confirmLead", { number: view.order.number })}</p>
      <WithdrawalLines order={view.order} lineNos={view.lineNos} />
      <WithdrawalIdentity order={view.order} email={view.email} />
      <input type="hidden" name="scope" value="some" />
      {view.lineNos.map((n) => (
        <input key={n} type="hidden" name="lineNo" value={n} />
      ))}
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="withdraw" className={buttonClass("primary")}>
          {t("withdraw.confirm")}
        </button>
        <button type="submit" name="intent" value="find" className={buttonClass("secondary")}>
          {t("withdraw.back")}
        </button>
      </div>
    </Form>
  );
}
