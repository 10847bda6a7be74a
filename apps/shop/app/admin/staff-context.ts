import { createContext } from "react-router";
import type { ShopperSession } from "../../server/auth/shopper-session.ts";
import type { Actor } from "../../server/admin/audit/audit-log.ts";
import type { StaffRole } from "../../domain/admin/staff-roles.ts";

/** The staff member behind an admin request: set by the admin layout's middleware. */
export interface StaffRequest {
  session: ShopperSession;
  role: StaffRole;
  /** What the audit log records as "who". */
  actor: Actor;
}

/** A signed-in visitor the admin turns away, and why. */
export interface Refusal {
  refused: "no_role" | "cross_site";
}

export const staffContext = createContext<StaffRequest | Refusal | null>(null);
