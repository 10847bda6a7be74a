import type { InputSpec } from "@kretsbutiken/flow-protocol";
import { describe, expect, it } from "vitest";
import {
  InputValues,
  normaliseInputs,
  validateInputs,
  type DeclaredInput,
} from "./input-values.ts";

function declared(
  spec: Partial<InputSpec> & { name?: string },
  limits: Partial<DeclaredInput> = {},
): DeclaredInput {
  return {
    spec: { name: "v", type: "string", ...spec },
    required: false,
    minLength: undefined,
    maxLength: undefined,
    allowedValues: [],
    ...limits,
  };
}

const email = declared(
  { type: "email", trim: true, lowercase: true },
  { required: true, minLength: 3, maxLength: 120 },
);

// flow-api.md §1.5, rule by rule.
const cases: [string, DeclaredInput, Record<string, unknown>, string | undefined][] = [
  ["required and missing", declared({}, { required: true }), {}, "value_missing_error"],
  ["required and empty", declared({}, { required: true }), { v: "" }, "value_missing_error"],
  [
    "a JSON number for a plain string reads as empty",
    declared({}, { required: true }),
    { v: 123456 },
    "value_missing_error",
  ],
  [
    "JSON null reads as empty",
    declared({}, { required: true }),
    { v: null },
    "value_missing_error",
  ],
  ["optional and missing", declared({}), {}, undefined],
  ["too short in bytes", declared({}, { minLength: 8 }), { v: "short" }, "value_too_short_error"],
  [
    "long enough in bytes though 4 characters",
    declared({}, { minLength: 8 }),
    { v: "åäöü" },
    undefined,
  ],
  [
    "too long in bytes though 40 characters",
    declared({}, { maxLength: 72 }),
    { v: "ä".repeat(40) },
    "value_too_long_error",
  ],
  [
    "exactly the longest in bytes",
    declared({}, { maxLength: 72 }),
    { v: "ä".repeat(36) },
    undefined,
  ],
  ["an optional email left empty", declared({ type: "email" }), { v: "" }, undefined],
  [
    "an optional email that is not one",
    declared({ type: "email" }),
    { v: "jane" },
    "value_invalid_error",
  ],
  [
    "an empty optional value skips length checks",
    declared({}, { minLength: 3 }),
    { v: "" },
    undefined,
  ],
  ["email without a dot in the domain", email, { v: "jane@example" }, "value_invalid_error"],
  ["email that is not one", email, { v: "not-an-email" }, "value_invalid_error"],
  [
    "email with text before the address",
    email,
    { v: "to jane@example.com" },
    "value_invalid_error",
  ],
  [
    "email with text after the address",
    email,
    { v: "jane@example.com (Jane)" },
    "value_invalid_error",
  ],
  [
    "email with spaces and capitals is normalised first",
    email,
    { v: "  Jane@Example.COM " },
    undefined,
  ],
  ["empty email", email, { v: "" }, "value_missing_error"],
  [
    "a number in a normalised input becomes its text",
    declared({ trim: true }, { required: true }),
    { v: 123 },
    undefined,
  ],
  [
    "booleans are never validated",
    declared({ type: "boolean" }, { required: true }),
    {},
    undefined,
  ],
  ["json is never validated", declared({ type: "json" }, { required: true }), {}, undefined],
  [
    "allowed values bind only string inputs",
    declared({ type: "password" }, { allowedValues: [{ value: "a", name: "A" }] }),
    { v: "secret" },
    undefined,
  ],
  [
    "password type gets length checks only",
    declared({ type: "password" }, { required: true, minLength: 8 }),
    { v: "1234567" },
    "value_too_short_error",
  ],
];

