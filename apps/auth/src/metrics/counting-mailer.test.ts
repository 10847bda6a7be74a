import { describe, expect, it } from "vitest";
import type { Mailer, MailMessage, MailTemplate } from "../services.ts";
import { countingMailer } from "./counting-mailer.ts";

const message = (template: MailTemplate): MailMessage => ({
  to: "jane@example.com",
  template,
  language: "en",
  data: { code: "123456", ttlMinutes: "5" },
});

function counted(inner: Mailer) {
  const counts: string[] = [];
  const mailer = countingMailer(inner, {
    passcodeMail: (template, result) => counts.push(`${template} ${result}`),
  });
  return { mailer, counts };
}

describe("countingMailer", () => {
  it("counts a passcode mail sent once the wrapped mailer delivered it", async () => {
    const delivered: MailMessage[] = [];
    const { mailer, counts } = counted({ send: (m) => Promise.resolve(void delivered.push(m)) });
    await mailer.send(message("login"));
    expect(delivered).toEqual([message("login")]);
    expect(counts).toEqual(["login sent"]);
  });

  it("counts a failed passcode mail and throws the mailer's error on", async () => {
    const refused = new Error("550 mailbox unavailable");
    const { mailer, counts } = counted({ send: () => Promise.reject(refused) });
    await expect(mailer.send(message("recovery"))).rejects.toBe(refused);
    expect(counts).toEqual(["recovery failed"]);
  });

  it("passes other mails through uncounted", async () => {
    const delivered: MailMessage[] = [];
    const { mailer, counts } = counted({ send: (m) => Promise.resolve(void delivered.push(m)) });
    await mailer.send(message("password_update"));
    expect(delivered).toHaveLength(1);
    expect(counts).toEqual([]);
  });
});
