// A data-access request (GDPR art. 15): everything the shop holds about one customer as a JSON
// document (orders, reviews, messages, sign-ups, and what they saved: customer-saved-data.ts),
// the export itself recorded in the audit log.
import { atomically } from "@kretsbutiken/database";
import type { Address } from "../../../domain/checkout/address.ts";
import { findOrder } from "../../orders/order-view.ts";
import type { Actor, AuditLog } from "../audit/audit-log.ts";
import { gatherHoldings, type Db } from "./customer-holdings.ts";
import { identifyCustomer, type CustomerIdentity } from "./customer-identity.ts";
import { savedDataOf, type SavedData } from "./customer-saved-data.ts";

/** What a data-access request gets: everything the shop holds about the customer. */
export interface CustomerExport extends SavedData {
  exportedAt: string;
  shop: string;
  customer: { kind: CustomerIdentity["kind"]; accountId: string | null; emails: string[] };
  orders: {
    number: string;
    placedAt: string;
    status: string;
    email: string;
    phone: string;
    billingAddress: Address;
    deliveryAddress: Address;
    delivery: string;
    pickupPoint: string | null;
    payment: string;
    language: string;
    totals: { lines: number; delivery: number; payment: number; total: number; moms: number };
    currency: "SEK";
    lines: {
      name: string;
      variant: string | null;
      quantity: number;
      unitPrice: number;
      lineTotal: number;
      momsRate: number;
      lineMoms: number;
    }[];
    statusHistory: { status: string; at: string }[];
    withdrawals: { lines: number[]; wholeOrder: boolean; receivedAt: string }[];
    refunded: number;
  }[];
  reviews: {
    product: number;
    stars: number;
    name: string;
    title: string;
    body: string;
    status: string;
    writtenAt: string;
    changedAt: string;
    shopReply: string | null;
  }[];
  contactMessages: {
    sentAt: string;
    name: string;
    email: string;
    phone: string | null;
    orderNumber: string | null;
    message: string;
  }[];
  newsletter: {
    email: string;
    status: string;
    language: string;
    consentSource: string | null;
    signedUpAt: string;
    confirmedAt: string | null;
  }[];
}

export async function exportCustomer(
  db: Db,
  { audit, shopName }: { audit: AuditLog; shopName: string },
  actor: Actor,
  key: string,
  at: Date,
): Promise<CustomerExport | undefined> {
  const customer = await identifyCustomer(db, key);
  if (!customer) return undefined;
  const found = await gatherHoldings(db, customer);
  const saved = await savedDataOf(db, customer, found.emails);
  const views = await Promise.all(found.orders.map((order) => findOrder(db, order.id)));
  const refunded = new Map(found.orders.map((order) => [order.id, order.refunded]));
  const document: CustomerExport = {
    exportedAt: at.toISOString(),
    shop: shopName,
    customer: {
      kind: customer.kind,
      accountId: customer.kind === "account" ? customer.userId : null,
      emails: found.emails,
    },
    orders: views.flatMap((view) =>
      view
        ? [
            {
              number: view.number,
              placedAt: view.createdAt,
              status: view.status,
              email: view.email,
              phone: view.phone,
              billingAddress: view.billing,
              deliveryAddress: view.shipping,
              delivery: view.delivery,
              pickupPoint: view.pickupPoint ?? null,
              payment: view.payment,
              language: view.language,
              totals: {
                lines: view.linesTotal,
                delivery: view.deliveryFee,
                payment: view.paymentFee,
                total: view.total,
                moms: view.moms,
              },
              currency: "SEK" as const,
              lines: view.lines.map((line) => ({
                name: line.name,
                variant: line.variant ?? null,
                quantity: line.quantity,
                unitPrice: line.unitPrice,
                lineTotal: line.lineTotal,
                momsRate: line.momsRate,
                lineMoms: line.lineMoms,
              })),
              statusHistory: view.history,
              withdrawals: view.withdrawals.map((withdrawal) => ({
                lines: withdrawal.lineNos,
                wholeOrder: withdrawal.wholeOrder,
                receivedAt: withdrawal.receivedAt,
              })),
              refunded: refunded.get(view.id) ?? 0,
            },
          ]
        : [],
    ),
    reviews: found.reviews.map((review) => ({
      product: review.productId,
      stars: review.stars,
      name: review.name,
      title: review.title,
      body: review.body,
      status: review.status,
      writtenAt: review.createdAt,
      changedAt: review.updatedAt,
      shopReply: review.reply,
    })),
    contactMessages: found.messages.map((message) => ({
      sentAt: message.createdAt,
      name: message.name,
      email: message.email,
      phone: message.phone,
      orderNumber: message.orderNumber,
      message: message.message,
    })),
    newsletter: found.newsletter.map((record) => ({
      email: record.email,
      status: record.status,
      language: record.language,
      consentSource: record.consentSource,
      signedUpAt: record.createdAt,
      confirmedAt: record.confirmedAt,
    })),
    ...saved,
  };
  await atomically(db, (trx) =>
    audit.record(
      trx,
      actor,
      {
        action: "customer.export",
        subjectType: "customer",
        subjectId: customer.key,
        after: {
          orders: document.orders.length,
          reviews: document.reviews.length,
          contactMessages: document.contactMessages.length,
          newsletter: document.newsletter.length,
          savedAddresses: document.savedAddresses.length,
          garage: document.garage.length,
          productAlerts: document.productAlerts.length,
          workshopBookings: document.workshopBookings.length,
        },
      },
      at,
    ),
  );
  return document;
}
