// An order status (or a history event such as "refund_due") in the admin's words.
import { usePageT } from "../../../i18n/use-page-t.ts";
import { orderStatusMessages, statusMessageKey } from "../order-status-messages.ts";

export function StatusName({ status }: { status: string }) {
  const t = usePageT(orderStatusMessages);
  const key = statusMessageKey(status);
  return <>{key ? t(key) : status}</>;
}
