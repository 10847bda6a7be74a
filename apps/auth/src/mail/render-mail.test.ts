import { describe, expect, it } from "vitest";
import type { MailLanguage, MailTemplate } from "../services.ts";
import { MailError } from "./mail-error.ts";
import { renderMail } from "./render-mail.ts";
import { mailMessage, REQUIRED_MAIL_DATA, ttlMinutes } from "./template-data.ts";

const CODE = "482913";
const context = { serviceName: "Kretsbutiken" };
// Every key any template reads, so templates that must not show the code are still handed one.
const fullData = {
  code: CODE,
  ttlMinutes: "5",
  oldEmailAddress: "old@example.se",
  newEmailAddress: "<a@b.se>",
  deletedEmailAddress: "gone&co@example.se",
  newUsername: "kund_<1>",
  device: "iOS (Safari), 192.0.2.7",
  action: "order.refund",
};

const codeTemplates: MailTemplate[] = ["login", "recovery", "email_verification", "confirmation"];
const templates = Object.keys(REQUIRED_MAIL_DATA) as MailTemplate[];
const languages: MailLanguage[] = ["sv", "en"];
const cases = templates.flatMap((template) =>
  languages.map((language) => ({
    template,
    language,
    bearsCode: codeTemplates.includes(template),
  })),
);

const render = (template: MailTemplate, language: MailLanguage, data = fullData) =>
  renderMail({ to: "kund@example.se", template, language, data }, context);

