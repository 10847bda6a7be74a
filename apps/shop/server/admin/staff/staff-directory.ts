// Who may use the admin, and as what (README "Admin"). Owners named in SHOP_OWNERS are owners
// from the start and cannot be removed in the admin; the rest are rows of `staff`, added and
// removed by owners (or with `npm run admin:grant`). An account is known by its e-mail address,
// and only when the sign-in provider has verified that the address is the account's. A role
// given in the admin is confirmed first with the owner's passkey or a mailed code (the token
// redeemed at the provider, docs/decisions/0070); the command line, run by whoever holds the
// server, is trusted as it is.
import { atomically, type Kysely } from "@kretsbutiken/database";
import type { ShopperSession } from "../../auth/shopper-session.ts";
import type { ShopDatabase } from "../../database/schema.ts";
import type { Actor, AuditLog } from "../audit/audit-log.ts";
import type { ConfirmationCheck } from "../../auth/redeem-confirmation.ts";
import type { ConfirmationRefusal } from "../../../domain/confirmations/confirmation-refusal.ts";
import type { RiskyAction } from "../../../domain/confirmations/risky-action.ts";
import {
  isStaffEmail,
  normalEmail,
  staffRoleAction,
} from "../../../domain/admin/staff-role-action.ts";
import type { StaffRole } from "../../../domain/admin/staff-roles.ts";

export type { StaffRole };

export interface StaffMember {
  email: string;
  role: StaffRole;
  /** True for SHOP_OWNERS: named by the configuration, not removable here. */
  configured: boolean;
  addedBy: string | undefined;
  addedAt: string | undefined;
}

export type StaffChange =
  | { ok: true }
  | { ok: false; reason: "invalid_email" | "configured_owner" | "not_staff" | "self" }
  /** The role was not given: no confirmation came, or the provider refused it. */
  | { ok: false; reason: "unconfirmed"; refusal: ConfirmationRefusal };

/**
 * How a grant is confirmed: by redeeming the owner's confirmation of exactly this role for
 * exactly this address (the route binds the session and token), or not at all on the command
 * line.
 */
export type GrantConfirmation =
  { redeem: (request: RiskyAction) => Promise<ConfirmationCheck> } | "command_line";

export interface StaffDirectory {
  /** The role of a signed-in shopper, or undefined (no verified address, or not staff). */
  roleOf(session: ShopperSession): Promise<StaffRole | undefined>;
  list(): Promise<StaffMember[]>;
  /** Adds or changes a member's role, once confirmed; the change goes into the audit log. */
  grant(
    actor: Actor,
    email: string,
    role: StaffRole,
    confirmation: GrantConfirmation,
  ): Promise<StaffChange>;
  /** Removes a member added here; never an owner from SHOP_OWNERS, never oneself. */
  revoke(actor: Actor, email: string): Promise<StaffChange>;
}

export { normalEmail };

export function createStaffDirectory(
  db: Kysely<ShopDatabase>,
  {
    owners,
    audit,
    clock = () => new Date(),
  }: {
    owners: readonly string[];
    audit: AuditLog;
    clock?: () => Date;
  },
): StaffDirectory {
  const configured = new Set(owners.map(normalEmail));
  return {
    async roleOf(session) {
      if (!session.email || !session.emailVerified) return undefined;
      const email = normalEmail(session.email);
      if (configured.has(email)) return "owner";
      const row = await db
        .selectFrom("staff")
        .select("role")
        .where("email", "=", email)
        .executeTakeFirst();
      return row?.role;
    },

    async list() {
      const rows = await db.selectFrom("staff").selectAll().orderBy("email").execute();
      const added = rows
        .filter((row) => !configured.has(row.email))
        .map((row) => ({
          email: row.email,
          role: row.role,
          configured: false,
          addedBy: row.added_by,
          addedAt: row.added_at,
        }));
      const fromConfig = [...configured].sort().map((email) => ({
        email,
        role: "owner" as const,
        configured: true,
        addedBy: undefined,
        addedAt: undefined,
      }));
      return [...fromConfig, ...added];
    },

    async grant(actor, given, role, confirmation) {
      const email = normalEmail(given);
      if (!isStaffEmail(email)) return { ok: false, reason: "invalid_email" };
      if (configured.has(email)) return { ok: false, reason: "configured_owner" };
      if (email === normalEmail(actor.email)) return { ok: false, reason: "self" };
      // After the checks above, so a mistyped address does not use up the confirmation.
      if (confirmation !== "command_line") {
        const confirmed = await confirmation.redeem(staffRoleAction(email, role));
        if (!confirmed.ok) return { ok: false, reason: "unconfirmed", refusal: confirmed.refusal };
      }
      const at = clock();
      await atomically(db, async (trx) => {
        const before = await trx
          .selectFrom("staff")
          .select("role")
          .where("email", "=", email)
          .executeTakeFirst();
        if (before?.role === role) return;
        if (before) {
          await trx.updateTable("staff").set({ role }).where("email", "=", email).execute();
        } else {
          await trx
            .insertInto("staff")
            .values({ email, role, added_by: actor.email, added_at: at.toISOString() })
            .execute();
        }
        await audit.record(
          trx,
          actor,
          {
            action: before ? "staff.role" : "staff.add",
            subjectType: "staff",
            subjectId: email,
            before: before && { role: before.role },
            after: { role },
          },
          at,
        );
      });
      return { ok: true };
    },

    async revoke(actor, given) {
      const email = normalEmail(given);
      if (configured.has(email)) return { ok: false, reason: "configured_owner" };
      if (email === normalEmail(actor.email)) return { ok: false, reason: "self" };
      return atomically(db, async (trx) => {
        const before = await trx
          .selectFrom("staff")
          .select("role")
          .where("email", "=", email)
          .executeTakeFirst();
        if (!before) return { ok: false, reason: "not_staff" } as const;
        await trx.deleteFrom("staff").where("email", "=", email).execute();
        await audit.record(trx, actor, {
          action: "staff.remove",
          subjectType: "staff",
          subjectId: email,
          before: { role: before.role },
        });
        return { ok: true } as const;
      });
    },
  };
}
