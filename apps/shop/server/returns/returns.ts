// Returns after "Ångra köp", the shopper's side (README "Returns"): for each withdrawal of an
// order, whether a return label may be asked for, and the return once made; making one (the
// drop-off chosen from the delivery options' pickup points and lockers), which mails the label's
// link; the label by its token. One return per withdrawal: the unique withdrawal_id makes a
// label asked for twice (two tabs, a double click) one return, and the second ask answers it.
import { randomBytes, randomUUID } from "node:crypto";
import { atomically, type Kysely } from "@kretsbutiken/database";
import { mayRequestReturnLabel, returnNumber } from "../../domain/returns/return-state.ts";
import type { Address } from "../../domain/checkout/address.ts";
import type { ReturnDropOff } from "../../domain/returns/return-drop-offs.ts";
import type { CompanyInfo } from "../config.ts";
import type { ShopDatabase } from "../database/schema.ts";
import type { ShopMailer } from "../mail/shop-mailer.ts";
import { sendOrderMail } from "../orders/order-mail-log.ts";
import { findOrder, type OrderView } from "../orders/order-view.ts";
import { returnLabelMail } from "./return-mails.ts";
import { readReturns, type ReturnView } from "./return-view.ts";

/** A withdrawal of the order, with its return or whether one may be asked for. */
export interface ReturnOffer {
  withdrawalId: string;
  receivedAt: string;
  lineNos: number[];
  withinPeriod: boolean;
  mayRequest: boolean;
  return: ReturnView | undefined;
}

export type CreateReturnResult =
  | { ok: true; created: boolean; return: ReturnView }
  | { ok: false; reason: "unknown_withdrawal" | "not_offered" };

export interface Returns {
  /** The order's withdrawals, oldest first, each with its return or its offer of one. */
  offersOf(orderId: string): Promise<ReturnOffer[]>;
  /** Every return of these orders (the dashboard), newest first. */
  ofOrders(orderIds: readonly string[]): Promise<ReturnView[]>;
  /** Makes the return of one of the order's withdrawals and mails its label's link. */
  create(
    request: { orderId: string; withdrawalId: string; dropOff: ReturnDropOff },
    origin: string,
  ): Promise<CreateReturnResult>;
  /** The return a label link names, with the sender (the order's delivery address). */
  byToken(token: string): Promise<{ return: ReturnView; sender: Address } | undefined>;
}

export interface ReturnsOptions {
  mailer: ShopMailer;
  company: CompanyInfo;
  log: (line: string) => void;
  clock?: () => Date;
}

/** The label's link token: 24 random bytes, as the order links are. */
const newToken = () => randomBytes(24).toString("base64url");

export function createReturns(db: Kysely<ShopDatabase>, options: ReturnsOptions): Returns {
  const clock = options.clock ?? (() => new Date());

  async function offersOf(orderId: string): Promise<ReturnOffer[]> {
    const [withdrawals, shipped, returns] = await Promise.all([
      db
        .selectFrom("withdrawals")
        .select(["id", "lines", "within_period", "received_at"])
        .where("order_id", "=", orderId)
        .orderBy("received_at")
        .orderBy("id")
        .execute(),
      db
        .selectFrom("order_status_history")
        .select("status")
        .where("order_id", "=", orderId)
        .where("status", "=", "shipped")
        .executeTakeFirst(),
      readReturns(db, { orderIds: [orderId] }),
    ]);
    return withdrawals.map((row) => {
      const ret = returns.find((r) => r.withdrawalId === row.id);
      const withinPeriod = Number(row.within_period) === 1;
      return {
        withdrawalId: row.id,
        receivedAt: new Date(row.received_at).toISOString(),
        lineNos: JSON.parse(row.lines) as number[],
        withinPeriod,
        mayRequest: mayRequestReturnLabel({
          withinPeriod,
          shipped: shipped !== undefined,
          hasReturn: ret !== undefined,
        }),
        return: ret,
      };
    });
  }

  return {
    offersOf,

    ofOrders: (orderIds) => readReturns(db, { orderIds }),

    async byToken(token) {
      if (!/^[\w-]{20,64}$/.test(token)) return undefined;
      const [ret] = await readReturns(db, { token });
      if (!ret) return undefined;
      const order = await db
        .selectFrom("orders")
        .select("shipping")
        .where("id", "=", ret.orderId)
        .executeTakeFirstOrThrow();
      return { return: ret, sender: JSON.parse(order.shipping) as Address };
    },

    async create({ orderId, withdrawalId, dropOff }, origin) {
      const offers = await offersOf(orderId);
      const index = offers.findIndex((offer) => offer.withdrawalId === withdrawalId);
      const offer = offers[index];
      if (!offer) return { ok: false, reason: "unknown_withdrawal" };
      if (offer.return) return { ok: true, created: false, return: offer.return };
      if (!offer.mayRequest) return { ok: false, reason: "not_offered" };
      const now = clock().toISOString();
      const id = randomUUID();
      const inserted = await atomically(db, async (trx) => {
        const order = await trx
          .selectFrom("orders")
          .select("number")
          .where("id", "=", orderId)
          .executeTakeFirstOrThrow();
        // A concurrent ask for the same withdrawal: the unique withdrawal_id keeps the first.
        const result = await trx
          .insertInto("returns")
          .values({
            id,
            number: returnNumber(order.number, index),
            token: newToken(),
            order_id: orderId,
            withdrawal_id: withdrawalId,
            drop_off: dropOff.id,
            drop_off_kind: dropOff.kind,
            status: "label_created",
            created_at: now,
            received_at: null,
            received_by: null,
            refund_id: null,
          })
          .onConflict((oc) => oc.column("withdrawal_id").doNothing())
          .executeTakeFirst();
        if (result.numInsertedOrUpdatedRows !== 1n) return false;
        await trx
          .insertInto("return_events")
          .values({ id: randomUUID(), return_id: id, kind: "label_created", at: now, actor: null })
          .execute();
        return true;
      });
      const [ret] = await readReturns(db, { withdrawalId });
      if (!ret) return { ok: false, reason: "unknown_withdrawal" };
      if (!inserted) return { ok: true, created: false, return: ret };
      // Just made in this database, so the order is found.
      const order = (await findOrder(db, orderId)) as OrderView;
      await sendOrderMail(
        db,
        { mailer: options.mailer, log: options.log, logTag: "[returns]", now: clock },
        order,
        "return_label",
        returnLabelMail(order, ret, options.company, origin),
      );
      return { ok: true, created: true, return: ret };
    },
  };
}
