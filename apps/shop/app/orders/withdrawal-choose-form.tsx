// "Ångra köp"'s second step: the whole order, or the lines ticked.
import { Form } from "react-router";
import { buttonClass } from "../components/button-styles.ts";
import { useT } from "../i18n/use-t.ts";
import { WithdrawalIdentity } from "./withdrawal-identity.tsx";
import type { ChooseStep } from "./withdrawal-step.ts";

export function WithdrawalChooseForm({ view }: { view: ChooseStep }) {
  const t = useT();
  return (
    <Form method="post" className="space-y-4">
      <WithdrawalIdentity order={view.order} email={view.email} />
      <input type="hidden" name="intent" value="choose" />
      {view.error && (
        <p role="alert" className="rounded-card border border-danger p-4 font-semibold text-danger">
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
  );
}
