import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "../../test/smtp-sink.ts";
import { createMailer } from "./create-mailer.ts";
import { createDevOutbox } from "./dev-outbox.ts";
import { MailError } from "./mail-error.ts";
import { mailMessage } from "./template-data.ts";

const config = {
  mailFrom: "Kretsbutiken <noreply@kretsbutiken.se>",
  serviceName: "Kretsbutiken",
};

const login = (to: string, language: "sv" | "en" = "sv") =>
  mailMessage({ to, template: "login", language, data: { code: "482913", ttlMinutes: "5" } });

describe("createMailer over SMTP", () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
  });

  it("delivers a rendered mail with From, To, subject and both parts", async () => {
    const mailer = createMailer({ ...config, smtpUrl: sink.url });
    expect(mailer.outbox).toBeUndefined();
    await mailer.send(login("kund@example.se"));
    const mail = await sink.nextMail("kund@example.se");
    expect(mail.from).toBe("noreply@kretsbutiken.se");
    expect(mail.fromName).toBe("Kretsbutiken");
    expect(mail.headers.to).toBe("kund@example.se");
    expect(mail.subject).toBe("482913 är din engångskod till Kretsbutiken");
    expect(mail.text).toContain("Koden gäller i 5 minuter.");
    expect(mail.text).toContain("482913");
    expect(mail.html).toContain('<html lang="sv"');
    expect(mail.html).toContain(">482913</p>");
    expect(mail.headers["content-language"]).toBe("sv");
    expect(mail.headers["auto-submitted"]).toBe("auto-generated");
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
  });

  it("sends English when asked", async () => {
    const mailer = createMailer({ ...config, smtpUrl: sink.url });
    await mailer.send(login("customer@example.com", "en"));
    const mail = await sink.nextMail("customer@example.com");
    expect(mail.subject).toBe("482913 is your Kretsbutiken sign-in code");
    expect(mail.html).toContain('<html lang="en"');
  });

  it("delivers a notice whose address would be markup, escaped in HTML only", async () => {
    const mailer = createMailer({ ...config, smtpUrl: sink.url });
    await mailer.send(
      mailMessage({
        to: "kund@example.se",
        template: "email_create",
        language: "en",
        data: { newEmailAddress: "<a@b.se>" },
      }),
    );
    const mail = await sink.nextMail("kund@example.se");
    expect(mail.text).toContain("<a@b.se> was added");
    expect(mail.html).toContain("&lt;a@b.se&gt; was added");
  });

  it("throws MailError mail_delivery_failed when the server is unreachable", async () => {
    const closed = await startSmtpSink();
    await closed.close();
    const mailer = createMailer({ ...config, smtpUrl: closed.url });
    const error = await mailer.send(login("kund@example.se")).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MailError);
    expect(error).toMatchObject({ code: "mail_delivery_failed" });
    expect((error as MailError).message).toContain('"login"');
    expect((error as MailError).cause).toBeInstanceOf(Error);
  });

  it("rejects with mail_template_data_missing before connecting", async () => {
    const mailer = createMailer({ ...config, smtpUrl: "smtp://127.0.0.1:1" });
    await expect(
      mailer.send({ to: "kund@example.se", template: "login", language: "sv", data: {} }),
    ).rejects.toMatchObject({ code: "mail_template_data_missing" });
  });
});

describe("createMailer without SMTP (development outbox)", () => {
  it("keeps the rendered mail and logs it with its code", async () => {
    const lines: string[] = [];
    const outbox = createDevOutbox({ log: (line) => lines.push(line) });
    const mailer = createMailer({ ...config, smtpUrl: undefined }, { outbox });
    expect(mailer.outbox).toBe(outbox);
    await mailer.send(login("kund@example.se"));
    const [mail] = outbox.list();
    expect(mail).toMatchObject({
      to: "kund@example.se",
      template: "login",
      language: "sv",
      subject: "482913 är din engångskod till Kretsbutiken",
      code: "482913",
    });
    expect(mail?.text).toContain("Koden gäller i 5 minuter.");
    expect(mail?.html).toContain('<html lang="sv"');
    expect(lines).toEqual([
      '[dev outbox] not delivered (SMTP_URL is not set): to="kund@example.se" subject="482913 är din engångskod till Kretsbutiken" code=482913',
    ]);
  });

  it("records no code for a mail that must not carry one", async () => {
    const outbox = createDevOutbox({ log: () => {} });
    const mailer = createMailer({ ...config, smtpUrl: undefined }, { outbox });
    await mailer.send({
      to: "ny@example.se",
      template: "email_login_attempted",
      language: "en",
      data: { code: "482913" },
    });
    expect(outbox.list()[0]?.code).toBeUndefined();
    expect(outbox.list()[0]?.text).not.toContain("482913");
  });

  it("creates its own outbox when none is given", () => {
    expect(createMailer({ ...config, smtpUrl: undefined }).outbox).toBeDefined();
  });

  it("rejects (not throws) on missing template data", async () => {
    const mailer = createMailer({ ...config, smtpUrl: undefined }, { outbox: createDevOutbox() });
    const sending = mailer.send({
      to: "a@b.se",
      template: "email_delete",
      language: "sv",
      data: {},
    });
    await expect(sending).rejects.toBeInstanceOf(MailError);
  });
});
