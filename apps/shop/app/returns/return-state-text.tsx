// Where a return stands, in the shopper's words, with the amount once refunded.
import type { ReturnView } from "../../server/returns/return-view.ts";
import { Price } from "../components/price.tsx";
import { usePageT } from "../i18n/use-page-t.ts";
import { returnsMessages } from "./returns-messages.ts";

export function ReturnStateText({ ret }: { ret: ReturnView }) {
  const t = usePageT(returnsMessages);
  if (ret.state === "refunded" && ret.refund) {
    return (
      <span data-testid="return-state">
        {t("state.refunded")} <Price ore={ret.refund.amount} />
      </span>
    );
  }
  return <span data-testid="return-state">{t(`state.${ret.state}`)}</span>;
}
