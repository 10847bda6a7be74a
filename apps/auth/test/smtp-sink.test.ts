import { createTransport } from "nodemailer";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "./smtp-sink.ts";

let sink: SmtpSink;

beforeEach(async () => {
  sink = await startSmtpSink();
});

afterEach(async () => {
  await sink.close();
});

async function send(to: string | string[], subject: string) {
  const transport = createTransport({ url: sink.url, ignoreTLS: true });
  try {
    await transport.sendMail({
      from: "Kretsbutiken <noreply@kretsbutiken.se>",
      to,
      subject,
      text: `text of ${subject}`,
      html: `<p>html of ${subject}</p>`,
      headers: { "X-Test": "yes" },
    });
  } finally {
    transport.close();
  }
}

describe("startSmtpSink", () => {
  it("listens on a loopback smtp:// URL with a real port", () => {
    expect(sink.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(sink.url).not.toMatch(/:0$/);
  });

  it("parses a delivered message into to, from, subject, both parts and headers", async () => {
    await send("anna@example.se", "Hej åäö");
    const mail = await sink.nextMail("anna@example.se");
    expect(mail).toMatchObject({
      to: "anna@example.se",
      from: "noreply@kretsbutiken.se",
      fromName: "Kretsbutiken",
      subject: "Hej åäö",
    });
    expect(mail.text.trimEnd()).toBe("text of Hej åäö");
    expect(mail.html).toContain("<p>html of Hej åäö</p>");
    expect(mail.headers["x-test"]).toBe("yes");
    expect(sink.messages).toHaveLength(1);
  });

  it("resolves with a mail that arrives after the call", async () => {
    const pending = sink.nextMail("later@example.se", 3000);
    await send("later@example.se", "late");
    await expect(pending).resolves.toMatchObject({ subject: "late" });
  });

  it("hands out each mail once, in order, matching the address case-insensitively", async () => {
    await send("Bo@Example.se", "first");
    await send("bo@example.se", "second");
    await expect(sink.nextMail("BO@example.SE")).resolves.toMatchObject({ subject: "first" });
    await expect(sink.nextMail("bo@example.se")).resolves.toMatchObject({ subject: "second" });
    await expect(sink.nextMail("bo@example.se", 50)).rejects.toThrow(/No mail to bo@example.se/);
  });

  it("delivers one copy per envelope recipient", async () => {
    await send(["a@example.se", "b@example.se"], "both");
    await expect(sink.nextMail("b@example.se")).resolves.toMatchObject({ to: "b@example.se" });
    await expect(sink.nextMail("a@example.se")).resolves.toMatchObject({ to: "a@example.se" });
  });

  it("keeps mail to other addresses for their own callers", async () => {
    await send("other@example.se", "not yours");
    await expect(sink.nextMail("me@example.se", 50)).rejects.toThrow(
      "No mail to me@example.se arrived within 50 ms (received for: other@example.se)",
    );
    await expect(sink.nextMail("other@example.se")).resolves.toMatchObject({
      subject: "not yours",
    });
  });

  it("rejects pending waits when closed", async () => {
    const pending = sink.nextMail("nobody@example.se", 10_000);
    await sink.close();
    await expect(pending).rejects.toThrow(/closed/);
    sink = await startSmtpSink();
  });
});
