import { describe, expect, it } from "vitest";
import type { ActionName } from "./actions.ts";
import type { FlowName } from "./flows.ts";
import { buildActionHref, parseActionHref, parseActionParam } from "./href.ts";

const FLOW_ID = "bd0a7a2e-7c0c-4a8c-9f0e-0c6d5a7b1f11";

describe("buildActionHref", () => {
  it("percent-encodes the @ as Go's query encoding does (§1.3)", () => {
    expect(buildActionHref("login", "register_client_capabilities", FLOW_ID)).toBe(
      `/login?action=register_client_capabilities%40${FLOW_ID}`,
    );
  });

  it.each([
    ["login", "verify_passcode"],
    ["registration", "register_login_identifier"],
    ["profile", "email_create"],
    ["token_exchange", "exchange_token"],
  ] as [FlowName, ActionName][])("round-trips %s / %s", (flow, action) => {
    const href = buildActionHref(flow, action, FLOW_ID);
    expect(href).toMatch(/^\/[a-z_]+\?action=[a-z_]+%40[0-9a-f-]{36}$/);
    expect(parseActionHref(href)).toEqual({ ok: true, value: { flow, action, flowId: FLOW_ID } });
  });
});

describe("parseActionHref", () => {
  it("accepts a raw @ as well", () => {
    expect(parseActionHref(`/profile?action=back@${FLOW_ID}`)).toEqual({
      ok: true,
      value: { flow: "profile", action: "back", flowId: FLOW_ID },
    });
  });

  it.each([
    ["absolute URL", `http://127.0.0.1:8000/login?action=back%40${FLOW_ID}`],
    ["protocol-relative URL", `//evil.example/login?action=back%40${FLOW_ID}`],
    ["sub-flow path", `/credential_usage?action=back%40${FLOW_ID}`],
    ["tenant prefix", `/00000000-0000-0000-0000-000000000001/login?action=back%40${FLOW_ID}`],
    ["no action parameter", "/login"],
    ["two action parameters", `/login?action=back%40${FLOW_ID}&action=skip%40${FLOW_ID}`],
    ["no @", "/login?action=foo"],
  ])("rejects a %s", (_what, href) => {
    const result = parseActionHref(href);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe("malformed_href");
  });
});

describe("parseActionParam", () => {
  it.each([
    ["no @", "foo"],
    ["more than one @", `back@${FLOW_ID}@x`],
    ["empty action name", `@${FLOW_ID}`],
    ["non-UUID flow id", "back@1234"],
    ["empty flow id", "back@"],
  ])("rejects %s (Hanko answers 500 technical_error)", (_what, value) => {
    expect(parseActionParam(value).ok).toBe(false);
  });

  it("leaves unknown action names to the state check (403)", () => {
    expect(parseActionParam(`foo@${FLOW_ID}`)).toEqual({
      ok: true,
      value: { action: "foo", flowId: FLOW_ID },
    });
  });
});
