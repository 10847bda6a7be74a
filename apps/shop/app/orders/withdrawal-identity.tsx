import type { OrderView } from "../../server/orders/order-view.ts";

/** The order a step of "Ångra köp" is about, carried to the next step in hidden fields. */
export function WithdrawalIdentity({ order, email }: { order: OrderView; email: string }) {
  return (
    <>
      <input type="hidden" name="number" value={order.number} />
      <input type="hidden" name="email" value={email} />
      {/* The next steps find the order by its link token, spending no lookups. */}
      <input type="hidden" name="link" value={order.accessToken} />
    </>
  );
}
