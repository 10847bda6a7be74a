// The answer to the last form post on /admin/withdrawals, above the list: what was done (a
// failed refund in red), or why nothing was.
import { useActionData } from "react-router";
import { formatSek } from "../../../domain/admin-format.ts";
import { AdminNotice } from "../components/admin-notice.tsx";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useT } from "../../i18n/use-t.ts";
import { useLanguage } from "../../root-data.ts";
import type { WithdrawalActionData } from "./withdrawal-action-data.ts";
import { withdrawalsMessages } from "./withdrawals-messages.ts";

export function WithdrawalNotice() {
  const t = usePageT(withdrawalsMessages);
  const tShop = useT();
  const language = useLanguage();
  const result = useActionData<WithdrawalActionData>();
  const sek = (ore: number) => formatSek(ore, language);

  let notice: { kind: "ok" | "error"; text: string } | undefined;
  if (result?.ok === true) {
    const values = { number: result.number, amount: sek(result.amount ?? 0) };
    notice = {
      kind: result.done === "failed" ? "error" : "ok",
      text: t(`done.${result.done}`, values),
    };
  } else if (result?.ok === false && result.error !== "unconfirmed") {
    // A refund to confirm is said in its notice's form (withdrawal-card.tsx).
    notice = {
      kind: "error",
      text: result.problem
        ? tShop(result.problem)
        : t(`error.${result.error ?? "unknown_withdrawal"}`, { message: result.message ?? "" }),
    };
  }

  return notice ? <AdminNotice kind={notice.kind}>{notice.text}</AdminNotice> : null;
}
