// Double opt-in on both dialects, with the mails delivered over real SMTP to a sink (the auth
// server's test sink) and read back the way a mailbox would.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "../../../auth/test/smtp-sink.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { createShopMailer, type ShopMailer } from "../mail/shop-mailer.ts";
import { createNewsletterSubscriptions, normaliseEmail } from "./newsletter-subscriptions.ts";

const ORIGIN = "https://kretsbutiken.example";
const SECRET = "a-test-secret-that-is-long-enough-0123456789";

describe("normaliseEmail", () => {
  it("trims and lowercases", () => {
    expect(normaliseEmail("  Anna@Example.SE ")).toBe("anna@example.se");
  });
});

let sink: SmtpSink;
let mailer: ShopMailer;
beforeAll(async () => {
  sink = await startSmtpSink();
  mailer = createShopMailer({
    smtpUrl: sink.url,
    from: "Kretsbutiken <order@test>",
    log: () => {},
  });
});
afterAll(() => sink.close());

const uniqueAddress = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.se`;

/** The confirmation link's token, read from the mail's plain text. */
const tokenIn = (text: string) => {
  const link = /https:\/\/\S+\/newsletter\/bekrafta\?token=\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no confirmation link in:\n${text}`);
  return new URL(link).searchParams.get("token") ?? "";
};

