// What /thirdparty/callback reads of a provider's answer: five fields, each present once, not
// empty and of bounded length; a repeated field is absent (which value a provider or an attacker
// meant is not ours to guess). A posted form is read only as a form.
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { callbackParams, callbackQuery, formFields, queryFields } from "./callback-params.ts";

const read = (query: string) => callbackParams(new URLSearchParams(query));

describe("callbackParams", () => {
  it("reads the five fields under their OAuth names, and nothing else", () => {
    expect(
      read("state=s&code=c&error=access_denied&error_description=no&user=%7B%7D&scope=openid"),
    ).toStrictEqual({
      state: "s",
      code: "c",
      error: "access_denied",
      errorDescription: "no",
      user: "{}",
    });
    expect(read("")).toStrictEqual({});
  });

  it.each([
    ["given twice", "code=a&code=b&state=s"],
    ["given twice, once empty", "code=&code=b&state=s"],
    ["empty", "code=&state=s"],
    ["one character over 8192", `code=${"c".repeat(8193)}&state=s`],
  ])("leaves out a field %s", (_name, query) => {
    expect(read(query)).toStrictEqual({ state: "s" });
  });

  it("keeps a field of exactly 8192 characters", () => {
    const code = "c".repeat(8192);
    expect(read(`code=${code}`)).toStrictEqual({ code });
  });
});

describe("callbackQuery", () => {
  it("writes the fields present under their OAuth names, and only those", () => {
    expect(callbackQuery({ state: "s", errorDescription: "a b", user: "{}" })).toBe(
      "state=s&error_description=a+b&user=%7B%7D",
    );
    expect(callbackQuery({})).toBe("");
  });

  it("is read back as the same params", () => {
    const params = { state: "s", code: "c", error: "e", errorDescription: "d", user: "u" };
    expect(read(callbackQuery(params))).toStrictEqual(params);
  });
});

describe("formFields and queryFields", () => {
  const app = new Hono()
    .post("/form", async (c) => c.json([...(await formFields(c))]))
    .get("/query", (c) => c.json([...queryFields(c)]));
  const post = async (form: string, contentType?: string) => {
    // Bytes: a string body would be sent as text/plain.
    const body = new TextEncoder().encode(form);
    const headers = contentType === undefined ? undefined : { "Content-Type": contentType };
    const response = await app.request("/form", { method: "POST", body, headers });
    return (await response.json()) as unknown;
  };

  it.each([
    ["a form", "application/x-www-form-urlencoded"],
    ["a form with a charset", "application/x-www-form-urlencoded; charset=UTF-8"],
    ["a form, in capitals and spaced", " Application/X-WWW-Form-URLEncoded ;charset=utf-8"],
  ])("reads %s", async (_name, type) => {
    expect(await post("state=s&code=c", type)).toEqual([
      ["state", "s"],
      ["code", "c"],
    ]);
  });

  it.each([
    ["JSON", "application/json"],
    ["multipart", "multipart/form-data; boundary=b"],
    ["text that reads as a form", "text/plain"],
    ["a type that only starts like a form", "application/x-www-form-urlencoded-x"],
    ["no type", undefined],
  ])("reads nothing of %s", async (_name, type) => {
    expect(await post("state=s&code=c", type)).toEqual([]);
  });

  it("reads nothing of a form whose body breaks off", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("state=s&co"));
        controller.error(new Error("connection reset"));
      },
    });
    const response = await app.request("/form", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    expect(await response.json()).toEqual([]);
  });

  it("reads a GET's query", async () => {
    const response = await app.request("/query?state=s&code=c");
    expect(await response.json()).toEqual([
      ["state", "s"],
      ["code", "c"],
    ]);
  });
});
