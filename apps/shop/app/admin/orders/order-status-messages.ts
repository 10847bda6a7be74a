// How the admin names an order's status and payment, on the order list and an order's page, in
// backoffice words ("Betald, ska packas"), not the shopper's.
import { defineMessages } from "../../../domain/define-messages.ts";

export const orderStatusMessages = defineMessages({
  se: {
    "status.reserved": "Väntar på betalning",
    "status.paid": "Betald, ska packas",
    "status.packed": "Packad",
    "status.shipped": "Skickad",
    "status.delivered": "Levererad",
    "status.expired": "Inte betald i tid",
    "status.cancelled": "Avbruten",
    "status.withdrawn": "Ångrad",
    "status.refund_due": "Sen betalning att betala tillbaka",
    "payment.paid": "Betald",
    "payment.unpaid": "Obetald",
    "payment.partly_refunded": "Delvis återbetald",
    "payment.refunded": "Återbetald",
  },
  en: {
    "status.reserved": "Awaiting payment",
    "status.paid": "Paid, to be packed",
    "status.packed": "Packed",
    "status.shipped": "Shipped",
    "status.delivered": "Delivered",
    "status.expired": "Not paid in time",
    "status.cancelled": "Cancelled",
    "status.withdrawn": "Withdrawn",
    "status.refund_due": "Late payment to pay back",
    "payment.paid": "Paid",
    "payment.unpaid": "Unpaid",
    "payment.partly_refunded": "Partly refunded",
    "payment.refunded": "Refunded",
  },
});

export type OrderStatusMessageKey = keyof (typeof orderStatusMessages)["se"];

/** The key of a status or history event; an unknown one reads as its own name. */
export function statusMessageKey(status: string): OrderStatusMessageKey | undefined {
  const key = `status.${status}`;
  return key in orderStatusMessages.se ? (key as OrderStatusMessageKey) : undefined;
}
