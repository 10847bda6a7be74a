// What an order's admin page loads (routes/admin/order.tsx): the order with everything staff
// see of it, and the payment service the shop takes payments with. Sections added to the page
// by other parts of the admin read the same data.
import type { AdminOrderView } from "../../../server/admin/orders/admin-order-view.ts";
import type { RefundsSectionData } from "../refunds/refunds-section-data.ts";

export interface OrderPageData {
  order: AdminOrderView;
  /** The shop's payment service ("test": the built-in test provider, no real money). */
  paymentProvider: "test" | "stripe";
  /** The refunds section (app/admin/refunds/). */
  refunds: RefundsSectionData | undefined;
}
