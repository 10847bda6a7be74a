// The shop's buyers as the admin sees them (README "Admin" → "Customers"): the list
// (customer-list.ts), one customer's page (customer-record.ts) and the data-access export
// (customer-export.ts), over what the shop holds about each (customer-holdings.ts).
import type { Kysely } from "@kretsbutiken/database";
import type { ShopDatabase } from "../../database/schema.ts";
import type { Actor, AuditLog } from "../audit/audit-log.ts";
import { exportCustomer, type CustomerExport } from "./customer-export.ts";
import { listCustomers, type CustomerSummary } from "./customer-list.ts";
import { findCustomer, type CustomerRecord } from "./customer-record.ts";

export type { CustomerExport } from "./customer-export.ts";
export type { CustomerOrder } from "./customer-holdings.ts";
export type { CustomerSummary } from "./customer-list.ts";
export type { CustomerRecord } from "./customer-record.ts";

export interface CustomerDirectory {
  list(query: {
    search: string;
    page: number;
    pageSize: number;
  }): Promise<{ customers: CustomerSummary[]; total: number }>;
  find(key: string): Promise<CustomerRecord | undefined>;
  /** The customer's data as JSON; the export is recorded in the audit log. */
  exportData(actor: Actor, key: string, at?: Date): Promise<CustomerExport | undefined>;
}

export function createCustomerDirectory(
  db: Kysely<ShopDatabase>,
  {
    audit,
    shopName,
    clock = () => new Date(),
  }: { audit: AuditLog; shopName: string; clock?: () => Date },
): CustomerDirectory {
  return {
    list: (query) => listCustomers(db, query),
    find: (key) => findCustomer(db, key),
    exportData: (actor, key, at = clock()) =>
      exportCustomer(db, { audit, shopName }, actor, key, at),
  };
}
