// What the admin's routes call (README "Admin"), built once at start-up beside the shop's other
// services (server/create-services.ts). Each part lives in its own folder here.
import type { Kysely } from "@kretsbutiken/database";
import type { ShopDatabase } from "../database/schema.ts";
import { createAuditLog, type AuditLog } from "./audit/audit-log.ts";
import { createStaffDirectory, type StaffDirectory } from "./staff/staff-directory.ts";

export interface AdminServices {
  staff: StaffDirectory;
  audit: AuditLog;
  /** Signs the admin's form tokens (app/admin/admin-csrf.server.ts). */
  formSecret: string;
}

export interface AdminOptions {
  owners: readonly string[];
  formSecret: string;
}

export function createAdminServices(
  db: Kysely<ShopDatabase>,
  { owners, formSecret }: AdminOptions,
): AdminServices {
  const audit = createAuditLog(db);
  return {
    audit,
    staff: createStaffDirectory(db, { owners, audit }),
    formSecret,
  };
}
