import { describe, expect, it } from "vitest";
import { serializeError } from "./serialize-error.ts";

describe("serializeError", () => {
  it("keeps class, code, message and stack", () => {
    const error = Object.assign(new TypeError("bad input"), { code: "E_BAD" });
    expect(serializeError(error)).toEqual({
      type: "TypeError",
      message: "bad input",
      code: "E_BAD",
      stack: expect.stringContaining("TypeError: bad input") as string,
    });
  });

  it("leaves out what an error carries besides: the row, the parameters, the recipients", () => {
    const error = Object.assign(new Error("duplicate key value violates unique constraint"), {
      code: "23505",
      detail: "Key (email)=(anna@example.se) already exists.",
      parameters: ["anna@example.se", "Anna Karlsson", "Storgatan 1"],
      rejected: ["anna@example.se"],
    });
    const text = JSON.stringify(serializeError(error));
    expect(text).not.toContain("anna");
    expect(text).not.toContain("Storgatan");
    expect(text).toContain("23505");
  });

  it("hides e-mail addresses in message and stack", () => {
    const serialized = serializeError(new Error("Recipient <anna@example.se> rejected"));
    expect(serialized.message).toBe("Recipient <[e-mail]> rejected");
    expect(serialized.stack).not.toContain("anna@example.se");
  });

  it("follows causes, to a limit", () => {
    let error: Error = new Error("root", { cause: new Error("deepest") });
    for (let i = 0; i < 10; i += 1) error = new Error(`level ${i}`, { cause: error });
    let serialized = serializeError(error);
    let depth = 0;
    while (serialized.cause) {
      serialized = serialized.cause;
      depth += 1;
    }
    expect(depth).toBe(4);
  });

  it.each([
    ["a string", "boom", { type: "string", message: "boom" }],
    ["an object", { reason: "x" }, { type: "object", message: '{"reason":"x"}' }],
    ["undefined", undefined, { type: "undefined", message: "undefined" }],
    [
      "an address",
      "mail to anna@example.se failed",
      { type: "string", message: "mail to [e-mail] failed" },
    ],
  ])("describes %s thrown as it is", (_what, value, expected) => {
    expect(serializeError(value)).toEqual(expected);
  });
});
