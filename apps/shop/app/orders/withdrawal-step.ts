// The steps of "Ångra köp" (routes/page/angra-kop.tsx), each what its page shows: finding the
// order (with why it cannot be withdrawn, when it cannot), choosing the whole order or some
// lines, confirming, and the receipt. The loader answers the first step, each post the next.
import type { OrderView } from "../../server/orders/order-view.ts";
import type { MessageKey } from "../i18n/messages.ts";

export interface FindStep {
  step: "find";
  error?: MessageKey;
  /** The order an error names ("{number}" in its text). */
  errorNumber?: string;
  values: { number?: string; email?: string };
}

export interface ChooseStep {
  step: "choose";
  order: OrderView;
  email: string;
  error?: MessageKey;
}

export interface ConfirmStep {
  step: "confirm";
  order: OrderView;
  email: string;
  lineNos: number[];
}

export interface DoneStep {
  step: "done";
  order: OrderView;
  receivedAt: string;
  withinPeriod: boolean;
  lineNos: number[];
  /** The withdrawal just made, when it may get a return label (shipped goods, in time). */
  returnWithdrawalId?: string;
}

export type WithdrawalStep = FindStep | ChooseStep | ConfirmStep | DoneStep;
