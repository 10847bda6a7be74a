// The form posts of /admin/withdrawals: staff confirm a notice's goods are back (`intent=goods`,
// putting them back in stock with `restock=1`), then refund its withdrawn lines
// (`intent=refund`). The form token is checked first (readAdminForm); a step the notice's state
// does not allow is a 409.
import { data, type RouterContextProvider } from "react-router";
import { servicesContext } from "../../context/services-context.ts";
import { readAdminForm } from "../admin-form.server.ts";
import type { WithdrawalActionData } from "./withdrawal-action-data.ts";
import { readRefundConfirmation } from "../refunds/refund-confirmation.server.ts";

const field = (form: FormData, name: string, max = 100) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, max) : "";
};

export async function withdrawalAction(request: Request, context: Readonly<RouterContextProvider>) {
  const read = await readAdminForm(request, context);
  if (!read.ok) {
    return data<WithdrawalActionData>(
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
      ? data<WithdrawalActionData>({ ok: true, done: restock ? "goodsRestocked" : "goods", number })
      : data<WithdrawalActionData>({ ok: false, error: result.reason }, { status: 409 });
  }
  if (form.get("intent") === "refund") {
    const confirmation = await readRefundConfirmation(request, context, form);
    const result = await desk.refund(staff.actor, id, confirmation.confirmed);
    if (result.ok) {
      const { status, amount } = result.refund;
      const done = status === "succeeded" ? "refunded" : status === "failed" ? "failed" : "pending";
      return data<WithdrawalActionData>({ ok: true, done, number, amount });
    }
    if (result.reason === "unconfirmed") {
      return data<WithdrawalActionData>(
        {
          ok: false,
          error: "unconfirmed",
          withdrawal: id,
          confirm: result.confirm,
          ...("refusal" in confirmation ? { confirmation: confirmation.refusal } : {}),
        },
        { status: 403 },
      );
    }
    return data<WithdrawalActionData>(
      {
        ok: false,
        error: result.reason,
        ...(result.reason === "provider" ? { message: result.message.slice(0, 200) } : {}),
      },
      { status: 409 },
    );
  }
  return data<WithdrawalActionData>({ ok: false, error: "unknown_withdrawal" }, { status: 400 });
}
