// What the refunds section of an order's admin page shows (refunds-section.tsx), loaded by the
// page's loader through refunds-section-data.server.ts: the order's payment, its lines with the
// units refunded and left, the fees, every refund so far, and whether it may be cancelled with
// a refund (paid and not yet sent).
import type { RefundReason, RefundStatus } from "../../../server/database/schema.ts";

export interface RefundsSectionLine {
  lineNo: number;
  name: string;
  quantity: number;
  unitPrice: number;
  /** Units in pending or succeeded refunds. */
  refunded: number;
  left: number;
}

export interface RefundsSectionRefund {
  id: string;
  amount: number;
  moms: number;
  /** What it paid back, per part: a line's units (by its name) or the fees (lineNo null). */
  parts: { lineNo: number | null; quantity: number; amount: number }[];
  reason: RefundReason;
  status: RefundStatus;
  requestedBy: string;
  requestedAt: string;
  completedAt: string | undefined;
}

export interface RefundsSectionData {
  /** Whether the order was ever paid: only then is there anything to refund. */
  paid: boolean;
  total: number;
  /** Öre succeeded, and öre still waiting for the provider. */
  refunded: number;
  pending: number;
  /** Öre left to refund. */
  left: number;
  fees: number;
  feesRefunded: boolean;
  lines: RefundsSectionLine[];
  refunds: RefundsSectionRefund[];
  /** Paid and not yet sent: may be cancelled, with everything refunded. */
  cancellable: boolean;
}