describe("validateInputs", () => {
  it.each(cases)("%s", (_name, input, data, expected) => {
    const errors = validateInputs(normaliseInputs(data, [input]), [input]);
    expect(errors.get("v")?.code).toBe(expected);
  });

  it("checks allowed values, a present empty string included, with Hanko's message", () => {
    const input = declared(
      {},
      {
        allowedValues: [
          { value: "a", name: "A" },
          { value: "b", name: "B" },
        ],
      },
    );
    expect(validateInputs({ v: "a" }, [input]).size).toBe(0);
    expect(validateInputs({ v: "c" }, [input]).get("v")?.code).toBe("value_invalid_error");
    expect(validateInputs({}, [input]).size).toBe(0);
    expect(validateInputs({ v: "" }, [input]).get("v")).toEqual({
      code: "value_invalid_error",
      message: "The value is invalid. Must be one of: a,b",
    });
  });

  it("records a failure for every input, not only the first", () => {
    const a = declared({ name: "a" }, { required: true });
    const b = declared({ name: "b" }, { required: true });
    expect([...validateInputs({}, [a, b]).keys()]).toEqual(["a", "b"]);
  });
});

describe("normaliseInputs and InputValues", () => {
  it("trims and lower-cases, turns a missing normalised key into an empty string, keeps unknown keys", () => {
    const values = normaliseInputs({ v: "  Jane@Example.COM ", extra: 1 }, [
      email,
      declared({ name: "w", trim: true }),
    ]);
    expect(values).toEqual({ v: "jane@example.com", w: "", extra: 1 });
  });

  it.each([
    [true, true],
    ["true", true],
    ["1", true],
    [1, true],
    [false, false],
    ["false", false],
    [0, false],
    [undefined, false],
    [{}, false],
    ["t", true],
    ["T", true],
    ["TRUE", true],
    ["True", true],
    ["yes", false],
    ["tRUE", false],
    ["False", false],
    ["0", false],
    ["f", false],
    ["", false],
    [-1, true],
    [null, false],
  ])("reads %j as the boolean %s", (raw, expected) => {
    expect(new InputValues({ b: raw }).boolean("b")).toBe(expected);
  });

  it("reads only string content as a string", () => {
    const input = new InputValues({ s: "x", n: 5 });
    expect([input.string("s"), input.string("n"), input.string("missing")]).toEqual(["x", "", ""]);
  });

  it("tells a sent input from a missing one, and hands out what was sent as it was", () => {
    const input = new InputValues({ s: "", n: 5, o: { a: 1 } });
    expect([input.has("s"), input.has("n"), input.has("missing")]).toEqual([true, true, false]);
    expect(input.raw("n")).toBe(5);
    expect(input.raw("o")).toEqual({ a: 1 });
    expect(input.raw("missing")).toBeUndefined();
  });

  it("normalises JSON values by their text, as Hanko's engine does", () => {
    const values = normaliseInputs({ b: true, o: { A: 1 }, z: null }, [
      declared({ name: "b", trim: true }),
      declared({ name: "o", lowercase: true }),
      declared({ name: "z", trim: true }),
    ]);
    expect(values).toEqual({ b: "true", o: '{"a":1}', z: "" });
  });

  // gjson's String(): strconv.FormatFloat(n, 'f', -1, 64) for a number, never an exponent;
  // a lower-cased input then reads +Inf as +inf.
  it.each([
    ["12", "12"],
    ["1.50", "1.5"],
    ["-0", "-0"],
    ["1e21", "1000000000000000000000"],
    ["-1.5e21", "-1500000000000000000000"],
    ["1.5e-7", "0.00000015"],
    ["-2E-7", "-0.0000002"],
    ["1e400", "+Inf"],
    ["-1e400", "-Inf"],
    ["true", "true"],
    ["false", "false"],
  ])("normalises the JSON value %s as Go's text %j", (json, text) => {
    const data = JSON.parse(`{"t": ${json}, "l": ${json}}`) as Record<string, unknown>;
    const values = normaliseInputs(data, [
      declared({ name: "t", trim: true }),
      declared({ name: "l", lowercase: true }),
    ]);
    expect([values.t, values.l]).toEqual([text, text.toLowerCase()]);
  });
});
