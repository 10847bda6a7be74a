// The buyer's changes of an order's e-mail or delivery address as the order page makes them
// (change-contact.ts), and the mails they send once committed: to the order's address, and for
// an e-mail change to the address it had before as well. A mail that fails is logged and never
// undoes the change; a mail sent is recorded against the order for the admin's order page.
import type { Kysely } from "@kretsbutiken/database";
import type { AuditLog } from "../admin/audit/audit-log.ts";
import type { CompanyInfo } from "../config.ts";
import type { ShopDatabase } from "../database/schema.ts";
import type { ShopMailer } from "../mail/shop-mailer.ts";
import {
  changeOrderContact,
  type ContactChangeRequest,
  type ContactChangeResult,
} from "./change-contact.ts";
import { contactChangeMail } from "./contact-change-mail.ts";
import { sendOrderMail } from "./order-mail-log.ts";
import { findOrder } from "./order-view.ts";

export interface OrderContactChanges {
  change(request: ContactChangeRequest, origin: string): Promise<ContactChangeResult>;
}

/** The kinds the admin's order page lists the mails by. */
export const CONTACT_CHANGE_MAIL_KINDS = {
  email: "email_changed",
  address: "address_changed",
} as const;

export function createOrderContactChanges(
  db: Kysely<ShopDatabase>,
  options: {
    audit: AuditLog;
    mailer: ShopMailer;
    company: CompanyInfo;
    clock?: { now(): Date };
    log?: (line: string) => void;
  },
): OrderContactChanges {
  const clock = options.clock ?? { now: () => new Date() };
  const sender = {
    mailer: options.mailer,
    log: options.log ?? ((line: string) => console.error(line)),
    logTag: "[orders]",
    now: () => clock.now(),
  };
  return {
    async change(request, origin) {
      const result = await changeOrderContact(db, options.audit, request, clock.now());
      if (!result.ok || !result.changed) return result;
      // Just changed in this database, so it is found.
      const order = (await findOrder(db, request.orderId))!;
      const { kind } = request.change;
      const mail = contactChangeMail(
        order,
        kind,
        request.confirmed?.method,
        options.company,
        origin,
      );
      const mailKind = CONTACT_CHANGE_MAIL_KINDS[kind];
      await sendOrderMail(db, sender, order, mailKind, mail);
      if (kind === "email") {
        await sendOrderMail(db, sender, order, mailKind, { ...mail, to: result.previousEmail });
      }
      return result;
    },
  };
}
