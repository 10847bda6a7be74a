// What the admin's routes call (README "Admin"), built once at start-up beside the shop's other
// services (server/create-services.ts). Each part lives in its own folder here.
import type { Dialect, Kysely } from "@kretsbutiken/database";
import type { CompanyInfo } from "../config.ts";
import type { ShopDatabase } from "../database/schema.ts";
import type { ShopMailer } from "../mail/shop-mailer.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";
import { createAuditLog, type AuditLog } from "./audit/audit-log.ts";
import { createBooks, type Books } from "./books/books.ts";
import { createAdminOrders, type AdminOrders } from "./orders/admin-orders.ts";
import { createAdminProducts, type AdminProducts } from "./products/admin-products.ts";
import { createStaffDirectory, type StaffDirectory } from "./staff/staff-directory.ts";
import { createCustomerDirectory, type CustomerDirectory } from "./customers/customer-directory.ts";
import { createCustomerErasure, type CustomerErasure } from "./customers/customer-erasure.ts";
import { createContactInbox, type ContactInbox } from "./messages/contact-inbox.ts";
import {
  createNewsletterRegister,
  type NewsletterRegister,
} from "./messages/newsletter-register.ts";
import { createReviewModeration, type ReviewModeration } from "./reviews/review-moderation.ts";
import { createRefunds, type Refunds } from "./refunds/refunds.ts";
import { createWithdrawalDesk, type WithdrawalDesk } from "./withdrawals/withdrawal-desk.ts";
import { createComplaintDesk, type ComplaintDesk } from "./complaints/complaint-desk.ts";
import { createReturnDesk, type ReturnDesk } from "./returns/return-desk.ts";

export interface AdminServices {
  staff: StaffDirectory;
  audit: AuditLog;
  /** Orders and fulfilment (server/admin/orders/). */
  orders: AdminOrders;
  /** Products, prices and stock (server/admin/products/). */
  products: AdminProducts;
  /** Review moderation and the shop's replies (server/admin/reviews/). */
  reviews: ReviewModeration;
  /** Contact-form messages and newsletter sign-ups (server/admin/messages/). */
  contactInbox: ContactInbox;
  newsletter: NewsletterRegister;
  /** Buyers, their data export and erasure (server/admin/customers/). */
  customers: CustomerDirectory;
  erasure: CustomerErasure;
  /** Refunds through the payment provider, cancelling paid orders (server/admin/refunds/). */
  refunds: Refunds;
  /** "Ångra köp" notices: goods back, refunded (server/admin/withdrawals/). */
  withdrawals: WithdrawalDesk;
  /** Complaints ("reklamation"): inspect, decide, remedy, close (server/admin/complaints/). */
  complaints: ComplaintDesk;
  /** Returns after "Ångra köp": goods registered as received, then refunded (server/admin/returns/). */
  returns: ReturnDesk;
  /** The overview's figures and the bookkeeping export (server/admin/books/). */
  books: Books;
  /** Signs the admin's form tokens (app/admin/admin-csrf.server.ts). */
  formSecret: string;
}

export interface AdminOptions {
  owners: readonly string[];
  formSecret: string;
  dialect: Dialect;
  /** The shop's mail, for what the admin's changes tell customers. */
  mailer: ShopMailer;
  /** The seller's details the customer mails carry. */
  company: CompanyInfo;
  /** Stock or prices changed: this instance's catalogue cache reloads at once. */
  catalogueChanged: () => void;
  /** Failures that must not fail the change (a mail that could not be sent). */
  log: (line: string) => void;
  /** Takes refunds (the test provider or Stripe, as PAYMENT_PROVIDER says). */
  payments: PaymentProvider;
  /** Öre; a larger refund needs the staff member's confirmation. None when undefined. */
  refundConfirmOver?: number | undefined;
}

export function createAdminServices(
  db: Kysely<ShopDatabase>,
  {
    owners,
    formSecret,
    dialect,
    mailer,
    company,
    catalogueChanged,
    log,
    payments,
    refundConfirmOver,
  }: AdminOptions,
): AdminServices {
  const audit = createAuditLog(db);
  const refunds = createRefunds(db, {
    audit,
    provider: payments,
    mailer,
    company,
    log,
    stockChanged: catalogueChanged,
    confirmOver: refundConfirmOver,
  });
  const withdrawals = createWithdrawalDesk(db, { audit, refunds, stockChanged: catalogueChanged });
  return {
    audit,
    staff: createStaffDirectory(db, { owners, audit }),
    orders: createAdminOrders(db, {
      dialect,
      audit,
      mailer,
      company,
      stockChanged: catalogueChanged,
      log,
    }),
    products: createAdminProducts(db, { audit, catalogueChanged }),
    reviews: createReviewModeration(db, { audit, ratingsChanged: catalogueChanged }),
    contactInbox: createContactInbox(db, { audit }),
    newsletter: createNewsletterRegister(db, { audit }),
    customers: createCustomerDirectory(db, { audit, shopName: company.name }),
    erasure: createCustomerErasure(db, { audit, ratingsChanged: catalogueChanged }),
    refunds,
    withdrawals,
    returns: createReturnDesk(db, {
      audit,
      withdrawals,
      mailer,
      company,
      log,
      stockChanged: catalogueChanged,
    }),
    complaints: createComplaintDesk(db, { audit, refunds, mailer, company, log }),
    books: createBooks(db, { audit }),
    formSecret,
  };
}