describe.each(dialects())("newsletter double opt-in on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function open(now?: () => Date) {
    const database = await databases.open();
    const newsletter = createNewsletterSubscriptions(database.db, {
      mailer,
      secret: SECRET,
      ...(now ? { now } : {}),
    });
    const row = (email: string) =>
      database.db
        .selectFrom("newsletter_subscriptions")
        .selectAll()
        .where("email", "=", normaliseEmail(email))
        .executeTakeFirst();
    return { database, newsletter, row };
  }

  it("round trip: a mail over SMTP, pending until its link is followed, then the consent record", async () => {
    const { newsletter, row } = await open();
    const address = uniqueAddress("Anna");
    const signUp = {
      email: address,
      language: "se",
      source: "coming-soon",
      origin: ORIGIN,
    } as const;
    expect(await newsletter.subscribe(signUp)).toBe("confirmation-sent");

    const mail = await sink.nextMail(address.toLowerCase());
    expect(mail.subject).toBe("Bekräfta din prenumeration på Kretsbutikens nyhetsbrev");
    expect(mail.text).toContain("Länken gäller i 48 timmar.");
    expect(mail.headers["content-language"]).toBe("sv");
    const token = tokenIn(mail.text);
    expect(mail.html).toContain(`token=${token}`);

    const pending = await row(address);
    expect(pending).toMatchObject({ status: "pending", confirmed_at: null });
    // Only the token's hash is stored.
    expect(pending?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(pending)).not.toContain(token);

    expect(await newsletter.isConfirmable(token)).toBe(true);
    expect(await newsletter.confirm(token)).toBe("confirmed");
    const confirmed = await row(address);
    expect(confirmed).toMatchObject({
      status: "confirmed",
      consent_source: "coming-soon",
      token_hash: null,
    });
    expect(confirmed?.confirmed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // A link works once; a later sign-up of a subscribed address sends nothing.
    expect(await newsletter.confirm(token)).toBe("invalid");
    expect(await newsletter.subscribe(signUp)).toBe("already-subscribed");
  });

  it("sends somebody else's address one confirmation a day at most", async () => {
    let now = new Date("2026-11-26T10:00:00.000Z");
    const { newsletter } = await open(() => now);
    const address = uniqueAddress("victim");
    const signUp = { email: address, language: "en", source: "modal", origin: ORIGIN } as const;
    expect(await newsletter.subscribe(signUp)).toBe("confirmation-sent");
    const first = await sink.nextMail(address);
    expect(first.subject).toBe("Confirm your subscription to Kretsbutiken's newsletter");
    now = new Date("2026-11-27T09:59:00.000Z");
    expect(await newsletter.subscribe(signUp)).toBe("confirmation-sent-recently");
    now = new Date("2026-11-27T10:00:00.000Z");
    expect(await newsletter.subscribe(signUp)).toBe("confirmation-sent");
    const second = await sink.nextMail(address);
    // The newer link replaces the older one.
    expect(await newsletter.confirm(tokenIn(first.text))).toBe("invalid");
    expect(await newsletter.confirm(tokenIn(second.text))).toBe("confirmed");
    expect(sink.messages.filter((m) => m.to === address)).toHaveLength(2);
  });

  it.each([
    ["an expired link", 48 * 60 * 60_000, "invalid"],
    ["a link just within its time", 48 * 60 * 60_000 - 1, "confirmed"],
  ])("%s", async (_case, later, outcome) => {
    const start = new Date("2026-11-26T10:00:00.000Z");
    let now = start;
    const { newsletter } = await open(() => now);
    const address = uniqueAddress("late");
    await newsletter.subscribe({ email: address, language: "se", source: "modal", origin: ORIGIN });
    const token = tokenIn((await sink.nextMail(address)).text);
    now = new Date(start.getTime() + later);
    expect(await newsletter.confirm(token)).toBe(outcome);
  });

  it("refuses made-up tokens", async () => {
    const { newsletter } = await open();
    expect(await newsletter.isConfirmable("nonsense")).toBe(false);
    expect(await newsletter.confirm("")).toBe("invalid");
  });

  it("sends one mail for concurrent sign-ups of one address, and keeps one row", async () => {
    const { database, newsletter } = await open();
    const address = uniqueAddress("sam");
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () =>
        newsletter.subscribe({ email: address, language: "se", source: "modal", origin: ORIGIN }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "confirmation-sent")).toHaveLength(1);
    const count = await database.db
      .selectFrom("newsletter_subscriptions")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("email", "=", address)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("a failed mail frees the address for another try at once", async () => {
    const database = await databases.open();
    let fail = true;
    const flaky: ShopMailer = {
      send: (mail) => (fail ? Promise.reject(new Error("SMTP down")) : mailer.send(mail)),
      outbox: () => [],
    };
    const errors: unknown[] = [];
    const newsletter = createNewsletterSubscriptions(database.db, {
      mailer: flaky,
      secret: SECRET,
      log: (error) => errors.push(error),
    });
    const signUp = {
      email: uniqueAddress("retry"),
      language: "se",
      source: "modal",
      origin: ORIGIN,
    } as const;
    expect(await newsletter.subscribe(signUp)).toBe("mail-failed");
    expect(errors).toHaveLength(1);
    fail = false;
    expect(await newsletter.subscribe(signUp)).toBe("confirmation-sent");
  });

  it("every letter carries a signed unsubscribe link, which deletes the address", async () => {
    const { newsletter, row } = await open();
    const address = uniqueAddress("reader");
    await newsletter.subscribe({ email: address, language: "se", source: "modal", origin: ORIGIN });
    await newsletter.confirm(tokenIn((await sink.nextMail(address)).text));
    const subscriber = await row(address);
    if (!subscriber) throw new Error("no subscriber");

    const letter = { subject: "Veckans nyheter", text: "Nya skal!", html: "<p>Nya skal!</p>" };
    await newsletter.sendLetter(
      { id: subscriber.id, email: address, language: "se" },
      letter,
      ORIGIN,
    );
    const mail = await sink.nextMail(address);
    const link = newsletter.unsubscribeUrl(ORIGIN, subscriber.id);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replaceAll("&", "&amp;"));
    expect(mail.headers["list-unsubscribe"]).toBe(`<${link}>`);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(link).not.toContain(encodeURIComponent(address));

    const sig = new URL(link).searchParams.get("sig") ?? "";
    const forged = `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`;
    expect(await newsletter.unsubscribe(subscriber.id, forged)).toBe("invalid");
    expect(await newsletter.unsubscribe(subscriber.id, "short")).toBe("invalid");
    expect(await row(address)).toBeDefined();
    expect(await newsletter.unsubscribe(subscriber.id, sig)).toBe("unsubscribed");
    expect(await row(address)).toBeUndefined();
    expect(await newsletter.unsubscribe(subscriber.id, sig)).toBe("unsubscribed");
  });
});
