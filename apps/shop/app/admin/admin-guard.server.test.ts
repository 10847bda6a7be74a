// The admin's own guard, with real requests and the real staff directory over a shop database:
// who is sent to the login page, who is refused (its own 403 and reason, not a framework's
// answer), and which forms count as coming from the shop's own pages.
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { ShopperSession } from "../../server/auth/shopper-session.ts";
import { createAuditLog } from "../../server/admin/audit/audit-log.ts";
import { createStaffDirectory } from "../../server/admin/staff/staff-directory.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { servicesContext } from "../context/services-context.ts";
import { sessionContext } from "../context/session-context.ts";
import type { ShopServices } from "../../server/shop-services.ts";
import {
  FORBIDDEN,
  forbiddenResponse,
  isSameOriginPost,
  requireOwner,
  requireStaffMiddleware,
  staffOf,
} from "./admin-guard.server.ts";

const SHOP = "https://butik.test";
const OWNER_EMAIL = "agare@kretsbutiken.se";

const session = (email: string | undefined): ShopperSession => ({
  userId: `u-${email ?? "none"}`,
  sessionId: "s-1",
  email,
  emailVerified: true,
  username: undefined,
});

const [sqlite] = dialects();

async function admin(databases: ReturnType<typeof useShopTestDatabases>) {
  const database = await databases.open();
  const audit = createAuditLog(database.db);
  const staff = createStaffDirectory(database.db, { owners: [OWNER_EMAIL], audit });
  await staff.grant(
    { email: OWNER_EMAIL, userId: "u-owner" },
    "lena@example.se",
    "staff",
    "command_line",
  );
  /** Runs the middleware for this request and visitor; the context the admin's routes get. */
  async function enter(
    who: ShopperSession | null,
    path = "/admin/orders",
    init: RequestInit = {},
  ): Promise<RouterContextProvider> {
    const context = new RouterContextProvider();
    context.set(servicesContext, { admin: { staff } } as unknown as ShopServices);
    context.set(sessionContext, who);
    await requireStaffMiddleware(new Request(`${SHOP}${path}`, init), context);
    return context;
  }
  return { enter };
}

/** What a guard threw: a 403 with its reason, or anything else as it is. */
function refusal(run: () => unknown): { status: number; statusText?: string; reason: unknown } {
  try {
    run();
  } catch (thrown) {
    const answer = thrown as { data: { reason: unknown }; init: ResponseInit };
    return {
      status: answer.init.status ?? 200,
      statusText: answer.init.statusText,
      reason: answer.data.reason,
    };
  }
  throw new Error("expected a refusal");
}

const post = (headers: Record<string, string>): RequestInit => ({
  method: "POST",
  headers,
  body: "intent=grant",
});

