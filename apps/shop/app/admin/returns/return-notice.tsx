// The answer to the last form post on /admin/returns, above the list: what was done, or why
// nothing was (field errors also stand beside their fields, in the return's card).
import { useActionData } from "react-router";
import { formatSek } from "../../../domain/admin-format.ts";
import { AdminNotice } from "../components/admin-notice.tsx";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useT } from "../../i18n/use-t.ts";
import { useLanguage } from "../../root-data.ts";
import type { ReturnActionData } from "./return-action-data.ts";
import { adminReturnsMessages } from "./returns-messages.ts";

export function ReturnNotice() {
  const t = usePageT(adminReturnsMessages);
  const tShop = useT();
  const language = useLanguage();
  const result = useActionData<ReturnActionData>();
  if (!result) return null;
  if (result.ok) {
    const text = t(`done.${result.done}`, {
      number: result.number,
      amount: formatSek(result.amount, language),
    });
    return <AdminNotice kind={result.done === "notRefunded" ? "error" : "ok"}>{text}</AdminNotice>;
  }
  const text = result.problem
    ? tShop(result.problem)
    : t(`error.${result.error ?? "unknown_return"}`, { number: result.number ?? "" });
  return <AdminNotice kind="error">{text}</AdminNotice>;
}
