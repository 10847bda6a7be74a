import { describe, expect, it } from "vitest";
import { dialects, useShopTestDatabases } from "../../../test-support/test-database.ts";
import type { ShopperSession } from "../../auth/shopper-session.ts";
import { createAuditLog } from "../audit/audit-log.ts";
import { createStaffDirectory } from "./staff-directory.ts";

const OWNER = { email: "agare@kretsbutiken.se", userId: "u-owner" };

const session = (email: string | undefined, emailVerified = true): ShopperSession => ({
  userId: `u-${email ?? "none"}`,
  sessionId: "s-1",
  email,
  emailVerified,
  username: undefined,
});

describe.each(dialects())("staff directory on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function directory() {
    const database = await databases.open();
    const audit = createAuditLog(database.db);
    return {
      audit,
      staff: createStaffDirectory(database.db, { owners: ["Agare@Kretsbutiken.se"], audit }),
    };
  }

  it("knows owners from SHOP_OWNERS by verified address, whatever its letter case", async () => {
    const { staff } = await directory();
    expect(await staff.roleOf(session("AGARE@kretsbutiken.se"))).toBe("owner");
    expect(await staff.roleOf(session("agare@kretsbutiken.se", false))).toBeUndefined();
    expect(await staff.roleOf(session(undefined))).toBeUndefined();
    expect(await staff.roleOf(session("kund@example.se"))).toBeUndefined();
  });

  it("adds, changes and removes staff, each change in the change log", async () => {
    const { staff, audit } = await directory();
    expect(await staff.grant(OWNER, " Lena@Example.se ", "staff", "command_line")).toEqual({
      ok: true,
    });
    expect(await staff.roleOf(session("lena@example.se"))).toBe("staff");
    expect(await staff.grant(OWNER, "lena@example.se", "owner", "command_line")).toEqual({
      ok: true,
    });
    expect(await staff.roleOf(session("lena@example.se"))).toBe("owner");
    expect(await staff.list()).toMatchObject([
      { email: "agare@kretsbutiken.se", role: "owner", configured: true },
      { email: "lena@example.se", role: "owner", configured: false, addedBy: OWNER.email },
    ]);
    expect(await staff.revoke(OWNER, "lena@example.se")).toEqual({ ok: true });
    expect(await staff.roleOf(session("lena@example.se"))).toBeUndefined();

    const { entries, total } = await audit.list({ page: 1, pageSize: 10 });
    expect(total).toBe(3);
    expect(
      entries.map(({ action, subjectId, before, after, actor }) => ({
        action,
        subjectId,
        before,
        after,
        who: actor.email,
      })),
    ).toEqual([
      {
        action: "staff.remove",
        subjectId: "lena@example.se",
        before: { role: "owner" },
        after: undefined,
        who: OWNER.email,
      },
      {
        action: "staff.role",
        subjectId: "lena@example.se",
        before: { role: "staff" },
        after: { role: "owner" },
        who: OWNER.email,
      },
      {
        action: "staff.add",
        subjectId: "lena@example.se",
        before: undefined,
        after: { role: "staff" },
        who: OWNER.email,
      },
    ]);
  });

  it("refuses bad addresses, configured owners, oneself and strangers, changing nothing", async () => {
    const { staff, audit } = await directory();
    expect(await staff.grant(OWNER, "inte en adress", "staff", "command_line")).toEqual({
      ok: false,
      reason: "invalid_email",
    });
    expect(await staff.grant(OWNER, "agare@kretsbutiken.se", "staff", "command_line")).toEqual({
      ok: false,
      reason: "configured_owner",
    });
    expect(await staff.revoke(OWNER, "AGARE@kretsbutiken.se")).toEqual({
      ok: false,
      reason: "configured_owner",
    });
    const other = { email: "lena@example.se", userId: "u-lena" };
    await staff.grant(OWNER, "lena@example.se", "owner", "command_line");
    expect(await staff.revoke(other, "Lena@example.se")).toEqual({ ok: false, reason: "self" });
    expect(await staff.revoke(OWNER, "nobody@example.se")).toEqual({
      ok: false,
      reason: "not_staff",
    });
    expect((await audit.list({ page: 1, pageSize: 10 })).total).toBe(1);
  });
});
