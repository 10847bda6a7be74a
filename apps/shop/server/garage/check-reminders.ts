// Min garage's tyre and brake check reminders (domain/garage/check-reminder.ts), one per saved
// scooter, by double opt-in as product alerts are: asking stores the reminder as pending and
// mails a confirmation link (random, stored only as its SHA-256, expiring;
// server/double-opt-in/); nothing else is mailed before it is followed. Asking again for an
// active reminder to the same address changes its rule without a new confirmation; to another
// address it starts over. At most one confirmation mail a day per reminder. Every mail carries
// a link signed with HMAC-SHA-256 (the newsletter's secret, another purpose) that ends it. The
// reminders themselves: send-due-reminders.ts.
import { randomUUID } from "node:crypto";
import type { Kysely } from "@kretsbutiken/database";
import type { ReminderRule, ReminderStatus } from "../../domain/garage/check-reminder.ts";
import {
  REMINDER_CONFIRM_PATH,
  REMINDER_UNSUBSCRIBE_PATH,
} from "../../domain/garage/garage-paths.ts";
import type { ShopDatabase } from "../database/schema.ts";
import {
  CONFIRM_VALID_HOURS,
  newConfirmationToken,
  resendBoundary,
} from "../double-opt-in/confirmation-token.ts";
import { pendingConfirmations } from "../double-opt-in/pending-confirmations.ts";
import type { ShopMailer } from "../mail/shop-mailer.ts";
import { createUnsubscribeLinks } from "../newsletter/newsletter-links.ts";
import { normaliseEmail } from "../newsletter/newsletter-subscriptions.ts";
import { reminderConfirmationMail } from "./reminder-mails.ts";
import { sendDueReminders } from "./send-due-reminders.ts";

export interface ReminderRequest extends ReminderRule {
  userId: string;
  deviceId: string;
  /** Already validated. */
  email: string;
  language: "se" | "en";
  /** The scooter's name, for the mail. */
  scooter: string;
  origin: string;
}

export type ReminderOutcome =
  "confirmation-sent" | "confirmation-sent-recently" | "updated" | "mail-failed" | "not-found";

/** A reminder as Min garage shows it. */
export interface ReminderView extends ReminderRule {
  deviceId: string;
  status: Exclude<ReminderStatus, "unsubscribed">;
  email: string;
  lastCheckKm: number | undefined;
  lastCheckAt: string;
  /** When this period's reminder went out; undefined until it is due. */
  remindedAt: string | undefined;
}

export interface CheckReminders {
  ask(request: ReminderRequest): Promise<ReminderOutcome>;
  /** The shopper's pending and active reminders. */
  forUser(userId: string): Promise<ReminderView[]>;
  isConfirmable(token: string): Promise<boolean>;
  confirm(token: string): Promise<"confirmed" | "invalid">;
  /** Ends the reminder when the link's signature holds; twice is no error. */
  unsubscribe(id: string, signature: string): Promise<"unsubscribed" | "invalid">;
  /** The shopper ends a scooter's reminder in Min garage. */
  stop(userId: string, deviceId: string): Promise<boolean>;
  /** "Kontroll gjord": counts again from the scooter's odometer and today. */
  checked(userId: string, deviceId: string): Promise<boolean>;
  /** Mails every due reminder once per due period; answers how many. */
  sendDue(origin: string): Promise<number>;
}

