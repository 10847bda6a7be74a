// Complaints as the storefront sees them (README "Complaints"): filing one for an order the
// shopper found (its link, or its number and e-mail), the case by its own link, a signed-in
// shopper's cases, and a case's photos. The receipt mail goes out after the case is stored; a
// mail that fails is logged, never undoes the case. Staff's side: server/admin/complaints/.
import type { Kysely } from "@kretsbutiken/database";
import type { CompanyInfo } from "../config.ts";
import type { ShopDatabase } from "../database/schema.ts";
import type { ShopMailer } from "../mail/shop-mailer.ts";
import { sendOrderMail } from "../orders/order-mail-log.ts";
import { findOrder, type OrderView } from "../orders/order-view.ts";
import { complaintIdByToken } from "./case-token.ts";
import { complaintMail, type ComplaintMailKind } from "./complaint-mails.ts";
import {
  complaintsOfUser,
  complaintWhere,
  type ComplaintSummary,
  type ComplaintView,
} from "./complaint-view.ts";
import { fileComplaint, type FileResult, type NewComplaint } from "./file-complaint.ts";

export interface Complaints {
  file(complaint: NewComplaint, origin: string): Promise<FileResult>;
  /** The case a link opens: by its token only. */
  byToken(token: string): Promise<ComplaintView | undefined>;
  ofUser(userId: string): Promise<ComplaintSummary[]>;
  /** A photo of the case this token opens; undefined for any other photo. */
  photo(
    token: string,
    photoId: string,
  ): Promise<{ bytes: Uint8Array; contentType: string } | undefined>;
}

export interface ComplaintMailer {
  mailer: ShopMailer;
  company: CompanyInfo;
  log: (line: string) => void;
  now: () => Date;
}

/** Sends a step's mail to the shopper and records it among the order's mails. */
export async function mailComplaintStep(
  db: Kysely<ShopDatabase>,
  sender: ComplaintMailer,
  kind: ComplaintMailKind,
  complaint: ComplaintView,
  origin: string,
): Promise<void> {
  // The case exists, so its order does.
  const order = (await findOrder(db, complaint.orderId)) as OrderView;
  await sendOrderMail(
    db,
    { mailer: sender.mailer, log: sender.log, logTag: "[complaints]", now: sender.now },
    order,
    `complaint_${kind}`,
    complaintMail(kind, complaint, order, {
      company: sender.company,
      origin,
      token: complaint.token,
    }),
  );
}

/** The bytes of one of a case's photos. */
export async function photoOf(
  db: Kysely<ShopDatabase>,
  complaintId: string,
  photoId: string,
): Promise<{ bytes: Uint8Array; contentType: string } | undefined> {
  const row = await db
    .selectFrom("complaint_photos")
    .select(["bytes", "content_type"])
    .where("complaint_id", "=", complaintId)
    .where("id", "=", photoId)
    .executeTakeFirst();
  return row ? { bytes: new Uint8Array(row.bytes), contentType: row.content_type } : undefined;
}

export function createComplaints(
  db: Kysely<ShopDatabase>,
  options: {
    mailer: ShopMailer;
    company: CompanyInfo;
    clock?: () => Date;
    log?: (line: string) => void;
  },
): Complaints {
  const now = options.clock ?? (() => new Date());
  const sender: ComplaintMailer = {
    mailer: options.mailer,
    company: options.company,
    log: options.log ?? ((line) => console.error(line)),
    now,
  };
  const byToken = async (token: string) => {
    const id = await complaintIdByToken(db, token);
    return id === undefined ? undefined : complaintWhere(db, "id", id);
  };
  return {
    async file(complaint, origin) {
      const result = await fileComplaint(db, complaint, now());
      if (!result.ok) return result;
      // Just stored in this database, so it is found.
      const view = (await complaintWhere(db, "id", result.id)) as ComplaintView;
      await mailComplaintStep(db, sender, "received", view, origin);
      return result;
    },
    byToken,
    ofUser: (userId) => complaintsOfUser(db, userId),
    async photo(token, photoId) {
      const id = await complaintIdByToken(db, token);
      return id === undefined ? undefined : photoOf(db, id, photoId);
    },
  };
}