describe.each([sqlite!])("the admin guard on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  describe("requireStaffMiddleware", () => {
    it("sends a signed-out visitor to the login page, and back to the same address after", async () => {
      const { enter } = await admin(databases);
      const thrown = await enter(null, "/admin/orders?status=paid&page=2").catch(
        (error: unknown) => error,
      );
      expect(thrown).toBeInstanceOf(Response);
      const response = thrown as Response;
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(
        `/page/login?${new URLSearchParams({ redirect_to: "/admin/orders?status=paid&page=2" }).toString()}`,
      );
    });

    it("refuses a signed-in shopper without a role with the admin's own 403", async () => {
      const { enter } = await admin(databases);
      const context = await enter(session("kund@example.se"));
      expect(refusal(() => staffOf(context))).toEqual({
        status: 403,
        statusText: FORBIDDEN,
        reason: "no_role",
      });
      expect(FORBIDDEN).toBe("Forbidden");
    });

    it("lets staff in: their session, role and the actor the audit log names", async () => {
      const { enter } = await admin(databases);
      const who = session("lena@example.se");
      const context = await enter(who);
      expect(staffOf(context)).toEqual({
        session: who,
        role: "staff",
        actor: { email: "lena@example.se", userId: "u-lena@example.se" },
      });
    });

    it("refuses a staff member's form from another site with the reason cross_site", async () => {
      const { enter } = await admin(databases);
      const context = await enter(
        session(OWNER_EMAIL),
        "/admin/staff",
        post({ "Sec-Fetch-Site": "cross-site", Origin: SHOP }),
      );
      expect(refusal(() => staffOf(context))).toEqual({
        status: 403,
        statusText: FORBIDDEN,
        reason: "cross_site",
      });
      expect(refusal(() => requireOwner(context)).reason).toBe("cross_site");
    });

    it.each(["PUT", "PATCH", "DELETE"])(
      "refuses a %s from another site as well",
      async (method) => {
        const { enter } = await admin(databases);
        const context = await enter(session(OWNER_EMAIL), "/admin/staff", {
          method,
          headers: { "Sec-Fetch-Site": "same-site" },
        });
        expect(refusal(() => staffOf(context)).reason).toBe("cross_site");
      },
    );

    it.each(["GET", "HEAD"])(
      "lets a %s from anywhere through: it changes nothing",
      async (method) => {
        const { enter } = await admin(databases);
        const context = await enter(session(OWNER_EMAIL), "/admin/staff", {
          method,
          headers: { "Sec-Fetch-Site": "cross-site" },
        });
        expect(staffOf(context).role).toBe("owner");
      },
    );

    it("takes a form from the shop's own pages", async () => {
      const { enter } = await admin(databases);
      const context = await enter(
        session(OWNER_EMAIL),
        "/admin/staff",
        post({ "Sec-Fetch-Site": "same-origin" }),
      );
      expect(requireOwner(context).role).toBe("owner");
    });

    it("refuses an account without an e-mail address: only an address carries a role", async () => {
      const { enter } = await admin(databases);
      const context = await enter(session(undefined));
      expect(refusal(() => staffOf(context)).reason).toBe("no_role");
    });
  });

  describe("staffOf and requireOwner", () => {
    it("refuses with no_role when the middleware has not run", () => {
      expect(refusal(() => staffOf(new RouterContextProvider()))).toEqual({
        status: 403,
        statusText: FORBIDDEN,
        reason: "no_role",
      });
    });

    it("refuses staff the owners' parts with owner_only, and lets owners in", async () => {
      const { enter } = await admin(databases);
      const staff = await enter(session("lena@example.se"));
      expect(refusal(() => requireOwner(staff))).toEqual({
        status: 403,
        statusText: FORBIDDEN,
        reason: "owner_only",
      });
      const owner = await enter(session(OWNER_EMAIL));
      expect(requireOwner(owner).actor).toEqual({ email: OWNER_EMAIL, userId: `u-${OWNER_EMAIL}` });
    });

    it("gives routes the same 403 for their own refusals", () => {
      const answer = forbiddenResponse("form_token");
      expect(answer.init).toMatchObject({ status: 403, statusText: FORBIDDEN });
      expect(answer.data).toEqual({ reason: "form_token" });
    });
  });
});

describe("isSameOriginPost", () => {
  const request = (headers: Record<string, string>) =>
    new Request(`${SHOP}/admin/staff`, { method: "POST", headers });

  it.each([
    ["Sec-Fetch-Site same-origin", { "Sec-Fetch-Site": "same-origin" }, true],
    ["Sec-Fetch-Site same-site", { "Sec-Fetch-Site": "same-site" }, false],
    ["Sec-Fetch-Site none (typed or bookmarked)", { "Sec-Fetch-Site": "none" }, false],
    [
      "Sec-Fetch-Site cross-site, whatever Origin says",
      { "Sec-Fetch-Site": "cross-site", Origin: SHOP },
      false,
    ],
    [
      "Sec-Fetch-Site same-origin, whatever Origin says",
      { "Sec-Fetch-Site": "same-origin", Origin: "https://angripare.example" },
      true,
    ],
    ["no Fetch Metadata, the shop's Origin", { Origin: SHOP }, true],
    ["no Fetch Metadata, another Origin", { Origin: "https://angripare.example" }, false],
    ["no Fetch Metadata, Origin null", { Origin: "null" }, false],
    ["neither header", {}, false],
  ])("%s: %s", (_, headers, expected) => {
    expect(isSameOriginPost(request(headers))).toBe(expected);
  });
});
