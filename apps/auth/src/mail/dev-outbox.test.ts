import { describe, expect, it } from "vitest";
import { createDevOutbox, type OutboxMail } from "./dev-outbox.ts";

const mail = (n: number): Omit<OutboxMail, "id" | "sentAt"> => ({
  to: `kund${n}@example.se`,
  template: "login",
  language: "sv",
  subject: `subject ${n}`,
  text: `text ${n}`,
  html: `<p>html ${n}</p>`,
  code: String(100000 + n),
});

describe("createDevOutbox", () => {
  it("lists mails newest first with an id and the clock's time", () => {
    const outbox = createDevOutbox({
      log: () => {},
      clock: { now: () => new Date("2026-03-01T10:00:00Z") },
    });
    outbox.add(mail(1));
    outbox.add(mail(2));
    const list = outbox.list();
    expect(list.map((m) => m.subject)).toEqual(["subject 2", "subject 1"]);
    expect(list[0]?.sentAt).toBe("2026-03-01T10:00:00.000Z");
    expect(list[0]?.id).not.toBe(list[1]?.id);
  });

  it("keeps only the newest `limit` mails", () => {
    const outbox = createDevOutbox({ limit: 3, log: () => {} });
    for (let n = 1; n <= 5; n++) outbox.add(mail(n));
    expect(outbox.list().map((m) => m.subject)).toEqual(["subject 5", "subject 4", "subject 3"]);
  });

  it.each([
    [undefined, "code=100001"],
    [true, "code=100001"],
    [false, "code=(withheld"],
  ])("with logCodes %s logs %s", (logCodes, expected) => {
    const lines: string[] = [];
    const outbox = createDevOutbox({ log: (line) => lines.push(line), logCodes });
    outbox.add(mail(1));
    expect(lines[0]).toContain(expected);
    if (logCodes === false) expect(lines[0]).not.toContain("100001");
  });

  it("keeps 50 by default", () => {
    const outbox = createDevOutbox({ log: () => {} });
    for (let n = 1; n <= 60; n++) outbox.add(mail(n));
    expect(outbox.list()).toHaveLength(50);
  });

  it("hands out copies, and clear() empties it", () => {
    const outbox = createDevOutbox({ log: () => {} });
    outbox.add(mail(1));
    outbox.list().pop();
    expect(outbox.list()).toHaveLength(1);
    outbox.clear();
    expect(outbox.list()).toEqual([]);
  });

  it("logs one line per mail; quoted values cannot forge extra lines", () => {
    const lines: string[] = [];
    const outbox = createDevOutbox({ log: (line) => lines.push(line) });
    outbox.add({ ...mail(1), to: "a@b.se\n[dev outbox] fake", code: undefined });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain("\n");
    expect(lines[0]).toContain(String.raw`to="a@b.se\n[dev outbox] fake"`);
    expect(lines[0]).not.toContain("code=");
  });
});
