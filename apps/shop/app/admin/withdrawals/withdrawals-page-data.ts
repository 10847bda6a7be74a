// What /admin/withdrawals loads (withdrawals-page.server.ts): one page of the "Ångra köp"
// notices with how urgent each refund is, and how many there are.
import type { WithdrawalItem } from "../../../server/admin/withdrawals/withdrawal-desk.ts";

export interface WithdrawalView extends WithdrawalItem {
  /** How near the refund deadline is; "ok" once refunded. */
  urgency: "ok" | "near" | "past";
  /** Whole days to the refund deadline, counted up: 0 or less on its last day and after. */
  daysLeft: number;
}

export interface WithdrawalsPageData {
  total: number;
  /** Notices still waiting for their refund. */
  open: number;
  page: number;
  pages: number;
  items: WithdrawalView[];
}
