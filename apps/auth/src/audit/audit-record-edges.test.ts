// The store's edges that callers rarely hit, on SQLite and PostgreSQL: an event with no user and
// no address, a request without User-Agent or request id, non-text values under the masked
// detail keys, and the admin filters given an empty type list or a literal `\` or `_`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "../../test/test-clock.ts";
import { dialectCases, openTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import { createAuditLog, type AuditLog } from "./audit-log.ts";
import type { AuditEvent, AuditRequestMeta } from "./audit-entry.ts";
import { auditRecorder } from "./audit-recorder.ts";

describe("an event recorded for a client without a request id", () => {
  it("stores an empty request id", async () => {
    const seen: AuditRequestMeta[] = [];
    const log = { record: (_event: AuditEvent, meta: AuditRequestMeta) => void seen.push(meta) };
    const recorder = auditRecorder(log as unknown as AuditLog, {
      ip: "192.0.2.1",
      userAgent: "curl/8.5.0",
      language: "en",
    });
    await recorder.record({ type: "user_logged_out" });
    expect(seen).toEqual([{ requestId: "", ip: "192.0.2.1", userAgent: "curl/8.5.0" }]);
  });
});

describe.each(dialectCases())(
  "the audit log store's edges on $dialect",
  ({ dialect, skipReason }) => {
    let test: TestDatabase;
    let plain: AuditLog;
    let masked: AuditLog;
    const clock = createTestClock("2026-11-01T10:00:00.000Z");
    const noAgent = (requestId: string) => ({ requestId, ip: "192.0.2.9", userAgent: undefined });

    beforeAll(async () => {
      if (skipReason) return;
      test = await openTestDatabase(dialect);
      plain = createAuditLog(test.database.db, clock, { mask: false });
      masked = createAuditLog(test.database.db, clock, { mask: true });
      await plain.record({ type: "login_failure", error: "unknown_account" }, noAgent("plain"));
      await masked.record(
        { type: "username_changed", details: { email: 42, username: true, flow_id: "f-2" } },
        noAgent("masked"),
      );
      await plain.record(
        { type: "passcode_sent", email: "back\\slash@example.com" },
        noAgent("backslash"),
      );
      await plain.record(
        { type: "passcode_sent", email: "under_score@example.com" },
        noAgent("us"),
      );
    });
    afterAll(() => test?.close());

    it("keeps no actor for an event without user or address, and an empty User-Agent unmasked", async (ctx) => {
      if (skipReason) return ctx.skip(skipReason);
      const { entries } = await plain.list({ filters: { types: ["login_failure"] } });
      expect(entries).toMatchObject([
        {
          meta_http_request_id: "plain",
          actor_user_id: null,
          actor_email: null,
          meta_user_agent: "",
        },
      ]);
    });

    it("stores a number or boolean under a masked detail key as it is, and no User-Agent as empty", async (ctx) => {
      if (skipReason) return ctx.skip(skipReason);
      const { entries } = await plain.list({ filters: { types: ["username_changed"] } });
      expect(entries).toMatchObject([
        {
          meta_user_agent: "",
          actor_email: null,
          details: { email: 42, username: true, flow_id: "f-2" },
        },
      ]);
    });

    it("lists every entry for an empty list of types", async (ctx) => {
      if (skipReason) return ctx.skip(skipReason);
      const page = await plain.list({ filters: { types: [] } });
      expect(page.total).toBe(4);
    });

    it.for<[string, string, string[]]>([
      ["a backslash matches itself", "k\\s", ["backslash"]],
      ["a backslash is not dropped", "ks", []],
      ["an underscore matches itself", "r_s", ["us"]],
      ["an underscore matches no other character", "k_s", []],
    ])("filtering an address: %s", async ([, text, requestIds], ctx) => {
      if (skipReason) return ctx.skip(skipReason);
      const { entries } = await plain.list({ filters: { actorEmail: text } });
      expect(entries.map((entry) => entry.meta_http_request_id)).toEqual(requestIds);
    });
  },
);
