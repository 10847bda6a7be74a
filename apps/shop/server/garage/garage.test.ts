// Min garage's storage on both dialects, with the reminder mails delivered over real SMTP to a
// sink and read back as a mailbox would: saved devices (limit, change, delete), the reminders'
// double opt-in, one reminder per due period by km or by months, "kontroll gjord", the signed
// link that ends them, and erasing the customer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "../../../auth/test/smtp-sink.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { createShopMailer, type ShopMailer } from "../mail/shop-mailer.ts";
import { createCheckReminders } from "./check-reminders.ts";
import { createGarageDevices } from "./garage-devices.ts";

const ORIGIN = "https://kretsbutiken.example";
const SECRET = "a-test-secret-that-is-long-enough-0123456789";

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

const tokenIn = (text: string) => {
  const link = /https:\/\/\S+\/garage\/paminnelse\/bekrafta\?token=\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no confirmation link in:\n${text}`);
  return new URL(link).searchParams.get("token") ?? "";
};

describe.each(dialects())("Min garage on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function open(limit?: number) {
    const database = await databases.open();
    let now = new Date("2026-12-01T10:00:00.000Z");
    const clock = {
      now: () => now,
      set: (iso: string) => {
        now = new Date(iso);
      },
    };
    const devices = createGarageDevices(database.db, {
      dialect: database.dialect,
      limit,
      now: () => clock.now(),
    });
    const reminders = createCheckReminders(database.db, {
      mailer,
      secret: SECRET,
      now: () => clock.now(),
    });
    return { database, devices, reminders, clock };
  }

  it("saves scooters and gadgets, oldest first, and refuses one past the limit", async () => {
    const { devices, clock } = await open(2);
    const scooter = await devices.add("anna", {
      kind: "scooter",
      model: "xiaomi-pro-2",
      serialNumber: " 26150/00112233 ",
      odometerKm: 1200,
    });
    expect(scooter).toMatchObject({
      ok: true,
      device: {
        kind: "scooter",
        model: "xiaomi-pro-2",
        serialNumber: "26150/00112233",
        odometerKm: 1200,
        odometerAt: "2026-12-01T10:00:00.000Z",
      },
    });
    clock.set("2026-12-01T10:00:01.000Z");
    expect(await devices.add("anna", { kind: "phone", productId: 1000 })).toMatchObject({
      ok: true,
      device: { kind: "phone", productId: 1000 },
    });
    expect(await devices.add("anna", { kind: "console", productId: 1700 })).toEqual({
      ok: false,
      reason: "full",
    });
    expect((await devices.list("anna")).map((d) => d.kind)).toEqual(["scooter", "phone"]);
    expect(await devices.list("bertil")).toEqual([]);
  });

  it("changes a scooter's odometer, dated, and deletes only the shopper's own devices", async () => {
    const { devices, clock } = await open();
    const added = await devices.add("anna", { kind: "scooter", model: "ninebot-max-g30" });
    const id = added.ok ? added.device.id : "";
    expect(added).toMatchObject({ ok: true, device: { odometerKm: undefined } });
    clock.set("2026-12-05T08:00:00.000Z");
    expect(
      await devices.updateScooter("anna", id, { serialNumber: "N4GTC", odometerKm: 350 }),
    ).toMatchObject({
      odometerKm: 350,
      odometerAt: "2026-12-05T08:00:00.000Z",
      serialNumber: "N4GTC",
    });
    expect(
      await devices.updateScooter("bertil", id, { serialNumber: undefined, odometerKm: 1 }),
    ).toBeUndefined();
    expect(await devices.remove("bertil", id)).toBe(false);
    expect(await devices.remove("anna", id)).toBe(true);
    expect(await devices.list("anna")).toEqual([]);
  });

  it("double opt-in: nothing is mailed but the confirmation until its link is followed", async () => {
    const { devices, reminders } = await open();
    const added = await devices.add("anna", {
      kind: "scooter",
      model: "xiaomi-pro-2",
      odometerKm: 100,
    });
    const deviceId = added.ok ? added.device.id : "";
    const email = uniqueAddress("anna");
    const ask = {
      userId: "anna",
      deviceId,
      email,
      language: "se" as const,
      everyKm: 500,
      everyMonths: undefined,
      scooter: "Xiaomi Mi Electric Scooter Pro 2",
      origin: ORIGIN,
    };
    expect(await reminders.ask(ask)).toBe("confirmation-sent");
    const mail = await sink.nextMail(email);
    expect(mail.subject).toBe("Bekräfta påminnelsen om däck- och bromskontroll");
    expect(mail.text).toContain("Xiaomi Mi Electric Scooter Pro 2 var 500:e km");
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(await reminders.forUser("anna")).toMatchObject([{ status: "pending", everyKm: 500 }]);
    // Far past due, but not confirmed: nothing goes out.
    await devices.updateScooter("anna", deviceId, { serialNumber: undefined, odometerKm: 5000 });
    expect(await reminders.sendDue(ORIGIN)).toBe(0);
    expect(await reminders.ask(ask)).toBe("confirmation-sent-recently");
    expect(await reminders.ask({ ...ask, userId: "bertil" })).toBe("not-found");

    expect(await reminders.confirm(tokenIn(mail.text))).toBe("confirmed");
    expect(await reminders.forUser("anna")).toMatchObject([{ status: "active" }]);
    expect(await reminders.confirm(tokenIn(mail.text))).toBe("invalid");
    // Asked again while active, to the same address: the rule changes, no new mail.
    expect(await reminders.ask({ ...ask, everyKm: 800 })).toBe("updated");
    expect(await reminders.forUser("anna")).toMatchObject([{ status: "active", everyKm: 800 }]);
    expect(sink.messages.filter((m) => m.to === email)).toHaveLength(1);
  });

  it("reminds once per due period by km; 'kontroll gjord' starts the count again", async () => {
    const { devices, reminders } = await open();
    const added = await devices.add("anna", {
      kind: "scooter",
      model: "xiaomi-m365",
      odometerKm: 1000,
    });
    const deviceId = added.ok ? added.device.id : "";
    const email = uniqueAddress("ryttare");
    const ask = {
      userId: "anna",
      deviceId,
      email,
      language: "en" as const,
      everyKm: 300,
      everyMonths: 6,
      scooter: "Xiaomi M365",
      origin: ORIGIN,
    };
    expect(await reminders.ask(ask)).toBe("confirmation-sent");
    expect(await reminders.confirm(tokenIn((await sink.nextMail(email)).text))).toBe("confirmed");

    await devices.updateScooter("anna", deviceId, { serialNumber: undefined, odometerKm: 1299 });
    expect(await reminders.sendDue(ORIGIN)).toBe(0);
    await devices.updateScooter("anna", deviceId, { serialNumber: undefined, odometerKm: 1320 });
    expect(await reminders.sendDue(ORIGIN)).toBe(1);
    const mail = await sink.nextMail(email);
    expect(mail.subject).toBe("Time to check the tyres and brakes of your Xiaomi M365");
    expect(mail.text).toContain("You have ridden 320 km since the last check");
    expect(mail.text).toContain(`${ORIGIN}/page/garage`);
    expect(mail.text).toMatch(/\/garage\/paminnelse\/avregistrera\?id=[^&]+&sig=\S+/);
    // Still due, already reminded: nothing more this period.
    await devices.updateScooter("anna", deviceId, { serialNumber: undefined, odometerKm: 1700 });
    expect(await reminders.sendDue(ORIGIN)).toBe(0);

    expect(await reminders.checked("anna", deviceId)).toBe(true);
    expect(await reminders.forUser("anna")).toMatchObject([
      { lastCheckKm: 1700, remindedAt: undefined },
    ]);
    expect(await reminders.sendDue(ORIGIN)).toBe(0);
    await devices.updateScooter("anna", deviceId, { serialNumber: undefined, odometerKm: 2000 });
    expect(await reminders.sendDue(ORIGIN)).toBe(1);
    expect(sink.messages.filter((m) => m.to === email)).toHaveLength(3);
  });

  it("reminds by months without any odometer, and the mail's link ends the reminders", async () => {
    const { devices, reminders, clock, database } = await open();
    const added = await devices.add("anna", { kind: "scooter", model: "ninebot-max-g30" });
    const deviceId = added.ok ? added.device.id : "";
    const email = uniqueAddress("kalender");
    await reminders.ask({
      userId: "anna",
      deviceId,
      email,
      language: "se",
      everyKm: undefined,
      everyMonths: 2,
      scooter: "Segway-Ninebot Max G30",
      origin: ORIGIN,
    });
    expect(await reminders.confirm(tokenIn((await sink.nextMail(email)).text))).toBe("confirmed");
    clock.set("2027-01-31T10:00:00.000Z");
    expect(await reminders.sendDue(ORIGIN)).toBe(0);
    clock.set("2027-02-01T10:00:00.000Z");
    expect(await reminders.sendDue(ORIGIN)).toBe(1);
    const mail = await sink.nextMail(email);
    expect(mail.text).toContain("Det har gått 2 månader sedan förra kontrollen.");

    const link = new URL(/https:\/\/\S+avregistrera\S+/.exec(mail.text)?.[0] ?? ORIGIN);
    const id = link.searchParams.get("id") ?? "";
    expect(await reminders.unsubscribe(id, "forged")).toBe("invalid");
    expect(await reminders.unsubscribe(id, link.searchParams.get("sig") ?? "")).toBe(
      "unsubscribed",
    );
    expect(await reminders.forUser("anna")).toEqual([]);
    const row = await database.db
      .selectFrom("garage_reminders")
      .select("status")
      .executeTakeFirst();
    expect(row?.status).toBe("unsubscribed");
  });

  it("deleting a scooter deletes its reminder", async () => {
    const { devices, reminders, database } = await open();
    const added = await devices.add("anna", {
      kind: "scooter",
      model: "xiaomi-1s",
      odometerKm: 10,
    });
    const deviceId = added.ok ? added.device.id : "";
    await reminders.ask({
      userId: "anna",
      deviceId,
      email: uniqueAddress("borta"),
      language: "se",
      everyKm: 100,
      everyMonths: undefined,
      scooter: "Xiaomi 1S",
      origin: ORIGIN,
    });
    expect(await devices.remove("anna", deviceId)).toBe(true);
    const left = await database.db.selectFrom("garage_reminders").select("id").execute();
    expect(left).toEqual([]);
  });
});
