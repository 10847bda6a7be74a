// The answer to the last unsubscribe on /admin/messages/newsletter, above the page's forms: the
// address unsubscribed, or a body the server could not read. Why an address was not found is
// said beside the unsubscribe form instead (newsletter-unsubscribe-section.tsx).
import { useActionData } from "react-router";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useT } from "../../i18n/use-t.ts";
import { AdminNotice } from "../components/admin-notice.tsx";
import { messagesMessages } from "./messages-messages.ts";
import type { UnsubscribeActionData } from "./unsubscribe-action-data.ts";

export function UnsubscribeNotice() {
  const t = usePageT(messagesMessages);
  const tShop = useT();
  const result = useActionData<UnsubscribeActionData>();
  if (result?.ok === true) {
    return <AdminNotice kind="ok">{t("newsletter.done", { email: result.email })}</AdminNotice>;
  }
  if (result && "problem" in result) {
    return <AdminNotice kind="error">{tShop(result.problem)}</AdminNotice>;
  }
  return null;
}
