import { afterEach, describe, expect, it, vi } from "vitest";
import { readFormBody } from "./read-form-body.ts";
import { scaled } from "../../../../scripts/time-scale.ts";

const URL = "http://shop.test/page/contact_us";
const URLENCODED = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data; boundary=kb-boundary";

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request(URL, { method: "POST", body, headers });

const multipart = (...parts: string[]) =>
  parts.map((part) => `--kb-boundary\r\n${part}\r\n`).join("") + "--kb-boundary--\r\n";

/** A body that arrives in pieces, with no length given beforehand. */
function streamed(
  chunks: string[],
  { stall = false, fail = false, typed = true, onCancel = () => {} } = {},
) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (fail) controller.error(new Error("connection reset"));
      else if (!stall) controller.close();
    },
    cancel: () => onCancel(),
  });
  return new Request(URL, {
    method: "POST",
    body,
    headers: typed ? { "Content-Type": URLENCODED } : {},
    duplex: "half",
  } as RequestInit);
}

async function read(request: Request, maxBytes = 1024) {
  const result = await readFormBody(request, { maxBytes, deadlineMs: 50 });
  return result.ok
    ? { status: 200, fields: Object.fromEntries(result.form) }
    : { status: result.problem.status, code: result.problem.code };
}

describe("readFormBody", () => {
  it.each([
    ["urlencoded", post("name=Anna+Svensson&email=a%40b.se", { "Content-Type": URLENCODED })],
    [
      "urlencoded with a charset",
      post("name=Anna+Svensson&email=a%40b.se", { "Content-Type": `${URLENCODED}; charset=UTF-8` }),
    ],
    [
      "multipart",
      post(
        multipart(
          'Content-Disposition: form-data; name="name"\r\n\r\nAnna Svensson',
          'Content-Disposition: form-data; name="email"\r\n\r\na@b.se',
        ),
        { "Content-Type": MULTIPART },
      ),
    ],
    [
      "in upper case",
      post("name=Anna+Svensson&email=a%40b.se", {
        "Content-Type": "Application/X-WWW-Form-Urlencoded",
      }),
    ],
    ["arriving in pieces", streamed(["name=Anna+Sv", "ensson&email=a%4", "0b.se"])],
  ])("reads a form sent %s", async (_case, request) => {
    expect(await read(request)).toEqual({
      status: 200,
      fields: { name: "Anna Svensson", email: "a@b.se" },
    });
  });

  it("reads no body and no type as an empty form (a bare POST, as from a button)", async () => {
    expect(await read(post(null))).toEqual({ status: 200, fields: {} });
    expect(await read(post(new Uint8Array(0)))).toEqual({ status: 200, fields: {} });
  });

  it.each([
    ["JSON", post('{"name":"Anna"}', { "Content-Type": "application/json" })],
    ["text", post("name=Anna", { "Content-Type": "text/plain" })],
    ["XML", post("<name>Anna</name>", { "Content-Type": "application/xml" })],
    ["no type with a body", post("name=Anna")],
    ["a type that is not one", post("name=Anna", { "Content-Type": "form" })],
    ["an empty type", post("name=Anna", { "Content-Type": "" })],
    ["another charset", post("name=Anna", { "Content-Type": `${URLENCODED}; charset=iso-8859-1` })],
  ])("refuses %s with 415", async (_case, request) => {
    expect(await read(request)).toEqual({ status: 415, code: "unsupported_media_type" });
  });

  it.each([
    ["says it is larger", post("a=1", { "Content-Type": URLENCODED, "Content-Length": "1025" })],
    ["is larger", post(`a=${"x".repeat(1023)}`, { "Content-Type": URLENCODED })],
    ["grows larger while it arrives", streamed(["a=", "x".repeat(600), "x".repeat(600)])],
    [
      "is a large multipart",
      post(multipart(`Content-Disposition: form-data; name="a"\r\n\r\n${"x".repeat(2000)}`), {
        "Content-Type": MULTIPART,
      }),
    ],
  ])("refuses a body that %s than the limit with 413", async (_case, request) => {
    expect(await read(request)).toEqual({ status: 413, code: "body_too_large" });
  });

  it("takes a body of exactly the limit, also when it says its length", async () => {
    const body = `a=${"x".repeat(1022)}`;
    const expected = { status: 200, fields: { a: "x".repeat(1022) } };
    expect(await read(post(body, { "Content-Type": URLENCODED }))).toEqual(expected);
    expect(
      await read(post(body, { "Content-Type": URLENCODED, "Content-Length": "1024" })),
    ).toEqual(expected);
  });

  it.each(["+2000", "0x800"])(
    "counts the bytes that arrive when the stated length %j is not a number of bytes",
    async (length) => {
      const request = post("a=1", { "Content-Type": URLENCODED, "Content-Length": length });
      expect(await read(request)).toEqual({ status: 200, fields: { a: "1" } });
    },
  );

  it.each([
    ["a bad percent escape", "a=%zz"],
    ["a lone percent sign", "a=100%"],
    ["an escape that is not UTF-8", "a=%FF%FE"],
    ["a cut-off UTF-8 escape", "a=%E0%A4%A"],
    ["raw bytes that are not UTF-8", new Uint8Array([0x61, 0x3d, 0xff, 0xfe])],
  ])("refuses urlencoded with %s with 400", async (_case, body) => {
    expect(await read(post(body, { "Content-Type": URLENCODED }))).toEqual({
      status: 400,
      code: "malformed_body",
    });
  });

  it.each([
    ["no boundary", "multipart/form-data", multipart("x")],
    ["a broken body", MULTIPART, "--kb-boundary\r\nbroken"],
    [
      "another boundary",
      MULTIPART,
      '--c\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--c--',
    ],
  ])("refuses multipart with %s with 400", async (_case, type, body) => {
    expect(await read(post(body, { "Content-Type": type }))).toEqual({
      status: 400,
      code: "malformed_body",
    });
  });

  it("refuses a body that fails while arriving with 400", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("a=1"));
        controller.error(new Error("connection reset"));
      },
    });
    const request = new Request(URL, {
      method: "POST",
      body,
      headers: { "Content-Type": URLENCODED },
      duplex: "half",
    } as RequestInit);
    expect(await read(request)).toEqual({ status: 400, code: "malformed_body" });
  });

  it("stops waiting for a body that stops arriving, with 400", async () => {
    const started = Date.now();
    expect(await read(streamed(["a=1"], { stall: true }))).toEqual({
      status: 400,
      code: "malformed_body",
    });
    expect(Date.now() - started).toBeLessThan(scaled(1000));
  });

  it.each([
    ["raw bytes", () => post(new TextEncoder().encode("name=Anna"))],
    ["a streamed body", () => streamed(["name=Anna"], { typed: false })],
  ])("refuses %s with no type with 415", async (_case, request) => {
    expect(await read(request())).toEqual({ status: 415, code: "unsupported_media_type" });
  });

  it.each([
    ["fails while arriving", { fail: true }],
    ["stops arriving", { stall: true }],
  ])("refuses a body with no type that %s with 400, not as an empty form", async (_case, how) => {
    const request = streamed(["a=1"], { ...how, typed: false });
    expect(await read(request)).toEqual({ status: 400, code: "malformed_body" });
  });

  it.each([
    ["", { "Content-Type": URLENCODED }],
    [" and no type", {}],
  ])("refuses a body someone else is already reading%s with 400", async (_case, headers) => {
    const request = post(new TextEncoder().encode("a=1"), headers);
    request.body?.getReader();
    expect(await read(request)).toEqual({ status: 400, code: "malformed_body" });
  });

  it("stops the sender of a body that stops arriving", async () => {
    let cancelled = false;
    const request = streamed(["a=1"], { stall: true, onCancel: () => void (cancelled = true) });
    expect(await read(request)).toEqual({ status: 400, code: "malformed_body" });
    expect(cancelled).toBe(true);
  });

  it("stops the sender of a body that grows too large", async () => {
    let cancelled = false;
    const request = streamed(["a=", "x".repeat(2000)], {
      stall: true,
      onCancel: () => void (cancelled = true),
    });
    expect(await read(request)).toEqual({ status: 413, code: "body_too_large" });
    expect(cancelled).toBe(true);
  });

  it("keeps every field in order, a nameless one included, and skips empty pairs", async () => {
    const result = await readFormBody(post("flag&&=x&a=1&", { "Content-Type": URLENCODED }), {
      maxBytes: 1024,
    });
    expect(result.ok && [...result.form]).toEqual([
      ["flag", ""],
      ["", "x"],
      ["a", "1"],
    ]);
  });

  describe("with a fake clock", () => {
    afterEach(() => void vi.useRealTimers());

    it("leaves no deadline timer behind once the body is read", async () => {
      vi.useFakeTimers();
      const result = await readFormBody(post("a=1", { "Content-Type": URLENCODED }), {
        maxBytes: 1024,
      });
      expect(result.ok).toBe(true);
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  it("keeps a file part as a file, which no text field mistakes for text", async () => {
    const body = multipart(
      'Content-Disposition: form-data; name="name"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhej',
    );
    const result = await readFormBody(post(body, { "Content-Type": MULTIPART }), {
      maxBytes: 1024,
    });
    expect(result.ok && result.form.get("name")).toBeInstanceOf(File);
  });
});