describe("renderMail: every template in every language", () => {
  it.each(cases)("$template ($language)", ({ template, language, bearsCode }) => {
    const mail = render(template, language);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).toContain("Kretsbutiken");
      if (bearsCode) expect(part).toContain(CODE);
      else {
        expect(part).not.toContain(CODE);
        // No six-digit code of any kind (colours such as #111827 are not codes).
        expect(part).not.toMatch(/(?<![#\w])\d{6}(?!\w)/);
      }
    }
    if (bearsCode) expect(mail.text).toMatch(language === "sv" ? /5 minuter/ : /5 minutes/);
    expect(mail.html).toMatch(new RegExp(`^<!DOCTYPE html>\\n<html lang="${language}"`));
    expect(mail.html).toContain(`<title>`);
    // Self-contained: no remote images, fonts, stylesheets or scripts.
    expect(mail.html).not.toMatch(/<img|<link|<script|url\(|@import|https?:/i);
    expect(mail.text).not.toMatch(/<\/?(p|h1|table|td|br|html)\b/i);
  });

  it.each(languages)("gives each of the 19 templates its own subject in %s", (language) => {
    const subjects = templates.map((template) => render(template, language).subject);
    expect(subjects).toHaveLength(19);
    expect(new Set(subjects).size).toBe(subjects.length);
  });

  it("never writes the same subject in Swedish and English", () => {
    const alike = templates.filter(
      (template) => render(template, "sv").subject === render(template, "en").subject,
    );
    expect(templates).toHaveLength(19);
    expect(alike).toEqual([]);
  });
});

describe("renderMail: Swedish copy", () => {
  const cases: { template: MailTemplate; ttl?: string; texts: string[] }[] = [
    {
      template: "login",
      texts: [
        `${CODE} är din engångskod till Kretsbutiken`,
        "Din engångskod till Kretsbutiken",
        "Koden gäller i 5 minuter.",
        "Om det inte var du som försökte logga in kan du ignorera det här mejlet.",
      ],
    },
    { template: "login", ttl: "1", texts: ["Koden gäller i 1 minut."] },
    { template: "recovery", texts: ["Välj ett nytt lösenord", "byta lösenord"] },
    { template: "email_verification", texts: ["Bekräfta din e-postadress"] },
    {
      template: "confirmation",
      texts: [
        `${CODE} är din kod för att bekräfta en åtgärd hos Kretsbutiken`,
        "Bekräfta att det är du",
        "Åtgärd: order.refund",
        "Koden gäller i 5 minuter.",
      ],
    },
    {
      template: "email_login_attempted",
      texts: ["Vi hittade inget konto", "inget konto kopplat till den", "skapa ett konto"],
    },
    {
      template: "email_registration_attempted",
      texts: ["Du har redan ett konto", "redan registrerad", "Logga in"],
    },
    { template: "password_update", texts: ["Ditt lösenord har ändrats", "kundtjänst"] },
    { template: "primary_email_update", texts: ["old@example.se", "<a@b.se>"] },
    { template: "email_create", texts: ["<a@b.se> har lagts till"] },
    { template: "email_delete", texts: ["gone&co@example.se har tagits bort"] },
    { template: "password_create", texts: ["fått ett lösenord"] },
    { template: "password_delete", texts: ["engångskod"] },
    { template: "username_update", texts: ["användarnamnet kund_<1>"] },
    { template: "username_delete", texts: ["Användarnamnet har tagits bort"] },
    {
      template: "session_revoke",
      texts: ["Inloggningen på iOS (Safari), 192.0.2.7 har avslutats"],
    },
    { template: "account_delete", texts: ["Ditt konto har raderats", "bokföringslagen"] },
    { template: "passkey_create", texts: ["lösennyckel"] },
    { template: "mfa_create", texts: ["två steg"] },
    { template: "mfa_delete", texts: ["två steg"] },
  ];

  it.each(cases)("$template says it in Swedish", ({ template, ttl, texts }) => {
    const mail = render(template, "sv", { ...fullData, ttlMinutes: ttl ?? "5" });
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(`${mail.subject}\n${mail.text}`).toContain(text);
  });
});

describe("renderMail: HTML safety and layout", () => {
  it("escapes interpolated addresses in HTML and keeps them raw in text", () => {
    const mail = render("email_create", "en");
    expect(mail.html).toContain("&lt;a@b.se&gt;");
    expect(mail.html).not.toContain("<a@b.se>");
    expect(mail.text).toContain("<a@b.se>");
    expect(render("email_delete", "sv").html).toContain("gone&amp;co@example.se");
  });

  it("escapes the service name and the code", () => {
    const mail = renderMail(
      {
        to: "x@example.se",
        template: "login",
        language: "en",
        data: { code: "<b>", ttlMinutes: "5" },
      },
      { serviceName: `"Krets" & <Butik>` },
    );
    expect(mail.html).toContain("&quot;Krets&quot; &amp; &lt;Butik&gt;");
    expect(mail.html).toContain("&lt;b&gt;");
    expect(mail.html).not.toMatch(/<b>|<Butik>/);
  });

  it("shows the code large and monospaced", () => {
    const html = render("login", "sv").html;
    expect(html).toMatch(
      new RegExp(`font-family:ui-monospace[^"]*font-size:36px[^"]*">${CODE}</p>`),
    );
  });
});

describe("renderMail: data checks", () => {
  const cases: { template: MailTemplate; data: Record<string, string>; missing: string }[] = [
    { template: "login", data: { ttlMinutes: "5" }, missing: "code" },
    { template: "recovery", data: { code: CODE }, missing: "ttlMinutes" },
    { template: "email_verification", data: { code: "", ttlMinutes: "5" }, missing: "code" },
    {
      template: "primary_email_update",
      data: { newEmailAddress: "n@x.se" },
      missing: "oldEmailAddress",
    },
    { template: "email_create", data: {}, missing: "newEmailAddress" },
    { template: "email_delete", data: {}, missing: "deletedEmailAddress" },
    { template: "username_update", data: {}, missing: "newUsername" },
    { template: "session_revoke", data: {}, missing: "device" },
    { template: "confirmation", data: { code: CODE, ttlMinutes: "5" }, missing: "action" },
  ];

  it.each(cases)("$template without $missing is a MailError", ({ template, data, missing }) => {
    const attempt = () =>
      renderMail({ to: "x@example.se", template, language: "sv", data }, context);
    expect(attempt).toThrow(MailError);
    expect(attempt).toThrow(missing);
    try {
      attempt();
    } catch (error) {
      expect((error as MailError).code).toBe("mail_template_data_missing");
    }
  });

  it("renders templates without data from an empty record", () => {
    expect(() => render("mfa_delete", "en", {} as typeof fullData)).not.toThrow();
  });
});

describe("mailMessage and ttlMinutes", () => {
  it("builds a contract MailMessage from typed data", () => {
    expect(
      mailMessage({
        to: "a@b.se",
        template: "login",
        language: "sv",
        data: { code: CODE, ttlMinutes: ttlMinutes(300) },
      }),
    ).toEqual({
      to: "a@b.se",
      template: "login",
      language: "sv",
      data: { code: CODE, ttlMinutes: "5" },
    });
  });

  it.each([
    [300, "5"],
    [90, "2"],
    [60, "1"],
    [20, "1"],
    [3600, "60"],
  ])("%i seconds → %s minutes", (seconds, minutes) => {
    expect(ttlMinutes(seconds)).toBe(minutes);
  });
});