export function createCheckReminders(
  db: Kysely<ShopDatabase>,
  {
    mailer,
    secret,
    now = () => new Date(),
    log = () => {},
  }: { mailer: ShopMailer; secret: string; now?: () => Date; log?: (error: unknown) => void },
): CheckReminders {
  const links = createUnsubscribeLinks(secret, "garage-reminder-unsubscribe");
  const table = "garage_reminders" as const;
  const pending = pendingConfirmations(db, table, { confirmed: "active", now });

  const scooter = (userId: string, deviceId: string) =>
    db
      .selectFrom("garage_devices")
      .select(["id", "odometer_km"])
      .where("id", "=", deviceId)
      .where("user_id", "=", userId)
      .where("kind", "=", "scooter")
      .executeTakeFirst();

  return {
    async ask({ userId, deviceId, email, language, everyKm, everyMonths, scooter: name, origin }) {
      const device = await scooter(userId, deviceId);
      if (!device) return "not-found";
      const address = normaliseEmail(email);
      const at = now();
      const rule = { every_km: everyKm ?? null, every_months: everyMonths ?? null };
      const odometer = device.odometer_km === null ? null : Number(device.odometer_km);
      await db
        .insertInto(table)
        .values({
          id: randomUUID(),
          device_id: deviceId,
          user_id: userId,
          email: address,
          language,
          ...rule,
          last_check_km: odometer,
          last_check_at: at.toISOString(),
        })
        .onConflict((conflict) => conflict.column("device_id").doNothing())
        .execute();
      const row = await db
        .selectFrom(table)
        .select(["id", "status", "email"])
        .where("device_id", "=", deviceId)
        .executeTakeFirstOrThrow();
      if (row.status === "active" && row.email === address) {
        await db
          .updateTable(table)
          .set({ ...rule, language })
          .where("id", "=", row.id)
          .execute();
        return "updated";
      }
      // Claim the right to mail: one update decides, so two posts at once send one mail.
      const { token, hash, expiresAt } = newConfirmationToken(at);
      const claimed = await db
        .updateTable(table)
        .set({
          ...rule,
          status: "pending",
          email: address,
          language,
          token_hash: hash,
          token_expires_at: expiresAt,
          confirmation_sent_at: at.toISOString(),
          confirmed_at: null,
          reminded_at: null,
          last_check_km: odometer,
          last_check_at: at.toISOString(),
        })
        .where("id", "=", row.id)
        .where((eb) =>
          eb.or([
            eb("confirmation_sent_at", "is", null),
            eb("confirmation_sent_at", "<=", resendBoundary(at)),
            // Another address: that one has not been bothered yet.
            eb("email", "!=", address),
          ]),
        )
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return "confirmation-sent-recently";
      const confirmUrl = new URL(REMINDER_CONFIRM_PATH, origin);
      confirmUrl.searchParams.set("token", token);
      try {
        await mailer.send(
          reminderConfirmationMail(address, language, {
            scooter: name,
            rule: { everyKm, everyMonths },
            confirmUrl: confirmUrl.href,
            validHours: CONFIRM_VALID_HOURS,
            unsubscribeUrl: links.url(origin, REMINDER_UNSUBSCRIBE_PATH, row.id),
          }),
        );
        return "confirmation-sent";
      } catch (error) {
        log(error);
        await pending.unsent(row.id, hash);
        return "mail-failed";
      }
    },

    async forUser(userId) {
      const rows = await db
        .selectFrom(table)
        .selectAll()
        .where("user_id", "=", userId)
        .where("status", "in", ["pending", "active"])
        .execute();
      return rows.map((row) => ({
        deviceId: row.device_id,
        status: row.status === "active" ? "active" : "pending",
        email: row.email,
        everyKm: row.every_km === null ? undefined : Number(row.every_km),
        everyMonths: row.every_months === null ? undefined : Number(row.every_months),
        lastCheckKm: row.last_check_km === null ? undefined : Number(row.last_check_km),
        lastCheckAt: String(row.last_check_at),
        remindedAt: row.reminded_at === null ? undefined : String(row.reminded_at),
      }));
    },

    isConfirmable: (token) => pending.isConfirmable(token),
    confirm: (token) => pending.confirm(token),

    async unsubscribe(id, signature) {
      if (!links.verify(id, signature)) return "invalid";
      await db
        .updateTable(table)
        .set({ status: "unsubscribed", token_hash: null, token_expires_at: null })
        .where("id", "=", id)
        .execute();
      return "unsubscribed";
    },

    async stop(userId, deviceId) {
      const result = await db
        .updateTable(table)
        .set({ status: "unsubscribed", token_hash: null, token_expires_at: null })
        .where("device_id", "=", deviceId)
        .where("user_id", "=", userId)
        .where("status", "in", ["pending", "active"])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async checked(userId, deviceId) {
      const device = await scooter(userId, deviceId);
      if (!device) return false;
      const result = await db
        .updateTable(table)
        .set({
          last_check_km: device.odometer_km === null ? null : Number(device.odometer_km),
          last_check_at: now().toISOString(),
          reminded_at: null,
        })
        .where("device_id", "=", deviceId)
        .where("user_id", "=", userId)
        .where("status", "in", ["pending", "active"])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    sendDue: (origin) => sendDueReminders(db, { mailer, links, origin, now, log }),
  };
}
