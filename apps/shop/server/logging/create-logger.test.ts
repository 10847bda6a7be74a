import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./create-logger.ts";

function captured() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: createLogger({ level: "info" }, stream), lines };
}

describe("createLogger", () => {
  it("writes JSON lines with the shop's name, the fields and the message", () => {
    const { logger, lines } = captured();
    logger.child({ requestId: "r-1" }).info({ status: 200 }, "request");
    expect(lines).toEqual([
      expect.objectContaining({
        name: "shop",
        level: 30,
        requestId: "r-1",
        status: 200,
        msg: "request",
      }),
    ]);
  });

  it("logs an error once, with its stack and without what it carries besides", () => {
    const { logger, lines } = captured();
    const error = Object.assign(new Error("insert failed"), { detail: "Key (email)=(a@b.se)" });
    logger.error({ err: error }, "request failed");
    expect(lines).toHaveLength(1);
    expect(lines[0]?.err).toEqual({
      type: "Error",
      message: "insert failed",
      stack: expect.stringContaining("insert failed") as string,
    });
  });

  it.each([
    [
      "a message",
      (log: ReturnType<typeof createLogger>) => log.warn("mail to anna@example.se bounced"),
    ],
    [
      "a formatted message",
      (log: ReturnType<typeof createLogger>) => log.warn("mail to %s bounced", "anna@example.se"),
    ],
    [
      "a field named email",
      (log: ReturnType<typeof createLogger>) => log.info({ email: "anna@example.se" }, "x"),
    ],
    [
      "a nested field",
      (log: ReturnType<typeof createLogger>) =>
        log.info({ order: { email: "anna@example.se", name: "Anna" } }, "x"),
    ],
    [
      "a token",
      (log: ReturnType<typeof createLogger>) => log.info({ token: "anna@example.se" }, "x"),
    ],
    [
      "an error's message",
      (log: ReturnType<typeof createLogger>) =>
        log.error({ err: new Error("anna@example.se") }, "x"),
    ],
  ])("keeps personal data out of %s", (_what, write) => {
    const { logger, lines } = captured();
    write(logger);
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines[0])).not.toMatch(/anna|Anna/);
  });

  it("writes nothing when silent", () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    createLogger({ level: "silent" }, stream).error("nothing");
    expect(lines).toEqual([]);
  });
});
