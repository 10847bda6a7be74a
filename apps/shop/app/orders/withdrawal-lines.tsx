import type { OrderView } from "../../server/orders/order-view.ts";

/** The order's lines being withdrawn, to confirm and on the receipt. */
export function WithdrawalLines({
  order,
  lineNos,
}: {
  order: OrderView;
  lineNos: readonly number[];
}) {
  return (
    <ul className="list-disc space-y-1 ps-5" data-testid="withdraw-lines">
      {order.lines
        .filter((line) => lineNos.includes(line.lineNo))
        .map((line) => (
          <li key={line.lineNo}>
            {line.quantity} × {line.name}
            {line.variant ? ` (${line.variant})` : ""}
          </li>
        ))}
    </ul>
  );
}
